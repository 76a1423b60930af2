import type { SiteMessages } from './pt-BR';

/** French (France) messages of the site. */
export const siteMessagesFrFR: SiteMessages = {
  site: {
    skip_to_content: 'Aller au contenu',
    nav: { main: 'Menu principal', tabs: 'Navigation', menu: 'Menu', menu_title: 'Menu', sign_in: 'Se connecter' },
    modules: {
      home: 'Accueil',
      online_courses: 'Cours en ligne',
      trails: 'Parcours',
      presential_courses: 'Cours en présentiel',
      webinars: 'Webinaires',
      live_classes: 'Cours en direct',
      faq: 'FAQ',
      reward_store: 'Boutique de récompenses',
      points_table: 'Barème des points',
      campaigns: 'Campagnes',
      events: 'Événements',
      insert_sales: 'Déclarer des ventes',
      upload_photos: 'Envoyer des photos',
      podcasts: 'Podcasts',
      library: 'Bibliothèque',
      news: 'Actualités',
      profile: 'Mon profil',
      ranking: 'Classement',
    },
    module_hints: {
      online_courses: 'Apprenez à votre rythme, où que vous soyez.',
      trails: 'Des suites de cours pour maîtriser un sujet.',
      presential_courses: 'Sessions en présentiel et leurs rencontres.',
      webinars: 'Des diffusions avec des experts.',
      live_classes: 'Des cours en direct avec des formateurs.',
      faq: 'Les réponses aux questions les plus courantes.',
      reward_store: 'Échangez vos points contre des récompenses.',
      points_table: 'Ce que vaut chaque produit.',
      campaigns: 'Campagnes en cours et passées.',
      events: 'Enregistrement aux événements du programme.',
      insert_sales: 'Déclarez vos ventes et gagnez des points.',
      upload_photos: 'Envoyez des photos du magasin.',
    },
    language: { label: 'Langue' },
    user_menu: { label: 'Menu du compte de {{name}}', sign_out: 'Se déconnecter' },
    footer: {
      label: 'Informations',
      about: 'À propos de Campus',
      portfolio: 'Catalogue',
      faq: 'FAQ',
      support: 'Assistance',
      contact: 'Nous contacter',
      privacy: 'Politique de confidentialité',
      terms: 'Conditions générales',
      cookies: 'Politique de cookies',
      rights: '© {{year}} Campus. Tous droits réservés.',
    },
    errors: { page_title: 'Un problème est survenu', retry: 'Réessayer' },
    chunk: {
      title: 'Cette page n’a pas pu être chargée',
      message:
        'La connexion a échoué ou Campus a été mis à jour pendant votre navigation. Rechargez la page pour continuer.',
      reload: 'Recharger la page',
    },
    not_found: { title: 'Page introuvable', home: 'Aller à l’accueil', login: 'Aller à la connexion' },
    maintenance: { title: 'Campus est en maintenance' },
    maintenance_login: { title: 'Connexion pendant la maintenance' },
    login: {
      title: 'Bienvenue sur Campus',
      intro: 'Connectez-vous pour poursuivre vos cours, vos parcours et le programme de points.',
    },
    webservice: {
      title: 'Accès direct',
      title_intel: 'Accès depuis le programme de distribution',
      signing_in: 'Nous confirmons votre accès…',
      no_token:
        'Cette adresse n’a pas apporté de code d’accès. Connectez-vous avec votre identifiant et votre mot de passe.',
    },
    first_access: {
      intro: 'Confirmez les informations enregistrées et créez votre mot de passe.',
      intel_intro:
        'Membre du programme de formation de la distribution : confirmez vos informations et créez votre mot de passe Campus.',
    },
    register_success: {
      approved: 'Votre inscription est terminée. Vous pouvez vous connecter à Campus.',
      awaiting:
        'Nous avons reçu votre inscription. Le gestionnaire de la plateforme va l’examiner et vous serez prévenu(e) dès son approbation.',
      sign_in: 'Aller à la connexion',
    },
    pages: {
      'online-courses': 'Cours en ligne',
      trails: 'Parcours de formation',
      'presential-courses': 'Cours en présentiel',
      webinars: 'Webinaires',
      'live-classes': 'Cours en direct',
      detail: {
        'online-courses': 'Cours en ligne',
        trails: 'Parcours de formation',
        'presential-courses': 'Cours en présentiel',
        webinars: 'Webinaire',
        'live-classes': 'Cours en direct',
        'presential-catalogs': 'Catalogue présentiel',
      },
      back_to_list: 'Retour à la liste',
      back_to_trail: 'Retour au parcours',
      player: {
        'online-courses': 'Activités du cours',
        webinars: 'Activités du webinaire',
        'live-classes': 'Activités du cours en direct',
        'presential-courses': 'Activités de la formation en présentiel',
        back: 'Retour à la page du cours',
      },
      faq: 'Questions fréquentes',
      contact: 'Nous contacter',
      onboarding: 'Bienvenue sur Campus',
      complete_register: 'Complétez votre inscription',
      set_password: 'Créez votre mot de passe',
      recover_password: 'Réinitialisez votre mot de passe',
      request_password: 'Récupérer le mot de passe',
      first_access: 'Premier accès',
      intel_first_access: 'Premier accès : programme de distribution',
      register: 'Inscription',
      register_seven_trade: 'Inscription des animateurs',
      register_pop_trade: 'Inscription des vendeurs',
      register_success: 'Inscription envoyée',
      portfolio: 'Catalogue de formations',
      portfolio_course: 'Cours du catalogue',
      reward_store: 'Boutique de récompenses',
      reward_detail: 'Détails de la récompense',
      points_table: 'Barème des points',
      campaigns: 'Campagnes',
      events: 'Événements',
      insert_sales: 'Déclarer des ventes',
      upload_photos: 'Envoyer des photos',
    },
    programme: {
      members_only_title: 'Réservé aux participants du programme',
      members_only:
        'Cette page fait partie du programme de points, ouvert à ses participants : vendeurs, propriétaires et employés de magasin, caissiers, animateurs de marque et peintres. Si vous participez et n’y avez pas accès, adressez-vous au responsable de votre entreprise.',
      blocked:
        'Votre accès au programme de points a été suspendu pour une activité contraire au règlement. Si vous pensez qu’il s’agit d’une erreur, contactez-nous.',
      contact: 'Nous contacter',
      reward_store_intro: 'Échangez vos points contre des récompenses et suivez vos commandes et votre relevé.',
      points_table_intro: 'Les niveaux du programme et ce que vaut chaque produit et chaque photo du magasin.',
      campaigns_intro: 'Choisissez la campagne que suivent vos points, votre relevé et le classement.',
      events_intro: 'Enregistrez votre présence aux événements du programme avec le code à six chiffres ou le QR code.',
      insert_sales_intro: 'Déclarez vos ventes avec la facture et suivez leur audit dans « Mes ventes ».',
      upload_photos_intro: 'Envoyez une photo du magasin de chaque type par semaine et gagnez des points.',
    },
    client_pages: {
      'about-the-program': 'À propos du programme',
      hotsite: 'Campagne à la une',
      'about-the-team': 'À propos de l’équipe',
    },
    institutional: {
      about: {
        title: 'À propos de Campus',
        body:
          'Campus est la plateforme de formation d’entreprise qui réunit en un seul endroit le développement des équipes de vente, des animateurs, des gérants de magasin et des partenaires de notre réseau de distribution.\n\n' +
          'Vous y suivez des cours en ligne à votre rythme, des parcours de formation du début à la fin, des cours en direct, des webinaires et des sessions en présentiel, et vous suivez votre progression et vos certificats.\n\n' +
          'Campus accueille aussi le programme de points : déclarez vos ventes, envoyez des photos du magasin, montez de niveau et échangez vos points contre des récompenses. Tout fonctionne sur ordinateur et sur téléphone, en portugais, anglais, espagnol et français.',
      },
      cookies_policy: {
        title: 'Politique de cookies',
        body:
          'Les cookies sont de petits fichiers conservés par votre navigateur. Campus utilise des cookies essentiels pour vous garder connecté(e) en toute sécurité et retenir votre langue, votre pays et vos choix en matière de cookies. La plateforme ne fonctionne pas sans eux : ils sont toujours actifs.\n\n' +
          'Avec votre accord, nous utilisons aussi des cookies de performance, qui nous montrent de façon agrégée les pages les plus utilisées et les endroits lents ou en erreur, afin d’améliorer la plateforme. Ils ne servent jamais à la publicité.\n\n' +
          'Les données conservées sur votre appareil sont chiffrées et expirent au plus tard après 180 jours sans utilisation. Vous pouvez modifier vos préférences à tout moment dans « Paramètres des cookies », en bas de page, ou supprimer les cookies dans les réglages du navigateur.',
      },
      support: {
        title: 'Assistance',
        body:
          'Besoin d’aide pour l’accès, un cours, un certificat ou le programme de points ? Commencez par les questions fréquentes : elles répondent aux demandes les plus courantes.\n\n' +
          'Si vous ne trouvez pas la réponse, écrivez à notre équipe via le formulaire de contact, en indiquant le sujet et ce qui s’est passé. Nous répondons sous {{days}} jours ouvrés, à l’adresse e-mail de votre compte.\n\n' +
          'Mot de passe oublié ? Utilisez « Mot de passe oublié » sur l’écran de connexion pour recevoir un lien par e-mail ou un code par SMS ou WhatsApp.',
        contact: 'Ouvrir le formulaire de contact',
        sign_in: 'Connectez-vous pour contacter l’assistance',
      },
      privacy_policy: {
        title: 'Politique de confidentialité',
        body:
          'Nous traitons vos données personnelles conformément à la loi brésilienne sur la protection des données (LGPD) et aux lois des pays où le programme a lieu, uniquement pour proposer la formation, enregistrer votre progression, délivrer des certificats et gérer le programme de points.\n\n' +
          'Nous utilisons les données de votre inscription (nom, pièce d’identité, coordonnées, entreprise et magasin), votre historique de cours et d’évaluations et, dans le programme de points, les ventes, factures et photos que vous envoyez. Ces données ne sont partagées qu’avec l’entreprise cliente et les partenaires nécessaires à la livraison des récompenses.\n\n' +
          'Vous pouvez consulter et corriger vos données dans votre profil, en demander une copie à l’assistance et supprimer votre compte à tout moment depuis le menu du compte. La suppression efface ou anonymise vos données personnelles et ne conserve que ce que la loi impose.',
      },
      terms: {
        title: 'Conditions générales',
        body:
          'En utilisant Campus, vous vous engagez à garder votre accès personnel et incessible, à fournir des informations exactes lors de l’inscription et à n’utiliser les contenus que pour votre formation professionnelle.\n\n' +
          'Dans le programme de points, ne déclarez que des ventes réelles, avec leur facture, dans les 15 jours suivant la vente. Les ventes et les photos peuvent être auditées avant la confirmation d’un échange, et les points de campagne expirent à la fin de chaque campagne.\n\n' +
          'Toute activité contraire au règlement, comme des factures en double ou des photos d’un autre magasin, peut entraîner la perte des points et le blocage du compte. Ces conditions peuvent évoluer ; nous vous préviendrons sur la plateforme le cas échéant.',
      },
    },
    cookies: {
      banner_title: 'Votre vie privée',
      banner_message:
        'Campus utilise des cookies essentiels pour conserver votre session et vos choix. En continuant, vous acceptez notre politique de cookies.',
      banner_message_optional:
        'Campus utilise des cookies essentiels pour conserver votre session et, si vous l’acceptez, des cookies de performance pour améliorer la plateforme.',
      accept: 'J’ai compris',
      accept_all: 'Tout accepter',
      essential_only: 'Essentiels uniquement',
      preferences: 'Préférences',
      read_policy: 'Lire la politique de cookies',
      policy_title: 'Politique de cookies',
      full_policy: 'Ouvrir la politique complète',
      preferences_title: 'Préférences de cookies',
      preferences_intro: 'Choisissez les cookies que Campus peut utiliser sur cet appareil.',
      essential: 'Cookies essentiels',
      essential_hint: 'Conservent votre session, votre langue et vos choix. Toujours actifs.',
      optional: 'Cookies de performance',
      optional_hint: 'Montrent de façon agrégée comment la plateforme est utilisée, pour l’améliorer.',
      save: 'Enregistrer les préférences',
      settings: 'Paramètres des cookies',
    },
    account_deletion: {
      open: 'Supprimer mon compte',
      title: 'Supprimer mon compte',
      message:
        'Vos données personnelles seront effacées ou anonymisées et toutes vos sessions seront fermées. Vos points et certificats ne seront plus disponibles. Cette action est irréversible.',
      confirm_label: 'Saisissez votre nom complet pour confirmer',
      confirm_hint: 'Votre nom complet : {{name}}',
      submit: 'Supprimer définitivement le compte',
      cancel: 'Annuler',
      done: 'Votre compte a été supprimé.',
    },
    home: {
      title: 'Bonjour, {{name}} !',
      title_anonymous: 'Accueil',
      intro: 'Reprenez là où vous vous étiez arrêté(e) ou découvrez quelque chose de nouveau.',
      banner_label: 'À la une',
      banner_open: 'Voir « {{title}} »',
      banner_dismiss: 'Masquer « {{title}} »',
      shortcuts: 'Accès rapides',
      campaign: {
        title: 'Campagne',
        label: 'Campagne sélectionnée',
        hint: 'Les points, le classement et les récompenses suivent la campagne choisie.',
        placeholder: 'Choisissez une campagne',
        option: '{{name}} (du {{begin}} au {{end}})',
        previous: '{{label}}, terminée',
        saved: 'Campagne sélectionnée : {{name}}',
        none: 'Aucune campagne disponible pour le moment.',
      },
    },
    faq: {
      intro: 'Trouvez des réponses sur l’accès, les cours, les certificats et le programme de points.',
      search: 'Rechercher dans les questions',
      search_button: 'Rechercher',
      empty: 'Aucune question trouvée.',
    },
    contact: {
      intro:
        'Expliquez à notre équipe ce qui s’est passé. Nous répondons sous {{days}} jours ouvrés à l’adresse e-mail de votre compte.',
      subject: 'Sujet',
      subjects: {
        question: 'Question',
        technical: 'Problème technique',
        loyalty: 'Programme de points',
        content: 'Cours et certificats',
        other: 'Autre sujet',
      },
      message: 'Message',
      message_hint: '{{count}} caractères restants',
      required: 'Remplissez ce champ.',
      send: 'Envoyer le message',
      sending: 'Envoi…',
    },
    lounge: {
      title: 'Salle d’attente du webinaire',
      intro: 'Suivez ici le début de la diffusion.',
      back: 'Retour au webinaire',
      status: 'État',
      starts: 'Début de la diffusion',
      date_time: '{{date}} à {{time}}',
      speaker: 'Intervenant(e)',
      subscription: 'Votre inscription',
      subscribed: 'Inscrit(e)',
      not_subscribed: 'Non inscrit(e)',
      statuses: {
        opened: 'Ouvert',
        closed: 'Fermé',
        offline: 'Hors ligne',
        finished: 'Terminé',
        no_vacancy: 'Complet',
      },
      open_now: 'La salle est ouverte : la diffusion peut commencer à tout moment.',
      ended: 'Cette diffusion est terminée.',
      waiting: 'La salle ouvre peu avant l’heure de la diffusion. Vous pouvez revenir sur cette page à tout moment.',
    },
    partner: {
      title: 'Juntos Somos Mais',
      intro: 'Vos points de formation comptent aussi dans le programme de fidélité de l’industrie du bâtiment.',
      body:
        'Les professionnels inscrits au programme partenaire peuvent transférer les points gagnés dans les formations Campus vers leur compte Juntos Somos Mais.\n\n' +
        'Le transfert se fait sur cette page, ci-dessous, pour les inscriptions actives avec un rôle éligible. Les points transférés doivent être utilisés dans le programme partenaire sous {{months}} mois.',
      steps_title: 'Comment participer',
      step_1: 'Connectez-vous à Campus ou inscrivez-vous.',
      step_2: 'Terminez des formations et cumulez des points.',
      step_3: 'Transférez vos points vers Juntos Somos Mais sur cette page.',
      sign_in: 'Se connecter à Campus',
      register: 'S’inscrire',
      go_home: 'Aller à l’accueil',
    },
    portfolio: {
      intro: 'Découvrez les formations que nous proposons aux équipes de vente et aux partenaires de la distribution.',
      highlight_1: 'Cours en ligne, parcours, webinaires et cours en direct.',
      highlight_2: 'Un certificat pour chaque formation terminée.',
      highlight_3: 'Sur ordinateur et sur téléphone, en quatre langues.',
      courses_title: 'Cours en ligne',
      empty: 'Le catalogue ne contient encore aucun cours.',
      category: 'Catégorie',
      workload: 'Durée',
      enrol_title: 'Envie de suivre ce cours ?',
      enrol_signed_out:
        'Connectez-vous à Campus pour vous inscrire et suivre votre progression. Pas encore inscrit ? Créez votre compte.',
      enrol_signed_in: 'Vous êtes connecté : ouvrez le cours pour vous inscrire et commencer.',
      sign_in_to_enrol: 'Se connecter pour s’inscrire',
      register: 'Créer un compte',
      open_course: 'Aller au cours',
      back: 'Retour au catalogue',
      sign_in: 'Connectez-vous pour voir les cours',
      team: 'Découvrir l’équipe',
    },
    onboarding: {
      intro: 'Ravi de vous accueillir, {{name}} ! Voici en quelques étapes comment fonctionne Campus.',
      step_learn_title: 'Apprenez',
      step_learn:
        'Suivez des cours en ligne à votre rythme, des parcours, des webinaires, des cours en direct et des sessions en présentiel. Votre progression est enregistrée.',
      step_points_title: 'Gagnez des points',
      step_points:
        'Dans le programme de points, déclarez vos ventes et envoyez des photos du magasin pour cumuler des points, monter de niveau et obtenir des récompenses.',
      step_modules_title: 'Ce qui vous est proposé',
      no_modules: 'Les modules de votre entreprise apparaîtront ici dès qu’ils seront activés.',
      step_help_title: 'Besoin d’aide ?',
      step_help: 'Consultez les questions fréquentes ou contactez-nous :',
      start: 'Commencer',
    },
  },
};
