import type { Locale } from '@campus/core';

/*
 * Messages of the certificates and badges routes (src/achievements), merged into SERVER_MESSAGES
 * (server-messages.ts), and the wording of the certificate PDF in the four interface languages.
 */

/** Achievement codes translated here. */
export const ACHIEVEMENT_ERROR_CODES = ['trail_not_finished'] as const;

/** An achievement code translated here. */
export type AchievementErrorCode = (typeof ACHIEVEMENT_ERROR_CODES)[number];

/** Achievement error messages per locale. */
export const ACHIEVEMENT_MESSAGES: Readonly<Record<Locale, Readonly<Record<AchievementErrorCode, string>>>> = {
  'pt-BR': { trail_not_finished: 'Conclua a trilha para receber o certificado.' },
  'en-US': { trail_not_finished: 'Finish the trail to receive its certificate.' },
  'es-ES': { trail_not_finished: 'Completa la ruta para recibir el certificado.' },
  'fr-FR': { trail_not_finished: 'Terminez le parcours pour recevoir son certificat.' },
};

/** The words of a certificate PDF; `{{…}}` placeholders are filled by the renderer. */
export interface CertificateTexts {
  /** The document's heading. */
  readonly heading: string;
  /** Before the learner's name. */
  readonly certifies: string;
  /** Between the name and an online course's title. */
  readonly completedCourse: string;
  /** Between the name and a trail's title. */
  readonly completedTrail: string;
  /** `{{workload}}`: hours and minutes ({@link CertificateTexts.hours}, {@link CertificateTexts.minutes}). */
  readonly workload: string;
  /** `{{hours}}` whole hours. */
  readonly hours: string;
  /** `{{minutes}}` minutes. */
  readonly minutes: string;
  /** `{{date}}`: the day of issue in the language's date format (spec §9). */
  readonly issuedOn: string;
  /** `{{code}}`: the verification code. */
  readonly code: string;
  /** How to check it. */
  readonly verify: string;
}

/** Certificate wording per locale. */
export const CERTIFICATE_TEXTS: Readonly<Record<Locale, CertificateTexts>> = {
  'pt-BR': {
    heading: 'Certificado de conclusão',
    certifies: 'Certificamos que',
    completedCourse: 'concluiu o curso',
    completedTrail: 'concluiu a trilha',
    workload: 'Carga horária: {{workload}}',
    hours: '{{hours}} h',
    minutes: '{{minutes}} min',
    issuedOn: 'Emitido em {{date}}',
    code: 'Código de verificação: {{code}}',
    verify: 'A autenticidade deste certificado pode ser confirmada na plataforma com o código acima.',
  },
  'en-US': {
    heading: 'Certificate of completion',
    certifies: 'This certifies that',
    completedCourse: 'has completed the course',
    completedTrail: 'has completed the trail',
    workload: 'Workload: {{workload}}',
    hours: '{{hours}} h',
    minutes: '{{minutes}} min',
    issuedOn: 'Issued on {{date}}',
    code: 'Verification code: {{code}}',
    verify: 'The authenticity of this certificate can be confirmed on the platform with the code above.',
  },
  'es-ES': {
    heading: 'Certificado de finalización',
    certifies: 'Certificamos que',
    completedCourse: 'completó el curso',
    completedTrail: 'completó la ruta',
    workload: 'Carga horaria: {{workload}}',
    hours: '{{hours}} h',
    minutes: '{{minutes}} min',
    issuedOn: 'Emitido el {{date}}',
    code: 'Código de verificación: {{code}}',
    verify: 'La autenticidad de este certificado se puede confirmar en la plataforma con el código anterior.',
  },
  'fr-FR': {
    heading: 'Certificat de réussite',
    certifies: 'Nous certifions que',
    completedCourse: 'a terminé le cours',
    completedTrail: 'a terminé le parcours',
    workload: 'Charge horaire : {{workload}}',
    hours: '{{hours}} h',
    minutes: '{{minutes}} min',
    issuedOn: 'Délivré le {{date}}',
    code: 'Code de vérification : {{code}}',
    verify: 'L’authenticité de ce certificat peut être confirmée sur la plateforme avec le code ci-dessus.',
  },
};
