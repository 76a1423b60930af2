// Fixtures of the library and news tests and stories: files of several types in two categories, and articles with
// rich-text bodies (one carrying what the sanitizer must remove). Test-only.
import type { LibraryFile, News, NewsDetail, SiteListsResponse } from '@campus/core/schemas';

const label = (id: number, name: string) => ({ id, name });

export const CATEGORY_MANUALS = label(61, 'Manuais');
export const CATEGORY_MEDIA = label(62, 'Mídia');
export const EXTENSION_PDF = label(71, 'PDF');
export const EXTENSION_AUDIO = label(72, 'Áudio');
export const EXTENSION_IMAGE = label(73, 'Imagem');
export const EXTENSION_CSV = label(74, 'CSV');

/** A library file, with everything a list entry has. */
export function libraryFile(overrides: Partial<LibraryFile> = {}): LibraryFile {
  return {
    type: 'library_file',
    id: 501,
    title: 'Manual do Vendedor',
    description: 'O guia completo do atendimento na loja.',
    image: null,
    category: CATEGORY_MANUALS,
    areas: [],
    groups: [],
    tags: [],
    begin_date: '2026-03-10T12:00:00.000Z',
    end_date: null,
    favorite: false,
    extension: EXTENSION_PDF,
    file_url: '/static/demo/library/manual-do-vendedor.pdf',
    file_name: 'manual-do-vendedor.pdf',
    file_size: 245_760,
    ...overrides,
  };
}

/** The library of the tests: a PDF, an audio, a picture and a spreadsheet. */
export function libraryFiles(): LibraryFile[] {
  return [
    libraryFile(),
    libraryFile({
      id: 502,
      title: 'Vinheta do Programa',
      description: 'A vinheta de abertura dos eventos.',
      category: CATEGORY_MEDIA,
      extension: EXTENSION_AUDIO,
      file_url: '/static/demo/library/vinheta.wav',
      file_name: 'vinheta.wav',
      file_size: 88_200,
      begin_date: null,
    }),
    libraryFile({
      id: 503,
      title: 'Planograma de Vitrine',
      description: '',
      category: CATEGORY_MEDIA,
      extension: EXTENSION_IMAGE,
      file_url: '/static/demo/library/planograma.png',
      file_name: 'planograma.png',
      file_size: 2048,
    }),
    libraryFile({
      id: 504,
      title: 'Metas Trimestrais',
      description: 'Metas por loja.',
      category: null,
      extension: EXTENSION_CSV,
      file_url: '/static/demo/library/metas.csv',
      file_name: 'metas.csv',
      file_size: 300,
    }),
  ];
}

/** The site lists the library's filters offer. */
export function siteLists(): SiteListsResponse {
  return {
    country_areas: [],
    faq_categories: [],
    genders: [],
    group_users_labels: [],
    groups_user: [],
    library_file_categories: [CATEGORY_MANUALS, CATEGORY_MEDIA],
    library_file_extensions: [EXTENSION_PDF, EXTENSION_AUDIO, EXTENSION_IMAGE, EXTENSION_CSV],
    trail_complete_categories: [],
    has_trailcomplete_null_category: false,
    marital_status: [],
    reward_categories: [],
    reward_departments: [],
    reward_levels: [],
    tags: [],
    countries: [],
    wildcard_pages: [],
  };
}

/** A news article in a list. */
export function newsItem(overrides: Partial<News> = {}): News {
  return {
    type: 'news',
    id: 801,
    title: 'Nova campanha começa com pontos em dobro',
    description: 'Notebooks e monitores valem o dobro.',
    image: '/static/demo/covers/cover-4.svg',
    category: null,
    areas: [],
    groups: [],
    tags: [],
    begin_date: '2026-11-20T12:00:00.000Z',
    end_date: null,
    favorite: false,
    published_at: '2026-11-20T12:00:00.000Z',
    ...overrides,
  };
}

/** Twelve articles, newest first (two pages of ten). */
export function newsItems(): News[] {
  return Array.from({ length: 12 }, (_, index) =>
    newsItem({
      id: 801 + index,
      title: index === 0 ? 'Nova campanha começa com pontos em dobro' : `Notícia ${index + 1}`,
      published_at: new Date(Date.UTC(2026, 10, 20 - index * 3, 12)).toISOString(),
    }),
  );
}

/**
 * An article's detail. Its body is what a server might wrongly send: the client must still drop the script, the
 * handler, the style, the unsafe link and the foreign picture.
 */
export function newsDetail(overrides: Partial<NewsDetail> = {}): NewsDetail {
  return {
    ...newsItem(),
    body:
      '<p>A campanha começou.</p><h2 style="color:red">O que vale em dobro</h2>' +
      '<ul><li>Notebooks</li><li>Monitores</li></ul>' +
      '<p>Veja o <a href="/library">regulamento</a> e <a href="javascript:alert(1)">isto</a>.</p>' +
      '<figure><img src="/static/demo/news/campanha.svg" alt="Gráfico"><figcaption>Pontos em dobro</figcaption></figure>' +
      '<img src="https://tracker.test/pixel.gif" alt="pixel"><img src="x" onerror="window.__hacked = true">' +
      '<script>window.__hacked = true</script><p onclick="window.__hacked = true">Fim.</p>',
    ...overrides,
  };
}

/** A decorative cover that needs no network (stories fail on any request). */
export const STORY_COVER =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#0b3d91"/>' +
      '<circle cx="12" cy="3" r="2" fill="#ffd23f"/></svg>',
  );

/** The articles of the stories: covers without the network, bodies without pictures from the API. */
export function storyNews(): News[] {
  return newsItems().map((item) => ({ ...item, image: STORY_COVER }));
}

/** A story article: the fixture's rich text without its pictures (a story may not reach the API's files). */
export function storyArticle(item: News): NewsDetail {
  const body = newsDetail().body.replace(/<figure>.*?<\/figure>/, '');
  return { ...item, body };
}
