import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  libraryFileSchema,
  newsDetailSchema,
  paginatedSchema,
  podcastDetailSchema,
  podcastSchema,
  portfolioResponseSchema,
} from '@campus/core/schemas';
import { catalogueItems, podcastEpisodes, podcastPlaylists } from '../db/schema';
import { saveNewsBody } from '../news/news-bodies';
import { FIXTURE_CLIENT, useCatalogueFixture } from '../test-support/catalogue-fixture.test-util';
import type { FixtureUser } from '../test-support/catalogue-fixture.test-util';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';

/*
 * Catalogue content in every language (issue 24): item titles and descriptions, podcast playlists and episodes,
 * and news bodies follow the request's language, with the client's Portuguese where it gave no translation; the
 * search looks in the texts the reader sees; answers say `Vary: Accept-Language`.
 */
describeEachDatabase('catalogue content in the request language', (kind) => {
  const context = useTestApp(kind);
  const fixture = useCatalogueFixture(context);

  beforeAll(async () => {
    const { db } = context.app.database;
    const { items } = fixture;
    await db
      .update(catalogueItems)
      .set({
        translations: {
          'en-US': { title: 'Sales in Focus', description: 'The retail podcast' },
          'es-ES': { title: 'Ventas en Foco' },
          // A blank French title counts as none: Portuguese.
          'fr-FR': { title: '  ', description: 'Le podcast de la vente' },
        },
      })
      .where(eq(catalogueItems.id, items.salesPodcast));
    await db
      .update(catalogueItems)
      .set({ translations: { 'en-US': { title: 'Product Manual', description: 'Everything about the product' } } })
      .where(eq(catalogueItems.id, items.pdfFile));
    await db
      .update(catalogueItems)
      .set({ translations: { 'en-US': { title: 'New campaign' }, 'es-ES': { title: 'Nueva campaña' } } })
      .where(eq(catalogueItems.id, items.marchNews));
    await db
      .update(catalogueItems)
      .set({ translations: { 'en-US': { title: 'Sales Techniques' } } })
      .where(eq(catalogueItems.id, items.salesCourse));
    await db
      .update(podcastPlaylists)
      .set({ translations: { 'en-US': { title: 'Season 1' } } })
      .where(eq(podcastPlaylists.podcastId, items.salesPodcast));
    await db
      .update(podcastEpisodes)
      .set({ translations: { 'en-US': { title: 'Advanced negotiation', description: 'Beyond the basics.' } } })
      .where(eq(podcastEpisodes.title, 'Negociação avançada'));
    await saveNewsBody(db, items.marchNews, '<p>Texto da notícia.</p>', {
      'en-US': '<p>The news text.</p><script>alert(1)</script>',
    });
  });

  /** GET as `user` in `locale` (`Accept-Language`), expecting 200. */
  async function getIn(locale: string, url: string, user: FixtureUser = fixture.ana) {
    const response = await context.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${user.token}`, 'accept-language': locale },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  }

  const podcastTitles = async (locale: string, url = '/api/podcasts/') =>
    paginatedSchema(podcastSchema)
      .parse((await getIn(locale, url)).json())
      .results.map((podcast) => [podcast.title, podcast.description]);

  it('answers item titles and descriptions in the request language, Portuguese where none was given', async () => {
    expect(await podcastTitles('pt-BR')).toEqual([
      ['Vendas em Foco', 'O podcast do varejo'],
      ['Carreira', 'Desenvolvimento profissional'],
    ]);
    expect(await podcastTitles('en-US')).toEqual([
      ['Sales in Focus', 'The retail podcast'],
      ['Carreira', 'Desenvolvimento profissional'],
    ]);
    expect(await podcastTitles('es-ES')).toEqual([
      ['Ventas en Foco', 'O podcast do varejo'],
      ['Carreira', 'Desenvolvimento profissional'],
    ]);
    expect((await podcastTitles('fr-FR'))[0]).toEqual(['Vendas em Foco', 'Le podcast de la vente']);
    const library = paginatedSchema(libraryFileSchema).parse((await getIn('en-US', '/api/library/')).json());
    expect(library.results.map((file) => file.title)).toEqual(['Product Manual', 'Tabela de Preços']);
    const file = libraryFileSchema.parse((await getIn('en-US', `/api/library/${fixture.items.pdfFile}/`)).json());
    expect([file.title, file.description]).toEqual(['Product Manual', 'Everything about the product']);
  });

  it('marks catalogue answers as depending on Accept-Language', async () => {
    for (const url of ['/api/podcasts/', `/api/news/${fixture.items.marchNews}/`, '/api/podcasts/search/foco/']) {
      const vary = String((await getIn('en-US', url)).headers['vary'] ?? '');
      expect(
        vary.split(',').map((name) => name.trim().toLowerCase()),
        url,
      ).toContain('accept-language');
    }
  });

  it('answers podcast playlists and episodes in the request language', async () => {
    const detailIn = async (locale: string) =>
      podcastDetailSchema.parse((await getIn(locale, `/api/podcasts/${fixture.items.salesPodcast}/`)).json());
    const english = await detailIn('en-US');
    expect(english.title).toBe('Sales in Focus');
    expect(english.playlists.map((playlist) => playlist.title)).toEqual(['Season 1']);
    expect(english.playlists[0]?.episodes.map((episode) => [episode.title, episode.description])).toEqual([
      ['Advanced negotiation', 'Beyond the basics.'],
      ['Objeções comuns', ''],
    ]);
    const spanish = await detailIn('es-ES');
    expect(spanish.playlists[0]?.title).toBe('Temporada 1');
    expect(spanish.playlists[0]?.episodes[0]?.title).toBe('Negociação avançada');
  });

  it('answers a news body in the request language, sanitized, and the Portuguese one otherwise', async () => {
    const articleIn = async (locale: string) =>
      newsDetailSchema.parse((await getIn(locale, `/api/news/${fixture.items.marchNews}/`)).json());
    expect(await articleIn('en-US')).toMatchObject({ title: 'New campaign', body: '<p>The news text.</p>' });
    expect(await articleIn('es-ES')).toMatchObject({ title: 'Nueva campaña', body: '<p>Texto da notícia.</p>' });
    expect(await articleIn('pt-BR')).toMatchObject({ title: 'Nova campanha', body: '<p>Texto da notícia.</p>' });
  });

  describe('search looks in the texts the reader sees', () => {
    it('finds an item by its translated title in that language only, and by the Portuguese where untranslated', async () => {
      expect(await podcastTitles('en-US', '/api/podcasts/?search=focus')).toEqual([
        ['Sales in Focus', 'The retail podcast'],
      ]);
      expect(await podcastTitles('pt-BR', '/api/podcasts/?search=focus')).toEqual([]);
      // The English reader sees 'Sales in Focus', not 'Vendas em Foco'.
      expect(await podcastTitles('en-US', '/api/podcasts/?search=vendas')).toEqual([]);
      expect(await podcastTitles('pt-BR', '/api/podcasts/?search=vendas')).toEqual([
        ['Vendas em Foco', 'O podcast do varejo'],
      ]);
      expect(await podcastTitles('en-US', '/api/podcasts/?search=carreira')).toEqual([
        ['Carreira', 'Desenvolvimento profissional'],
      ]);
      const courses = await getIn('en-US', '/api/online-courses/?search=techniques');
      expect(courses.json()).toMatchObject({ count: 1, results: [{ id: fixture.items.salesCourse }] });
    });

    it('podcasts/search/{name} matches playlist and episode titles in the request language', async () => {
      expect(await podcastTitles('en-US', '/api/podcasts/search/advanced/')).toEqual([
        ['Sales in Focus', 'The retail podcast'],
      ]);
      expect(await podcastTitles('en-US', '/api/podcasts/search/season/')).toHaveLength(1);
      expect(await podcastTitles('pt-BR', '/api/podcasts/search/advanced/')).toEqual([]);
      expect(await podcastTitles('es-ES', '/api/podcasts/search/avancada/')).toEqual([
        ['Ventas en Foco', 'O podcast do varejo'],
      ]);
    });
  });

  it('answers the public portfolio in the request language', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/portfolio/?client_id=${FIXTURE_CLIENT.clientId}`,
      headers: { 'accept-language': 'en-US' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const titles = portfolioResponseSchema.parse(response.json()).results.map((course) => course.title);
    expect(titles).toContain('Sales Techniques');
    expect(String(response.headers['vary'])).toMatch(/accept-language/i);
  });
});
