import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ACTIVITY_PATHS } from '@campus/core/api';
import { renderWithCampus } from '@campus/ui/testing';
import { ActivityPlayer } from '../../player/activity-player.js';
import { createPlayerApi } from '../../testing/fake-api.test-util.js';
import { demoActivities } from '../../testing/player-fixtures.test-util.js';

/** Posts a message to the page as Vimeo's player posts it (JSON text), from `origin`. */
function fromPlayer(frame: HTMLIFrameElement, data: unknown, origin = 'https://player.vimeo.com') {
  act(() => {
    globalThis.dispatchEvent(
      new MessageEvent('message', { data: JSON.stringify(data), origin, source: frame.contentWindow }),
    );
  });
}

/** The player's fake API with the third activity a Vimeo video. */
function vimeoApi() {
  const activities = demoActivities().map((activity) =>
    activity.hierarchy_order === 3 ? { ...activity, type: 'vimeo' as const, title: 'Vídeo no Vimeo' } : activity,
  );
  const id = String(activities.find((activity) => activity.hierarchy_order === 3)?.id);
  return createPlayerApi({ activities, externalUrls: { [id]: 'https://vimeo.com/76979871' } });
}

const TITLE = 'Vídeo do Vimeo “Vídeo no Vimeo”';

/**
 * Posts the player's `ready` until the viewer's frame shown answers it with its subscriptions (the viewer may be
 * mounted again while the course loads, with a new frame), and answers that frame with the commands it got.
 */
async function readyFrame(playerId?: string) {
  let ready: { frame: HTMLIFrameElement; commands: unknown[][] } | undefined;
  await waitFor(() => {
    const frame = screen.getByTitle(TITLE) as HTMLIFrameElement;
    const spy = vi.spyOn(frame.contentWindow!, 'postMessage');
    spy.mockClear();
    fromPlayer(frame, playerId === undefined ? { event: 'ready' } : { event: 'ready', player_id: playerId });
    expect(spy).toHaveBeenCalledTimes(5);
    // The answer to the load's ping says the same: the events are not asked for twice.
    fromPlayer(frame, { method: 'ping' });
    expect(spy).toHaveBeenCalledTimes(5);
    ready = { frame, commands: spy.mock.calls };
  });
  return ready!;
}

describe('VimeoViewer in the player', { timeout: 20_000 }, () => {
  it('subscribes once the player is ready and reports what it played, heard from this player on Vimeo’s origin only', async () => {
    const api = vimeoApi();
    renderWithCampus(<ActivityPlayer itemId={42} hierarchyOrder={3} />, { api, session: true });
    const src = new URL(((await screen.findByTitle(TITLE)) as HTMLIFrameElement).src);
    expect(`${src.origin}${src.pathname}`).toBe('https://player.vimeo.com/video/76979871');
    expect(src.searchParams.get('api')).toBe('1');
    // Once loaded, the frame is pinged, as player.js does, in case the player was ready before the page listened.
    const loaded = screen.getByTitle(TITLE) as HTMLIFrameElement;
    const ping = vi.spyOn(loaded.contentWindow!, 'postMessage');
    fireEvent.load(loaded);
    expect(ping).toHaveBeenCalledWith('{"method":"ping"}', 'https://player.vimeo.com');
    ping.mockRestore();
    const playerId = src.searchParams.get('player_id') ?? '';
    expect(playerId).not.toBe('');
    const { frame, commands } = await readyFrame(playerId);
    expect(commands.map(([message, origin]) => [JSON.parse(String(message)), origin])).toEqual(
      ['timeupdate', 'play', 'pause', 'seeked', 'ended'].map((value) => [
        { method: 'addEventListener', value },
        'https://player.vimeo.com',
      ]),
    );
    const data = (seconds: number) => ({ seconds, percent: seconds / 100, duration: 100 });
    fromPlayer(frame, { event: 'play', data: data(0), player_id: playerId });
    for (let second = 0.25; second <= 10; second += 0.25) {
      fromPlayer(frame, { event: 'timeupdate', data: data(second), player_id: playerId });
    }
    // Another player's messages, and any from another origin, add nothing.
    fromPlayer(frame, { event: 'timeupdate', data: data(10.25), player_id: 'another-player' });
    fromPlayer(frame, { event: 'timeupdate', data: data(10.25) }, 'https://evil.example');
    // Its end, where playback stopped.
    fromPlayer(frame, { event: 'ended', data: data(10), player_id: playerId });

    // The report goes through the progress journal, a chunk loaded on first use: slow on a busy machine.
    await waitFor(() => expect(api.to(`POST ${ACTIVITY_PATHS.progress}`)).toHaveLength(1), { timeout: 10_000 });
    expect(api.to(`POST ${ACTIVITY_PATHS.progress}`)[0]?.body).toEqual({
      kind: 'media',
      watched: [[0, 10]],
      duration: 100,
      ended: true,
    });
  });

  it('counts the end as where the player says playback ended, not the video’s length', async () => {
    const api = vimeoApi();
    renderWithCampus(<ActivityPlayer itemId={42} hierarchyOrder={3} />, { api, session: true });
    await screen.findByTitle(TITLE);
    const { frame } = await readyFrame();
    const data = (seconds: number) => ({ seconds, percent: seconds / 10, duration: 10 });
    fromPlayer(frame, { event: 'play', data: data(0) });
    for (let second = 0.25; second <= 8; second += 0.25) fromPlayer(frame, { event: 'timeupdate', data: data(second) });
    fromPlayer(frame, { event: 'ended', data: data(8) });
    // The report goes through the progress journal, a chunk loaded on first use: slow on a busy machine.
    await waitFor(() => expect(api.to(`POST ${ACTIVITY_PATHS.progress}`)).toHaveLength(1), { timeout: 10_000 });
    // 8 of 10 seconds: not the 90 % that completes a media.
    expect(api.to(`POST ${ACTIVITY_PATHS.progress}`)[0]?.body).toEqual({
      kind: 'media',
      watched: [[0, 8]],
      duration: 10,
      ended: true,
    });
  });
});
