import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { audioPlayerOf } from '@campus/core';
import { renderWithCampus } from '@campus/ui/testing';
import { createSiteTestCampus } from '../testing/site-render.test-util';
import { SiteAudioPlayer } from './site-audio-player';

const episode = {
  id: 5,
  title: 'Fechamento',
  podcast_title: 'Vendas em Foco',
  audio_url: '/media/fechamento.mp3',
  duration_seconds: 600,
};

afterEach(() => vi.restoreAllMocks());

describe('the shell’s audio player slot', () => {
  it('holds no player code until the page’s start is over or an episode is queued, then mounts the bar', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const campus = createSiteTestCampus(({ path }) =>
      path.startsWith('/api/podcast-episodes/') ? { status: 200, body: { position_seconds: 0 } } : undefined,
    );
    const { container } = renderWithCampus(<SiteAudioPlayer />, campus);
    expect(container.querySelector('.site-audio-player')).toBeEmptyDOMElement();

    act(() => audioPlayerOf(campus).getState().playQueue([episode]));
    const player = await screen.findByRole('region', { name: 'Player de podcast' });
    expect(player).toHaveTextContent('Fechamento');
  });
});
