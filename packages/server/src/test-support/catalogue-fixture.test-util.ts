import type { LightMyRequestResponse } from 'fastify';
import { beforeAll } from 'vitest';
import type { CampusApp } from '../app';
import { startSession } from '../auth/token-issuer';
import type { CampusDb } from '../db/database';
import type { TestApp } from './test-app.test-util';
import {
  campaigns,
  catalogueItemChildren,
  catalogueItemLabels,
  catalogueItems,
  catalogueUserStates,
  clientModuleItems,
  clients,
  faqEntries,
  institutionalPages,
  podcastEpisodes,
  podcastPlaylists,
  presentialEvents,
  registrationProfiles,
  siteListEntries,
  userClients,
  users,
  welcomeBanners,
} from '../db/schema';
import type { ClientParamsDocument, NewCatalogueItemRow, StoredSiteList } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { hashSecret } from '../security/password-hash';
import { seedReferenceData } from '../seed/reference-data';

/*
 * A small, fully known catalogue for the route tests (not the demo seed): two clients, three users, labels,
 * and a handful of items of every kind whose fields make each filter select a known subset.
 */

/** The fixture client's credentials. */
export const FIXTURE_CLIENT = { clientId: 'acme-web', secret: 'acme-secret' } as const;

/** Modules on for the fixture client. */
const MODULES = [
  'online_courses',
  'trails',
  'presential_courses',
  'webinars',
  'live_classes',
  'podcasts',
  'library',
  'news',
  'faq',
  'campaigns',
  'ranking',
] as const;

function params(modules: readonly string[], overrides: Partial<ClientParamsDocument> = {}): ClientParamsDocument {
  return {
    flags: Object.fromEntries(modules.map((module) => [`has_${module}`, true])),
    group_training_use_score: false,
    colors: { primary: '#112233', secondary: null, tertiary: '#445566' },
    logos: { 'pt-BR': '/static/demo/logo-pt-BR.svg' },
    backgrounds: { login: '/static/demo/background-login.jpg' },
    login: { oauth2: true, show_public_faq: true, cookies_type: 'banner', under_maintenance: 'yes', custom_flag: true },
    layout: { support_use: true },
    register: { password_strong_level: 2, fields: [{ name: 'email', required: true }] },
    attempts: 5,
    ...overrides,
  };
}

/** Item ids of the fixture, by name. */
export type FixtureItems = Record<
  | 'salesCourse'
  | 'serviceCourse'
  | 'securityCourse'
  | 'draftCourse'
  | 'otherClientCourse'
  | 'trail'
  | 'emptyTrail'
  | 'catalog'
  | 'scheduledPresential'
  | 'canceledPresential'
  | 'openWebinar'
  | 'finishedWebinar'
  | 'lastSeatClass'
  | 'fullClass'
  | 'closedClass'
  | 'finishedClass'
  | 'unlimitedClass'
  | 'salesPodcast'
  | 'careerPodcast'
  | 'pdfFile'
  | 'csvFile'
  | 'marchNews'
  | 'aprilNews',
  number
>;

/** Label (site list entry) ids of the fixture. */
export type FixtureEntries = Record<
  | 'south'
  | 'north'
  | 'sellers'
  | 'managers'
  | 'retail'
  | 'leadership'
  | 'salesCategory'
  | 'serviceCategory'
  | 'manuals'
  | 'spreadsheets'
  | 'pdf'
  | 'csv'
  | 'generalFaq'
  | 'accountFaq'
  | 'female',
  number
>;

/** A fixture user and an access token of theirs. */
export interface FixtureUser {
  readonly id: number;
  readonly token: string;
}

/** Everything a test needs to know about the fixture. */
export interface CatalogueFixture {
  readonly clientId: number;
  readonly otherClientId: number;
  /** A client with every module off (403 paths). */
  readonly bareClientId: number;
  readonly ana: FixtureUser;
  readonly bia: FixtureUser;
  /** A member of the other client only. */
  readonly carl: FixtureUser;
  /** A member of the bare client. */
  readonly dora: FixtureUser;
  readonly items: FixtureItems;
  readonly entries: FixtureEntries;
  readonly campaigns: { readonly active: number; readonly previous: number; readonly upcoming: number };
}

/** The date `days` from today, at noon UTC (so no offset moves it to another day). */
export function daysFromNow(days: number): Date {
  const date = new Date();
  date.setUTCHours(12, 0, 0, 0);
  return new Date(date.getTime() + days * 86_400_000);
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** One scrypt hash for every fixture client (hashing is the slow part of the fixture). */
let secretHash: Promise<string> | undefined;

async function insertClient(db: CampusDb, clientId: string, name: string, doc: ClientParamsDocument) {
  const [row] = await db
    .insert(clients)
    .values({
      clientId,
      name,
      secretHash: await (secretHash ??= hashSecret(FIXTURE_CLIENT.secret)),
      params: doc,
      defaultLanguageId: 1,
    })
    .returning();
  if (!row) throw new Error('client not inserted');
  return row.id;
}

/** Options of {@link insertSignedInUser}. */
export interface SignedInUserOptions {
  readonly clientId: number;
  /** @default [] (a learner) */
  readonly roles?: string[];
  /** @default the username */
  readonly fullName?: string;
}

/** An approved user of `clientId` with these roles, signed in (a session through that client): its id and access token. */
export async function insertSignedInUser(
  app: CampusApp,
  username: string,
  { clientId, roles = [], fullName = username }: SignedInUserOptions,
): Promise<FixtureUser> {
  const { db } = app.database;
  const [user] = await db
    .insert(users)
    .values({ username, fullName, status: 'approved', selectedClientId: clientId, roles })
    .returning();
  if (!user) throw new Error('user not inserted');
  await db.insert(userClients).values({ userId: user.id, clientId });
  const { tokens } = await withTransaction(db, (tx) =>
    startSession(tx, { userId: user.id, oauthClientId: clientId, method: 'password' }, app.config),
  );
  return { id: user.id, token: tokens.access_token };
}

async function insertEntries(db: CampusDb, clientId: number): Promise<FixtureEntries> {
  const specs: [keyof FixtureEntries, StoredSiteList, string, Record<string, string>][] = [
    ['south', 'country_areas', 'south', { 'pt-BR': 'Sul', 'en-US': 'South' }],
    ['north', 'country_areas', 'north', { 'pt-BR': 'Norte', 'en-US': 'North' }],
    ['sellers', 'groups_user', 'sellers', { 'pt-BR': 'Vendedores' }],
    ['managers', 'groups_user', 'managers', { 'pt-BR': 'Gerentes' }],
    ['retail', 'tags', 'retail', { 'pt-BR': 'Varejo' }],
    ['leadership', 'tags', 'leadership', { 'pt-BR': 'Liderança' }],
    ['salesCategory', 'trail_complete_categories', 'sales', { 'pt-BR': 'Vendas' }],
    ['serviceCategory', 'trail_complete_categories', 'service', { 'pt-BR': 'Atendimento' }],
    ['manuals', 'library_file_categories', 'manuals', { 'pt-BR': 'Manuais' }],
    ['spreadsheets', 'library_file_categories', 'spreadsheets', { 'pt-BR': 'Planilhas' }],
    ['pdf', 'library_file_extensions', 'pdf', { 'pt-BR': 'PDF' }],
    ['csv', 'library_file_extensions', 'csv', { 'pt-BR': 'CSV' }],
    ['generalFaq', 'faq_categories', 'general', { 'pt-BR': 'Geral', 'en-US': 'General' }],
    ['accountFaq', 'faq_categories', 'account', { 'pt-BR': 'Conta' }],
    ['female', 'genders', 'female', { 'pt-BR': 'Feminino', 'en-US': 'Female', 'es-ES': 'Femenino' }],
  ];
  const rows = await db
    .insert(siteListEntries)
    .values(specs.map(([, list, code, names], position) => ({ clientId, list, code, names, position })))
    .returning({ id: siteListEntries.id });
  await db.insert(siteListEntries).values({
    clientId,
    list: 'wildcard_pages',
    code: 'hotsite',
    names: { 'pt-BR': 'Hotsite' },
    details: { slug: 'hotsite' },
  });
  return Object.fromEntries(specs.map(([name], index) => [name, rows[index]?.id ?? 0])) as FixtureEntries;
}

/**
 * Inserts the fixture into a migrated, empty database (reference data included) and signs its users in.
 * Dates are relative to today so campaign and banner windows hold whenever the tests run; catalogue dates
 * are fixed in 2026 (the date filter tests name them).
 */
export async function seedCatalogueFixture(app: CampusApp): Promise<CatalogueFixture> {
  const { db } = app.database;
  await seedReferenceData(db);
  const clientId = await insertClient(db, FIXTURE_CLIENT.clientId, 'Acme', params(MODULES));
  const otherClientId = await insertClient(db, 'other-web', 'Other', params(MODULES, { login: { oauth2: true } }));
  const bareClientId = await insertClient(db, 'bare-web', 'Bare', params([], { login: {} }));
  const entries = await insertEntries(db, clientId);
  const [ana, bia, carl, dora] = [
    await insertSignedInUser(app, 'ana', { clientId }),
    await insertSignedInUser(app, 'bia', { clientId }),
    await insertSignedInUser(app, 'carl', { clientId: otherClientId }),
    await insertSignedInUser(app, 'dora', { clientId: bareClientId }),
  ];
  if (!ana || !bia || !carl || !dora) throw new Error('users not inserted');

  const at = (iso: string) => new Date(iso);
  const item = (values: Omit<NewCatalogueItemRow, 'clientId'> & { clientId?: number }): NewCatalogueItemRow => ({
    clientId,
    ...values,
  });
  const specs: [keyof FixtureItems, NewCatalogueItemRow][] = [
    [
      'salesCourse',
      item({
        type: 'online_course',
        title: 'Técnicas de Vendas',
        description: 'Negociação e fechamento',
        categoryId: entries.salesCategory,
        workloadMinutes: 90,
        position: 1,
      }),
    ],
    [
      'serviceCourse',
      item({
        type: 'online_course',
        title: 'Atendimento ao Cliente',
        description: 'Como encantar 100% dos clientes',
        categoryId: entries.serviceCategory,
        position: 2,
      }),
    ],
    [
      'securityCourse',
      item({
        type: 'online_course',
        title: 'Segurança da Informação',
        description: 'Senhas_fortes e LGPD',
        beginAt: at('2026-01-10T12:00:00Z'),
        endAt: at('2026-02-10T12:00:00Z'),
        position: 3,
      }),
    ],
    ['draftCourse', item({ type: 'online_course', title: 'Rascunho', published: false, position: 4 })],
    ['otherClientCourse', item({ type: 'online_course', title: 'Curso de outra empresa', clientId: otherClientId })],
    [
      'trail',
      item({
        type: 'trail',
        title: 'Trilha do Vendedor',
        categoryId: entries.salesCategory,
        workloadMinutes: 300,
        position: 1,
      }),
    ],
    ['emptyTrail', item({ type: 'trail', title: 'Trilha de Liderança', position: 2 })],
    ['catalog', item({ type: 'presential_catalog', title: 'Catálogo Presencial' })],
    [
      'scheduledPresential',
      item({
        type: 'presential_course',
        title: 'Oficina de Vitrines',
        status: 'scheduled',
        isOnline: false,
        beginAt: at('2026-03-05T13:00:00Z'),
        details: { location: 'São Paulo' },
      }),
    ],
    [
      'canceledPresential',
      item({
        type: 'presential_course',
        title: 'Encontro Regional',
        status: 'canceled',
        isOnline: true,
        beginAt: at('2026-04-05T13:00:00Z'),
      }),
    ],
    [
      'openWebinar',
      item({
        type: 'webinar',
        title: 'Lançamentos do Trimestre',
        status: 'opened',
        isOnline: true,
        beginAt: at('2026-03-10T18:00:00Z'),
        details: { speaker: 'Marina' },
      }),
    ],
    [
      'finishedWebinar',
      item({
        type: 'webinar',
        title: 'Webinar Encerrado',
        status: 'finished',
        isOnline: false,
        beginAt: at('2026-01-15T18:00:00Z'),
      }),
    ],
    [
      'lastSeatClass',
      item({
        type: 'live_class',
        title: 'Aula ao Vivo: Negociação',
        status: 'opened',
        isOnline: true,
        vacancies: 1,
        beginAt: at('2026-03-20T18:00:00Z'),
        details: { instructor: 'Paulo' },
      }),
    ],
    [
      'fullClass',
      item({
        type: 'live_class',
        title: 'Aula Lotada',
        status: 'opened',
        isOnline: true,
        vacancies: 2,
        seatsTaken: 2,
        beginAt: at('2026-03-21T18:00:00Z'),
      }),
    ],
    [
      'closedClass',
      item({
        type: 'live_class',
        title: 'Aula Fechada',
        status: 'closed',
        isOnline: false,
        beginAt: at('2026-03-22T18:00:00Z'),
      }),
    ],
    [
      'finishedClass',
      item({
        type: 'live_class',
        title: 'Aula Encerrada',
        status: 'finished',
        isOnline: false,
        beginAt: at('2026-01-22T18:00:00Z'),
      }),
    ],
    [
      'unlimitedClass',
      item({
        type: 'live_class',
        title: 'Aula Aberta a Todos',
        status: 'opened',
        isOnline: true,
        beginAt: at('2026-03-23T18:00:00Z'),
      }),
    ],
    [
      'salesPodcast',
      item({
        type: 'podcast',
        title: 'Vendas em Foco',
        description: 'O podcast do varejo',
        details: { author: 'Equipe Acme' },
        position: 1,
      }),
    ],
    [
      'careerPodcast',
      item({ type: 'podcast', title: 'Carreira', description: 'Desenvolvimento profissional', position: 2 }),
    ],
    [
      'pdfFile',
      item({
        type: 'library_file',
        title: 'Manual do Produto',
        categoryId: entries.manuals,
        extensionId: entries.pdf,
        details: { file_url: '/static/demo/library/manual.pdf', file_name: 'manual.pdf', file_size: 1234 },
        position: 1,
      }),
    ],
    [
      'csvFile',
      item({
        type: 'library_file',
        title: 'Tabela de Preços',
        categoryId: entries.spreadsheets,
        extensionId: entries.csv,
        details: { file_url: '/static/demo/library/precos.csv', file_name: 'precos.csv', file_size: 200 },
        position: 2,
      }),
    ],
    [
      'marchNews',
      item({
        type: 'news',
        title: 'Nova campanha',
        beginAt: at('2026-03-01T12:00:00Z'),
        details: { body: 'Texto da notícia.' },
      }),
    ],
    ['aprilNews', item({ type: 'news', title: 'Resultados de abril', beginAt: at('2026-04-01T12:00:00Z') })],
  ];
  const rows = await db
    .insert(catalogueItems)
    .values(specs.map(([, values]) => values))
    .returning({ id: catalogueItems.id });
  const items = Object.fromEntries(specs.map(([name], index) => [name, rows[index]?.id ?? 0])) as FixtureItems;

  await db.insert(catalogueItemLabels).values([
    { itemId: items.salesCourse, entryId: entries.south },
    { itemId: items.salesCourse, entryId: entries.sellers },
    { itemId: items.salesCourse, entryId: entries.retail },
    { itemId: items.serviceCourse, entryId: entries.north },
    { itemId: items.serviceCourse, entryId: entries.leadership },
    { itemId: items.serviceCourse, entryId: entries.managers },
    { itemId: items.lastSeatClass, entryId: entries.south },
    { itemId: items.salesPodcast, entryId: entries.retail },
  ]);
  await db.insert(catalogueItemChildren).values([
    { parentId: items.trail, childId: items.salesCourse, position: 1 },
    { parentId: items.trail, childId: items.serviceCourse, position: 2 },
    { parentId: items.trail, childId: items.draftCourse, position: 3 },
    { parentId: items.trail, childId: items.catalog, position: 4 },
    { parentId: items.trail, childId: items.openWebinar, position: 5 },
    { parentId: items.trail, childId: items.lastSeatClass, position: 6 },
    { parentId: items.catalog, childId: items.scheduledPresential, position: 1 },
    { parentId: items.catalog, childId: items.canceledPresential, position: 2 },
  ]);
  await db.insert(presentialEvents).values([
    {
      itemId: items.scheduledPresential,
      type: 'webinar',
      title: 'Abertura online',
      beginAt: at('2026-03-05T13:00:00Z'),
      status: 'live',
      isOnline: true,
    },
    {
      itemId: items.scheduledPresential,
      type: 'presential_class',
      title: 'Prática em loja',
      beginAt: at('2026-03-06T13:00:00Z'),
      status: 'scheduled',
      location: 'Loja Centro',
      vacancies: 20,
      seatsTaken: 5,
    },
  ]);
  const [playlist] = await db
    .insert(podcastPlaylists)
    .values({ podcastId: items.salesPodcast, title: 'Temporada 1' })
    .returning({ id: podcastPlaylists.id });
  await db.insert(podcastEpisodes).values([
    {
      playlistId: playlist?.id ?? 0,
      title: 'Negociação avançada',
      audioUrl: '/static/demo/audio/episode.wav',
      durationSeconds: 1200,
      position: 1,
    },
    {
      playlistId: playlist?.id ?? 0,
      title: 'Objeções comuns',
      audioUrl: '/static/demo/audio/episode.wav',
      durationSeconds: 900,
      position: 2,
    },
  ]);
  await db.insert(catalogueUserStates).values([
    { userId: ana.id, itemId: items.salesCourse, favorite: true, enrolled: true, status: 'in_progress', progress: 40 },
    { userId: ana.id, itemId: items.serviceCourse, enrolled: true, status: 'finished', progress: 100 },
    { userId: ana.id, itemId: items.salesPodcast, favorite: true },
    { userId: bia.id, itemId: items.serviceCourse, favorite: true, status: 'blocked', progress: 60 },
  ]);

  await db.insert(faqEntries).values([
    {
      clientId,
      categoryId: entries.generalFaq,
      question: 'O que é o Campus?',
      answer: 'Uma plataforma de treinamento.',
      position: 1,
    },
    { clientId, categoryId: entries.generalFaq, question: 'Rascunho', answer: 'Não publicado', published: false },
    {
      clientId,
      categoryId: entries.accountFaq,
      question: 'Como trocar a senha?',
      answer: 'No seu perfil, em Segurança.',
    },
  ]);
  await db.insert(institutionalPages).values([
    { clientId, slug: 'about', title: 'Sobre', body: 'Quem somos.' },
    { clientId, slug: 'hotsite', title: 'Hotsite', body: 'Campanha especial.' },
    { clientId: otherClientId, slug: 'privacy-policy', title: 'Privacidade', body: 'Outra empresa.' },
  ]);
  await db.insert(welcomeBanners).values([
    { clientId, title: 'Bem-vinda', image: '/static/demo/banner-1.svg', link: '/online-courses', position: 1 },
    { clientId, title: 'Expirado', image: '/static/demo/banner-2.svg', endAt: daysFromNow(-1) },
    { clientId, title: 'Futuro', image: '/static/demo/banner-3.svg', beginAt: daysFromNow(2) },
    { clientId, title: 'Sem link', image: '/static/demo/banner-4.svg', position: 2 },
  ]);
  const campaignRows = await db
    .insert(campaigns)
    .values([
      { clientId, name: 'Campanha atual', beginDate: isoDate(daysFromNow(-30)), endDate: isoDate(daysFromNow(40)) },
      {
        clientId,
        name: 'Campanha anterior',
        beginDate: isoDate(daysFromNow(-120)),
        endDate: isoDate(daysFromNow(-45)),
      },
      { clientId, name: 'Próxima campanha', beginDate: isoDate(daysFromNow(60)), endDate: isoDate(daysFromNow(130)) },
      { clientId: otherClientId, name: 'Outra', beginDate: isoDate(daysFromNow(-5)), endDate: isoDate(daysFromNow(5)) },
    ])
    .returning({ id: campaigns.id });
  await db.insert(clientModuleItems).values([
    {
      clientId,
      module: 'online_courses',
      names: { 'pt-BR': 'Cursos', 'en-US': 'Courses' },
      route: '/online-courses',
      position: 1,
    },
    { clientId, module: 'surveys', names: { 'pt-BR': 'Pesquisas' }, route: '/home', position: 2 },
    { clientId: bareClientId, module: 'library', names: { 'pt-BR': 'Biblioteca' }, route: '/library' },
  ]);
  await db.insert(registrationProfiles).values([
    { clientId, role: 'seller', names: { 'pt-BR': 'Vendedor', 'en-US': 'Seller' }, position: 1 },
    { clientId, role: null, names: { 'pt-BR': 'Aluno' }, position: 2 },
  ]);
  return {
    clientId,
    otherClientId,
    bareClientId,
    ana,
    bia,
    carl,
    dora,
    items,
    entries,
    campaigns: {
      active: campaignRows[0]?.id ?? 0,
      previous: campaignRows[1]?.id ?? 0,
      upcoming: campaignRows[2]?.id ?? 0,
    },
  };
}

/**
 * {@link seedCatalogueFixture} once per suite, in `beforeAll` after the app of {@link useTestApp} exists. The
 * object returned is filled in place, so tests read `fixture.ana` … as with a `let` set in `beforeAll`.
 */
export function useCatalogueFixture(context: Pick<TestApp, 'app'>): CatalogueFixture {
  const fixture = {} as CatalogueFixture;
  beforeAll(async () => {
    Object.assign(fixture, await seedCatalogueFixture(context.app));
  }, 60_000);
  return fixture;
}

/** GET with a bearer token. */
export function getAs(app: CampusApp, user: FixtureUser, url: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${user.token}` } });
}

/** A request with a bearer token. */
export function requestAs(
  app: CampusApp,
  user: FixtureUser,
  method: 'POST' | 'DELETE',
  url: string,
): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, headers: { authorization: `Bearer ${user.token}` } });
}
