import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestCampus } from '@campus/core/testing';
import { renderWithCampus } from '@campus/ui/testing';
import type { CatalogueListItem } from '../catalogue-type.js';
import {
  AREA_NORTH,
  coursesInEveryStatus,
  liveClass,
  liveClassesInEveryStatus,
  onlineCourse,
  presentialCoursesInEveryStatus,
  trail,
  trailDetail,
} from '../testing/catalogue-fixtures.test-util.js';
import { CourseCatalogue } from './course-catalogue.js';
import { warmCatalogueList } from './warm-catalogue-list.js';
import { createCatalogueApi, LEARNER_SESSION } from '../testing/fake-api.test-util.js';
import type { CatalogueApiOptions } from '../testing/fake-api.test-util.js';

// jsdom lays nothing out: give the list a tall viewport so the virtualizer renders the rows.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(4000);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  // Each measured row is a card's height, so only the rows in view render.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ width: 800, height: 260 }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
});

const card = (title: string) => screen.getByRole('article', { name: title });
const listRequests = (api: ReturnType<typeof createCatalogueApi>, type = 'online-courses') =>
  api.requests.filter((request) => request.method === 'GET' && request.path === `/api/${type}/`);

function setup(options: CatalogueApiOptions, props: Parameters<typeof CourseCatalogue>[0] = {}) {
  const api = createCatalogueApi(options);
  const onCourseOpen = vi.fn();
  const user = userEvent.setup();
  const view = renderWithCampus(<CourseCatalogue onCourseOpen={onCourseOpen} {...props} />, {
    api,
    session: LEARNER_SESSION,
  });
  return { api, onCourseOpen, user, ...view };
}

// User-event flows over a virtualized list: generous time on a busy CI machine.
describe('CourseCatalogue', { timeout: 20_000 }, () => {
  it('invites to sign in, without asking the API, until a session exists; then lists', async () => {
    const api = createCatalogueApi({ lists: { 'online-courses': coursesInEveryStatus() } });
    const { campus } = renderWithCampus(<CourseCatalogue />, { api });
    expect(screen.getByText('Entre para ver os cursos')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
    act(() => campus.stores.session.setState({ access_token: 'token', email: 'learner@campus.example' }));
    expect(await screen.findByRole('list', { name: 'Lista de Cursos online' })).toBeInTheDocument();
  });

  it('shows a loading state, then the items with their status and action', async () => {
    setup({ lists: { 'online-courses': coursesInEveryStatus() } });
    expect(screen.getByRole('heading', { name: 'Cursos online' })).toBeInTheDocument();
    expect(screen.getByText('Carregando')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Lista de Cursos online' });
    expect(within(list).getAllByRole('article')).toHaveLength(8);
    expect(
      within(card('Em andamento')).getByText('Em andamento', { selector: '[part~="item-status"] *' }),
    ).toBeVisible();
    expect(within(card('Em andamento')).getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
    expect(within(card('Em andamento')).getByRole('progressbar', { name: 'Progresso' })).toHaveAttribute(
      'aria-valuetext',
      '45%',
    );
    expect(within(card('Bloqueado')).getByText('Você foi bloqueado')).toBeInTheDocument();
    expect(within(card('Reprovado')).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(within(card('Reiniciado')).getByRole('button', { name: 'Recomeçar' })).toBeInTheDocument();
    expect(within(card('Concluído')).getByRole('button', { name: 'Revisar' })).toBeInTheDocument();
    expect(within(card('Não inscrito')).getByRole('button', { name: 'Inscrever-se' })).toBeInTheDocument();
    expect(screen.getByText('8 de 8 itens')).toBeInTheDocument();
  });

  it('shows the error with a retry that asks again', async () => {
    let failing = true;
    const { api, user } = setup({
      lists: { 'online-courses': [onlineCourse()] },
      fail: (method, path) =>
        failing && path === '/api/online-courses/' ? { status: 500, code: 'server_error' } : undefined,
    });
    expect(await screen.findByText('Ocorreu um erro inesperado. Tente novamente.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('article', { name: 'Excel para vendas' })).toBeInTheDocument();
    expect(listRequests(api)).toHaveLength(2);
  });

  it('says when the catalogue is empty', async () => {
    setup({ lists: { trails: [] } }, { type: 'trails' });
    expect(await screen.findByText('Nenhum item encontrado')).toBeInTheDocument();
    expect(screen.getByText('Ainda não há nada publicado aqui.')).toBeInTheDocument();
  });

  it('filters on every keystroke and sends the search once typing pauses, keeping it in the filters store', async () => {
    const items = [onlineCourse({ id: 1, title: 'Aviação' }), onlineCourse({ id: 2, title: 'Vendas' })];
    const { api, user, campus } = setup({
      lists: { 'online-courses': items },
      filterList: (_type, all, query) => all.filter((item) => item.title.includes(query.get('search') ?? '')),
    });
    await screen.findByRole('article', { name: 'Vendas' });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'aviacao');
    // At once, before the server: the loaded items are filtered locally (accents ignored).
    expect(screen.queryByRole('article', { name: 'Vendas' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Aviação' })).toBeInTheDocument();
    expect(listRequests(api)).toHaveLength(1);
    expect(campus.stores.filters.getState().online_courses.loading).toBe(false);
    await waitFor(() => expect(campus.stores.filters.getState().online_courses.search).toBe('aviacao'));
    await waitFor(() => expect(listRequests(api)).toHaveLength(2));
    expect(listRequests(api)[1]?.query.get('search')).toBe('aviacao');
  });

  it('sends the chosen filters to the server and clears them', async () => {
    const { api, user, campus } = setup(
      { lists: { 'live-classes': liveClassesInEveryStatus() } },
      { type: 'live-classes' },
    );
    await screen.findByRole('article', { name: 'Aberta' });
    await user.click(screen.getByText('Filtros'));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Área' }), AREA_NORTH.name);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Situação' }), 'Vagas esgotadas');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Modalidade' }), 'Online');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoria' }), 'Sem categoria');
    await waitFor(() =>
      expect(Object.fromEntries(listRequests(api, 'live-classes').at(-1)?.query ?? [])).toEqual({
        live_class_is_online: 'true',
        live_class_status: 'no_vacancy',
        page: '1',
        page_size: '100',
        selected_areas: String(AREA_NORTH.id),
        selected_categories: 'null',
      }),
    );
    expect(campus.stores.filters.getState().live_classes.selected_categories).toEqual({
      label: 'Sem categoria',
      value: 'null',
    });
    await user.click(screen.getAllByRole('button', { name: 'Limpar filtros' })[0]!);
    expect(campus.stores.filters.getState().live_classes.live_class_status).toBe('all');
  });

  it('refuses an end date before the start date without asking the server', async () => {
    const { api, user } = setup({ lists: { 'online-courses': [onlineCourse()] } });
    await screen.findByRole('article', { name: 'Excel para vendas' });
    await user.click(screen.getByText('Filtros'));
    await user.type(screen.getByLabelText('A partir de'), '2026-05-10');
    await user.type(screen.getByLabelText('Até'), '2026-05-01');
    expect(await screen.findByText('A data final deve ser igual ou posterior à data inicial.')).toBeInTheDocument();
    await waitFor(() => expect(listRequests(api).at(-1)?.query.get('begin_date')).toBe('2026-05-10'));
    expect(listRequests(api).some((request) => request.query.has('end_date'))).toBe(false);
  });

  it('marks a favourite and announces it', async () => {
    const { api, user } = setup({ lists: { 'online-courses': [onlineCourse()] } });
    const favourite = within(await screen.findByRole('article', { name: 'Excel para vendas' })).getByRole('button', {
      name: 'Favorito',
    });
    expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await user.click(favourite);
    await waitFor(() => expect(favourite).toHaveAttribute('aria-pressed', 'true'));
    expect(api.requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/online-courses/101/favorite/' });
    expect(screen.getByText('“Excel para vendas” adicionado aos favoritos.')).toBeInTheDocument();
  });

  it('enrols at once, then offers to start, which asks the host to open the course', async () => {
    const { api, user, onCourseOpen } = setup({ lists: { 'online-courses': [onlineCourse()] } });
    await user.click(
      within(await screen.findByRole('article', { name: 'Excel para vendas' })).getByRole('button', {
        name: 'Inscrever-se',
      }),
    );
    const start = await within(card('Excel para vendas')).findByRole('button', { name: 'Iniciar' });
    expect(api.requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/online-courses/101/enrol/' });
    await user.click(start);
    expect(onCourseOpen).toHaveBeenCalledWith({ type: 'online-courses', id: 101, action: 'start' });
  });

  it('asks before unenrolling, and does nothing when the person says no', async () => {
    const { api, user } = setup({
      lists: { 'online-courses': [onlineCourse({ enrolled: true, status: 'in_progress' })] },
    });
    await user.click(
      within(await screen.findByRole('article', { name: 'Excel para vendas' })).getByRole('button', {
        name: 'Cancelar inscrição',
      }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Cancelar inscrição?' });
    expect(dialog).toHaveTextContent('Você deixará de participar de “Excel para vendas”.');
    await user.click(within(dialog).getByRole('button', { name: 'Agora não' }));
    expect(api.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
    await user.click(within(card('Excel para vendas')).getByRole('button', { name: 'Cancelar inscrição' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancelar inscrição' }));
    await within(card('Excel para vendas')).findByRole('button', { name: 'Inscrever-se' });
    expect(api.requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/online-courses/101/enrol/' });
  });

  it('subscribes to a live class after confirming, and enters it', async () => {
    const { api, user, onCourseOpen } = setup({ lists: { 'live-classes': [liveClass()] } }, { type: 'live-classes' });
    const article = await screen.findByRole('article', { name: 'Técnicas de negociação ao vivo' });
    expect(within(article).getByText('12 de 50 disponíveis')).toBeInTheDocument();
    await user.click(within(article).getByRole('button', { name: 'Inscrever-se' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Confirmar inscrição?' })).getByRole('button', {
        name: 'Inscrever-se',
      }),
    );
    await within(card('Técnicas de negociação ao vivo')).findByRole('button', { name: 'Acessar' });
    expect(within(card('Técnicas de negociação ao vivo')).getByText('11 de 50 disponíveis')).toBeInTheDocument();
    expect(api.requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/live-classes/501/subscribe/' });
    await user.click(within(card('Técnicas de negociação ao vivo')).getByRole('button', { name: 'Acessar' }));
    expect(onCourseOpen).toHaveBeenCalledWith({ type: 'live-classes', id: 501, action: 'access' });
  });

  it('offers no subscription to the instructor of a class, on its card (issue 26)', async () => {
    setup(
      { lists: { 'live-classes': [liveClass({ id: 521, title: 'Minha turma', teaching: true }), liveClass()] } },
      { type: 'live-classes' },
    );
    const own = await screen.findByRole('article', { name: 'Minha turma' });
    expect(within(own).queryByRole('button', { name: 'Inscrever-se' })).not.toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'Ver detalhes' })).toBeInTheDocument();
    const other = screen.getByRole('article', { name: 'Técnicas de negociação ao vivo' });
    expect(within(other).getByRole('button', { name: 'Inscrever-se' })).toBeInTheDocument();
  });

  it("says 'Vagas esgotadas' when the last seat went to someone else", async () => {
    const { user } = setup(
      {
        lists: { 'live-classes': [liveClass()] },
        fail: (method) => (method === 'POST' ? { status: 409, code: 'no_vacancies' } : undefined),
      },
      { type: 'live-classes' },
    );
    await user.click(
      within(await screen.findByRole('article', { name: 'Técnicas de negociação ao vivo' })).getByRole('button', {
        name: 'Inscrever-se',
      }),
    );
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Inscrever-se' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vagas esgotadas');
  });

  it('shows every live class and in-person status', async () => {
    setup({ lists: { 'live-classes': liveClassesInEveryStatus() } }, { type: 'live-classes' });
    const full = await screen.findByRole('article', { name: 'Lotada' });
    expect(within(full).getAllByText('Vagas esgotadas')).toHaveLength(2);
    expect(within(full).queryByRole('button', { name: 'Inscrever-se' })).not.toBeInTheDocument();
    expect(within(card('Fechada')).getByText('As inscrições estão encerradas.')).toBeInTheDocument();
    expect(within(card('Offline')).getByText('A transmissão está offline no momento.')).toBeInTheDocument();
    expect(within(card('Encerrada')).getByRole('button', { name: 'Revisar' })).toBeInTheDocument();
  });

  it('shows in-person statuses', async () => {
    setup({ lists: { 'presential-courses': presentialCoursesInEveryStatus() } }, { type: 'presential-courses' });
    expect(await screen.findByRole('article', { name: 'Presencial invited_only' })).toHaveTextContent(
      'Somente para convidados.',
    );
    expect(within(card('Presencial live')).getByRole('button', { name: 'Acessar' })).toBeInTheDocument();
    expect(within(card('Presencial scheduled')).getByRole('button', { name: 'Inscrever-se' })).toBeInTheDocument();
    expect(card('Presencial canceled')).toHaveTextContent('Este curso foi cancelado.');
  });

  it('loads the next page on request', { timeout: 30_000 }, async () => {
    // A short viewport: only a few of the 150 cards render (role queries over many are slow in jsdom).
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
    const many: CatalogueListItem[] = Array.from({ length: 150 }, (_, index) =>
      onlineCourse({ id: index + 1, title: `Curso ${index + 1}` }),
    );
    const { api, user } = setup({ lists: { 'online-courses': many } });
    expect(await screen.findByText('100 de 150 itens')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('150 de 150 itens')).toBeInTheDocument();
    expect(listRequests(api).map((request) => request.query.get('page'))).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });

  it('opens an item in place with its detail, and goes back', async () => {
    const { user, onCourseOpen } = setup(
      { lists: { trails: [trail()] }, details: { 'trails/201': trailDetail() } },
      { type: 'trails' },
    );
    await user.click(
      within(await screen.findByRole('article', { name: 'Trilha de liderança' })).getByRole('button', {
        name: 'Ver detalhes',
      }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Trilha de liderança' })).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Conteúdo da trilha' })).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('article', { name: 'Comunicação não violenta' })).getByRole('button', {
        name: 'Revisar',
      }),
    );
    expect(onCourseOpen).toHaveBeenCalledWith({ type: 'online-courses', id: 102, action: 'review', trailId: 201 });
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Trilhas' })).toHaveFocus();
  });

  it('speaks the language of the instance', async () => {
    const api = createCatalogueApi({ lists: { webinars: [] } });
    renderWithCampus(<CourseCatalogue type="webinars" />, { api, session: LEARNER_SESSION, locale: 'fr-FR' });
    expect(await screen.findByRole('heading', { name: 'Webinaires' })).toBeInTheDocument();
    expect(await screen.findByText('Aucun élément trouvé')).toBeInTheDocument();
    await act(async () => undefined);
  });
});

describe('warmCatalogueList', { timeout: 20_000 }, () => {
  it('asks for the first page the list asks for, and the list mounting later reuses that request', async () => {
    const api = createCatalogueApi({ lists: { 'online-courses': coursesInEveryStatus() } });
    const campus = createTestCampus({ api, session: LEARNER_SESSION });
    warmCatalogueList(campus, 'online-courses');
    await waitFor(() => expect(listRequests(api)).toHaveLength(1));

    renderWithCampus(<CourseCatalogue />, campus);
    expect(await screen.findByRole('list', { name: 'Lista de Cursos online' })).toBeInTheDocument();
    expect(listRequests(api)).toHaveLength(1);
    await campus.destroy();
  });

  it('sends the filters the instance keeps, as the list does (an impossible date range without its end)', async () => {
    const api = createCatalogueApi({ lists: { 'live-classes': liveClassesInEveryStatus() } });
    const campus = createTestCampus({ api, session: LEARNER_SESSION });
    campus.stores.filters.getState().setFilter('live_classes', {
      selected_areas: [AREA_NORTH.id],
      live_class_status: 'no_vacancy',
      begin_date: '2026-05-10',
      end_date: '2026-05-01',
    });
    warmCatalogueList(campus, 'live-classes');
    renderWithCampus(<CourseCatalogue type="live-classes" />, campus);
    await screen.findByText('A data final deve ser igual ou posterior à data inicial.');
    const requests = listRequests(api, 'live-classes');
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0]?.query ?? [])).toEqual({
      begin_date: '2026-05-10',
      live_class_status: 'no_vacancy',
      page: '1',
      page_size: '100',
      selected_areas: String(AREA_NORTH.id),
    });
    await campus.destroy();
  });
});
