import type { PlayerMessages } from './pt-BR.js';

/** Spanish (Spain) messages of @campus/player. */
export const playerMessagesEsES: PlayerMessages = {
  player: {
    label: 'Reproductor de actividades',
    loading: 'Cargando las actividades…',
    empty: 'Este curso aún no tiene actividades.',
    signed_out: {
      title: 'Inicia sesión para hacer el curso',
      description: 'Las actividades del curso se abren aquí en cuanto inicies sesión.',
    },
    course_progress: 'Progreso del curso',
    position: 'Actividad {{current}} de {{count}}',
    menu: {
      label: 'Actividades del curso',
      show: 'Mostrar actividades',
      hide: 'Ocultar actividades',
      progress: 'Progreso de «{{title}}»',
      locked: 'Bloqueada',
    },
    nav: {
      label: 'Navegación entre actividades',
      previous: 'Actividad anterior',
      next: 'Actividad siguiente',
    },
    lock: {
      title: 'Esta actividad está bloqueada',
      not_enrolled: 'Inscríbete en el curso para abrir sus actividades.',
      activities_menu_blocked: 'Termina el cuestionario en curso antes de abrir otra actividad.',
      block_test_failed:
        'Fuiste bloqueado en esta prueba: usaste todos los intentos. Aún puedes completar las demás actividades, pero no habrá certificado.',
      awaiting_instructor: 'Se habilita tras la autorización del instructor.',
      training_not_finished: 'Completa la formación para responder la evaluación de reacción.',
      previous_activity_pending: 'Completa las actividades anteriores para abrir esta.',
    },
    unsupported: {
      title: 'Esta actividad no se puede abrir aquí',
      description: 'Las actividades de tipo «{{type}}» no se pueden reproducir en este reproductor.',
      next: 'Ir a la actividad siguiente',
    },
    viewer: {
      loading: 'Abriendo la actividad…',
      failed: 'No se pudo abrir esta actividad.',
      retry: 'Intentar de nuevo',
      report_failed: 'Tu progreso no se pudo guardar ahora; se enviará de nuevo cuando continúes.',
    },
    pdf: {
      label: 'Documento «{{title}}»',
      page_of: 'Página {{page}} de {{count}}',
      page_input: 'Ir a la página',
      previous_page: 'Página anterior',
      next_page: 'Página siguiente',
      zoom_in: 'Ampliar',
      zoom_out: 'Reducir',
      zoom_fit: 'Ajustar al ancho',
      text: 'Texto de la página {{page}}',
      no_text: 'Esta página no tiene texto para leer.',
      keyboard: 'Usa Re Pág y Av Pág para cambiar de página, Inicio y Fin para la primera y la última.',
    },
    media: {
      video_label: 'Vídeo «{{title}}»',
      audio_label: 'Audio «{{title}}»',
      controls: 'Controles de reproducción',
      play: 'Reproducir',
      pause: 'Pausar',
      seek: 'Posición',
      time: '{{current}} de {{total}}',
      live: 'En directo',
      volume: 'Volumen',
      mute: 'Silenciar',
      unmute: 'Activar el sonido',
      speed: 'Velocidad',
      speed_value: '{{rate}}×',
      captions_on: 'Activar subtítulos',
      captions_off: 'Desactivar subtítulos',
      fullscreen: 'Pantalla completa',
      exit_fullscreen: 'Salir de la pantalla completa',
      resumed: 'Continuando desde {{time}}.',
      keyboard:
        'Atajos: Espacio o K reproduce y pausa, las flechas avanzan o retroceden 5 segundos, M silencia, F pantalla completa, C subtítulos.',
      cannot_play: 'Este dispositivo no puede reproducir este contenido.',
      stream_failed: 'No se pudo cargar la transmisión.',
    },
    embed: {
      youtube: 'Vídeo de YouTube «{{title}}»',
      vimeo: 'Vídeo de Vimeo «{{title}}»',
      slideshare: 'Presentación de SlideShare «{{title}}»',
      invalid: 'La dirección de este vídeo no es válida.',
    },
    scorm_cloud: {
      frame: 'Curso de SCORM Cloud «{{title}}»',
      open_window: 'Abrir en una ventana nueva',
      hint: 'Si el curso no aparece abajo, ábrelo en una ventana nueva. Al volver a esta página, tu progreso se actualiza.',
      elsewhere:
        'El curso está abierto en otra ventana. Cuando termines, vuelve a esta página: tu progreso se actualizará.',
      reopen_here: 'Abrir en esta página',
      renewed: 'El enlace del curso caducó y se renovó. Haz clic de nuevo para abrirlo en una ventana nueva.',
      invalid: 'La dirección de este curso no es válida.',
      sync_failed:
        'No fue posible actualizar tu progreso de SCORM Cloud ahora. Lo intentaremos de nuevo cuando vuelvas a esta página.',
      exited: 'Saliste del curso. Tu progreso se actualiza en esta página; ábrelo de nuevo para continuar.',
    },
    flash: {
      title: 'Contenido Flash',
      description:
        'Los navegadores ya no reproducen Flash. Descarga el archivo para abrirlo en un programa compatible; la descarga completa la actividad.',
      download: 'Descargar el archivo',
      done: 'Descarga registrada.',
    },
  },
};
