import type { Locale } from '@campus/core';

/*
 * Messages of the forum (src/forum; docs/server.md "Forum"), merged into SERVER_MESSAGES (server-messages.ts).
 * `text_too_long` and `too_many_attempts` are core's and the server's general ones.
 */

/** Forum codes translated here. */
export const FORUM_ERROR_CODES = [
  'forum_not_found',
  'forum_topic_not_found',
  'forum_reply_not_found',
  'forum_report_not_found',
  'forum_topic_closed',
  'forum_not_author',
  'forum_post_deleted',
  'forum_post_hidden',
  'forum_already_reported',
  'forum_cannot_report_own',
  'forum_status_unchanged',
  'forum_report_closed',
  'forum_text_required',
] as const;

/** A forum code translated here. */
export type ForumErrorCode = (typeof FORUM_ERROR_CODES)[number];

/** Forum error messages per locale. */
export const FORUM_MESSAGES: Readonly<Record<Locale, Readonly<Record<ForumErrorCode, string>>>> = {
  'pt-BR': {
    forum_not_found: 'Fórum não encontrado.',
    forum_topic_not_found: 'Tópico não encontrado.',
    forum_reply_not_found: 'Resposta não encontrada.',
    forum_report_not_found: 'Denúncia não encontrada.',
    forum_topic_closed: 'Este tópico está fechado e não aceita novas respostas nem edições.',
    forum_not_author: 'Só o autor pode editar ou apagar esta publicação.',
    forum_post_deleted: 'Esta publicação foi apagada.',
    forum_post_hidden: 'Esta publicação foi ocultada por um moderador e não pode ser editada.',
    forum_already_reported: 'Você já denunciou esta publicação.',
    forum_cannot_report_own: 'Você não pode denunciar a sua própria publicação.',
    forum_status_unchanged: 'A publicação já está com este status.',
    forum_report_closed: 'Esta denúncia já foi tratada.',
    forum_text_required: 'Preencha este campo.',
  },
  'en-US': {
    forum_not_found: 'Forum not found.',
    forum_topic_not_found: 'Topic not found.',
    forum_reply_not_found: 'Reply not found.',
    forum_report_not_found: 'Report not found.',
    forum_topic_closed: 'This topic is closed and takes no more replies or edits.',
    forum_not_author: 'Only the author can edit or delete this post.',
    forum_post_deleted: 'This post was deleted.',
    forum_post_hidden: 'A moderator hid this post: it cannot be edited.',
    forum_already_reported: 'You have already reported this post.',
    forum_cannot_report_own: 'You cannot report your own post.',
    forum_status_unchanged: 'The post already has this status.',
    forum_report_closed: 'This report has already been handled.',
    forum_text_required: 'Fill in this field.',
  },
  'es-ES': {
    forum_not_found: 'Foro no encontrado.',
    forum_topic_not_found: 'Tema no encontrado.',
    forum_reply_not_found: 'Respuesta no encontrada.',
    forum_report_not_found: 'Denuncia no encontrada.',
    forum_topic_closed: 'Este tema está cerrado y no admite nuevas respuestas ni ediciones.',
    forum_not_author: 'Solo el autor puede editar o borrar esta publicación.',
    forum_post_deleted: 'Esta publicación fue borrada.',
    forum_post_hidden: 'Un moderador ocultó esta publicación: no se puede editar.',
    forum_already_reported: 'Ya denunciaste esta publicación.',
    forum_cannot_report_own: 'No puedes denunciar tu propia publicación.',
    forum_status_unchanged: 'La publicación ya tiene este estado.',
    forum_report_closed: 'Esta denuncia ya fue tratada.',
    forum_text_required: 'Completa este campo.',
  },
  'fr-FR': {
    forum_not_found: 'Forum introuvable.',
    forum_topic_not_found: 'Sujet introuvable.',
    forum_reply_not_found: 'Réponse introuvable.',
    forum_report_not_found: 'Signalement introuvable.',
    forum_topic_closed: 'Ce sujet est fermé et n’accepte plus de réponses ni de modifications.',
    forum_not_author: 'Seul l’auteur peut modifier ou supprimer cette publication.',
    forum_post_deleted: 'Cette publication a été supprimée.',
    forum_post_hidden: 'Un modérateur a masqué cette publication : elle ne peut pas être modifiée.',
    forum_already_reported: 'Vous avez déjà signalé cette publication.',
    forum_cannot_report_own: 'Vous ne pouvez pas signaler votre propre publication.',
    forum_status_unchanged: 'La publication a déjà ce statut.',
    forum_report_closed: 'Ce signalement a déjà été traité.',
    forum_text_required: 'Remplissez ce champ.',
  },
};
