import { MESSAGE_BUNDLES } from '@campus/core';
import type { Locale } from '@campus/core';

/*
 * Error messages of the loyalty programme's spending side (rewards, orders, events, ranking, transfers and
 * the programme administrator's catalogue) that core's bundles do not carry. Merged into SERVER_MESSAGES
 * (server-messages.ts). Core's codes (`insufficient_points`, `invalid_event_code` …) stay in core.
 */

/** Spending-side codes translated here. */
export const LOYALTY_SPENDING_ERROR_CODES = [
  'no_access_to_send_points',
  'points_already_sent_with_document',
  'partner_unavailable',
  'already_checked_in',
  'event_not_open',
  'events_level_required',
  'reward_level_required',
  'invalid_order_transition',
  'check_in_code_taken',
  'unknown_reference',
  'reward_in_use',
  'campaign_in_use',
  'event_in_use',
] as const;

/** A spending-side code translated here. */
export type LoyaltySpendingErrorCode = (typeof LOYALTY_SPENDING_ERROR_CODES)[number];

/**
 * The issue names the transfer refusals `no_access_to_send_points` and `points_already_sent_with_document`
 * (the partner portals' contract); core's bundles carry the same texts as `transfer_no_access` and
 * `transfer_document_already_used`. The texts are taken from core so the wording has one source.
 */
function coreTransferTexts(locale: Locale) {
  const errors = MESSAGE_BUNDLES[locale].errors;
  return {
    no_access_to_send_points: errors.transfer_no_access,
    points_already_sent_with_document: errors.transfer_document_already_used,
  };
}

/** Spending-side messages per locale. */
export const LOYALTY_SPENDING_MESSAGES: Readonly<Record<Locale, Readonly<Record<LoyaltySpendingErrorCode, string>>>> = {
  'pt-BR': {
    ...coreTransferTexts('pt-BR'),
    partner_unavailable: 'O programa parceiro não respondeu. Tente novamente mais tarde.',
    already_checked_in: 'Você já fez check-in neste evento.',
    event_not_open: 'O check-in só pode ser feito durante o evento.',
    events_level_required: 'Os eventos estão disponíveis a partir do nível Creator.',
    reward_level_required: 'Este prêmio está disponível a partir de um nível mais alto.',
    invalid_order_transition: 'Este pedido não pode passar para o status informado.',
    check_in_code_taken: 'Este código de check-in já é usado por outro evento.',
    unknown_reference: 'Um dos itens informados não existe.',
    reward_in_use: 'Este prêmio já tem resgates e não pode ser excluído. Desative-o.',
    campaign_in_use: 'Esta campanha já tem movimentações e não pode ser excluída.',
    event_in_use: 'Este evento já tem check-ins e não pode ser excluído.',
  },
  'en-US': {
    ...coreTransferTexts('en-US'),
    partner_unavailable: 'The partner programme did not answer. Try again later.',
    already_checked_in: 'You have already checked in to this event.',
    event_not_open: 'Check-in is only possible during the event.',
    events_level_required: 'Events are available from the Creator level.',
    reward_level_required: 'This reward is available from a higher level.',
    invalid_order_transition: 'This order cannot move to that status.',
    check_in_code_taken: 'Another event already uses this check-in code.',
    unknown_reference: 'One of the items given does not exist.',
    reward_in_use: 'This reward has redemptions and cannot be deleted. Deactivate it instead.',
    campaign_in_use: 'This campaign has activity and cannot be deleted.',
    event_in_use: 'This event has check-ins and cannot be deleted.',
  },
  'es-ES': {
    ...coreTransferTexts('es-ES'),
    partner_unavailable: 'El programa asociado no respondió. Inténtalo de nuevo más tarde.',
    already_checked_in: 'Ya hiciste check-in en este evento.',
    event_not_open: 'El check-in solo se puede hacer durante el evento.',
    events_level_required: 'Los eventos están disponibles a partir del nivel Creator.',
    reward_level_required: 'Este premio está disponible a partir de un nivel más alto.',
    invalid_order_transition: 'Este pedido no puede pasar al estado indicado.',
    check_in_code_taken: 'Otro evento ya usa este código de check-in.',
    unknown_reference: 'Uno de los elementos indicados no existe.',
    reward_in_use: 'Este premio ya tiene canjes y no se puede eliminar. Desactívalo.',
    campaign_in_use: 'Esta campaña ya tiene movimientos y no se puede eliminar.',
    event_in_use: 'Este evento ya tiene check-ins y no se puede eliminar.',
  },
  'fr-FR': {
    ...coreTransferTexts('fr-FR'),
    partner_unavailable: "Le programme partenaire n'a pas répondu. Réessayez plus tard.",
    already_checked_in: 'Vous avez déjà fait le check-in à cet événement.',
    event_not_open: "Le check-in n'est possible que pendant l'événement.",
    events_level_required: 'Les événements sont disponibles à partir du niveau Creator.',
    reward_level_required: "Cette récompense est disponible à partir d'un niveau supérieur.",
    invalid_order_transition: 'Cette commande ne peut pas passer à ce statut.',
    check_in_code_taken: 'Un autre événement utilise déjà ce code de check-in.',
    unknown_reference: "L'un des éléments indiqués n'existe pas.",
    reward_in_use: 'Cette récompense a des échanges et ne peut pas être supprimée. Désactivez-la.',
    campaign_in_use: 'Cette campagne a des mouvements et ne peut pas être supprimée.',
    event_in_use: 'Cet événement a des check-ins et ne peut pas être supprimé.',
  },
};
