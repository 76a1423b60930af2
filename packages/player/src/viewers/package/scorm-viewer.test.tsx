import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ACTIVITY_PATHS } from '@campus/core/api';
import { activityLaunchSchema, scormCommitResultSchema, scormRuntimeSchema } from '@campus/core/schemas';
import type { CourseActivity, ScormCommit, ScormRuntime } from '@campus/core/schemas';
import { answer, createFakeApi } from '@campus/core/testing';
import type { FakeRequest } from '@campus/core/testing';
import { useCampus } from '@campus/ui';
import { renderWithCampus } from '@campus/ui/testing';
import type { ViewerProps } from '../viewer-types.js';
import { ScormViewer } from './scorm-viewer.js';

const CONTENT = 'https://content.campus.test';
const BASE = `${CONTENT}/41/7.1764170000.signature/`;

const activity: CourseActivity = {
  id: 41,
  hierarchy_order: 3,
  title: 'Atendimento consultivo',
  type: 'scorm',
  status: 'in_progress',
  progress: 20,
  blocked_reason: null,
  duration_minutes: 30,
};

const tocItem = (identifier: string, title: string, launch_url: string) => ({
  identifier,
  title,
  level: 0,
  visible: true,
  scorm_type: 'sco' as const,
  launch_url,
  data_from_lms: null,
  mastery_score: 80,
});

/** A SCORM 1.2 package of two SCOs; each launch answers a token of its own (`t1`, `t2`…). */
function scormApi(stored: Record<string, ScormRuntime>, tokenLife = 4 * 3600_000) {
  const commits: ScormCommit[] = [];
  let launches = 0;
  const api = createFakeApi({
    [`POST ${ACTIVITY_PATHS.launch}`]: () => {
      launches += 1;
      const base = launches === 1 ? BASE : `${CONTENT}/41/t${launches}/`;
      return answer(activityLaunchSchema, {
        url: `${base}a/index.html`,
        base_url: base,
        expires_at: new Date(Date.now() + tokenLife).toISOString(),
        scorm: {
          version: '1.2',
          edition: null,
          title: 'Atendimento',
          items: [tocItem('a', 'Lição A', 'a/index.html'), tocItem('b', 'Lição B', 'b/index.html?x=1')],
        },
      });
    },
    [`GET ${ACTIVITY_PATHS.runtime}`]: (request: FakeRequest) => {
      const sco = request.query.get('sco') ?? '';
      return answer(scormRuntimeSchema, stored[sco] ?? { sco, version: null, attempt: 1, sequence: 0, cmi: {} });
    },
    [`PUT ${ACTIVITY_PATHS.runtime}`]: (request: FakeRequest) => {
      const commit = request.body as ScormCommit;
      commits.push(commit);
      stored[commit.sco] = { ...commit };
      const status = commit.cmi['core'] && (commit.cmi['core'] as Record<string, unknown>)['lesson_status'];
      return answer(scormCommitResultSchema, {
        sco: commit.sco,
        attempt: commit.attempt,
        sequence: commit.sequence,
        status: status === 'passed' ? 'approved' : 'in_progress',
        progress: status === 'passed' ? 50 : 25,
      });
    },
  });
  return { api, commits };
}

function renderViewer(stored: Record<string, ScormRuntime>, tokenLife?: number) {
  const { api, commits } = scormApi(stored, tokenLife);
  const onState = vi.fn<ViewerProps['onState']>();
  const onStatement = vi.fn<ViewerProps['onStatement']>();
  const report = vi.fn<ViewerProps['report']>(async () => undefined);
  const result = renderWithCampus(<Harness onState={onState} onStatement={onStatement} report={report} />, {
    api,
    session: { access_token: 'token', id: 7, full_name: 'Ana Souza' },
  });
  return { ...result, commits, onState, onStatement };
}

/** The viewer as the player mounts it, with the provider's Campus. */
function Harness(props: Pick<ViewerProps, 'onState' | 'onStatement' | 'report'>) {
  const campus = useCampus();
  return <ScormViewer campus={campus} activity={activity} holder={{ kind: 'online-courses', id: '9' }} {...props} />;
}

let counter = 0;
/** What the SCO frame sends for a SCO's call: CrossFrameAPI's message, from the content origin. */
function callFromSco(frame: HTMLIFrameElement, method: string, ...params: string[]) {
  counter += 1;
  act(() => {
    globalThis.dispatchEvent(
      new MessageEvent('message', {
        data: { messageId: `m-${counter}`, method, params },
        origin: CONTENT,
        source: frame.contentWindow,
      }),
    );
  });
  return `m-${counter}`;
}

const frameNamed = (name: string) => screen.findByTitle(name) as Promise<HTMLIFrameElement>;

describe('ScormViewer', { timeout: 20_000 }, () => {
  it('resumes a SCO with its stored data through the SCO frame, commits with a growing sequence and tells the state', async () => {
    const { commits, onState, onStatement } = renderViewer({
      a: {
        sco: 'a',
        version: 'scorm12',
        attempt: 1,
        sequence: 3,
        cmi: {
          core: { lesson_location: 'slide-3', lesson_status: 'incomplete', exit: 'suspend' },
          suspend_data: 'abc',
        },
      },
    });
    const frame = await frameNamed('Lição: Lição A');
    const src = new URL(frame.src);
    expect(`${src.origin}${src.pathname}`).toBe(`${CONTENT}/.campus/sco-frame.html`);
    expect(src.searchParams.get('launch')).toBe('/41/7.1764170000.signature/a/index.html');
    expect(src.searchParams.get('origin')).toBe(globalThis.location.origin);
    expect(src.searchParams.get('version')).toBe('1.2');
    expect(frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads',
    );

    // The SCO frame warms its cache before the SCO starts: the stored model comes back, as a resume.
    const answers = vi.spyOn(frame.contentWindow as Window, 'postMessage');
    const warm = callFromSco(frame, 'getFlattenedCMI');
    const [response] =
      answers.mock.calls.find(([message]) => (message as { messageId: string }).messageId === warm) ?? [];
    expect((response as { result: Record<string, string> }).result).toMatchObject({
      'cmi.core.lesson_location': 'slide-3',
      'cmi.core.entry': 'resume',
      'cmi.suspend_data': 'abc',
      'cmi.core.student_id': '7',
      'cmi.core.student_name': 'Ana Souza',
      'cmi.student_data.mastery_score': '80',
    });
    expect(answers).toHaveBeenCalledWith(expect.anything(), CONTENT);

    // Messages from another origin never reach the API.
    act(() => {
      globalThis.dispatchEvent(
        new MessageEvent('message', {
          data: { messageId: 'evil', method: 'LMSInitialize', params: [''] },
          origin: 'https://evil.example',
          source: frame.contentWindow,
        }),
      );
    });
    expect(answers.mock.calls.some(([message]) => (message as { messageId: string }).messageId === 'evil')).toBe(false);

    callFromSco(frame, 'LMSInitialize', '');
    expect(onStatement).toHaveBeenCalledWith('initialized');
    callFromSco(frame, 'LMSSetValue', 'cmi.core.lesson_location', 'slide-4');
    callFromSco(frame, 'LMSCommit', '');
    await waitFor(() => expect(commits).toHaveLength(1));
    expect(commits[0]).toMatchObject({ sco: 'a', version: 'scorm12', attempt: 1, sequence: 4 });
    expect(commits[0]?.cmi).toMatchObject({ core: { lesson_location: 'slide-4' }, suspend_data: 'abc' });
    await waitFor(() => expect(onState).toHaveBeenCalledWith({ status: 'in_progress', progress: 25 }));

    callFromSco(frame, 'LMSSetValue', 'cmi.core.score.raw', '90');
    callFromSco(frame, 'LMSSetValue', 'cmi.core.lesson_status', 'passed');
    callFromSco(frame, 'LMSFinish', '');
    await waitFor(() => expect(commits).toHaveLength(2));
    expect(commits[1]).toMatchObject({ attempt: 1, sequence: 5, cmi: { core: { lesson_status: 'passed' } } });
    await waitFor(() => expect(onState).toHaveBeenCalledWith({ status: 'approved', progress: 50 }));
    expect(onStatement).toHaveBeenCalledWith('passed', { score: 0.9, success: true });
    expect(onStatement).toHaveBeenCalledWith('completed', { score: 0.9, completion: true, progress: 1 });

    // The table of contents shows each SCO's status and the current one; the next SCO opens from it.
    const toc = screen.getByRole('navigation', { name: 'Sumário do módulo' });
    const first = within(toc).getByRole('button', { name: /Lição A/ });
    expect(first).toHaveAttribute('aria-current', 'step');
    expect(first).toHaveTextContent('Aprovada');
    expect(within(toc).getByRole('button', { name: /Lição B/ })).toHaveTextContent('Não iniciada');
    expect(screen.getByRole('status')).toHaveTextContent('Esta lição foi encerrada.');
    await userEvent.click(screen.getByRole('button', { name: 'Próxima lição' }));
    const second = await frameNamed('Lição: Lição B');
    expect(new URL(second.src).searchParams.get('launch')).toBe('/41/7.1764170000.signature/b/index.html?x=1');
    expect(screen.getByText('Lição 2 de 2: Lição B')).toBeInTheDocument();

    // A first launch: attempt 1 from the beginning; hiding the page sends what changed at once.
    const secondAnswers = vi.spyOn(second.contentWindow as Window, 'postMessage');
    const warmB = callFromSco(second, 'getFlattenedCMI');
    const [warmAnswer] =
      secondAnswers.mock.calls.find(([message]) => (message as { messageId: string }).messageId === warmB) ?? [];
    expect((warmAnswer as { result: Record<string, string> }).result['cmi.core.entry']).toBe('ab-initio');
    callFromSco(second, 'LMSInitialize', '');
    callFromSco(second, 'LMSSetValue', 'cmi.suspend_data', 'x'.repeat(10_000));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    visibility.mockRestore();
    await waitFor(() => expect(commits).toHaveLength(3));
    expect(commits[2]).toMatchObject({ sco: 'b', attempt: 1, sequence: 1 });
    expect(commits[2]?.cmi['suspend_data']).toHaveLength(10_000);
  });

  it('starts a new attempt of a SCO the learner finished, and follows no data of the finished one', async () => {
    const { commits } = renderViewer({
      a: {
        sco: 'a',
        version: 'scorm12',
        attempt: 2,
        sequence: 9,
        cmi: { core: { lesson_status: 'completed', lesson_location: 'end' } },
      },
      b: { sco: 'b', version: 'scorm12', attempt: 1, sequence: 2, cmi: { core: { lesson_status: 'completed' } } },
    });
    const frame = await frameNamed('Lição: Lição A');
    const answers = vi.spyOn(frame.contentWindow as Window, 'postMessage');
    const warm = callFromSco(frame, 'getFlattenedCMI');
    const [response] =
      answers.mock.calls.find(([message]) => (message as { messageId: string }).messageId === warm) ?? [];
    expect((response as { result: Record<string, string> }).result).toMatchObject({
      'cmi.core.entry': 'ab-initio',
      'cmi.core.lesson_location': '',
    });
    callFromSco(frame, 'LMSInitialize', '');
    callFromSco(frame, 'LMSCommit', '');
    await waitFor(() => expect(commits).toHaveLength(1));
    expect(commits[0]).toMatchObject({ sco: 'a', attempt: 3, sequence: 1 });
  });

  it('opens a SCO under a new launch token when the first one is about to expire', async () => {
    renderViewer({}, 60_000);
    const frame = await frameNamed('Lição: Lição A');
    expect(new URL(frame.src).searchParams.get('launch')).toBe('/41/t2/a/index.html');
  });
});
