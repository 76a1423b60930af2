import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithCampus } from '@campus/ui/testing';
import {
  courseActivities,
  liveClass,
  onlineCourse,
  presentialCatalogDetail,
  presentialCourse,
  presentialCourseDetail,
  trailDetail,
  webinar,
} from '../testing/catalogue-fixtures.test-util.js';
import { demoClassAttendance } from '../testing/instructor-fake-api.test-util.js';
import { CourseDetail } from './course-detail.js';
import type { CourseDetailProps } from './course-detail.js';
import { createCatalogueApi, LEARNER_SESSION } from '../testing/fake-api.test-util.js';
import type { CatalogueApiOptions } from '../testing/fake-api.test-util.js';

function setup(options: CatalogueApiOptions, props: Omit<CourseDetailProps, 'onCourseOpen' | 'onActivityOpen'>) {
  const api = createCatalogueApi(options);
  const onCourseOpen = vi.fn();
  const onActivityOpen = vi.fn();
  const user = userEvent.setup();
  return {
    api,
    onCourseOpen,
    onActivityOpen,
    user,
    ...renderWithCampus(<CourseDetail onCourseOpen={onCourseOpen} onActivityOpen={onActivityOpen} {...props} />, {
      api,
      session: LEARNER_SESSION,
    }),
  };
}

describe('CourseDetail', { timeout: 20_000 }, () => {
  it('shows a course with its status, progress and facts, and continues it', async () => {
    const course = onlineCourse({ enrolled: true, status: 'in_progress', progress: 60 });
    const { user, onCourseOpen, api } = setup(
      { lists: { 'online-courses': [course] } },
      { type: 'online-courses', itemId: 101 },
    );
    expect(screen.getByText('Carregando')).toBeInTheDocument();
    const detail = await screen.findByRole('article', { name: 'Excel para vendas' });
    // The course's own status badge (its activities have statuses too).
    expect(detail.querySelector('[part="item-status"]')).toHaveTextContent('Em andamento');
    expect(within(detail).getByRole('progressbar', { name: 'Progresso' })).toHaveAttribute('aria-valuetext', '60%');
    expect(within(detail).getByText('1 h 30 min')).toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: 'Continuar' }));
    expect(onCourseOpen).toHaveBeenCalledWith({ type: 'online-courses', id: 101, action: 'continue' });
    expect(api.requests[0]).toMatchObject({ method: 'GET', path: '/api/online-courses/101/' });
  });

  it("lists a course's activities in order with type, status, progress and why the blocked ones are", async () => {
    const course = onlineCourse({ enrolled: true, status: 'blocked', progress: 60 });
    const { user, onActivityOpen, api } = setup(
      { lists: { 'online-courses': [course] } },
      { type: 'online-courses', itemId: 101, trailId: 201 },
    );
    const section = await screen.findByRole('region', { name: 'Atividades' });
    const list = await within(section).findByRole('list');
    const entries = within(list).getAllByRole('listitem');
    expect(entries.map((entry) => within(entry).getByRole('heading', { level: 4 }).textContent)).toEqual([
      'Boas-vindas e objetivos',
      'Planilhas na prática',
      'Avaliação final',
      'Prática com o instrutor',
      'Avaliação de reação',
    ]);
    expect(within(section).getByText('1 de 5 atividades concluídas')).toBeInTheDocument();
    const [video, pdf, test, practice, reaction] = entries as [HTMLElement, ...HTMLElement[]];
    expect(video).toHaveTextContent('Vídeo');
    expect(video).toHaveTextContent('Concluída');
    expect(video).toHaveTextContent('8 min');
    expect(within(pdf!).getByRole('progressbar', { name: 'Progresso de “Planilhas na prática”' })).toHaveAttribute(
      'aria-valuetext',
      '40%',
    );
    expect(test).toHaveTextContent('Prova com bloqueio');
    expect(test).toHaveTextContent('Bloqueada');
    expect(test).toHaveAccessibleDescription(/Você foi bloqueado nesta prova/);
    expect(within(test!).queryByRole('button')).not.toBeInTheDocument();
    expect(practice).toHaveAccessibleDescription('Aguardando a liberação do instrutor.');
    expect(within(practice!).queryByRole('button')).not.toBeInTheDocument();
    expect(reaction).toHaveTextContent('Avaliação de reação');

    await user.click(within(pdf!).getByRole('button', { name: 'Abrir' }));
    expect(onActivityOpen).toHaveBeenCalledWith({ type: 'online-courses', id: 101, hierarchyOrder: 2, trailId: 201 });
    expect(api.requests.map((request) => request.path)).toContain('/api/online-courses/101/activities/');
  });

  it('asks to enrol before opening activities, and says when a course has none', async () => {
    const { user } = setup(
      {
        lists: { 'online-courses': [onlineCourse({ enrolled: false }), onlineCourse({ id: 102, title: 'Vazio' })] },
        activities: { 102: courseActivities(102, { activities: [] }) },
      },
      { type: 'online-courses', itemId: 101 },
    );
    const section = await screen.findByRole('region', { name: 'Atividades' });
    expect(await within(section).findByText('Inscreva-se no curso para abrir as atividades.')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Abrir' })).not.toBeInTheDocument();
    // Enrolling (after the course's own action) lets the activities open.
    await user.click(screen.getByRole('button', { name: 'Inscrever-se' }));
    expect(await within(section).findAllByRole('button', { name: 'Abrir' })).toHaveLength(3);
  });

  it('says a course has no activities yet', async () => {
    setup(
      {
        lists: { 'online-courses': [onlineCourse({ enrolled: true })] },
        activities: { 101: courseActivities(101, { activities: [] }) },
      },
      { type: 'online-courses', itemId: 101 },
    );
    const section = await screen.findByRole('region', { name: 'Atividades' });
    expect(await within(section).findByText('Este curso ainda não tem atividades.')).toBeInTheDocument();
  });

  it('shows a failed activities load with a retry, the course itself still shown', async () => {
    let failing = true;
    const { user } = setup(
      {
        lists: { 'online-courses': [onlineCourse({ enrolled: true })] },
        fail: (_method, path) =>
          failing && path.endsWith('/activities/') ? { status: 503, code: 'unavailable' } : undefined,
      },
      { type: 'online-courses', itemId: 101 },
    );
    const section = await screen.findByRole('region', { name: 'Atividades' });
    expect(screen.getByRole('heading', { level: 2, name: 'Excel para vendas' })).toBeInTheDocument();
    const retry = await within(section).findByRole('button', { name: 'Tentar novamente' });
    failing = false;
    await user.click(retry);
    expect(await within(section).findByText('1 de 5 atividades concluídas')).toBeInTheDocument();
  });

  it('shows a trail with its items; an item opens in place and back returns', async () => {
    const { user, onCourseOpen } = setup(
      {
        details: { 'trails/201': trailDetail(), 'presential-catalogs/601': presentialCatalogDetail() },
      },
      { type: 'trails', itemId: '201' },
    );
    const items = await screen.findByRole('region', { name: 'Conteúdo da trilha' });
    expect(
      within(items)
        .getAllByRole('article')
        .map((article) => article.getAttribute('aria-labelledby') && article.textContent),
    ).toHaveLength(4);
    expect(within(items).getByRole('article', { name: 'Mentoria ao vivo' })).toBeInTheDocument();
    await user.click(
      within(within(items).getByRole('article', { name: 'Mentoria ao vivo' })).getByRole('button', { name: 'Acessar' }),
    );
    expect(onCourseOpen).toHaveBeenCalledWith({ type: 'live-classes', id: 502, action: 'access', trailId: 201 });

    await user.click(
      within(within(items).getByRole('article', { name: 'Oficinas de liderança' })).getByRole('button', {
        name: 'Ver detalhes',
      }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Oficinas de liderança' })).toHaveFocus();
    const courses = screen.getByRole('region', { name: 'Cursos presenciais' });
    expect(within(courses).getByRole('article', { name: 'Oficina de feedback' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Trilha de liderança' })).toBeInTheDocument();
  });

  it('passes the trail and presential catalogue on when a course of a catalogue is entered', async () => {
    const catalog = presentialCatalogDetail({
      presential_courses: [
        presentialCourse({ id: 302, title: 'Oficina de feedback', presential_status: 'live', enrolled: true }),
      ],
    });
    const { user, onCourseOpen } = setup(
      { details: { 'presential-catalogs/601': catalog } },
      { type: 'presential-catalogs', itemId: 601, trailId: 201 },
    );
    const course = await screen.findByRole('article', { name: 'Oficina de feedback' });
    await user.click(within(course).getByRole('button', { name: 'Acessar' }));
    expect(onCourseOpen).toHaveBeenCalledWith({
      type: 'presential-courses',
      id: 302,
      action: 'access',
      trailId: 201,
      catalogId: 601,
    });
  });

  it('shows a presential course with its events, seats and Vagas esgotadas', async () => {
    const detail = presentialCourseDetail();
    detail.events[0] = { ...detail.events[0]!, available_vacancies: 0 };
    setup({ details: { 'presential-courses/301': detail } }, { type: 'presential-courses', itemId: 301 });
    const events = await screen.findByRole('region', { name: /Eventos/ });
    const entries = within(events).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Aula presencial');
    expect(entries[0]).toHaveTextContent('Vagas esgotadas');
    expect(entries[0]).toHaveTextContent('0 de 30 disponíveis');
    expect(entries[1]).toHaveTextContent('Aula ao vivo');
    expect(entries[1]).toHaveTextContent('Sem limite');
    expect(screen.getByRole('button', { name: 'Inscrever-se' })).toBeInTheDocument();
  });

  it('shows a webinar with its transmission date and speaker, and subscribes after confirming', async () => {
    const user = userEvent.setup();
    const api = createCatalogueApi({ lists: { webinars: [webinar()] } });
    renderWithCampus(<CourseDetail type="webinars" itemId={401} />, { api, session: LEARNER_SESSION, locale: 'en-US' });
    const detail = await screen.findByRole('article', { name: 'Tendências do varejo' });
    expect(await within(detail).findByText('Transmission')).toBeInTheDocument();
    expect(within(detail).getByText(/Dec 10, 2026/)).toBeInTheDocument();
    expect(within(detail).getByText('Ana Souza')).toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: 'Sign up' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Confirm sign-up?' })).getByRole('button', { name: 'Sign up' }),
    );
    await within(detail).findByRole('button', { name: 'Join' });
    expect(await screen.findByText('You are enrolled in “Tendências do varejo”.')).toBeInTheDocument();
  });

  it('names a class’s assigned instructors, and offers its instructor no enrolment but her role (issue 26)', async () => {
    const { api } = setup(
      {
        details: {
          'live-classes/501': { ...liveClass(), instructors: ['Elisa Martins'], teaching: true },
        },
      },
      { type: 'live-classes', itemId: 501 },
    );
    const detail = await screen.findByRole('article', { name: 'Técnicas de negociação ao vivo' });
    // The assigned instructor replaces the item's own host.
    expect(within(detail).getByText('Elisa Martins')).toBeInTheDocument();
    expect(within(detail).queryByText('Carlos Lima')).not.toBeInTheDocument();
    expect(within(detail).getByRole('note')).toHaveTextContent('Você ministra esta turma como instrutor.');
    expect(within(detail).queryByRole('button', { name: 'Inscrever-se' })).not.toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('shows its instructor the class’s attendance inside the detail (issue 26)', async () => {
    const attendance = demoClassAttendance({
      class: {
        ...demoClassAttendance().class,
        kind: 'live_class',
        id: 501,
        item_id: 501,
        title: 'Técnicas de negociação ao vivo',
      },
    });
    setup(
      {
        details: { 'live-classes/501': { ...liveClass(), instructors: ['Elisa Martins'], teaching: true } },
        taught: [attendance],
      },
      { type: 'live-classes', itemId: 501 },
    );
    const panel = await screen.findByRole('region', { name: 'Lista de presença' });
    expect(await within(panel).findByRole('checkbox', { name: 'Presença de Igor Nunes' })).toBeInTheDocument();
  });

  it('asks a learner’s detail for no instructor data', async () => {
    const { api } = setup(
      { details: { 'live-classes/501': { ...liveClass(), instructors: ['Elisa Martins'], teaching: false } } },
      { type: 'live-classes', itemId: 501 },
    );
    await screen.findByRole('article', { name: 'Técnicas de negociação ao vivo' });
    expect(api.requests.some((request) => request.path.startsWith('/api/instructor/'))).toBe(false);
  });

  it('names several instructors of a course, and a learner still enrols', async () => {
    setup(
      {
        details: {
          'live-classes/501': { ...liveClass(), instructors: ['Elisa Martins', 'Paulo Henrique'], teaching: false },
        },
      },
      { type: 'live-classes', itemId: 501 },
    );
    const detail = await screen.findByRole('article', { name: 'Técnicas de negociação ao vivo' });
    expect(within(detail).getByText('Instrutores')).toBeInTheDocument();
    expect(within(detail).getByText('Elisa Martins, Paulo Henrique')).toBeInTheDocument();
    expect(within(detail).queryByRole('note')).not.toBeInTheDocument();
    expect(within(detail).getByRole('button', { name: 'Inscrever-se' })).toBeInTheDocument();
  });

  it('says the item was not found (404), and retries other failures', async () => {
    setup({}, { type: 'live-classes', itemId: 999 });
    expect(await screen.findByText('Não encontrado ou não possui permissão para acessar.')).toBeInTheDocument();
  });

  it('refuses an unknown type or id without asking', () => {
    const { api } = setup({ lists: { 'live-classes': [liveClass()] } }, { type: 'podcasts', itemId: 'x' });
    expect(screen.getByText('Não encontrado ou não possui permissão para acessar.')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('retries after a failure', async () => {
    let failing = true;
    const { user } = setup(
      {
        lists: { 'live-classes': [liveClass()] },
        fail: () => (failing ? { status: 503, code: 'unavailable' } : undefined),
      },
      { type: 'live-classes', itemId: 501 },
    );
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    failing = false;
    await user.click(retry);
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Técnicas de negociação ao vivo' })).toBeInTheDocument(),
    );
  });
});
