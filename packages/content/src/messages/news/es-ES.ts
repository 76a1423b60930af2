import type { NewsMessages } from './pt-BR.js';

/** Spanish (Spain) messages of the news. */
export const newsMessagesEsES: NewsMessages = {
  news: {
    title: 'Noticias',
    signed_out: {
      title: 'Inicie sesión para leer las noticias',
      description: 'Las novedades del programa aparecen aquí después de iniciar sesión.',
    },
    list: 'Noticias, de las más recientes a las más antiguas',
    empty: 'Todavía no hay noticias publicadas.',
    read: 'Leer noticia',
    read_named: 'Leer noticia: {{title}}',
    published: 'Publicada el {{date}}',
    back: 'Volver a las noticias',
    body_loading: 'Cargando el texto…',
  },
};
