import type { CheckInMessages } from './pt-BR.js';

/** Spanish (Spain) messages of @campus/checkin. */
export const checkInMessagesEsES: CheckInMessages = {
  checkin: {
    title: 'Check-in en eventos',
    intro: 'Haz el check-in con el código de 6 dígitos o el código QR que muestra el organizador del evento.',
    methods: {
      label: 'Cómo hacer el check-in',
      code: 'Código',
      camera: 'Cámara',
      picture: 'Imagen',
    },
    code: {
      label: 'Código del evento',
      hint: 'El organizador muestra el código de 6 dígitos en el evento.',
      submit: 'Hacer check-in',
    },
    camera: {
      start: 'Abrir la cámara',
      stop: 'Cerrar la cámara',
      starting: 'Abriendo la cámara…',
      scanning: 'Apunta la cámara al código QR del evento.',
      video: 'Imagen de la cámara',
      denied: 'Se denegó el acceso a la cámara. Permite la cámara en el navegador o elige una imagen del código QR.',
      no_camera: 'No se encontró ninguna cámara. Elige una imagen del código QR o escribe el código.',
      unsupported: 'Este navegador no puede usar la cámara aquí. Elige una imagen del código QR o escribe el código.',
      failed: 'No se pudo abrir la cámara. Inténtalo de nuevo o elige una imagen del código QR.',
    },
    picture: {
      label: 'Imagen con el código QR del evento',
      hint: 'Elige una foto o captura de pantalla del código QR del evento.',
      reading: 'Leyendo el código QR…',
      not_found: 'No se encontró ningún código QR en esta imagen. Elige otra imagen más nítida.',
      unreadable: 'No se pudo abrir esta imagen. Elige una imagen JPEG, PNG o WebP.',
    },
    qr: {
      not_event: 'Este código QR no es de un evento del programa. Usa el código QR que muestra el organizador.',
    },
    sending: 'Enviando el check-in…',
    result: {
      title: '¡Check-in confirmado!',
      points_one: 'Has ganado {{count}} punto en «{{title}}».',
      points_many: 'Has ganado {{count}} puntos en «{{title}}».',
      points_other: 'Has ganado {{count}} puntos en «{{title}}».',
      no_points: 'Tu asistencia a «{{title}}» quedó registrada.',
      balance: 'Tu saldo: {{balance}} puntos.',
      again: 'Hacer otro check-in',
    },
    errors: {
      title: 'No se pudo hacer el check-in',
      event_not_open:
        'El check-in de este evento no está abierto: solo es posible entre el inicio y el fin del evento.',
      events_level_required: 'Los eventos están disponibles a partir del nivel Creator.',
      already_checked_in: 'Ya hiciste el check-in en este evento.',
      too_many_attempts: 'Demasiados intentos con códigos incorrectos. Inténtalo de nuevo a las {{time}}.',
      too_many_attempts_later: 'Demasiados intentos con códigos incorrectos. Espera unos minutos e inténtalo de nuevo.',
    },
    locked: {
      title: 'Eventos a partir del nivel Creator',
      description: 'Tu nivel actual es {{level}}. Vende más para llegar al nivel Creator y participar en los eventos.',
      event: 'Disponible a partir del nivel {{level}}.',
    },
    levels: {
      basic: 'Básico',
      intermediate: 'Creator',
      highest: 'Influencer',
    },
    list: {
      title: 'Eventos',
      label: 'Eventos del programa',
      empty: 'No hay eventos programados',
      empty_description: 'Los eventos del programa aparecen aquí en cuanto se publican.',
      when: 'Cuándo',
      where: 'Dónde',
      points: 'Puntos',
      points_value_one: '{{count}} punto',
      points_value_many: '{{count}} puntos',
      points_value_other: '{{count}} puntos',
      checked_in: 'Check-in hecho el {{date}}',
    },
    status: {
      open: 'En curso',
      upcoming: 'Próximamente',
      finished: 'Finalizado',
      checked_in: 'Check-in hecho',
    },
    types: {
      training: 'Formación',
      convention: 'Convención',
      launch: 'Lanzamiento',
      workshop: 'Taller',
      meeting: 'Encuentro',
      other: 'Evento',
    },
    signed_out: {
      title: 'Inicia sesión para ver los eventos',
      description: 'Los eventos del programa y el check-in aparecen aquí en cuanto inicies sesión.',
    },
  },
};
