import type { AchievementsMessages } from './pt-BR.js';

/** Spanish (Spain) messages of @campus/achievements. */
export const achievementsMessagesEsES: AchievementsMessages = {
  achievements: {
    signed_out: {
      title: 'Inicia sesión para ver tus logros',
      description: 'Tus certificados e insignias aparecen aquí después de iniciar sesión.',
    },
    certificates: {
      title: 'Certificados',
      list: 'Mis certificados',
      empty: 'Aún no tienes certificados. Termina un curso o una ruta para recibir el tuyo.',
      training_type: { online_course: 'Curso en línea', trail: 'Ruta' },
      workload: 'Carga horaria',
      workload_value: '{{hours}} h',
      workload_minutes: '{{minutes}} min',
      workload_hours_minutes: '{{hours}} h {{minutes}} min',
      issued: 'Emitido el',
      code: 'Código de verificación',
      download: 'Descargar PDF',
      download_named: 'Descargar el PDF del certificado {{title}}',
      downloading: 'Descargando…',
      downloaded: 'Certificado {{title}} descargado.',
      copy_link: 'Copiar enlace de verificación',
      copy_link_named: 'Copiar el enlace de verificación del certificado {{title}}',
      copied: 'Enlace de verificación de {{title}} copiado.',
      copy_failed: 'No se pudo copiar. Enlace de verificación: {{url}}',
      file_fallback: 'certificado',
    },
    badges: {
      title: 'Insignias',
      list: 'Mis insignias',
      empty: 'No hay insignias disponibles por el momento.',
      earned: 'Obtenida el {{date}}',
      not_earned: 'Aún no obtenida',
      progress_label: 'Progreso de la insignia {{name}}',
      progress_value: '{{current}} de {{target}}',
      summary: '{{earned}} de {{total}} insignias obtenidas',
    },
    verification: {
      title: 'Verificación de certificado',
      code: 'Código: {{code}}',
      checking: 'Verificando el certificado…',
      genuine: 'Certificado auténtico',
      genuine_text: 'Este código pertenece a un certificado emitido por la plataforma.',
      learner: 'Participante',
      training: 'Formación',
      issued: 'Emitido el',
      not_genuine: 'Certificado no encontrado',
      not_genuine_text: 'Ningún certificado tiene este código. Comprueba que esté bien escrito.',
      malformed: 'Código no válido',
      malformed_text:
        'Un código de certificado tiene 12 letras y números, como 7K2M-9QXD-4B0R. Comprueba el código indicado.',
    },
    errors: {
      not_found_or_forbidden: 'Certificado no encontrado.',
      invalid_request: 'Código de certificado no válido.',
    },
  },
};
