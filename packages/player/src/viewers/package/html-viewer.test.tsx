import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ACTIVITY_PATHS } from '@campus/core/api';
import { activityLaunchSchema } from '@campus/core/schemas';
import type { CourseActivity } from '@campus/core/schemas';
import { answer, createFakeApi } from '@campus/core/testing';
import { useCampus } from '@campus/ui';
import { packageMessageProblems, renderWithCampus } from '@campus/ui/testing';
import type { ViewerProps } from '../viewer-types.js';
import { HtmlViewer } from './html-viewer.js';
import { PACKAGE_VIEWER_MESSAGES } from './package-messages.js';

const CONTENT = 'https://content.campus.test';
const activity: CourseActivity = {
  id: 12,
  hierarchy_order: 2,
  title: 'Tour pela loja',
  type: 'html',
  status: 'not_started',
  progress: 0,
  blocked_reason: null,
  duration_minutes: 10,
};

function Harness(props: Pick<ViewerProps, 'onState' | 'onStatement' | 'report'>) {
  const campus = useCampus();
  return <HtmlViewer campus={campus} activity={activity} holder={{ kind: 'online-courses', id: '3' }} {...props} />;
}

function renderViewer() {
  const api = createFakeApi({
    [`POST ${ACTIVITY_PATHS.launch}`]: answer(activityLaunchSchema, {
      url: `${CONTENT}/12/7.1.sig/index.html`,
      base_url: `${CONTENT}/12/7.1.sig/`,
      expires_at: '2026-11-26T15:00:00.000Z',
    }),
  });
  const report = vi.fn<ViewerProps['report']>(async () => undefined);
  const onStatement = vi.fn<ViewerProps['onStatement']>();
  renderWithCampus(<Harness report={report} onStatement={onStatement} onState={vi.fn()} />, { api, session: true });
  return { report, onStatement };
}

const post = (data: unknown, origin: string, source: Window | null) =>
  act(() => {
    globalThis.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });

describe('HtmlViewer', { timeout: 20_000 }, () => {
  it('frames the package sandboxed on the content origin, reports the visit once loaded and the completion call', async () => {
    const { report, onStatement } = renderViewer();
    const frame = (await screen.findByTitle('Conteúdo: Tour pela loja')) as HTMLIFrameElement;
    expect(frame.src).toBe(`${CONTENT}/12/7.1.sig/index.html`);
    expect(frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads',
    );
    expect(report).not.toHaveBeenCalled();
    fireEvent.load(frame);
    fireEvent.load(frame);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith({ kind: 'html', event: 'visit' });
    expect(onStatement).toHaveBeenCalledWith('initialized');

    // Only the package's own window, from the content origin, completes it.
    post({ type: 'campus:complete' }, 'https://evil.example', frame.contentWindow);
    post({ type: 'campus:complete' }, CONTENT, window);
    post({ type: 'other' }, CONTENT, frame.contentWindow);
    expect(report).toHaveBeenCalledTimes(1);
    post({ type: 'campus:complete' }, CONTENT, frame.contentWindow);
    post({ type: 'campus:complete' }, CONTENT, frame.contentWindow);
    await waitFor(() => expect(report).toHaveBeenCalledTimes(2));
    expect(report).toHaveBeenLastCalledWith({ kind: 'html', event: 'complete' });
  });
});

describe('package viewer messages', () => {
  it('are complete in every language under `player-package`', async () => {
    expect(await packageMessageProblems(PACKAGE_VIEWER_MESSAGES, 'player-package')).toEqual([]);
  });
});
