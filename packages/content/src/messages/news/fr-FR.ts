import type { NewsMessages } from './pt-BR.js';

/** French (France) messages of the news. */
export const newsMessagesFrFR: NewsMessages = {
  news: {
    title: 'Actualités',
    signed_out: {
      title: 'Connectez-vous pour lire les actualités',
      description: 'Les nouveautés du programme apparaissent ici une fois connecté.',
    },
    list: 'Actualités, des plus récentes aux plus anciennes',
    empty: 'Aucune actualité publiée pour le moment.',
    read: 'Lire l’article',
    read_named: 'Lire l’article : {{title}}',
    published: 'Publié le {{date}}',
    back: 'Retour aux actualités',
    body_loading: 'Chargement du texte…',
  },
};
