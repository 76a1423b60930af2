import type { Locale } from '@campus/core';

/*
 * Messages of the learner playlists and listening positions (src/podcasts), merged into SERVER_MESSAGES
 * (server-messages.ts). `text_too_long` is core's.
 */

/** Podcast codes translated here. */
export const PODCAST_ERROR_CODES = [
  'playlist_name_required',
  'playlist_name_taken',
  'playlist_limit_reached',
  'playlist_full',
  'playlist_not_found',
  'episode_not_found',
  'episode_already_in_playlist',
  'episode_not_in_playlist',
  'playlist_order_mismatch',
] as const;

/** A podcast code translated here. */
export type PodcastErrorCode = (typeof PODCAST_ERROR_CODES)[number];

/** Podcast error messages per locale. */
export const PODCAST_MESSAGES: Readonly<Record<Locale, Readonly<Record<PodcastErrorCode, string>>>> = {
  'pt-BR': {
    playlist_name_required: 'Dê um nome à playlist.',
    playlist_name_taken: 'Você já tem uma playlist com este nome.',
    playlist_limit_reached: 'Você chegou ao limite de {{max}} playlists.',
    playlist_full: 'Esta playlist chegou ao limite de {{max}} episódios.',
    playlist_not_found: 'Playlist não encontrada.',
    episode_not_found: 'Episódio não encontrado.',
    episode_already_in_playlist: 'Este episódio já está na playlist.',
    episode_not_in_playlist: 'Este episódio não está na playlist.',
    playlist_order_mismatch: 'A playlist mudou em outro lugar. Recarregue e tente de novo.',
  },
  'en-US': {
    playlist_name_required: 'Give the playlist a name.',
    playlist_name_taken: 'You already have a playlist with this name.',
    playlist_limit_reached: 'You have reached the limit of {{max}} playlists.',
    playlist_full: 'This playlist has reached the limit of {{max}} episodes.',
    playlist_not_found: 'Playlist not found.',
    episode_not_found: 'Episode not found.',
    episode_already_in_playlist: 'This episode is already in the playlist.',
    episode_not_in_playlist: 'This episode is not in the playlist.',
    playlist_order_mismatch: 'The playlist changed elsewhere. Reload and try again.',
  },
  'es-ES': {
    playlist_name_required: 'Ponle un nombre a la lista.',
    playlist_name_taken: 'Ya tienes una lista con este nombre.',
    playlist_limit_reached: 'Llegaste al límite de {{max}} listas.',
    playlist_full: 'Esta lista llegó al límite de {{max}} episodios.',
    playlist_not_found: 'Lista no encontrada.',
    episode_not_found: 'Episodio no encontrado.',
    episode_already_in_playlist: 'Este episodio ya está en la lista.',
    episode_not_in_playlist: 'Este episodio no está en la lista.',
    playlist_order_mismatch: 'La lista cambió en otro lugar. Recarga e inténtalo de nuevo.',
  },
  'fr-FR': {
    playlist_name_required: 'Donnez un nom à la playlist.',
    playlist_name_taken: 'Vous avez déjà une playlist de ce nom.',
    playlist_limit_reached: 'Vous avez atteint la limite de {{max}} playlists.',
    playlist_full: 'Cette playlist a atteint la limite de {{max}} épisodes.',
    playlist_not_found: 'Playlist introuvable.',
    episode_not_found: 'Épisode introuvable.',
    episode_already_in_playlist: 'Cet épisode est déjà dans la playlist.',
    episode_not_in_playlist: 'Cet épisode n’est pas dans la playlist.',
    playlist_order_mismatch: 'La playlist a changé ailleurs. Rechargez et réessayez.',
  },
};
