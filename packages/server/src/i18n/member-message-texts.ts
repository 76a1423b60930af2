import type { Locale } from '@campus/core';

/*
 * Texts of the internal messages the loyalty programme sends members (spec §4: an internal message on reaching
 * a level's threshold; also audit and block outcomes). Stored as a kind and parameters (member_messages), and
 * written in the reader's language when read. `{{level}}` is replaced by the level's name. A parameter may carry
 * a text per language (a badge's name): `{{badge}}` reads `badge_en_US` for an en-US reader, else `badge`.
 */

/** Kinds of member messages. */
export const MEMBER_MESSAGE_KINDS = [
  'level_reached',
  'level_approved',
  'level_refused',
  'sale_rejected',
  'member_blocked',
  'badge_earned',
  'account_approved',
  'account_refused',
  // The forum's moderation (src/forum): `{{topic}}` is the topic's title.
  'forum_topic_closed',
  'forum_topic_reopened',
  'forum_topic_hidden',
  'forum_reply_hidden',
  'forum_post_restored',
] as const;

/** A member message kind. */
export type MemberMessageKind = (typeof MEMBER_MESSAGE_KINDS)[number];

/** Level names by locale (the event texts call the upper levels Creator and Influencer, spec §4). */
const LEVEL_NAMES: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  'pt-BR': { basic: 'Básico', intermediate: 'Creator', highest: 'Influencer' },
  'en-US': { basic: 'Basic', intermediate: 'Creator', highest: 'Influencer' },
  'es-ES': { basic: 'Básico', intermediate: 'Creator', highest: 'Influencer' },
  'fr-FR': { basic: 'Basique', intermediate: 'Creator', highest: 'Influencer' },
};

/** The texts per locale and kind. */
export const MEMBER_MESSAGE_TEXTS: Readonly<Record<Locale, Readonly<Record<MemberMessageKind, string>>>> = {
  'pt-BR': {
    level_reached:
      'Parabéns! Você atingiu a pontuação do nível {{level}}. A mudança de nível será confirmada pelo administrador do programa após a auditoria das notas fiscais.',
    level_approved: 'Sua mudança para o nível {{level}} foi aprovada e vale até o fim da campanha.',
    level_refused: 'Sua mudança para o nível {{level}} não foi aprovada pelo administrador do programa.',
    sale_rejected: 'A venda da nota fiscal {{invoice_number}} foi recusada na auditoria: {{reason}}',
    member_blocked: 'Você foi bloqueado: {{reason}}',
    badge_earned: 'Parabéns! Você conquistou o selo {{badge}}.',
    account_approved: 'Seu cadastro foi aprovado. Bem-vindo!',
    account_refused: 'Seu cadastro não foi aprovado: {{reason}}',
    forum_topic_closed: 'Um moderador fechou o seu tópico “{{topic}}” no fórum: ele não aceita mais respostas.',
    forum_topic_reopened: 'Um moderador reabriu o seu tópico “{{topic}}” no fórum.',
    forum_topic_hidden: 'Um moderador ocultou o seu tópico “{{topic}}” no fórum.',
    forum_reply_hidden: 'Um moderador ocultou a sua resposta no tópico “{{topic}}” do fórum.',
    forum_post_restored: 'Um moderador voltou a exibir a sua publicação no tópico “{{topic}}” do fórum.',
  },
  'en-US': {
    level_reached:
      'Congratulations! You reached the points of the {{level}} level. The programme administrator will confirm the change after auditing your invoices.',
    level_approved: 'Your move to the {{level}} level was approved and applies until the end of the campaign.',
    level_refused: 'Your move to the {{level}} level was not approved by the programme administrator.',
    sale_rejected: 'The sale with invoice {{invoice_number}} was rejected in the audit: {{reason}}',
    member_blocked: 'You have been blocked: {{reason}}',
    badge_earned: 'Congratulations! You earned the {{badge}} badge.',
    account_approved: 'Your account was approved. Welcome!',
    account_refused: 'Your account was not approved: {{reason}}',
    forum_topic_closed: 'A moderator closed your forum topic “{{topic}}”: it takes no more replies.',
    forum_topic_reopened: 'A moderator reopened your forum topic “{{topic}}”.',
    forum_topic_hidden: 'A moderator hid your forum topic “{{topic}}”.',
    forum_reply_hidden: 'A moderator hid your reply in the forum topic “{{topic}}”.',
    forum_post_restored: 'A moderator restored your post in the forum topic “{{topic}}”.',
  },
  'es-ES': {
    level_reached:
      '¡Felicidades! Alcanzaste la puntuación del nivel {{level}}. El administrador del programa confirmará el cambio tras auditar tus facturas.',
    level_approved: 'Tu cambio al nivel {{level}} fue aprobado y vale hasta el final de la campaña.',
    level_refused: 'Tu cambio al nivel {{level}} no fue aprobado por el administrador del programa.',
    sale_rejected: 'La venta de la factura {{invoice_number}} fue rechazada en la auditoría: {{reason}}',
    member_blocked: 'Has sido bloqueado: {{reason}}',
    badge_earned: '¡Felicidades! Conseguiste la insignia {{badge}}.',
    account_approved: 'Tu cuenta fue aprobada. ¡Bienvenido!',
    account_refused: 'Tu cuenta no fue aprobada: {{reason}}',
    forum_topic_closed: 'Un moderador cerró tu tema del foro «{{topic}}»: ya no admite respuestas.',
    forum_topic_reopened: 'Un moderador reabrió tu tema del foro «{{topic}}».',
    forum_topic_hidden: 'Un moderador ocultó tu tema del foro «{{topic}}».',
    forum_reply_hidden: 'Un moderador ocultó tu respuesta en el tema del foro «{{topic}}».',
    forum_post_restored: 'Un moderador volvió a mostrar tu publicación en el tema del foro «{{topic}}».',
  },
  'fr-FR': {
    level_reached:
      'Félicitations ! Vous avez atteint les points du niveau {{level}}. L’administrateur du programme confirmera le changement après l’audit de vos factures.',
    level_approved: 'Votre passage au niveau {{level}} est approuvé et vaut jusqu’à la fin de la campagne.',
    level_refused: 'Votre passage au niveau {{level}} n’a pas été approuvé par l’administrateur du programme.',
    sale_rejected: 'La vente de la facture {{invoice_number}} a été refusée lors de l’audit : {{reason}}',
    member_blocked: 'Vous avez été bloqué : {{reason}}',
    badge_earned: 'Félicitations ! Vous avez obtenu le badge {{badge}}.',
    account_approved: 'Votre compte a été approuvé. Bienvenue !',
    account_refused: 'Votre compte n’a pas été approuvé : {{reason}}',
    forum_topic_closed: 'Un modérateur a fermé votre sujet du forum « {{topic}} » : il n’accepte plus de réponses.',
    forum_topic_reopened: 'Un modérateur a rouvert votre sujet du forum « {{topic}} ».',
    forum_topic_hidden: 'Un modérateur a masqué votre sujet du forum « {{topic}} ».',
    forum_reply_hidden: 'Un modérateur a masqué votre réponse dans le sujet du forum « {{topic}} ».',
    forum_post_restored: 'Un modérateur a rétabli votre publication dans le sujet du forum « {{topic}} ».',
  },
};

function isKind(kind: string): kind is MemberMessageKind {
  return (MEMBER_MESSAGE_KINDS as readonly string[]).includes(kind);
}

/**
 * A member message in a locale, its `{{name}}` placeholders filled from `params` (a level code becomes the
 * level's name). An unknown kind (written by newer code) reads as its kind, never as a broken template.
 */
export function memberMessageText(
  kind: string,
  params: Readonly<Record<string, string | number>>,
  locale: Locale,
): string {
  if (!isKind(kind)) return kind;
  return MEMBER_MESSAGE_TEXTS[locale][kind].replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
    const localized = `${name}_${locale.replace('-', '_')}`;
    const key = Object.hasOwn(params, localized) ? localized : name;
    if (!Object.hasOwn(params, key)) return placeholder;
    const value = String(params[key]);
    return name === 'level' ? (LEVEL_NAMES[locale][value] ?? value) : value;
  });
}
