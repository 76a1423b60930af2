import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ACTIVITY_PATHS } from '@campus/core/api';
import { activityLaunchSchema, scormCommitResultSchema, scormRuntimeSchema } from '@campus/core/schemas';
import type { CourseActivity, ScormCommit, ScormLaunch, ScormRuntime, ScormTocItem } from '@campus/core/schemas';
import { answer, createFakeApi } from '@campus/core/testing';
import type { FakeRequest } from '@campus/core/testing';
import { useCampus } from '@campus/ui';
import { renderWithCampus } from '@campus/ui/testing';
import type { ViewerProps } from '../viewer-types.js';
import { ScormViewer } from './scorm-viewer.js';

const CONTENT = 'https://content.campus.test';
const BASE = `${CONTENT}/42/7.1764170000.signature/`;

const activity: CourseActivity = {
  id: 42,
  hierarchy_order: 4,
  title: 'Golfe',
  type: 'scorm',
  status: 'in_progress',
  progress: 0,
  blocked_reason: null,
  duration_minutes: 30,
};

const map = (target: string, write: boolean) => ({
  targetObjectiveID: target,
  readSatisfiedStatus: !write,
  readNormalizedMeasure: false,
  writeSatisfiedStatus: write,
  writeNormalizedMeasure: false,
});

/** A lesson whose primary objective is shared, disabled until the one before is satisfied. */
const lesson = (identifier: string, previous: string | null): ScormTocItem => ({
  identifier,
  title: `Lição ${identifier}`,
  level: 0,
  visible: true,
  scorm_type: 'sco',
  launch_url: `${identifier}/index.html`,
  data_from_lms: null,
  mastery_score: null,
  sequencing: {
    primaryObjective: {
      objectiveID: `${identifier}-ok`,
      satisfiedByMeasure: false,
      minNormalizedMeasure: 1,
      mapInfo: [map(`g-${identifier}`, true)],
    },
    ...(previous === null
      ? {}
      : {
          objectives: [
            {
              objectiveID: 'previous',
              satisfiedByMeasure: false,
              minNormalizedMeasure: 1,
              mapInfo: [map(`g-${previous}`, false)],
            },
          ],
          preConditionRules: [
            {
              action: 'disabled' as const,
              conditionCombination: 'all' as const,
              conditions: [
                { condition: 'satisfied' as const, operator: 'not' as const, referencedObjective: 'previous' },
              ],
            },
          ],
        }),
  },
});

/** A forced-sequential SCORM 2004 package: flow, no choice, each lesson unlocked by the one before. */
const scorm: ScormLaunch = {
  version: '2004',
  edition: '4th',
  title: 'Golfe',
  items: [lesson('a', null), lesson('b', 'a'), lesson('c', 'b')],
  sequenced: true,
  sequencing: { controlMode: { choice: false, flow: true } },
};

function renderViewer(stored: Record<string, ScormRuntime>) {
  const commits: ScormCommit[] = [];
  const api = createFakeApi({
    [`POST ${ACTIVITY_PATHS.launch}`]: () =>
      answer(activityLaunchSchema, {
        url: `${BASE}a/index.html`,
        base_url: BASE,
        expires_at: new Date(Date.now() + 4 * 3600_000).toISOString(),
        scorm,
      }),
    [`GET ${ACTIVITY_PATHS.runtime}`]: (request: FakeRequest) => {
      const sco = request.query.get('sco') ?? '';
      return answer(scormRuntimeSchema, stored[sco] ?? { sco, version: null, attempt: 1, sequence: 0, cmi: {} });
    },
    [`PUT ${ACTIVITY_PATHS.runtime}`]: (request: FakeRequest) => {
      const commit = request.body as ScormCommit;
      commits.push(commit);
      stored[commit.sco] = { ...commit };
      return answer(scormCommitResultSchema, {
        sco: commit.sco,
        attempt: commit.attempt,
        sequence: commit.sequence,
        status: 'in_progress',
        progress: 30,
      });
    },
  });
  const props = {
    onState: vi.fn<ViewerProps['onState']>(),
    onStatement: vi.fn<ViewerProps['onStatement']>(),
    report: vi.fn<ViewerProps['report']>(async () => undefined),
  };
  renderWithCampus(<Harness {...props} />, { api, session: { access_token: 'token', id: 7, full_name: 'Ana Souza' } });
  return { commits };
}

function Harness(props: Pick<ViewerProps, 'onState' | 'onStatement' | 'report'>) {
  const campus = useCampus();
  return <ScormViewer campus={campus} activity={activity} holder={{ kind: 'online-courses', id: '9' }} {...props} />;
}

let counter = 0;
/** A SCO's API call through the SCO frame (CrossFrameAPI's message), and the API's answer. */
function callFromSco(frame: HTMLIFrameElement, method: string, ...params: string[]): unknown {
  counter += 1;
  const messageId = `s-${counter}`;
  const answers = vi.spyOn(frame.contentWindow as Window, 'postMessage');
  act(() => {
    globalThis.dispatchEvent(
      new MessageEvent('message', {
        data: { messageId, method, params },
        origin: CONTENT,
        source: frame.contentWindow,
      }),
    );
  });
  const [response] =
    answers.mock.calls.find(([message]) => (message as { messageId: string }).messageId === messageId) ?? [];
  answers.mockRestore();
  return (response as { result?: unknown } | undefined)?.result;
}

const frameNamed = (name: string) => screen.findByTitle(name) as Promise<HTMLIFrameElement>;

describe('ScormViewer with SCORM 2004 sequencing', { timeout: 20_000 }, () => {
  it('follows the rules: no choice, next only once the lesson is satisfied, the SCO told what is valid', async () => {
    const { commits } = renderViewer({});
    const frame = await frameNamed('Lição: Lição a');
    const toc = screen.getByRole('navigation', { name: 'Sumário do módulo' });
    const second = within(toc).getByRole('button', { name: /Lição b/ });
    expect(second).toHaveAttribute('aria-disabled', 'true');
    expect(second).toHaveTextContent('Este módulo segue uma ordem');
    const next = screen.getByRole('button', { name: 'Próxima lição' });
    expect(screen.getByRole('button', { name: 'Lição anterior' })).toBeDisabled();

    callFromSco(frame, 'Initialize', '');
    callFromSco(frame, 'SetValue', 'cmi.completion_status', 'completed');
    callFromSco(frame, 'SetValue', 'cmi.success_status', 'failed');
    await waitFor(() => expect(next).toBeDisabled());
    expect(callFromSco(frame, 'GetValue', 'adl.nav.request_valid.continue')).toBe('false');
    callFromSco(frame, 'SetValue', 'cmi.success_status', 'passed');
    await waitFor(() => expect(next).toBeEnabled());
    expect(callFromSco(frame, 'GetValue', 'adl.nav.request_valid.continue')).toBe('true');
    expect(callFromSco(frame, 'GetValue', 'adl.nav.request_valid.choice.{target=c}')).toBe('false');

    // The SCO's own request, as it terminates: the engine delivers the next lesson.
    callFromSco(frame, 'SetValue', 'adl.nav.request', 'continue');
    callFromSco(frame, 'Terminate', '');
    await frameNamed('Lição: Lição b');
    await waitFor(() => expect(commits.some((commit) => commit.sco === 'a')).toBe(true));
    // Nothing rolled up to the root yet: no rollup is reported.
    expect(commits.some((commit) => commit.sco === '#organization')).toBe(false);
    expect(screen.getByRole('button', { name: 'Lição anterior' })).toBeEnabled();

    // The learner's previous, from the player: the running lesson leaves and the engine takes them back.
    await userEvent.click(screen.getByRole('button', { name: 'Lição anterior' }));
    let current = await frameNamed('Lição: Lição a');

    // Through the three lessons, each passed: the package's rollup goes to the server beside the SCOs' data.
    for (const title of ['Lição b', 'Lição c', null]) {
      callFromSco(current, 'Initialize', '');
      callFromSco(current, 'SetValue', 'cmi.completion_status', 'completed');
      callFromSco(current, 'SetValue', 'cmi.success_status', 'passed');
      if (title !== null) callFromSco(current, 'SetValue', 'adl.nav.request', 'continue');
      callFromSco(current, 'Terminate', '');
      if (title !== null) current = await frameNamed(`Lição: ${title}`);
    }
    await waitFor(() =>
      expect(commits.find((commit) => commit.sco === '#organization')).toMatchObject({
        version: 'scorm2004',
        attempt: 1,
        sequence: 1,
        cmi: { completion_status: 'completed', success_status: 'passed' },
      }),
    );
  });

  it('rebuilds the sequencing from the stored data and opens the lesson the learner reached', async () => {
    renderViewer({
      a: {
        sco: 'a',
        version: 'scorm2004',
        attempt: 1,
        sequence: 4,
        cmi: { completion_status: 'completed', success_status: 'passed', exit: 'normal' },
      },
    });
    await frameNamed('Lição: Lição b');
    const toc = screen.getByRole('navigation', { name: 'Sumário do módulo' });
    expect(within(toc).getByRole('button', { name: /Lição a/ })).toHaveTextContent('Aprovada');
  });
});
