import type { Locale } from '@campus/core';

/*
 * Messages of the games (src/games), merged into SERVER_MESSAGES (server-messages.ts). The attempt codes they share
 * with tests (`attempt_not_found`, `attempt_moved`, `attempt_closed`, `no_attempts_left`) are assessment-messages'.
 */

/** Game codes translated here. */
export const GAME_ERROR_CODES = ['game_not_found', 'item_closed'] as const;

/** A game code translated here. */
export type GameErrorCode = (typeof GAME_ERROR_CODES)[number];

/** Game error messages per locale. */
export const GAME_MESSAGES: Readonly<Record<Locale, Readonly<Record<GameErrorCode, string>>>> = {
  'pt-BR': {
    game_not_found: 'Esta atividade não tem um jogo.',
    item_closed: 'Você já respondeu este item.',
  },
  'en-US': {
    game_not_found: 'This activity has no game.',
    item_closed: 'You have already answered this item.',
  },
  'es-ES': {
    game_not_found: 'Esta actividad no tiene un juego.',
    item_closed: 'Ya respondiste este elemento.',
  },
  'fr-FR': {
    game_not_found: 'Cette activité n’a pas de jeu.',
    item_closed: 'Vous avez déjà répondu à cet élément.',
  },
};
