import type { PackageMessages } from '@campus/ui';

/** The messages of the HTML and SCORM viewers, in pt-BR (the default and fallback). */
const ptBR = {
  'player-package': {
    html: {
      frame: 'Conteúdo: {{title}}',
    },
    scorm: {
      frame: 'Lição: {{title}}',
      region: 'Módulo SCORM: {{title}}',
      toc: 'Sumário do módulo',
      toc_toggle: 'Sumário',
      current: 'atual',
      position: 'Lição {{position}} de {{count}}: {{title}}',
      previous: 'Lição anterior',
      next: 'Próxima lição',
      loading: 'Abrindo a lição…',
      ended: 'Esta lição foi encerrada. Escolha outra no sumário ou siga para a próxima.',
      finished: 'Você chegou ao fim do módulo.',
      no_sco: 'Este módulo não tem lições que possam ser abertas.',
      save_failed: 'Não foi possível salvar seu progresso na lição. Ele será enviado de novo no próximo salvamento.',
      choose: 'Escolha uma lição no sumário para começar.',
      blocked: {
        order: 'Este módulo segue uma ordem: use “Próxima lição”.',
        locked: 'Bloqueada até você concluir as lições anteriores.',
        attempts: 'Você já usou todas as tentativas desta lição.',
        hidden: 'Esta lição não pode ser escolhida no sumário.',
        unavailable: 'Indisponível agora.',
      },
      status: {
        not_started: 'Não iniciada',
        in_progress: 'Em andamento',
        completed: 'Concluída',
        passed: 'Aprovada',
        failed: 'Reprovada',
      },
    },
  },
};

/** The shape every language follows. */
export type PackageViewerMessages = typeof ptBR;

const enUS: PackageViewerMessages = {
  'player-package': {
    html: {
      frame: 'Content: {{title}}',
    },
    scorm: {
      frame: 'Lesson: {{title}}',
      region: 'SCORM module: {{title}}',
      toc: 'Module contents',
      toc_toggle: 'Contents',
      current: 'current',
      position: 'Lesson {{position}} of {{count}}: {{title}}',
      previous: 'Previous lesson',
      next: 'Next lesson',
      loading: 'Opening the lesson…',
      ended: 'This lesson has ended. Choose another one in the contents or go on to the next.',
      finished: 'You reached the end of the module.',
      no_sco: 'This module has no lessons that can be opened.',
      save_failed: 'Your progress in the lesson could not be saved. It will be sent again with the next save.',
      choose: 'Choose a lesson in the contents to begin.',
      blocked: {
        order: 'This module follows an order: use “Next lesson”.',
        locked: 'Locked until you finish the earlier lessons.',
        attempts: 'You have used every attempt at this lesson.',
        hidden: 'This lesson cannot be chosen from the contents.',
        unavailable: 'Not available now.',
      },
      status: {
        not_started: 'Not started',
        in_progress: 'In progress',
        completed: 'Completed',
        passed: 'Passed',
        failed: 'Failed',
      },
    },
  },
};

const esES: PackageViewerMessages = {
  'player-package': {
    html: {
      frame: 'Contenido: {{title}}',
    },
    scorm: {
      frame: 'Lección: {{title}}',
      region: 'Módulo SCORM: {{title}}',
      toc: 'Índice del módulo',
      toc_toggle: 'Índice',
      current: 'actual',
      position: 'Lección {{position}} de {{count}}: {{title}}',
      previous: 'Lección anterior',
      next: 'Lección siguiente',
      loading: 'Abriendo la lección…',
      ended: 'Esta lección ha terminado. Elige otra en el índice o continúa con la siguiente.',
      finished: 'Has llegado al final del módulo.',
      no_sco: 'Este módulo no tiene lecciones que se puedan abrir.',
      save_failed: 'No se pudo guardar tu progreso en la lección. Se enviará de nuevo en el próximo guardado.',
      choose: 'Elige una lección en el índice para empezar.',
      blocked: {
        order: 'Este módulo sigue un orden: usa «Lección siguiente».',
        locked: 'Bloqueada hasta que termines las lecciones anteriores.',
        attempts: 'Ya usaste todos los intentos de esta lección.',
        hidden: 'Esta lección no se puede elegir en el índice.',
        unavailable: 'No disponible ahora.',
      },
      status: {
        not_started: 'No iniciada',
        in_progress: 'En curso',
        completed: 'Completada',
        passed: 'Aprobada',
        failed: 'Reprobada',
      },
    },
  },
};

const frFR: PackageViewerMessages = {
  'player-package': {
    html: {
      frame: 'Contenu : {{title}}',
    },
    scorm: {
      frame: 'Leçon : {{title}}',
      region: 'Module SCORM : {{title}}',
      toc: 'Sommaire du module',
      toc_toggle: 'Sommaire',
      current: 'en cours',
      position: 'Leçon {{position}} sur {{count}} : {{title}}',
      previous: 'Leçon précédente',
      next: 'Leçon suivante',
      loading: 'Ouverture de la leçon…',
      ended: 'Cette leçon est terminée. Choisissez-en une autre dans le sommaire ou passez à la suivante.',
      finished: 'Vous êtes arrivé à la fin du module.',
      no_sco: 'Ce module n’a aucune leçon pouvant être ouverte.',
      save_failed:
        'Votre progression dans la leçon n’a pas pu être enregistrée. Elle sera renvoyée au prochain enregistrement.',
      choose: 'Choisissez une leçon dans le sommaire pour commencer.',
      blocked: {
        order: 'Ce module suit un ordre : utilisez « Leçon suivante ».',
        locked: 'Verrouillée jusqu’à ce que vous terminiez les leçons précédentes.',
        attempts: 'Vous avez utilisé toutes les tentatives de cette leçon.',
        hidden: 'Cette leçon ne peut pas être choisie dans le sommaire.',
        unavailable: 'Indisponible pour le moment.',
      },
      status: {
        not_started: 'Non commencée',
        in_progress: 'En cours',
        completed: 'Terminée',
        passed: 'Réussie',
        failed: 'Échouée',
      },
    },
  },
};

/**
 * The messages of the HTML and SCORM viewers in every interface language, under the top-level key
 * `player-package`. They live in the viewers' own lazy chunk (they are few), and each viewer registers them with
 * `usePackageMessages` when it renders, so the player shell registers nothing for them; a host may override any
 * key with `campus.i18n.addResourceBundle`.
 */
export const PACKAGE_VIEWER_MESSAGES: PackageMessages = {
  'pt-BR': ptBR,
  'en-US': enUS,
  'es-ES': esES,
  'fr-FR': frFR,
};
