import type { Locale } from '@campus/core';

/*
 * Messages of the activity import (src/activities/import, `POST /api/admin/courses/{course_id}/activities/`).
 * Merged into SERVER_MESSAGES (server-messages.ts).
 */

/** Activity import codes translated here. */
export const ACTIVITY_IMPORT_ERROR_CODES = [
  'activity_type_not_importable',
  'activity_file_required',
  'activity_url_required',
  'activity_file_type_mismatch',
  'activity_file_too_large',
  'activity_url_invalid',
  'activity_url_host_invalid',
  'activity_ppt_converter_missing',
  'activity_ppt_conversion_failed',
  'activity_order_taken',
  'activity_captions_not_allowed',
  'activity_captions_too_many',
  'activity_captions_language_invalid',
  'activity_captions_duplicate',
  'activity_captions_not_webvtt',
  'activity_captions_too_large',
  'activity_document_required',
  'activity_document_invalid',
  'activity_document_too_large',
] as const;

/** An activity import code translated here. */
export type ActivityImportErrorCode = (typeof ACTIVITY_IMPORT_ERROR_CODES)[number];

/** Activity import messages per locale. */
export const ACTIVITY_IMPORT_MESSAGES: Readonly<Record<Locale, Readonly<Record<ActivityImportErrorCode, string>>>> = {
  'pt-BR': {
    activity_type_not_importable: 'Atividades do tipo “{{type}}” não são importadas por arquivo ou endereço.',
    activity_file_required: 'Envie o arquivo da atividade do tipo “{{type}}” (e nenhum endereço).',
    activity_url_required: 'Informe o endereço da atividade do tipo “{{type}}” (e nenhum arquivo).',
    activity_file_type_mismatch:
      'O arquivo enviado não é do tipo esperado para “{{type}}”. Formatos aceitos: {{accepted}}.',
    activity_file_too_large: 'O arquivo é grande demais para uma atividade do tipo “{{type}}” (máximo de {{limit}}).',
    activity_url_invalid: 'Informe um endereço completo e seguro (https://…) para a atividade do tipo “{{type}}”.',
    activity_url_host_invalid: 'O endereço de uma atividade do tipo “{{type}}” deve ser de {{hosts}}.',
    activity_ppt_converter_missing:
      'Este servidor não consegue converter apresentações em PDF (o LibreOffice não está instalado). Exporte a apresentação como PDF e importe o PDF.',
    activity_ppt_conversion_failed:
      'Não foi possível converter a apresentação em PDF. Verifique se ela abre no PowerPoint ou no LibreOffice, ou exporte-a como PDF e importe o PDF.',
    activity_order_taken: 'Já existe uma atividade na posição {{order}} deste curso.',
    activity_captions_not_allowed: 'Apenas atividades de vídeo e áudio recebem legendas; “{{type}}” não.',
    activity_captions_too_many: 'Envie no máximo {{max}} arquivos de legendas por atividade.',
    activity_captions_language_invalid:
      '“{{language}}” não é um código de idioma válido para legendas (use, por exemplo, pt-BR ou en-US).',
    activity_captions_duplicate: 'Foram enviadas duas legendas no idioma {{language}}. Envie uma por idioma.',
    activity_captions_not_webvtt:
      'A legenda em {{language}} não é um arquivo WebVTT válido (texto UTF-8 que começa com “WEBVTT”).',
    activity_captions_too_large: 'A legenda em {{language}} é grande demais (máximo de {{limit}}).',
    activity_document_required:
      'Envie o documento JSON (`content`) da atividade do tipo “{{type}}” (e nenhum arquivo ou endereço).',
    activity_document_invalid:
      'O documento da atividade não é válido (em “{{path}}”). Confira o formato descrito na documentação.',
    activity_document_too_large: 'O documento da atividade é grande demais (máximo de {{max_kilobytes}} KB).',
  },
  'en-US': {
    activity_type_not_importable: 'Activities of type “{{type}}” are not imported from a file or address.',
    activity_file_required: 'Send the file of the “{{type}}” activity (and no address).',
    activity_url_required: 'Give the address of the “{{type}}” activity (and no file).',
    activity_file_type_mismatch:
      'The file sent is not of the type expected for “{{type}}”. Accepted formats: {{accepted}}.',
    activity_file_too_large: 'The file is too large for a “{{type}}” activity (at most {{limit}}).',
    activity_url_invalid: 'Give a full, secure address (https://…) for the “{{type}}” activity.',
    activity_url_host_invalid: 'The address of a “{{type}}” activity must be on {{hosts}}.',
    activity_ppt_converter_missing:
      'This server cannot convert presentations to PDF (LibreOffice is not installed). Export the presentation as PDF and import the PDF.',
    activity_ppt_conversion_failed:
      'The presentation could not be converted to PDF. Check that it opens in PowerPoint or LibreOffice, or export it as a PDF and import the PDF.',
    activity_order_taken: 'This course already has an activity at position {{order}}.',
    activity_captions_not_allowed: 'Only video and audio activities take captions; “{{type}}” does not.',
    activity_captions_too_many: 'Send at most {{max}} caption files per activity.',
    activity_captions_language_invalid:
      '“{{language}}” is not a valid language code for captions (use, for example, pt-BR or en-US).',
    activity_captions_duplicate: 'Two caption files were sent for {{language}}. Send one per language.',
    activity_captions_not_webvtt:
      'The {{language}} captions are not a valid WebVTT file (UTF-8 text starting with “WEBVTT”).',
    activity_captions_too_large: 'The {{language}} captions file is too large (at most {{limit}}).',
    activity_document_required:
      'Send the JSON document (`content`) of the “{{type}}” activity (and no file or address).',
    activity_document_invalid:
      'The activity’s document is not valid (at “{{path}}”). Check the format the documentation describes.',
    activity_document_too_large: 'The activity’s document is too large (at most {{max_kilobytes}} KB).',
  },
  'es-ES': {
    activity_type_not_importable:
      'Las actividades del tipo «{{type}}» no se importan desde un archivo o una dirección.',
    activity_file_required: 'Envía el archivo de la actividad del tipo «{{type}}» (y ninguna dirección).',
    activity_url_required: 'Indica la dirección de la actividad del tipo «{{type}}» (y ningún archivo).',
    activity_file_type_mismatch:
      'El archivo enviado no es del tipo esperado para «{{type}}». Formatos aceptados: {{accepted}}.',
    activity_file_too_large:
      'El archivo es demasiado grande para una actividad del tipo «{{type}}» (máximo {{limit}}).',
    activity_url_invalid: 'Indica una dirección completa y segura (https://…) para la actividad del tipo «{{type}}».',
    activity_url_host_invalid: 'La dirección de una actividad del tipo «{{type}}» debe ser de {{hosts}}.',
    activity_ppt_converter_missing:
      'Este servidor no puede convertir presentaciones a PDF (LibreOffice no está instalado). Exporta la presentación como PDF e importa el PDF.',
    activity_ppt_conversion_failed:
      'No fue posible convertir la presentación a PDF. Verifica que se abra en PowerPoint o LibreOffice, o expórtala como PDF e importa el PDF.',
    activity_order_taken: 'Este curso ya tiene una actividad en la posición {{order}}.',
    activity_captions_not_allowed: 'Solo las actividades de vídeo y audio llevan subtítulos; «{{type}}» no.',
    activity_captions_too_many: 'Envía como máximo {{max}} archivos de subtítulos por actividad.',
    activity_captions_language_invalid:
      '«{{language}}» no es un código de idioma válido para subtítulos (usa, por ejemplo, pt-BR o en-US).',
    activity_captions_duplicate: 'Se enviaron dos subtítulos en el idioma {{language}}. Envía uno por idioma.',
    activity_captions_not_webvtt:
      'Los subtítulos en {{language}} no son un archivo WebVTT válido (texto UTF-8 que empieza por «WEBVTT»).',
    activity_captions_too_large: 'Los subtítulos en {{language}} son demasiado grandes (máximo {{limit}}).',
    activity_document_required:
      'Envía el documento JSON (`content`) de la actividad del tipo «{{type}}» (y ningún archivo ni dirección).',
    activity_document_invalid:
      'El documento de la actividad no es válido (en «{{path}}»). Revisa el formato descrito en la documentación.',
    activity_document_too_large: 'El documento de la actividad es demasiado grande (máximo {{max_kilobytes}} KB).',
  },
  'fr-FR': {
    activity_type_not_importable:
      'Les activités de type « {{type}} » ne s’importent pas depuis un fichier ou une adresse.',
    activity_file_required: 'Envoyez le fichier de l’activité de type « {{type}} » (et aucune adresse).',
    activity_url_required: 'Indiquez l’adresse de l’activité de type « {{type}} » (et aucun fichier).',
    activity_file_type_mismatch:
      'Le fichier envoyé n’est pas du type attendu pour « {{type}} ». Formats acceptés : {{accepted}}.',
    activity_file_too_large:
      'Le fichier est trop volumineux pour une activité de type « {{type}} » ({{limit}} au maximum).',
    activity_url_invalid:
      'Indiquez une adresse complète et sécurisée (https://…) pour l’activité de type « {{type}} ».',
    activity_url_host_invalid: 'L’adresse d’une activité de type « {{type}} » doit être sur {{hosts}}.',
    activity_ppt_converter_missing:
      'Ce serveur ne peut pas convertir les présentations en PDF (LibreOffice n’est pas installé). Exportez la présentation en PDF et importez le PDF.',
    activity_ppt_conversion_failed:
      'La présentation n’a pas pu être convertie en PDF. Vérifiez qu’elle s’ouvre dans PowerPoint ou LibreOffice, ou exportez-la en PDF et importez le PDF.',
    activity_order_taken: 'Ce cours a déjà une activité à la position {{order}}.',
    activity_captions_not_allowed: 'Seules les activités vidéo et audio acceptent des sous-titres ; « {{type}} » non.',
    activity_captions_too_many: 'Envoyez au plus {{max}} fichiers de sous-titres par activité.',
    activity_captions_language_invalid:
      '« {{language}} » n’est pas un code de langue valide pour des sous-titres (par exemple pt-BR ou en-US).',
    activity_captions_duplicate:
      'Deux fichiers de sous-titres ont été envoyés en {{language}}. Envoyez-en un par langue.',
    activity_captions_not_webvtt:
      'Les sous-titres en {{language}} ne sont pas un fichier WebVTT valide (texte UTF-8 commençant par « WEBVTT »).',
    activity_captions_too_large:
      'Le fichier de sous-titres en {{language}} est trop volumineux ({{limit}} au maximum).',
    activity_document_required:
      'Envoyez le document JSON (`content`) de l’activité de type « {{type}} » (et aucun fichier ni adresse).',
    activity_document_invalid:
      'Le document de l’activité n’est pas valide (à « {{path}} »). Vérifiez le format décrit dans la documentation.',
    activity_document_too_large: 'Le document de l’activité est trop volumineux ({{max_kilobytes}} Ko au maximum).',
  },
};
