/**
 * Portuguese (Brazil), the default language and the reference bundle of @campus/achievements: every other locale
 * has exactly these keys (checked by the compiler through {@link AchievementsMessages} and by a test).
 */
export const achievementsMessagesPtBR = {
  achievements: {
    signed_out: {
      title: 'Entre para ver suas conquistas',
      description: 'Seus certificados e medalhas aparecem aqui depois que você entrar.',
    },
    certificates: {
      title: 'Certificados',
      list: 'Meus certificados',
      empty: 'Você ainda não tem certificados. Conclua um curso ou trilha para receber o seu.',
      training_type: { online_course: 'Curso online', trail: 'Trilha' },
      workload: 'Carga horária',
      workload_value: '{{hours}} h',
      workload_minutes: '{{minutes}} min',
      workload_hours_minutes: '{{hours}} h {{minutes}} min',
      issued: 'Emitido em',
      code: 'Código de verificação',
      download: 'Baixar PDF',
      download_named: 'Baixar PDF do certificado {{title}}',
      downloading: 'Baixando…',
      downloaded: 'Certificado {{title}} baixado.',
      copy_link: 'Copiar link de verificação',
      copy_link_named: 'Copiar link de verificação do certificado {{title}}',
      copied: 'Link de verificação de {{title}} copiado.',
      copy_failed: 'Não foi possível copiar. Link de verificação: {{url}}',
      file_fallback: 'certificado',
    },
    badges: {
      title: 'Medalhas',
      list: 'Minhas medalhas',
      empty: 'Nenhuma medalha disponível no momento.',
      earned: 'Conquistada em {{date}}',
      not_earned: 'Ainda não conquistada',
      progress_label: 'Progresso da medalha {{name}}',
      progress_value: '{{current}} de {{target}}',
      summary: '{{earned}} de {{total}} medalhas conquistadas',
    },
    verification: {
      title: 'Verificação de certificado',
      code: 'Código: {{code}}',
      checking: 'Verificando o certificado…',
      genuine: 'Certificado autêntico',
      genuine_text: 'Este código pertence a um certificado emitido pela plataforma.',
      learner: 'Participante',
      training: 'Treinamento',
      issued: 'Emitido em',
      not_genuine: 'Certificado não encontrado',
      not_genuine_text: 'Nenhum certificado tem este código. Confira se ele foi digitado corretamente.',
      malformed: 'Código inválido',
      malformed_text:
        'Um código de certificado tem 12 letras e números, como 7K2M-9QXD-4B0R. Confira o código informado.',
    },
    errors: {
      not_found_or_forbidden: 'Certificado não encontrado.',
      invalid_request: 'Código de certificado inválido.',
    },
  },
};

/** A bundle with the same keys as {@link achievementsMessagesPtBR}, string values. */
export type AchievementsMessages<T = typeof achievementsMessagesPtBR> = {
  readonly [K in keyof T]: T[K] extends string ? string : AchievementsMessages<T[K]>;
};
