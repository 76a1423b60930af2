import type { SencePanelMessages } from './pt-BR.js';

/** Spanish (Spain) messages of the SENCE session panel. */
export const sencePanelMessagesEsES: SencePanelMessages = {
  sence_panel: {
    title: 'Sesión SENCE',
    intro:
      'Este curso tiene franquicia SENCE: cada día, inicia la sesión SENCE con tu RUN y tu clave SENCE para abrir las actividades.',
    codes: 'Códigos del curso en el SENCE',
    sence_code: 'Código SENCE',
    course_code: 'Código del curso',
    training_line: 'Línea de capacitación',
    run: 'RUN',
    run_hint: 'Tu RUN con dígito verificador, por ejemplo 12.345.678-5.',
    window: 'En el SENCE tendrás 3 minutos para ingresar tu RUT y tu clave.',
    start: 'Iniciar sesión SENCE',
    retry: 'Intentar de nuevo',
    leaving: 'Abriendo el SENCE…',
    open: 'Sesión SENCE abierta hoy desde las {{time}}: las actividades están habilitadas.',
    close: 'Cerrar sesión SENCE',
    closed: 'La sesión SENCE de hoy se cerró a las {{time}}.',
    failed: 'El SENCE no abrió la sesión (código {{code}}):',
    close_failed: 'El SENCE no cerró la sesión, que sigue abierta (código {{code}}):',
    pending: 'La sesión SENCE no se completó en el SENCE. Iníciala de nuevo.',
  },
};
