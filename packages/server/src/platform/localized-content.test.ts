import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { faqResponseSchema, institutionalPageSchema, registrationOptionsSchema } from '@campus/core/schemas';
import { faqEntries, institutionalPages } from '../db/schema';
import { FIXTURE_CLIENT, useCatalogueFixture } from '../test-support/catalogue-fixture.test-util';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';

/*
 * Content in every language (issue 25): FAQ questions, institutional pages and registration countries follow the
 * request's language, with the client's Portuguese text where it gave no translation.
 */
describeEachDatabase('content in the request language', (kind) => {
  const context = useTestApp(kind);
  const fixture = useCatalogueFixture(context);

  beforeAll(async () => {
    const { db } = context.app.database;
    await db
      .update(faqEntries)
      .set({
        translations: {
          'en-US': { question: 'What is Campus?', answer: 'A training platform.' },
          'es-ES': { question: '¿Qué es Campus?', answer: 'Una plataforma de capacitación.' },
          // No answer in French, and a blank one in Spanish elsewhere: both fall back to Portuguese.
          'fr-FR': { question: 'Qu’est-ce que Campus ?' },
        },
      })
      .where(eq(faqEntries.question, 'O que é o Campus?'));
    await db
      .update(institutionalPages)
      .set({
        translations: {
          'en-US': { title: 'About', body: 'Who we are.' },
          'es-ES': { title: 'Acerca de', body: '   ' },
          'fr-FR': { title: 'À propos', body: 'Qui nous sommes.' },
        },
      })
      .where(eq(institutionalPages.slug, 'about'));
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'GET', url, headers });
  const faqIn = async (locale: string, search = '') => {
    const query = `client_id=${FIXTURE_CLIENT.clientId}&locale=${locale}${search ? `&search=${search}` : ''}`;
    const response = await get(`/api/faq/?${query}`);
    expect(response.statusCode).toBe(200);
    return faqResponseSchema
      .parse(response.json())
      .categories.map((category) => [category.name, category.questions.map((entry) => [entry.question, entry.answer])]);
  };

  describe('GET /api/faq/', () => {
    it('answers questions in pt-BR, en-US, es-ES and fr-FR, Portuguese where the client gave no translation', async () => {
      expect(fixture.clientId).toBeGreaterThan(0);
      expect(await faqIn('pt-BR')).toEqual([
        ['Geral', [['O que é o Campus?', 'Uma plataforma de treinamento.']]],
        ['Conta', [['Como trocar a senha?', 'No seu perfil, em Segurança.']]],
      ]);
      expect(await faqIn('en-US')).toEqual([
        ['General', [['What is Campus?', 'A training platform.']]],
        ['Conta', [['Como trocar a senha?', 'No seu perfil, em Segurança.']]],
      ]);
      expect((await faqIn('es-ES'))[0]).toEqual(['Geral', [['¿Qué es Campus?', 'Una plataforma de capacitación.']]]);
      expect((await faqIn('fr-FR'))[0]).toEqual([
        'Geral',
        [['Qu’est-ce que Campus ?', 'Uma plataforma de treinamento.']],
      ]);
    });

    it('takes the language from Accept-Language too, and answers pt-BR for a language it does not speak', async () => {
      const url = `/api/faq/?client_id=${FIXTURE_CLIENT.clientId}`;
      const english = faqResponseSchema.parse((await get(url, { 'accept-language': 'en-GB,en;q=0.8' })).json());
      expect(english.categories[0]?.questions[0]?.question).toBe('What is Campus?');
      // A cache between the site and the API must keep one answer per language.
      expect((await get(url)).headers['vary']).toMatch(/accept-language/i);
      const german = await get(url, { 'accept-language': 'de-DE' });
      expect(german.statusCode).toBe(200);
      expect(faqResponseSchema.parse(german.json()).categories[0]?.questions[0]?.question).toBe('O que é o Campus?');
      const unknownParam = await get(`${url}&locale=xx-YY`);
      expect(unknownParam.statusCode).toBeLessThan(500);
    });

    it('searches the texts the reader sees', async () => {
      expect((await faqIn('en-US', 'training')).map(([name]) => name)).toEqual(['General']);
      expect(await faqIn('en-US', 'treinamento')).toEqual([]);
      expect((await faqIn('pt-BR', 'treinamento')).map(([name]) => name)).toEqual(['Geral']);
      // The untranslated question is found by its Portuguese text in every language.
      expect((await faqIn('fr-FR', 'senha')).map(([name]) => name)).toEqual(['Conta']);
    });
  });

  describe('GET /api/institutional/{slug}/', () => {
    const pageIn = async (slug: string, locale: string) => {
      const response = await get(`/api/institutional/${slug}/?client_id=${FIXTURE_CLIENT.clientId}&locale=${locale}`);
      expect(response.statusCode).toBe(200);
      const { title, body } = institutionalPageSchema.parse(response.json());
      return [title, body];
    };

    it('answers title and body per language, field by field falling back to Portuguese', async () => {
      expect(await pageIn('about', 'pt-BR')).toEqual(['Sobre', 'Quem somos.']);
      expect(await pageIn('about', 'en-US')).toEqual(['About', 'Who we are.']);
      expect(await pageIn('about', 'es-ES')).toEqual(['Acerca de', 'Quem somos.']);
      expect(await pageIn('about', 'fr-FR')).toEqual(['À propos', 'Qui nous sommes.']);
      expect(await pageIn('hotsite', 'en-US')).toEqual(['Hotsite', 'Campanha especial.']);
      const about = await get(`/api/institutional/about/?client_id=${FIXTURE_CLIENT.clientId}`);
      expect(about.headers['vary']).toMatch(/accept-language/i);
    });
  });

  describe('GET /accounts/registration_options/', () => {
    const countriesIn = async (headers: Record<string, string>) => {
      const response = await get(`/accounts/registration_options/?client_id=${FIXTURE_CLIENT.clientId}`, headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['vary']).toMatch(/accept-language/i);
      return registrationOptionsSchema.parse(response.json()).countries;
    };
    const nameOf = (countries: readonly { code: string; name: string }[], code: string) =>
      countries.find((country) => country.code === code)?.name;

    it('names the countries in the request language and sorts them in it', async () => {
      const portuguese = await countriesIn({ 'accept-language': 'pt-BR' });
      expect(nameOf(portuguese, 'BRA')).toBe('Brasil');
      expect(nameOf(portuguese, 'MEX')).toBe('México');
      expect(portuguese.map((country) => country.code)).toEqual(['ARG', 'BRA', 'CAN', 'CHL', 'COL', 'MEX', 'PER']);
      const english = await countriesIn({ 'accept-language': 'en-US' });
      expect(nameOf(english, 'BRA')).toBe('Brazil');
      expect(nameOf(english, 'MEX')).toBe('Mexico');
      expect(nameOf(await countriesIn({ 'accept-language': 'es-ES' }), 'PER')).toBe('Perú');
      const french = await countriesIn({ 'accept-language': 'fr-FR' });
      expect(nameOf(french, 'BRA')).toBe('Brésil');
      // Sorted as French sorts: Argentine, Brésil, Canada, Chili, Colombie, Mexique, Pérou.
      expect(french.map((country) => country.name)).toEqual([...french.map((country) => country.name)].sort());
      expect(nameOf(await countriesIn({ 'accept-language': 'de-DE' }), 'BRA')).toBe('Brasil');
    });
  });
});
