import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_PATHS } from '@campus/core/api';
import { renderWithCampus } from '@campus/ui/testing';
import { ActivityPlayer } from '../../player/activity-player.js';
import type { XapiStatement } from '../../statements/xapi-statement.js';
import { createPlayerApi } from '../../testing/fake-api.test-util.js';

const TITLE = 'Vídeo do YouTube “Depoimentos de clientes”';

/**
 * Posts a message to the page as the embed's window would, from `origin`: the frame shown now (the viewer may be
 * mounted again while the course loads, with a new frame).
 */
function fromFrame(data: unknown, origin = 'https://www.youtube-nocookie.com') {
  const frame = screen.getByTitle(TITLE) as HTMLIFrameElement;
  act(() => {
    globalThis.dispatchEvent(
      new MessageEvent('message', { data: JSON.stringify(data), origin, source: frame.contentWindow }),
    );
  });
}

/**
 * Posts the embed's `onReady` until the viewer shown hears it (its `initialized` statement): the frame is in the
 * page a moment before the viewer listens to its messages (an effect, which a busy machine runs a task later), and
 * what the frame posts before that is lost. A real embed is ready long after: it loads over the network first.
 */
async function listeningFrame(statements: readonly XapiStatement[]) {
  await waitFor(() => {
    fromFrame({ event: 'onReady' });
    expect(statements.map((statement) => statement.verb.id)).toContain('http://adlnet.gov/expapi/verbs/initialized');
  });
}

describe('YoutubeViewer in the player', { timeout: 20_000 }, () => {
  it('embeds the video with the JS API and reports what its messages say was played, never a seek', async () => {
    const api = createPlayerApi({ externalUrls: { '103': 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } });
    const statements: XapiStatement[] = [];
    renderWithCampus(
      <ActivityPlayer itemId={42} hierarchyOrder={3} onStatement={(statement) => statements.push(statement)} />,
      { api, session: true },
    );
    const frame = (await screen.findByTitle(TITLE)) as HTMLIFrameElement;
    const src = new URL(frame.src);
    expect(src.pathname).toBe('/embed/dQw4w9WgXcQ');
    expect(src.searchParams.get('enablejsapi')).toBe('1');
    expect(src.searchParams.get('origin')).toBe(globalThis.location.origin);

    await listeningFrame(statements);
    fromFrame({ event: 'initialDelivery', info: { duration: 100, currentTime: 0, playerState: -1 } });
    fromFrame({ event: 'onStateChange', info: 1 });
    for (let second = 0; second <= 10; second += 0.5) {
      fromFrame({ event: 'infoDelivery', info: { currentTime: second } });
    }
    // A jump to the end (a seek) and a message from another origin add nothing.
    fromFrame({ event: 'infoDelivery', info: { currentTime: 99 } });
    fromFrame({ event: 'infoDelivery', info: { currentTime: 99.5 } }, 'https://evil.example');
    fromFrame({ event: 'onStateChange', info: 2 });

    // The report goes through the progress journal, a chunk loaded on first use: slow on a busy machine.
    await waitFor(() => expect(api.to(`POST ${ACTIVITY_PATHS.progress}`)).toHaveLength(1), { timeout: 10_000 });
    expect(api.to(`POST ${ACTIVITY_PATHS.progress}`)[0]?.body).toEqual({
      kind: 'media',
      watched: [[0, 10]],
      duration: 100,
    });
    // The answer shows at once: 10 % watched.
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Progresso de “Depoimentos de clientes”' })).toHaveAttribute(
        'value',
        '10',
      ),
    );
  });
});
