import type { CheckInMessages } from './pt-BR.js';

/** French (France) messages of @campus/checkin. */
export const checkInMessagesFrFR: CheckInMessages = {
  checkin: {
    title: 'Enregistrement aux événements',
    intro: 'Enregistrez-vous avec le code à 6 chiffres ou le QR code affiché par l’organisateur de l’événement.',
    methods: {
      label: 'Comment s’enregistrer',
      code: 'Code',
      camera: 'Caméra',
      picture: 'Image',
    },
    code: {
      label: 'Code de l’événement',
      hint: 'L’organisateur affiche le code à 6 chiffres pendant l’événement.',
      submit: 'M’enregistrer',
    },
    camera: {
      start: 'Ouvrir la caméra',
      stop: 'Fermer la caméra',
      starting: 'Ouverture de la caméra…',
      scanning: 'Pointez la caméra vers le QR code de l’événement.',
      video: 'Image de la caméra',
      denied:
        'L’accès à la caméra a été refusé. Autorisez la caméra dans le navigateur ou choisissez une image du QR code.',
      no_camera: 'Aucune caméra n’a été trouvée. Choisissez une image du QR code ou saisissez le code.',
      unsupported:
        'Ce navigateur ne peut pas utiliser la caméra ici. Choisissez une image du QR code ou saisissez le code.',
      failed: 'Impossible d’ouvrir la caméra. Réessayez ou choisissez une image du QR code.',
    },
    picture: {
      label: 'Image avec le QR code de l’événement',
      hint: 'Choisissez une photo ou une capture d’écran du QR code de l’événement.',
      reading: 'Lecture du QR code…',
      not_found: 'Aucun QR code n’a été trouvé dans cette image. Choisissez une autre image, plus nette.',
      unreadable: 'Impossible d’ouvrir cette image. Choisissez une image JPEG, PNG ou WebP.',
    },
    qr: {
      not_event:
        'Ce QR code n’est pas celui d’un événement du programme. Utilisez le QR code affiché par l’organisateur.',
    },
    sending: 'Envoi de l’enregistrement…',
    result: {
      title: 'Enregistrement confirmé !',
      points_one: 'Vous avez gagné {{count}} point à « {{title}} ».',
      points_many: 'Vous avez gagné {{count}} points à « {{title}} ».',
      points_other: 'Vous avez gagné {{count}} points à « {{title}} ».',
      no_points: 'Votre présence à « {{title}} » a été enregistrée.',
      balance: 'Votre solde : {{balance}} points.',
      again: 'M’enregistrer à un autre événement',
    },
    errors: {
      title: 'Enregistrement impossible',
      event_not_open:
        'L’enregistrement à cet événement n’est pas ouvert : il n’est possible qu’entre le début et la fin de l’événement.',
      events_level_required: 'Les événements sont accessibles à partir du niveau Creator.',
      already_checked_in: 'Vous êtes déjà enregistré à cet événement.',
      too_many_attempts: 'Trop de tentatives avec des codes erronés. Réessayez à {{time}}.',
      too_many_attempts_later: 'Trop de tentatives avec des codes erronés. Patientez quelques minutes et réessayez.',
    },
    locked: {
      title: 'Événements à partir du niveau Creator',
      description:
        'Votre niveau actuel est {{level}}. Vendez davantage pour atteindre le niveau Creator et participer aux événements.',
      event: 'Accessible à partir du niveau {{level}}.',
    },
    levels: {
      basic: 'Basique',
      intermediate: 'Creator',
      highest: 'Influencer',
    },
    list: {
      title: 'Événements',
      label: 'Événements du programme',
      empty: 'Aucun événement programmé',
      empty_description: 'Les événements du programme apparaissent ici dès leur publication.',
      when: 'Quand',
      where: 'Où',
      points: 'Points',
      points_value_one: '{{count}} point',
      points_value_many: '{{count}} points',
      points_value_other: '{{count}} points',
      checked_in: 'Enregistré le {{date}}',
    },
    status: {
      open: 'En cours',
      upcoming: 'À venir',
      finished: 'Terminé',
      checked_in: 'Enregistré',
    },
    types: {
      training: 'Formation',
      convention: 'Convention',
      launch: 'Lancement',
      workshop: 'Atelier',
      meeting: 'Rencontre',
      other: 'Événement',
    },
    signed_out: {
      title: 'Connectez-vous pour voir les événements',
      description: 'Les événements du programme et l’enregistrement apparaissent ici dès que vous êtes connecté.',
    },
  },
};
