import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_PATHS } from '@campus/core/api';
import { createTestCampus } from '@campus/core/testing';
import { renderWithCampus } from '@campus/ui/testing';
import type { XapiStatement } from '../statements/xapi-statement.js';
import { createPlayerApi } from '../testing/fake-api.test-util.js';
import { createTestApi } from '../viewers/test/test-api.test-util.js';
import type { PlayerApiOptions } from '../testing/fake-api.test-util.js';
import { demoActivities, demoPresentialEvent } from '../testing/player-fixtures.test-util.js';
import { ActivityPlayer } from './activity-player.js';
import type { ActivityPlayerProps } from './activity-player.js';
import { warmActivityPlayer } from './warm-activity-player.js';

afterEach(() => vi.restoreAllMocks());

function renderPlayer(props: Partial<ActivityPlayerProps> = {}, options: PlayerApiOptions = {}) {
  const api = createPlayerApi(options);
  const result = renderWithCampus(<ActivityPlayer itemId={42} {...props} />, { api, session: true });
  return { ...result, api };
}

const menu = () => screen.getByRole('navigation', { name: 'Atividades do curso' });
const entries = () => within(menu()).getAllByRole('listitem');

describe('ActivityPlayer', { timeout: 20_000 }, () => {
  it('lists every activity with its type, status and progress, and opens the first one not done', async () => {
    renderPlayer();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Como apresentar a linha Aurora' }),
    ).toBeInTheDocument();
    expect(entries()).toHaveLength(5);
    const [first, second, , test] = entries();
    expect(first).toHaveTextContent('Boas-vindas ao curso');
    expect(first).toHaveTextContent('PDF · Concluída');
    expect(second).toHaveTextContent('Vídeo · Em andamento · 40%');
    expect(test).toHaveTextContent('Prova · Não iniciada');
    expect(within(second as HTMLElement).getByRole('button', { current: 'page' })).toBeInTheDocument();
    expect(within(first as HTMLElement).getByRole('button')).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Atividade 2 de 5 · Vídeo')).toBeInTheDocument();
    // (100 + 40 + 0 + 0 + 0) / 5, core's courseProgress.
    expect(screen.getByRole('progressbar', { name: 'Progresso do curso' })).toHaveAttribute('value', '28');
  });

  it('locks the activities after a pending one in a sequential course, with the reason, and keeps done ones open', async () => {
    renderPlayer({ hierarchyOrder: 3 }, { sequential: true });
    expect(await screen.findByRole('heading', { name: 'Depoimentos de clientes' })).toBeInTheDocument();
    expect(screen.getByText('Esta atividade está bloqueada')).toBeInTheDocument();
    const locked = entries().slice(2);
    for (const entry of locked) {
      expect(entry).toHaveTextContent('Conclua as atividades anteriores para abrir esta.');
    }
    // The locked entries are not links; the done and the pending one are.
    expect(within(locked[1] as HTMLElement).queryByRole('button')).toBeNull();
    expect(within(entries()[0] as HTMLElement).getByRole('button')).toBeEnabled();
    // The next activity is locked: shown disabled with its reason, not skipped.
    const nav = screen.getByRole('navigation', { name: 'Navegação entre atividades' });
    const next = within(nav).getByRole('button', { name: 'Próxima atividade' });
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription('Conclua as atividades anteriores para abrir esta.');
  });

  it('moves by itself without a host router: next opens the following activity, focuses its heading and tells the host', async () => {
    const onActivityChange = vi.fn();
    renderPlayer({ hierarchyOrder: 1, onActivityChange });
    await screen.findByRole('heading', { name: 'Boas-vindas ao curso' });
    expect(onActivityChange).toHaveBeenLastCalledWith({ hierarchy_order: 1, activity_id: 101 });
    const user = userEvent.setup();
    const nav = screen.getByRole('navigation', { name: 'Navegação entre atividades' });
    await user.click(within(nav).getByRole('button', { name: /Próxima atividade/ }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Como apresentar a linha Aurora' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(onActivityChange).toHaveBeenLastCalledWith({ hierarchy_order: 2, activity_id: 102 });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Navegação entre atividades' })).getByRole('button', {
        name: /Atividade anterior/,
      }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Boas-vindas ao curso' })).toBeInTheDocument();
  });

  it('with a host router, renders real links and hands clicks to onNavigate without moving by itself', async () => {
    const onNavigate = vi.fn();
    const activityHref = (order: number) => `/courses/42/activities/${order}`;
    renderPlayer({ hierarchyOrder: 2, onNavigate, activityHref });
    await screen.findByRole('heading', { name: 'Como apresentar a linha Aurora' });
    const links = within(menu()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([1, 2, 3, 4, 5].map(activityHref));
    expect(links[1]).toHaveAttribute('aria-current', 'page');
    await userEvent.setup().click(links[4] as HTMLElement);
    expect(onNavigate).toHaveBeenCalledWith(5);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Como apresentar a linha Aurora');
  });

  it('locks an in-person course’s activities while its status keeps them closed, with the reason (issue 26)', async () => {
    renderPlayer({ hierarchyOrder: 1, eventId: 7 }, { course: { presential_status: 'scheduled' } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Boas-vindas ao curso' })).toBeInTheDocument();
    expect(screen.getByText('Esta atividade está bloqueada')).toBeInTheDocument();
    const reason = 'As atividades deste evento presencial abrem quando ele estiver em andamento.';
    expect(screen.getAllByText(reason).length).toBeGreaterThan(1);
    for (const entry of entries()) expect(entry).toHaveTextContent(reason);
  });

  it('says a canceled in-person course’s activities are not available, and opens them once under way', async () => {
    const canceled = renderPlayer({ hierarchyOrder: 1 }, { course: { presential_status: 'canceled' } });
    await screen.findByRole('heading', { level: 2, name: 'Boas-vindas ao curso' });
    expect(
      within(screen.getByText('Esta atividade está bloqueada').parentElement as HTMLElement).getByText(
        'Este evento presencial foi cancelado: suas atividades não estão disponíveis.',
      ),
    ).toBeInTheDocument();
    canceled.unmount();
    renderPlayer({ hierarchyOrder: 1 }, { course: { presential_status: 'live' } });
    await screen.findByRole('heading', { level: 2, name: 'Boas-vindas ao curso' });
    expect(screen.queryByText('Esta atividade está bloqueada')).toBeNull();
  });

  it('offers today’s SENCE session right in a locked activity, coming back to it from SENCE (issue 26)', async () => {
    const submitted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    const sence = {
      course_id: 42,
      sence_code: '1237654321',
      course_code: 'CL-0042',
      training_line: '3',
      session_open: false,
      session: null,
    };
    const { api } = renderPlayer(
      { hierarchyOrder: 2 },
      { course: { sence_course: true, sence_session_required: true }, sence },
    );
    await screen.findByRole('heading', { level: 2, name: 'Como apresentar a linha Aurora' });
    const locked = screen.getByText('Esta atividade está bloqueada').parentElement as HTMLElement;
    expect(within(locked).getByText('Inicie a sessão SENCE de hoje para abrir esta atividade.')).toBeInTheDocument();
    const panel = await screen.findByRole('region', { name: 'Sessão SENCE' });
    // The panel is there at once, busy with a skeleton until the SENCE answer arrives.
    expect(await within(panel).findByText('1237654321', {}, { timeout: 10_000 })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(within(panel).getByRole('textbox', { name: /RUN/ }), '12.345.678-5');
    await user.click(within(panel).getByRole('button', { name: 'Iniciar sessão SENCE' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    // SENCE's answer brings the learner back to this activity.
    expect(api.requests.find((request) => request.method === 'POST')).toMatchObject({
      path: '/api/online-courses/42/sence/sessions/',
      body: { run: '12.345.678-5', return_url: window.location.href },
    });
    for (const form of [...document.forms]) if (form.hidden) form.remove();
  });

  it('shows an in-person event with the learner’s presence and the way to the check-in (issue 26)', async () => {
    const activities = demoActivities().map((activity) =>
      activity.hierarchy_order === 4 ? { ...activity, type: 'presential_event' as const } : activity,
    );
    renderPlayer({ hierarchyOrder: 4, eventId: 7 }, { activities, presentialEvent: demoPresentialEvent() });
    const event = await screen.findByRole('region', { name: 'Evento presencial' });
    expect(await within(event).findByText('Presença ainda não validada')).toBeInTheDocument();
    expect(within(event).getByText('Ao vivo')).toBeInTheDocument();
    expect(within(event).getByText('Curitiba – PR')).toBeInTheDocument();
    expect(within(event).getByRole('link', { name: 'Fazer check-in no evento' })).toHaveAttribute('href', '/events');
  });

  it('unlocks an activity the instructor authorises without a reload (realtime activity_unlocked)', async () => {
    const activities = demoActivities().map((activity) =>
      activity.hierarchy_order === 4
        ? { ...activity, status: 'blocked' as const, blocked_reason: 'awaiting_instructor' as const }
        : activity,
    );
    const api = createPlayerApi({ activities });
    const session = { access_token: 'fake-access-token', firebase_document: 'user:7' };
    const { campus } = renderWithCampus(<ActivityPlayer itemId={42} hierarchyOrder={4} />, { api, session });
    expect((await screen.findAllByText('Aguardando a liberação do instrutor.')).length).toBeGreaterThan(0);
    Object.assign(api.activities[3] as object, { status: 'not_started', blocked_reason: null });
    act(() => campus.realtime.emit({ area: 'user:7', item_id: 42, activity_id: 104 }, 'activity_unlocked'));
    await waitFor(() => expect(screen.queryAllByText('Aguardando a liberação do instrutor.')).toHaveLength(0));
    expect(within(entries()[3] as HTMLElement).getByRole('button')).toBeEnabled();
  });

  it('shows the §8 message for an unknown or forbidden course, and for an activity not in it', async () => {
    renderPlayer({ itemId: 999 });
    expect(await screen.findByText('Não encontrado ou não possui permissão para acessar.')).toBeInTheDocument();
  });

  it('shows the §8 message when the activity asked for is not in the course', async () => {
    renderPlayer({ hierarchyOrder: 9 });
    expect(await screen.findByText('Não encontrado ou não possui permissão para acessar.')).toBeInTheDocument();
  });

  it('keeps a block test’s last result on screen when it blocks the learner, and opens it again without a new attempt', async () => {
    const activities = demoActivities().map((activity) =>
      activity.id === 104 ? { ...activity, type: 'block_test' as const } : activity,
    );
    // The server blocks the test with the submission: the course's activities answer it blocked from then on.
    const block = (method: string, path: string) => {
      const test = player.activities.find((activity) => activity.id === 104);
      if (method === 'POST' && path.endsWith('/submit/') && test !== undefined)
        Object.assign(test, { status: 'blocked', blocked_reason: 'block_test_failed' });
      return undefined;
    };
    const player = createPlayerApi({ activities, fail: block });
    const api = createTestApi({ activityType: 'block_test', maximumAttempts: 1, base: player });
    renderWithCampus(<ActivityPlayer itemId={42} hierarchyOrder={4} />, { api, session: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Começar' }));
    await user.click(await screen.findByRole('button', { name: 'Enviar respostas' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(/Quiz bloqueado: você foi reprovado em todas as tentativas/)).toBeInTheDocument();
    // The menu has the test blocked, and the result stays (no lock panel in its place).
    await waitFor(() => expect(entries()[3]).toHaveTextContent('Bloqueada'));
    expect(screen.getByText(/Quiz bloqueado: você foi reprovado em todas as tentativas/)).toBeInTheDocument();
    expect(screen.queryByText('Esta atividade está bloqueada')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar ao teste' }));
    expect(await screen.findByRole('button', { name: 'Tentar de novo' })).toBeDisabled();
    // From the next activity, the menu and "previous" lead back to it.
    await user.click(screen.getByRole('button', { name: /Próxima atividade/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Simulador de vendas' })).toBeInTheDocument();
    expect(within(entries()[3] as HTMLElement).getByRole('button')).toHaveAccessibleName(/Prova do módulo 1/);
    await user.click(screen.getByRole('button', { name: /Atividade anterior/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Prova do módulo 1' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Tentar de novo' })).toBeDisabled();
  });

  it('shows the §8 message when the content launch is refused', async () => {
    renderPlayer(
      { hierarchyOrder: 2 },
      {
        fail: (method, path) =>
          method === 'POST' && path.endsWith('/launch/') ? { status: 403, code: 'not_found_or_forbidden' } : undefined,
      },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não encontrado ou não possui permissão para acessar.');
  });

  it('sends a video’s watched intervals, shows the answer at once in the menu and the course, and tells xAPI', async () => {
    const statements: XapiStatement[] = [];
    const { api, container, campus } = renderPlayer({
      hierarchyOrder: 2,
      onStatement: (statement) => statements.push(statement),
    });
    // The report goes through the progress journal, a chunk loaded on first use; on a busy machine its first load
    // (and transform) took over ten seconds once: loaded here, before the video plays.
    await campus.journal.entries();
    // The viewer gives its <video> a source and listens to it in the effects after the render that adds it: the
    // element can be found before they run, and events sent to it then are lost (CI of stop 43 failed on it).
    const video = await waitFor(() => {
      const element = container.querySelector('video');
      if (element?.getAttribute('src') == null) throw new Error('no video source yet');
      return element;
    });
    // jsdom plays nothing: the element's state is set by hand, then its events fire as a browser's would.
    let time = 0;
    let paused = true;
    Object.defineProperty(video, 'duration', { configurable: true, get: () => 100 });
    Object.defineProperty(video, 'currentTime', {
      configurable: true,
      get: () => time,
      set: (value: number) => (time = value),
    });
    Object.defineProperty(video, 'paused', { configurable: true, get: () => paused });
    act(() => {
      video.dispatchEvent(new Event('loadedmetadata'));
      paused = false;
      video.dispatchEvent(new Event('play'));
    });
    for (let second = 1; second <= 95; second += 1) {
      time = second;
      act(() => void video.dispatchEvent(new Event('timeupdate')));
    }
    act(() => {
      paused = true;
      video.dispatchEvent(new Event('pause'));
    });
    await waitFor(() => expect(api.to(`POST ${ACTIVITY_PATHS.progress}`)).toHaveLength(1), { timeout: 10_000 });
    expect(api.to(`POST ${ACTIVITY_PATHS.progress}`)[0]?.body).toEqual({
      kind: 'media',
      watched: [[0, 95]],
      duration: 100,
    });
    // The server's answer shows at once: the video is done, the course moves to (100 + 100) / 5.
    await waitFor(() => expect(entries()[1]).toHaveTextContent('Vídeo · Concluída'));
    expect(screen.getByRole('progressbar', { name: 'Progresso do curso' })).toHaveAttribute('value', '40');
    expect(statements.map((statement) => statement.verb.id.split('/').pop())).toEqual([
      'initialized',
      'progressed',
      'completed',
    ]);
    expect(statements[2]?.object.id).toBe('https://api.campus.test/api/activities/102');
  });

  it('uses the kind given for the activities list', async () => {
    const { api } = renderPlayer({ kind: 'webinars' });
    await screen.findByRole('heading', { level: 2 });
    expect(api.requests[0]?.path).toBe('/api/webinars/42/activities/');
    expect(demoActivities()).toHaveLength(5);
  });

  it('finds the activities warmActivityPlayer asked for before it mounted, and asks for them once', async () => {
    const api = createPlayerApi();
    const campus = createTestCampus({ api, session: true });
    warmActivityPlayer(campus, 'webinars', 42);
    await waitFor(() => expect(api.requests.map((request) => request.path)).toEqual(['/api/webinars/42/activities/']));
    renderWithCampus(<ActivityPlayer kind="webinars" itemId={42} />, campus);
    await screen.findByRole('heading', { level: 2, name: 'Como apresentar a linha Aurora' });
    expect(api.requests.filter((request) => request.path === '/api/webinars/42/activities/')).toHaveLength(1);
  });
});
