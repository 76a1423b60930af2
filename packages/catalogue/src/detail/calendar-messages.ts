import type { PackageMessages } from '@campus/ui';

/*
 * The messages of the calendar export (issue 26; spec §9), in the detail's own chunk under `catalogue-calendar`: the
 * catalogue's list bundle carries none of them.
 */

/** pt-BR, the default and fallback: every other language has exactly these keys and placeholders. */
const ptBR = {
  'catalogue-calendar': {
    add: 'Adicionar ao calendário',
    adding: 'Preparando o arquivo do calendário…',
    added: 'Arquivo do calendário de “{{title}}” baixado. Abra-o para adicionar ao seu calendário.',
    failed: 'Não foi possível gerar o arquivo do calendário.',
  },
};

/** The shape every language follows. */
export type CalendarMessages = typeof ptBR;

const enUS: CalendarMessages = {
  'catalogue-calendar': {
    add: 'Add to calendar',
    adding: 'Preparing the calendar file…',
    added: 'Calendar file of “{{title}}” downloaded. Open it to add it to your calendar.',
    failed: 'The calendar file could not be created.',
  },
};

const esES: CalendarMessages = {
  'catalogue-calendar': {
    add: 'Añadir al calendario',
    adding: 'Preparando el archivo del calendario…',
    added: 'Archivo de calendario de «{{title}}» descargado. Ábrelo para añadirlo a tu calendario.',
    failed: 'No se pudo generar el archivo del calendario.',
  },
};

const frFR: CalendarMessages = {
  'catalogue-calendar': {
    add: 'Ajouter à l’agenda',
    adding: 'Préparation du fichier d’agenda…',
    added: 'Fichier d’agenda de « {{title}} » téléchargé. Ouvrez-le pour l’ajouter à votre agenda.',
    failed: 'Le fichier d’agenda n’a pas pu être créé.',
  },
};

/** The calendar export's messages in every interface language, registered by the button (`usePackageMessages`). */
export const CALENDAR_MESSAGES: PackageMessages = {
  'pt-BR': ptBR,
  'en-US': enUS,
  'es-ES': esES,
  'fr-FR': frFR,
};
