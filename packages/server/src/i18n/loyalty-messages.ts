import type { Locale } from '@campus/core';

/*
 * Error messages of the loyalty programme's server-side decisions (src/loyalty, src/uploads)
 * that core's bundles do not carry; core's codes (`invoice_already_sent`, `store_not_participating`,
 * `insufficient_points`, `user_blocked` …) stay in core. Merged into SERVER_MESSAGES (server-messages.ts).
 */

/** Loyalty codes translated here. */
export const LOYALTY_ERROR_CODES = [
  'idempotency_key_reused',
  'file_required',
  'file_too_large',
  'unsupported_file_type',
  'image_too_large',
  'invalid_image',
  'no_active_campaign',
  'store_not_linked',
  'unknown_product',
  'sale_already_audited',
  'level_request_already_decided',
  'balance_below_zero',
  'campaign_not_finished',
  'member_already_blocked',
  'member_not_blocked',
] as const;

/** A loyalty code translated here. */
export type LoyaltyErrorCode = (typeof LOYALTY_ERROR_CODES)[number];

/** Loyalty messages per locale. */
export const LOYALTY_MESSAGES: Readonly<Record<Locale, Readonly<Record<LoyaltyErrorCode, string>>>> = {
  'pt-BR': {
    idempotency_key_reused: 'Esta chave de idempotência já foi usada com outro conteúdo. Gere uma nova chave.',
    file_required: 'Envie o arquivo.',
    file_too_large: 'O arquivo é grande demais. O tamanho máximo é {{max_megabytes}} MB.',
    unsupported_file_type: 'Formato de arquivo não aceito. Envie uma imagem JPEG, PNG ou WebP.',
    image_too_large: 'A imagem tem resolução grande demais. O máximo é {{max_megapixels}} megapixels.',
    invalid_image: 'Não foi possível ler a imagem. Envie outra foto.',
    no_active_campaign: 'Não há campanha ativa no momento.',
    store_not_linked: 'Você não está vinculado a esta loja.',
    unknown_product: 'Um dos produtos informados não participa do programa.',
    sale_already_audited: 'Esta venda já foi auditada.',
    level_request_already_decided: 'Esta solicitação de nível já foi decidida.',
    balance_below_zero: 'O ajuste deixaria o saldo de pontos negativo.',
    campaign_not_finished: 'A campanha ainda não terminou.',
    member_already_blocked: 'Este participante já está bloqueado.',
    member_not_blocked: 'Este participante não está bloqueado.',
  },
  'en-US': {
    idempotency_key_reused: 'This idempotency key was already used with different content. Generate a new key.',
    file_required: 'Send the file.',
    file_too_large: 'The file is too large. The maximum size is {{max_megabytes}} MB.',
    unsupported_file_type: 'File type not accepted. Send a JPEG, PNG or WebP image.',
    image_too_large: 'The image resolution is too large. The maximum is {{max_megapixels}} megapixels.',
    invalid_image: 'The image could not be read. Send another photo.',
    no_active_campaign: 'There is no active campaign right now.',
    store_not_linked: 'You are not linked to this store.',
    unknown_product: 'One of the products is not part of the programme.',
    sale_already_audited: 'This sale has already been audited.',
    level_request_already_decided: 'This level request has already been decided.',
    balance_below_zero: 'The adjustment would take the points balance below zero.',
    campaign_not_finished: 'The campaign has not ended yet.',
    member_already_blocked: 'This member is already blocked.',
    member_not_blocked: 'This member is not blocked.',
  },
  'es-ES': {
    idempotency_key_reused: 'Esta clave de idempotencia ya se usó con otro contenido. Genera una clave nueva.',
    file_required: 'Envía el archivo.',
    file_too_large: 'El archivo es demasiado grande. El tamaño máximo es {{max_megabytes}} MB.',
    unsupported_file_type: 'Formato de archivo no aceptado. Envía una imagen JPEG, PNG o WebP.',
    image_too_large: 'La resolución de la imagen es demasiado grande. El máximo es {{max_megapixels}} megapíxeles.',
    invalid_image: 'No se pudo leer la imagen. Envía otra foto.',
    no_active_campaign: 'No hay ninguna campaña activa en este momento.',
    store_not_linked: 'No estás vinculado a esta tienda.',
    unknown_product: 'Uno de los productos no participa en el programa.',
    sale_already_audited: 'Esta venta ya fue auditada.',
    level_request_already_decided: 'Esta solicitud de nivel ya fue decidida.',
    balance_below_zero: 'El ajuste dejaría el saldo de puntos en negativo.',
    campaign_not_finished: 'La campaña aún no ha terminado.',
    member_already_blocked: 'Este participante ya está bloqueado.',
    member_not_blocked: 'Este participante no está bloqueado.',
  },
  'fr-FR': {
    idempotency_key_reused: 'Cette clé d’idempotence a déjà servi avec un autre contenu. Générez une nouvelle clé.',
    file_required: 'Envoyez le fichier.',
    file_too_large: 'Le fichier est trop volumineux. La taille maximale est de {{max_megabytes}} Mo.',
    unsupported_file_type: 'Format de fichier refusé. Envoyez une image JPEG, PNG ou WebP.',
    image_too_large: 'La résolution de l’image est trop grande. Le maximum est de {{max_megapixels}} mégapixels.',
    invalid_image: 'L’image n’a pas pu être lue. Envoyez une autre photo.',
    no_active_campaign: 'Aucune campagne n’est en cours.',
    store_not_linked: 'Vous n’êtes pas rattaché à ce magasin.',
    unknown_product: 'L’un des produits ne fait pas partie du programme.',
    sale_already_audited: 'Cette vente a déjà été auditée.',
    level_request_already_decided: 'Cette demande de niveau a déjà été traitée.',
    balance_below_zero: 'L’ajustement rendrait le solde de points négatif.',
    campaign_not_finished: 'La campagne n’est pas encore terminée.',
    member_already_blocked: 'Ce participant est déjà bloqué.',
    member_not_blocked: 'Ce participant n’est pas bloqué.',
  },
};
