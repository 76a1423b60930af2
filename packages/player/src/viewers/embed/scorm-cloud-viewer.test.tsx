import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACTIVITY_PATHS } from '@campus/core/api';
import { courseProgress, courseStatus, isActivityDone, scormActivityState } from '@campus/core/rules';
import type { ScoOutcome } from '@campus/core/rules';
import { activityLaunchSchema, activityProgressResultSchema } from '@campus/core/schemas';
import { answer } from '@campus/core/testing';
import { renderWithCampus } from '@campus/ui/testing';
import { ActivityPlayer } from '../../player/activity-player.js';
import type { XapiStatement } from '../../statements/xapi-statement.js';
import { createPlayerApi } from '../../testing/fake-api.test-util.js';
import type { PlayerApi } from '../../testing/fake-api.test-util.js';
import { COURSE_ID, demoActivities } from '../../testing/player-fixtures.test-util.js';
import { isOpenableLaunch } from './scorm-cloud-viewer.js';

/** The server's sync route (docs/server.md "SCORM Cloud"), until core's path table names it. */
const SYNC_ROUTE = `POST ${ACTIVITY_PATHS.scormCloudSync}`;
const LAUNCH_LINK = 'https://cloud.scorm.com/api/cloud/registration/launch/abc?expiry=300';
/** The test Campus's API (core's test campus), where the exit page is served. */
const API_ORIGIN = 'https://api.campus.test';

/**
 * The player's fake API with a SCORM Cloud activity first in the course, and the sync route as the reference
 * server answers it: SCORM Cloud's results (`results`, `null` before the learner opened the course) through core's
 * SCORM rule, never moving the state back.
 */
function cloudApi(launchUrl = LAUNCH_LINK) {
  const [, ...others] = demoActivities();
  const cloud = {
    ...demoActivities()[0]!,
    id: 301,
    title: 'Segurança da informação',
    type: 'scorm_cloud' as const,
    status: 'not_started' as const,
    progress: 0,
  };
  const api: PlayerApi = createPlayerApi({ activities: [cloud, ...others], externalUrls: { '301': launchUrl } });
  const scormCloud: { results: ScoOutcome | null } = { results: null };
  api.route({
    [SYNC_ROUTE]: ({ params }) => {
      const activity = api.activities.find((entry) => String(entry.id) === params['activity_id']);
      if (activity === undefined) return undefined;
      const next = scormActivityState([scormCloud.results]);
      if (next.status !== 'not_started' && !isActivityDone(activity.status)) {
        activity.status = next.status;
        activity.progress = Math.max(activity.progress, next.progress);
      }
      return answer(activityProgressResultSchema, {
        activity_id: Number(activity.id),
        status: activity.status,
        progress: activity.progress,
        course: { id: COURSE_ID, status: courseStatus(api.activities), progress: courseProgress(api.activities) },
      });
    },
  });
  return { api, scormCloud };
}

/** The learner leaves the tab and comes back (`visibilitychange` hidden, then visible). */
function leaveAndComeBack() {
  for (const state of ['hidden', 'visible'] as const) {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
  }
}

const menuEntry = () =>
  within(screen.getByRole('navigation', { name: 'Atividades do curso' })).getAllByRole('listitem')[0];

// jsdom does not navigate: a link's default action is stopped before it tries.
const stopNavigation = (event: Event) => event.preventDefault();
beforeEach(() => document.addEventListener('click', stopNavigation, true));
afterEach(() => {
  document.removeEventListener('click', stopNavigation, true);
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('ScormCloudViewer in the player', { timeout: 20_000 }, () => {
  it('shows SCORM Cloud’s link in a titled frame with a new-window link, and tells initialized on load', async () => {
    const { api } = cloudApi();
    const statements: XapiStatement[] = [];
    renderWithCampus(
      <ActivityPlayer itemId={42} hierarchyOrder={1} onStatement={(statement) => statements.push(statement)} />,
      { api, session: true },
    );
    const frame = (await screen.findByTitle('Curso do SCORM Cloud “Segurança da informação”')) as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.src).toBe(LAUNCH_LINK);
    expect(frame).toHaveAttribute('allow', 'fullscreen');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    const link = screen.getByRole('link', { name: 'Abrir em uma nova janela' });
    expect(link).toHaveAttribute('href', LAUNCH_LINK);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    fireEvent.load(frame);
    await waitFor(() =>
      expect(statements.map((statement) => statement.verb.id)).toContain('http://adlnet.gov/expapi/verbs/initialized'),
    );
    // The results were read once as the viewer opened: nothing there yet, so nothing moved.
    await waitFor(() => expect(api.to(SYNC_ROUTE)).toHaveLength(1));
    expect(menuEntry()).toHaveTextContent('Módulo SCORM Cloud · Não iniciada');
  });

  it('reads the results back when the learner returns, and the menu and the course show them', async () => {
    const { api, scormCloud } = cloudApi();
    const statements: XapiStatement[] = [];
    renderWithCampus(
      <ActivityPlayer itemId={42} hierarchyOrder={1} onStatement={(statement) => statements.push(statement)} />,
      { api, session: true },
    );
    await screen.findByTitle('Curso do SCORM Cloud “Segurança da informação”');
    await waitFor(() => expect(api.to(SYNC_ROUTE)).toHaveLength(1));

    // In the course (another window): halfway, then completed and passed.
    scormCloud.results = { completion: 'incomplete', success: 'unknown', progressMeasure: 0.5 };
    leaveAndComeBack();
    await waitFor(() => expect(api.to(SYNC_ROUTE)).toHaveLength(2));
    await waitFor(() => expect(menuEntry()).toHaveTextContent('Módulo SCORM Cloud · Em andamento'));
    expect(screen.getByRole('progressbar', { name: 'Progresso de “Segurança da informação”' })).toHaveAttribute(
      'value',
      '50',
    );

    scormCloud.results = { completion: 'completed', success: 'passed', progressMeasure: 1 };
    leaveAndComeBack();
    await waitFor(() => expect(menuEntry()).toHaveTextContent('Módulo SCORM Cloud · Aprovado'));
    expect(api.to(SYNC_ROUTE)).toHaveLength(3);
    const verbs = statements.map((statement) => statement.verb.id.split('/').at(-1));
    expect(verbs).toContain('passed');
    expect(verbs).toContain('completed');
    // A window focus right after a sync asks nothing more.
    act(() => {
      globalThis.dispatchEvent(new Event('focus'));
    });
    expect(api.to(SYNC_ROUTE)).toHaveLength(3);
  });

  it('closes the frame once the course opens in a new window, and opens it here again on request', async () => {
    const { api } = cloudApi();
    renderWithCampus(<ActivityPlayer itemId={42} hierarchyOrder={1} />, { api, session: true });
    await screen.findByTitle('Curso do SCORM Cloud “Segurança da informação”');
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Abrir em uma nova janela' }));
    expect(screen.queryByTitle('Curso do SCORM Cloud “Segurança da informação”')).toBeNull();
    expect(screen.getByText(/O curso está aberto em outra janela/)).toBeInTheDocument();
    const launches = api.to(`POST ${ACTIVITY_PATHS.launch}`).length;
    await user.click(screen.getByRole('button', { name: 'Abrir nesta página' }));
    expect(await screen.findByTitle('Curso do SCORM Cloud “Segurança da informação”')).toBeInTheDocument();
    expect(api.to(`POST ${ACTIVITY_PATHS.launch}`).length).toBe(launches + 1);
  });

  it('renews an expired link instead of opening it, and the next click opens the fresh one', async () => {
    const { api } = cloudApi();
    const links = [LAUNCH_LINK, 'https://cloud.scorm.com/api/cloud/registration/launch/def?expiry=300'];
    // SCORM Cloud's links live 300 s: the first one is about to expire, the renewed one is fresh.
    const expiries = [Date.now() + 5_000, Date.now() + 300_000];
    api.route({
      [`POST ${ACTIVITY_PATHS.launch}`]: () => {
        const url = links.shift() ?? LAUNCH_LINK;
        return answer(activityLaunchSchema, {
          url,
          base_url: new URL('./', url).href,
          expires_at: new Date(expiries.shift() ?? Date.now() + 300_000).toISOString(),
        });
      },
    });
    renderWithCampus(<ActivityPlayer itemId={42} hierarchyOrder={1} />, { api, session: true });
    const frame = (await screen.findByTitle('Curso do SCORM Cloud “Segurança da informação”')) as HTMLIFrameElement;
    // A click straight on the stale link (no hover first, which would renew it ahead) opens nothing.
    fireEvent.click(screen.getByRole('link', { name: 'Abrir em uma nova janela' }));
    expect(
      await screen.findByText('O link do curso expirou e foi renovado. Clique de novo para abrir em uma nova janela.'),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Abrir em uma nova janela' });
    expect(link).toHaveAttribute('href', 'https://cloud.scorm.com/api/cloud/registration/launch/def?expiry=300');
    // The course in the frame keeps running on its own link.
    expect(frame.src).toBe(LAUNCH_LINK);
    expect(api.to(`POST ${ACTIVITY_PATHS.launch}`)).toHaveLength(2);
    await userEvent.setup().click(link);
    expect(screen.getByText(/O curso está aberto em outra janela/)).toBeInTheDocument();
  });

  it('says when the results cannot be read, until a later sync succeeds', async () => {
    const { api } = cloudApi();
    api.failNext(SYNC_ROUTE, { status: 503, code: 'scorm_cloud_unavailable' });
    renderWithCampus(<ActivityPlayer itemId={42} hierarchyOrder={1} />, { api, session: true });
    const status = await screen.findByText(/Não foi possível atualizar seu progresso do SCORM Cloud agora/);
    expect(status.closest('[role="status"]')).not.toBeNull();
    leaveAndComeBack();
    await waitFor(() =>
      expect(screen.queryByText(/Não foi possível atualizar seu progresso do SCORM Cloud agora/)).toBeNull(),
    );
    expect(api.to(SYNC_ROUTE)).toHaveLength(2);
  });

  it('opens no link that is not https', async () => {
    const { api } = cloudApi('http://cloud.scorm.com/launch/abc');
    renderWithCampus(<ActivityPlayer itemId={42} hierarchyOrder={1} />, { api, session: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('O endereço deste curso não é válido.');
    expect(screen.queryByRole('link', { name: 'Abrir em uma nova janela' })).toBeNull();
  });

  it('opens the development adapter’s launch page on this machine over http, and nothing else over http', () => {
    expect(isOpenableLaunch('http://localhost:8100/dev/scorm-cloud/launch/?course=x')).toBe(true);
    expect(isOpenableLaunch('http://127.0.0.1:8000/dev/scorm-cloud/launch/')).toBe(true);
    expect(isOpenableLaunch('http://[::1]:8000/dev/scorm-cloud/launch/')).toBe(true);
    expect(isOpenableLaunch('https://cloud.scorm.com/launch/abc')).toBe(true);
    expect(isOpenableLaunch('http://localhost.evil.example/launch')).toBe(false);
    expect(isOpenableLaunch('http://cloud.scorm.com/launch/abc')).toBe(false);
    expect(isOpenableLaunch('javascript:alert(1)')).toBe(false);
    expect(isOpenableLaunch('not a url')).toBe(false);
  });

  it('on the exit page’s message, closes the frame, reads the results and offers to open the course again', async () => {
    const { api, scormCloud } = cloudApi();
    renderWithCampus(<ActivityPlayer itemId={42} hierarchyOrder={1} />, { api, session: true });
    const frame = (await screen.findByTitle('Curso do SCORM Cloud “Segurança da informação”')) as HTMLIFrameElement;
    await waitFor(() => expect(api.to(SYNC_ROUTE)).toHaveLength(1));
    fireEvent.load(frame);
    scormCloud.results = { completion: 'completed', success: 'passed', progressMeasure: 1 };
    // To the frame shown now (the viewer may be mounted again while the course loads, with a new frame).
    const shown = () => screen.getByTitle('Curso do SCORM Cloud “Segurança da informação”') as HTMLIFrameElement;
    const post = (data: unknown, origin = API_ORIGIN, source: Window | null = shown().contentWindow) =>
      act(() => {
        globalThis.dispatchEvent(new MessageEvent('message', { data, origin, source }));
      });
    const exit = { type: 'campus:scorm-cloud-exit', activity_id: 301 };
    // Another origin, another frame, another activity, another message: nothing happens.
    post(exit, 'https://cloud.scorm.com');
    post(exit, API_ORIGIN, window);
    post({ ...exit, activity_id: 302 });
    post({ type: 'campus:complete' });
    expect(api.to(SYNC_ROUTE)).toHaveLength(1);
    expect(shown()).toBeInTheDocument();

    post(exit);
    await waitFor(() => expect(menuEntry()).toHaveTextContent('Módulo SCORM Cloud · Aprovado'));
    expect(api.to(SYNC_ROUTE)).toHaveLength(2);
    expect(screen.queryByTitle('Curso do SCORM Cloud “Segurança da informação”')).toBeNull();
    expect(screen.getByText(/Você saiu do curso/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Abrir nesta página' }));
    expect(await screen.findByTitle('Curso do SCORM Cloud “Segurança da informação”')).toBeInTheDocument();
  });

  it('reads the results again when the course exits while a sync is running', async () => {
    const { api, scormCloud } = cloudApi();
    renderWithCampus(<ActivityPlayer itemId={42} hierarchyOrder={1} />, { api, session: true });
    const frame = (await screen.findByTitle('Curso do SCORM Cloud “Segurança da informação”')) as HTMLIFrameElement;
    await waitFor(() => expect(api.to(SYNC_ROUTE)).toHaveLength(1));
    fireEvent.load(frame);
    // The learner comes back to the tab: a sync starts and is slow to answer; the course then exits.
    const held = api.hold(SYNC_ROUTE);
    leaveAndComeBack();
    await waitFor(() => expect(held.waiting).toBe(1));
    scormCloud.results = { completion: 'completed', success: 'passed', progressMeasure: 1 };
    const shown = screen.getByTitle('Curso do SCORM Cloud “Segurança da informação”') as HTMLIFrameElement;
    act(() => {
      globalThis.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'campus:scorm-cloud-exit', activity_id: 301 },
          origin: API_ORIGIN,
          source: shown.contentWindow,
        }),
      );
    });
    held.release();
    await waitFor(() => expect(menuEntry()).toHaveTextContent('Módulo SCORM Cloud · Aprovado'));
    await waitFor(() => expect(api.to(SYNC_ROUTE)).toHaveLength(3));
  });
});
