import type { PlayerMessages } from './pt-BR.js';

/** French (France) messages of @campus/player. */
export const playerMessagesFrFR: PlayerMessages = {
  player: {
    label: 'Lecteur d’activités',
    loading: 'Chargement des activités…',
    empty: 'Ce cours n’a pas encore d’activités.',
    signed_out: {
      title: 'Connectez-vous pour suivre le cours',
      description: 'Les activités du cours s’ouvrent ici dès que vous êtes connecté.',
    },
    course_progress: 'Progression du cours',
    position: 'Activité {{current}} sur {{count}}',
    menu: {
      label: 'Activités du cours',
      show: 'Afficher les activités',
      hide: 'Masquer les activités',
      progress: 'Progression de « {{title}} »',
      locked: 'Verrouillée',
    },
    nav: {
      label: 'Navigation entre les activités',
      previous: 'Activité précédente',
      next: 'Activité suivante',
    },
    lock: {
      title: 'Cette activité est verrouillée',
      not_enrolled: 'Inscrivez-vous au cours pour ouvrir ses activités.',
      activities_menu_blocked: 'Terminez le quiz en cours avant d’ouvrir une autre activité.',
      block_test_failed:
        'Vous avez été bloqué à ce test : toutes les tentatives ont été utilisées. Vous pouvez encore terminer les autres activités, mais sans certificat.',
      awaiting_instructor: 'Débloquée après l’autorisation de l’instructeur.',
      training_not_finished: 'Terminez la formation pour répondre à l’évaluation à chaud.',
      previous_activity_pending: 'Terminez les activités précédentes pour ouvrir celle-ci.',
    },
    unsupported: {
      title: 'Cette activité ne peut pas être ouverte ici',
      description: 'Les activités de type « {{type}} » ne peuvent pas être lues dans ce lecteur.',
      next: 'Aller à l’activité suivante',
    },
    viewer: {
      loading: 'Ouverture de l’activité…',
      failed: 'Cette activité n’a pas pu être ouverte.',
      retry: 'Réessayer',
      report_failed:
        'Votre progression n’a pas pu être enregistrée pour l’instant ; elle sera renvoyée quand vous continuerez.',
    },
    pdf: {
      label: 'Document « {{title}} »',
      page_of: 'Page {{page}} sur {{count}}',
      page_input: 'Aller à la page',
      previous_page: 'Page précédente',
      next_page: 'Page suivante',
      zoom_in: 'Zoom avant',
      zoom_out: 'Zoom arrière',
      zoom_fit: 'Ajuster à la largeur',
      text: 'Texte de la page {{page}}',
      no_text: 'Cette page n’a pas de texte à lire.',
      keyboard:
        'Utilisez Page précédente et Page suivante pour changer de page, Début et Fin pour la première et la dernière.',
    },
    media: {
      video_label: 'Vidéo « {{title}} »',
      audio_label: 'Audio « {{title}} »',
      controls: 'Commandes de lecture',
      play: 'Lire',
      pause: 'Pause',
      seek: 'Position',
      time: '{{current}} sur {{total}}',
      live: 'En direct',
      volume: 'Volume',
      mute: 'Couper le son',
      unmute: 'Rétablir le son',
      speed: 'Vitesse',
      speed_value: '{{rate}}×',
      captions_on: 'Activer les sous-titres',
      captions_off: 'Désactiver les sous-titres',
      fullscreen: 'Plein écran',
      exit_fullscreen: 'Quitter le plein écran',
      resumed: 'Reprise à {{time}}.',
      keyboard:
        'Raccourcis : Espace ou K lit et met en pause, les flèches avancent ou reculent de 5 secondes, M coupe le son, F plein écran, C sous-titres.',
      cannot_play: 'Cet appareil ne peut pas lire ce média.',
      stream_failed: 'Le flux n’a pas pu être chargé.',
    },
    embed: {
      youtube: 'Vidéo YouTube « {{title}} »',
      vimeo: 'Vidéo Vimeo « {{title}} »',
      slideshare: 'Présentation SlideShare « {{title}} »',
      invalid: 'L’adresse de cette vidéo n’est pas valide.',
    },
    scorm_cloud: {
      frame: 'Cours SCORM Cloud « {{title}} »',
      open_window: 'Ouvrir dans une nouvelle fenêtre',
      hint: 'Si le cours ne s’affiche pas ci-dessous, ouvrez-le dans une nouvelle fenêtre. Votre progression est mise à jour quand vous revenez sur cette page.',
      elsewhere:
        'Le cours est ouvert dans une autre fenêtre. Quand vous avez terminé, revenez sur cette page : votre progression sera mise à jour.',
      reopen_here: 'Ouvrir sur cette page',
      renewed:
        'Le lien du cours a expiré et a été renouvelé. Cliquez de nouveau pour l’ouvrir dans une nouvelle fenêtre.',
      invalid: 'L’adresse de ce cours n’est pas valide.',
      sync_failed:
        'Votre progression SCORM Cloud n’a pas pu être mise à jour pour le moment. Nous réessaierons quand vous reviendrez sur cette page.',
      exited:
        'Vous avez quitté le cours. Votre progression est mise à jour sur cette page ; ouvrez-le de nouveau pour continuer.',
    },
    flash: {
      title: 'Contenu Flash',
      description:
        'Les navigateurs ne lisent plus le Flash. Téléchargez le fichier pour l’ouvrir dans un logiciel compatible ; le téléchargement termine l’activité.',
      download: 'Télécharger le fichier',
      done: 'Téléchargement enregistré.',
    },
    reaction: {
      label: 'Évaluation à chaud « {{title}} »',
      intro: 'Dites-nous ce que vous avez pensé de la formation.',
      unavailable: 'Disponible une fois la formation terminée',
      required_note: 'Les questions marquées d’un * sont obligatoires.',
      rating_hint: 'De 1 (très mauvais) à {{scale}} (excellent)',
      counter: '{{count}} sur {{max}} caractères',
      required: 'Répondez à cette question.',
      out_of_range: 'Choisissez une note de 1 à {{scale}}.',
      too_long: 'Utilisez au maximum {{max}} caractères.',
      invalid: 'Cette réponse n’a pas pu être acceptée.',
      fix_errors: 'Vérifiez les réponses signalées.',
      submit: 'Envoyer l’évaluation',
      sent: 'Évaluation envoyée. Merci !',
      answered: 'Vous avez déjà donné votre avis',
      answered_on: 'Évaluation envoyée le {{date}}.',
      kept: 'Vos réponses ont été conservées : réessayez de les envoyer.',
    },
  },
};
