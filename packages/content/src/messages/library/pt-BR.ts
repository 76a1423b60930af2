/**
 * Portuguese (Brazil), the default language and the reference bundle of the library (`library` namespace): every
 * other locale has exactly these keys (checked by the compiler through {@link LibraryMessages} and by a test).
 */
export const libraryMessagesPtBR = {
  library: {
    title: 'Biblioteca',
    signed_out: {
      title: 'Entre para ver a biblioteca',
      description: 'Manuais, guias e materiais de apoio aparecem aqui depois que você entrar.',
    },
    filters: {
      label: 'Filtros da biblioteca',
      category: 'Categoria',
      extension: 'Tipo de arquivo',
      all_categories: 'Todas as categorias',
      all_extensions: 'Todos os tipos',
      search: 'Buscar na biblioteca',
      search_button: 'Buscar',
      clear: 'Limpar filtros',
    },
    list: 'Arquivos da biblioteca',
    count_zero: 'Nenhum arquivo',
    count_one: '{{count}} arquivo',
    count_other: '{{count}} arquivos',
    empty: 'Nenhum arquivo encontrado com esses filtros.',
    more: 'Carregar mais arquivos',
    open: 'Ver arquivo',
    open_named: 'Ver arquivo: {{title}}',
    back: 'Voltar para a biblioteca',
    facts: 'Sobre o arquivo',
    category: 'Categoria',
    extension: 'Tipo',
    size: 'Tamanho',
    date: 'Publicado em',
    file_name: 'Nome do arquivo',
    no_category: 'Sem categoria',
    preview: 'Visualizar',
    preview_named: 'Visualizar {{title}}',
    close_preview: 'Fechar visualização',
    preview_title: 'Visualização',
    preview_loading: 'Carregando a visualização…',
    no_preview: 'Este tipo de arquivo não tem visualização. Baixe o arquivo para abri-lo.',
    download: 'Baixar',
    download_named: 'Baixar {{title}}',
    downloading: 'Baixando…',
    downloaded: 'Arquivo {{name}} baixado.',
  },
};

/** The shape every library bundle has. */
export type LibraryMessages = typeof libraryMessagesPtBR;
