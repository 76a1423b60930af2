import type { PackageMessages } from '@campus/ui';

/*
 * The messages of the live viewer (webcasts, webinars and live classes, issue 26), in the viewer's own chunk under
 * `player-live`: the player's shell carries none of them. The class statuses are spec §4's, worded as the
 * catalogue words them.
 */

/** pt-BR, the default and fallback: every other language has exactly these keys and placeholders. */
const ptBR = {
  'player-live': {
    label: 'Transmissão de “{{title}}”',
    loading: 'Carregando a transmissão…',
    no_transmission: 'Esta atividade acontece ao vivo com o instrutor e não tem transmissão neste curso.',
    phase: {
      waiting: 'Aguardando a transmissão',
      live: 'Ao vivo',
      finished: 'Transmissão encerrada',
    },
    announce: {
      live: 'A transmissão começou.',
      finished: 'A transmissão terminou.',
      waiting: 'A transmissão voltou a aguardar o início.',
      next_session: 'Esta sessão terminou. A transmissão da próxima sessão aparece aqui.',
    },
    class_status: {
      label: 'Situação da aula',
      opened: 'Inscrições abertas',
      closed: 'Fechada',
      offline: 'Offline',
      finished: 'Encerrada',
      no_vacancy: 'Vagas esgotadas',
    },
    subscribed: 'Inscrito',
    not_subscribed: 'Não inscrito',
    starts_at: 'Início: {{date}} ({{zone}})',
    ends_at: 'Término previsto: {{date}}',
    countdown: 'Começa em {{time}}',
    countdown_soon: 'A transmissão vai começar em instantes. Esta página se atualiza sozinha.',
    countdown_units: {
      days: '{{count}} d',
      hours: '{{count}} h',
      minutes: '{{count}} min',
      seconds: '{{count}} s',
    },
    recurrence: {
      daily: 'Repete todos os dias',
      weekly: 'Repete toda semana',
      monthly: 'Repete todo mês',
      yearly: 'Repete todo ano',
      times: '{{count}} encontros no total',
    },
    waiting_hint: 'A transmissão aparece aqui assim que começar, sem recarregar a página.',
    live_title: 'Assista à transmissão ao vivo',
    recording_title: 'Gravação da aula',
    finished_text: 'Esta transmissão terminou.',
    no_recording: 'Esta aula não tem gravação disponível.',
    recording_soon: 'A gravação ficará disponível aqui.',
    subscribe_to_watch: 'Inscreva-se na aula para assistir à transmissão.',
    no_stream: 'A transmissão ainda não tem endereço. Aguarde o instrutor.',
    external: {
      youtube: 'Transmitido pelo YouTube: é preciso estar conectado à internet para assistir.',
      vimeo: 'Transmitido pelo Vimeo: é preciso estar conectado à internet para assistir.',
      offline:
        'Você está sem conexão com a internet: esta transmissão, hospedada fora da plataforma, não pode ser exibida agora.',
      open: 'Abrir a transmissão em uma nova aba',
    },
  },
};

/** The shape every language follows. */
export type LiveViewerMessages = typeof ptBR;

const enUS: LiveViewerMessages = {
  'player-live': {
    label: 'Broadcast of “{{title}}”',
    loading: 'Loading the broadcast…',
    no_transmission: 'This activity takes place live with the instructor and has no broadcast in this course.',
    phase: { waiting: 'Waiting for the broadcast', live: 'Live', finished: 'Broadcast ended' },
    announce: {
      live: 'The broadcast has started.',
      finished: 'The broadcast has ended.',
      waiting: 'The broadcast is waiting to start again.',
      next_session: 'This session has ended. The next session’s broadcast shows here.',
    },
    class_status: {
      label: 'Class status',
      opened: 'Enrolment open',
      closed: 'Closed',
      offline: 'Offline',
      finished: 'Ended',
      no_vacancy: 'Fully booked',
    },
    subscribed: 'Enrolled',
    not_subscribed: 'Not enrolled',
    starts_at: 'Starts: {{date}} ({{zone}})',
    ends_at: 'Expected to end: {{date}}',
    countdown: 'Starts in {{time}}',
    countdown_soon: 'The broadcast will start shortly. This page updates by itself.',
    countdown_units: { days: '{{count}} d', hours: '{{count}} h', minutes: '{{count}} min', seconds: '{{count}} s' },
    recurrence: {
      daily: 'Repeats every day',
      weekly: 'Repeats every week',
      monthly: 'Repeats every month',
      yearly: 'Repeats every year',
      times: '{{count}} sessions in all',
    },
    waiting_hint: 'The broadcast shows here as soon as it starts, without reloading the page.',
    live_title: 'Watch the live broadcast',
    recording_title: 'Class recording',
    finished_text: 'This broadcast has ended.',
    no_recording: 'This class has no recording.',
    recording_soon: 'The recording will be available here.',
    subscribe_to_watch: 'Enrol in the class to watch the broadcast.',
    no_stream: 'The broadcast has no address yet. Wait for the instructor.',
    external: {
      youtube: 'Streamed on YouTube: you need an internet connection to watch.',
      vimeo: 'Streamed on Vimeo: you need an internet connection to watch.',
      offline: 'You are offline: this broadcast is hosted outside the platform and cannot be shown now.',
      open: 'Open the broadcast in a new tab',
    },
  },
};

const esES: LiveViewerMessages = {
  'player-live': {
    label: 'Transmisión de «{{title}}»',
    loading: 'Cargando la transmisión…',
    no_transmission: 'Esta actividad se realiza en vivo con el instructor y no tiene transmisión en este curso.',
    phase: { waiting: 'Esperando la transmisión', live: 'En vivo', finished: 'Transmisión finalizada' },
    announce: {
      live: 'La transmisión ha comenzado.',
      finished: 'La transmisión ha terminado.',
      waiting: 'La transmisión vuelve a esperar el inicio.',
      next_session: 'Esta sesión terminó. La transmisión de la próxima sesión aparece aquí.',
    },
    class_status: {
      label: 'Situación de la clase',
      opened: 'Inscripciones abiertas',
      closed: 'Cerrada',
      offline: 'Offline',
      finished: 'Finalizada',
      no_vacancy: 'Plazas agotadas',
    },
    subscribed: 'Inscrito',
    not_subscribed: 'No inscrito',
    starts_at: 'Inicio: {{date}} ({{zone}})',
    ends_at: 'Fin previsto: {{date}}',
    countdown: 'Empieza en {{time}}',
    countdown_soon: 'La transmisión empezará en breve. Esta página se actualiza sola.',
    countdown_units: { days: '{{count}} d', hours: '{{count}} h', minutes: '{{count}} min', seconds: '{{count}} s' },
    recurrence: {
      daily: 'Se repite todos los días',
      weekly: 'Se repite cada semana',
      monthly: 'Se repite cada mes',
      yearly: 'Se repite cada año',
      times: '{{count}} sesiones en total',
    },
    waiting_hint: 'La transmisión aparece aquí en cuanto empiece, sin recargar la página.',
    live_title: 'Mira la transmisión en vivo',
    recording_title: 'Grabación de la clase',
    finished_text: 'Esta transmisión ha terminado.',
    no_recording: 'Esta clase no tiene grabación disponible.',
    recording_soon: 'La grabación estará disponible aquí.',
    subscribe_to_watch: 'Inscríbete en la clase para ver la transmisión.',
    no_stream: 'La transmisión aún no tiene dirección. Espera al instructor.',
    external: {
      youtube: 'Transmitido por YouTube: necesitas conexión a internet para verlo.',
      vimeo: 'Transmitido por Vimeo: necesitas conexión a internet para verlo.',
      offline:
        'Estás sin conexión a internet: esta transmisión, alojada fuera de la plataforma, no se puede mostrar ahora.',
      open: 'Abrir la transmisión en una pestaña nueva',
    },
  },
};

const frFR: LiveViewerMessages = {
  'player-live': {
    label: 'Diffusion de « {{title}} »',
    loading: 'Chargement de la diffusion…',
    no_transmission: 'Cette activité se déroule en direct avec l’instructeur et n’a pas de diffusion dans ce cours.',
    phase: { waiting: 'En attente de la diffusion', live: 'En direct', finished: 'Diffusion terminée' },
    announce: {
      live: 'La diffusion a commencé.',
      finished: 'La diffusion est terminée.',
      waiting: 'La diffusion attend de nouveau son début.',
      next_session: 'Cette séance est terminée. La diffusion de la prochaine séance s’affiche ici.',
    },
    class_status: {
      label: 'Situation du cours',
      opened: 'Inscriptions ouvertes',
      closed: 'Fermé',
      offline: 'Hors ligne',
      finished: 'Terminé',
      no_vacancy: 'Complet',
    },
    subscribed: 'Inscrit',
    not_subscribed: 'Non inscrit',
    starts_at: 'Début : {{date}} ({{zone}})',
    ends_at: 'Fin prévue : {{date}}',
    countdown: 'Commence dans {{time}}',
    countdown_soon: 'La diffusion va commencer dans un instant. Cette page se met à jour toute seule.',
    countdown_units: { days: '{{count}} j', hours: '{{count}} h', minutes: '{{count}} min', seconds: '{{count}} s' },
    recurrence: {
      daily: 'Se répète chaque jour',
      weekly: 'Se répète chaque semaine',
      monthly: 'Se répète chaque mois',
      yearly: 'Se répète chaque année',
      times: '{{count}} séances au total',
    },
    waiting_hint: 'La diffusion s’affiche ici dès qu’elle commence, sans recharger la page.',
    live_title: 'Regardez la diffusion en direct',
    recording_title: 'Enregistrement du cours',
    finished_text: 'Cette diffusion est terminée.',
    no_recording: 'Ce cours n’a pas d’enregistrement disponible.',
    recording_soon: 'L’enregistrement sera disponible ici.',
    subscribe_to_watch: 'Inscrivez-vous au cours pour regarder la diffusion.',
    no_stream: 'La diffusion n’a pas encore d’adresse. Attendez l’instructeur.',
    external: {
      youtube: 'Diffusé sur YouTube : une connexion à internet est nécessaire pour le regarder.',
      vimeo: 'Diffusé sur Vimeo : une connexion à internet est nécessaire pour le regarder.',
      offline:
        'Vous êtes hors ligne : cette diffusion, hébergée hors de la plateforme, ne peut pas s’afficher maintenant.',
      open: 'Ouvrir la diffusion dans un nouvel onglet',
    },
  },
};

/** The live viewer's messages in every interface language, registered by the viewer (`usePackageMessages`). */
export const LIVE_VIEWER_MESSAGES: PackageMessages = {
  'pt-BR': ptBR,
  'en-US': enUS,
  'es-ES': esES,
  'fr-FR': frFR,
};
