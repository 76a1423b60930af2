import type { AchievementsMessages } from './pt-BR.js';

/** French (France) messages of @campus/achievements. */
export const achievementsMessagesFrFR: AchievementsMessages = {
  achievements: {
    signed_out: {
      title: 'Connectez-vous pour voir vos réussites',
      description: 'Vos certificats et badges s’affichent ici une fois connecté.',
    },
    certificates: {
      title: 'Certificats',
      list: 'Mes certificats',
      empty: 'Vous n’avez pas encore de certificat. Terminez un cours ou un parcours pour obtenir le vôtre.',
      training_type: { online_course: 'Cours en ligne', trail: 'Parcours' },
      workload: 'Durée',
      workload_value: '{{hours}} h',
      workload_minutes: '{{minutes}} min',
      workload_hours_minutes: '{{hours}} h {{minutes}} min',
      issued: 'Délivré le',
      code: 'Code de vérification',
      download: 'Télécharger le PDF',
      download_named: 'Télécharger le PDF du certificat {{title}}',
      downloading: 'Téléchargement…',
      downloaded: 'Certificat {{title}} téléchargé.',
      copy_link: 'Copier le lien de vérification',
      copy_link_named: 'Copier le lien de vérification du certificat {{title}}',
      copied: 'Lien de vérification de {{title}} copié.',
      copy_failed: 'Impossible de copier. Lien de vérification : {{url}}',
      file_fallback: 'certificat',
    },
    badges: {
      title: 'Badges',
      list: 'Mes badges',
      empty: 'Aucun badge disponible pour le moment.',
      earned: 'Obtenu le {{date}}',
      not_earned: 'Pas encore obtenu',
      progress_label: 'Progression du badge {{name}}',
      progress_value: '{{current}} sur {{target}}',
      summary: '{{earned}} badges obtenus sur {{total}}',
    },
    verification: {
      title: 'Vérification de certificat',
      code: 'Code : {{code}}',
      checking: 'Vérification du certificat…',
      genuine: 'Certificat authentique',
      genuine_text: 'Ce code appartient à un certificat délivré par la plateforme.',
      learner: 'Participant',
      training: 'Formation',
      issued: 'Délivré le',
      not_genuine: 'Certificat introuvable',
      not_genuine_text: 'Aucun certificat ne porte ce code. Vérifiez qu’il a été saisi correctement.',
      malformed: 'Code invalide',
      malformed_text:
        'Un code de certificat compte 12 lettres et chiffres, comme 7K2M-9QXD-4B0R. Vérifiez le code indiqué.',
    },
    errors: {
      not_found_or_forbidden: 'Certificat introuvable.',
      invalid_request: 'Code de certificat invalide.',
    },
  },
};
