import { act, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { audioPlayerOf, createMemoryRealtime } from '@campus/core';
import type { Campus } from '@campus/core';
import { configure, elementDefinitions, getConfiguredCampus, resetCampusRegistry } from '@campus/ui';
import type { PodcastsNavigateDetail } from '../events.js';
import './podcasts.element.js';
import { createPodcastsApi, PODCASTS_LEARNER_SESSION } from '../testing/podcasts-api.test-util.js';
import type { PodcastsApi } from '../testing/podcasts-api.test-util.js';
import { queuedEpisode } from '../testing/podcasts-fixtures.test-util.js';

let api: PodcastsApi;

beforeEach(() => {
  api = createPodcastsApi({ positions: { 12: 0 } });
  configure({
    apiBase: 'https://api.campus.test',
    clientId: 'partner-portal',
    persist: false,
    adapters: { fetch: api.fetch, realtime: createMemoryRealtime(), search: '' },
  });
  getConfiguredCampus()?.stores.session.setState(PODCASTS_LEARNER_SESSION);
  // jsdom has no media playback.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});

afterEach(async () => {
  document.body.replaceChildren();
  await act(() => resetCampusRegistry());
  vi.restoreAllMocks();
});

function mount(tag: string, attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

const inside = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);

/** The Campus the elements share (`configure`). */
function configured(): Campus {
  const campus = getConfiguredCampus();
  if (!campus) throw new Error('no configured Campus');
  return campus;
}

/** Open shadow root, styles adopted (constructable stylesheets), never a `<style>` or `style=""`. */
function expectEmbeddingRules(element: HTMLElement) {
  expect(element.shadowRoot).not.toBeNull();
  expect(element.shadowRoot?.mode).toBe('open');
  expect(element.shadowRoot?.adoptedStyleSheets.length).toBeGreaterThan(0);
  expect(element.shadowRoot?.querySelector('style, [style]')).toBeNull();
}

describe('<campus-podcasts> and <campus-audio-player>', { timeout: 20_000 }, () => {
  it('are defined', () => {
    expect(customElements.get('campus-podcasts')).toBeDefined();
    expect(customElements.get('campus-audio-player')).toBeDefined();
  });

  it('<campus-podcasts> renders in an open shadow root with its styles and tells the page where the person went', async () => {
    const element = mount('campus-podcasts', { 'heading-level': '3' });
    const view = inside(element);
    expect(await view.findByRole('heading', { level: 3, name: 'Podcasts' })).toBeInTheDocument();
    expect(await view.findByRole('button', { name: 'Ouvir Vendas em Foco' })).toBeInTheDocument();
    expectEmbeddingRules(element);
    const navigated: PodcastsNavigateDetail[] = [];
    document.addEventListener('campus-podcasts-navigate', (event) => navigated.push(event.detail));
    await userEvent.setup().click(view.getByRole('button', { name: 'Ouvir Vendas em Foco' }));
    expect(navigated).toEqual([{ view: 'podcast', id: 7 }]);
    expect(await view.findByRole('heading', { level: 4, name: 'Temporada 2' })).toBeInTheDocument();
    expect(element.shadowRoot?.querySelector('style, [style]')).toBeNull();
  });

  it('<campus-audio-player> shows nothing until an episode is in the store, then the episode, paused', async () => {
    const element = mount('campus-audio-player');
    const view = inside(element);
    await act(async () => undefined);
    expect(view.queryByRole('region')).toBeNull();

    const store = audioPlayerOf(configured());
    act(() => {
      store.getState().playQueue([queuedEpisode()]);
      store.getState().setPlaying(false);
    });
    const player = await view.findByRole('region', { name: 'Player de podcast' });
    expect(within(player).getByText('Fechamento')).toBeInTheDocument();
    expect(within(player).getByText('Vendas em Foco')).toBeInTheDocument();
    expect(within(player).getByRole('button', { name: 'Tocar' })).toBeInTheDocument();
    expect(element.shadowRoot?.querySelector('audio')?.getAttribute('src')).toBe(queuedEpisode().audio_url);
    expectEmbeddingRules(element);
    // It asked the server where the person stopped in the episode.
    await vi.waitFor(() => expect(api.to('GET /api/podcast-episodes/12/position/')).toHaveLength(1));
  });

  it('plays in the page’s player what <campus-podcasts> started (one Campus, two elements)', async () => {
    const podcasts = mount('campus-podcasts', { 'podcast-id': '7' });
    const player = mount('campus-audio-player');
    await userEvent.setup().click(await inside(podcasts).findByRole('button', { name: 'Ouvir Objeções' }));
    const region = await inside(player).findByRole('region', { name: 'Player de podcast' });
    expect(within(region).getByText('Objeções')).toBeInTheDocument();
    expect(audioPlayerOf(configured()).getState()).toMatchObject({ index: 0, playing: true });
    expect(
      audioPlayerOf(configured())
        .getState()
        .queue.map((entry) => entry.title),
    ).toEqual(['Objeções', 'Pós-venda']);
  });

  it('documents both elements for the manifest', () => {
    const definitions = elementDefinitions();
    const podcasts = definitions.find((entry) => entry.tag === 'campus-podcasts');
    expect(podcasts?.docs?.attributes).toHaveProperty('podcastId');
    expect(podcasts?.events).toEqual({ onNavigate: 'campus-podcasts-navigate' });
    expect(definitions.find((entry) => entry.tag === 'campus-audio-player')?.docs?.parts).toHaveProperty('slider');
  });
});
