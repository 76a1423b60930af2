import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_PATHS } from '@campus/core/api';
import { activityLaunchSchema } from '@campus/core/schemas';
import type { CaptionTrack } from '@campus/core/schemas';
import { answer } from '@campus/core/testing';
import { renderWithCampus } from '@campus/ui/testing';
import { ActivityPlayer } from '../../player/activity-player.js';
import { createPlayerApi } from '../../testing/fake-api.test-util.js';
import { demoActivities } from '../../testing/player-fixtures.test-util.js';

const BASE = 'https://content.campus.test/102/token/';
/** The demo video's tracks, as the server launches them (packages/server demo-content/media/*.vtt). */
const DEMO_CAPTIONS: CaptionTrack[] = [
  { language: 'pt-BR', url: `${BASE}captions/pt-BR.vtt` },
  { language: 'en-US', url: `${BASE}captions/en-US.vtt` },
];

/** A text track as the browser gives it (jsdom has none): its mode, its active cues and `cuechange`. */
function fakeTrack() {
  return Object.assign(new EventTarget(), { mode: 'disabled' as TextTrackMode, activeCues: [] as { text: string }[] });
}

/** Opens the activity at `order` of the demo course (2: the video), the launch answering `captions`. */
async function openMedia(order: number, captions?: CaptionTrack[], type?: 'audio') {
  const activities = demoActivities().map((activity) =>
    activity.hierarchy_order === order && type ? { ...activity, type } : activity,
  );
  const api = createPlayerApi({ activities });
  api.route({
    [`POST ${ACTIVITY_PATHS.launch}`]: answer(activityLaunchSchema, {
      url: `${BASE}content.mp4`,
      base_url: BASE,
      expires_at: new Date(Date.UTC(2030, 0, 1)).toISOString(),
      ...(captions ? { captions } : {}),
    }),
  });
  const { container } = renderWithCampus(<ActivityPlayer itemId={42} hierarchyOrder={order} />, {
    api,
    session: true,
  });
  const selector = type === 'audio' ? 'audio' : 'video';
  const media = await waitFor(() => {
    const element = container.querySelector<HTMLMediaElement>(selector);
    if (element === null) throw new Error(`no ${selector} yet`);
    return element;
  });
  const tracks = [fakeTrack(), fakeTrack()];
  Object.defineProperty(media, 'textTracks', { configurable: true, value: tracks });
  return { media, tracks };
}

describe('MediaViewer captions', { timeout: 20_000 }, () => {
  it('adds a <track> per WebVTT file of the launch and a captions toggle (button and C key)', async () => {
    const { media, tracks } = await openMedia(2, DEMO_CAPTIONS);
    const elements = [...media.querySelectorAll('track')];
    expect(elements.map((track) => [track.kind, track.srclang, track.getAttribute('src')])).toEqual([
      ['captions', 'pt-BR', `${BASE}captions/pt-BR.vtt`],
      ['captions', 'en-US', `${BASE}captions/en-US.vtt`],
    ]);
    // Labelled in the learner's language; the content origin answers with CORS, so the element asks anonymously.
    expect(elements[0]?.label).toMatch(/portugu[eê]s/i);
    expect(media).toHaveAttribute('crossorigin', 'anonymous');

    const toggle = screen.getByRole('button', { name: 'Ativar legendas' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const user = userEvent.setup();
    await user.click(toggle);
    expect(tracks.map((track) => track.mode)).toEqual(['showing', 'hidden']);
    const off = screen.getByRole('button', { name: 'Desativar legendas' });
    expect(off).toHaveAttribute('aria-pressed', 'true');
    // C, from anywhere in the media's region (the button keeps the focus), turns them off again.
    await user.keyboard('c');
    expect(tracks.map((track) => track.mode)).toEqual(['hidden', 'hidden']);
    expect(screen.getByRole('button', { name: 'Ativar legendas' })).toBeInTheDocument();
  });

  it('shows neither tracks nor the toggle when the launch has no captions', async () => {
    const { media } = await openMedia(2);
    expect(media.querySelectorAll('track')).toHaveLength(0);
    expect(media).not.toHaveAttribute('crossorigin');
    expect(screen.queryByRole('button', { name: 'Ativar legendas' })).toBeNull();
  });

  it('writes an audio’s active cue under it while captions are on (an <audio> draws none)', async () => {
    const { tracks } = await openMedia(2, [DEMO_CAPTIONS[0]!], 'audio');
    const [track] = tracks;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ativar legendas' }));
    act(() => {
      track!.activeCues = [{ text: '<v Narradora>Bem-vindo ao player.' }];
      track!.dispatchEvent(new Event('cuechange'));
    });
    const cue = await screen.findByText('Bem-vindo ao player.');
    expect(cue).toHaveAttribute('lang', 'pt-BR');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Desativar legendas' }));
    expect(screen.queryByText('Bem-vindo ao player.')).toBeNull();
  });
});
