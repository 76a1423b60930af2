/**
 * Portuguese (Brazil), the default language and the reference bundle of the news (`news` namespace): every other
 * locale has exactly these keys (checked by the compiler through {@link NewsMessages} and by a test).
 */
export const newsMessagesPtBR = {
  news: {
    title: 'Notícias',
    signed_out: {
      title: 'Entre para ler as notícias',
      description: 'As novidades do programa aparecem aqui depois que você entrar.',
    },
    list: 'Notícias, das mais recentes às mais antigas',
    empty: 'Nenhuma notícia publicada ainda.',
    read: 'Ler notícia',
    read_named: 'Ler notícia: {{title}}',
    published: 'Publicada em {{date}}',
    back: 'Voltar para as notícias',
    body_loading: 'Carregando o texto…',
  },
};

/** The shape every news bundle has. */
export type NewsMessages = typeof newsMessagesPtBR;
