import { act, screen, within } from '@testing-library/react';
import { audioPlayerOf } from '@campus/core';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CATALOGUE_PATHS, PODCAST_PATHS } from '@campus/core/api';
import {
  learnerPlaylistSchema,
  learnerPlaylistsSchema,
  listeningPositionSchema,
  paginatedSchema,
  podcastDetailSchema,
  podcastSchema,
} from '@campus/core/schemas';
import type { LearnerPlaylist, Podcast, PodcastDetail } from '@campus/core/schemas';
import { answer, apiError, createFakeApi, createTestCampus } from '@campus/core/testing';
import { renderWithCampus } from '@campus/ui/testing';
import { AudioPlayer } from './audio-player.js';
import { Podcasts } from './podcasts.js';

const podcast: Podcast = {
  type: 'podcast',
  id: 7,
  title: 'Vendas em Foco',
  description: 'Técnicas de venda.',
  image: null,
  category: null,
  areas: [],
  groups: [],
  tags: [],
  begin_date: null,
  end_date: null,
  favorite: false,
  author: 'Equipe',
  episodes_count: 2,
};
const episode = (id: number, title: string) => ({
  id,
  title,
  description: '',
  audio_url: `/assets/${id}.wav`,
  duration_seconds: 600,
});
const detail: PodcastDetail = {
  ...podcast,
  playlists: [{ id: 1, title: 'Temporada 1', episodes: [episode(11, 'Abordagem'), episode(12, 'Fechamento')] }],
};
const instant = '2026-01-01T10:00:00Z';

function fakeApi() {
  let playlists: LearnerPlaylist[] = [
    {
      id: 3,
      name: 'Carro',
      created_at: instant,
      updated_at: instant,
      episodes: [11, 12].map((id) => ({
        ...episode(id, id === 11 ? 'Abordagem' : 'Fechamento'),
        podcast_id: 7,
        podcast_title: 'Vendas em Foco',
      })),
    },
  ];
  const api = createFakeApi({
    [`GET ${PODCAST_PATHS.playlists}`]: () => answer(learnerPlaylistsSchema, { results: playlists, max_playlists: 50 }),
    [`POST ${PODCAST_PATHS.playlists}`]: ({ body }) => {
      const name = (body as { name: string }).name.trim();
      if (name === 'Carro') return apiError(409, 'playlist_name_taken');
      const created = { id: 4, name, created_at: instant, updated_at: instant, episodes: [] };
      playlists = [...playlists, created];
      return answer(learnerPlaylistSchema, created, 201);
    },
    [`PUT ${PODCAST_PATHS.playlistEpisodes}`]: ({ body }) => {
      const order = (body as { episode_ids: number[] }).episode_ids;
      const [first] = playlists;
      const next = { ...first!, episodes: order.map((id) => first!.episodes.find((entry) => entry.id === id)!) };
      playlists = [next, ...playlists.slice(1)];
      return answer(learnerPlaylistSchema, next);
    },
    [`GET ${CATALOGUE_PATHS.podcastSearch}`]: () =>
      answer(paginatedSchema(podcastSchema), { count: 1, next: null, previous: null, results: [podcast] }),
    'GET /api/podcasts/': () =>
      answer(paginatedSchema(podcastSchema), { count: 1, next: null, previous: null, results: [podcast] }),
    'GET /api/podcasts/7/': () => answer(podcastDetailSchema, detail),
    [`GET ${PODCAST_PATHS.episodePosition}`]: ({ params }) =>
      answer(listeningPositionSchema, {
        episode_id: Number(params['episode_id']),
        position_seconds: 120,
        updated_at: instant,
      }),
    [`PUT ${PODCAST_PATHS.episodePosition}`]: ({ params, body }) =>
      answer(listeningPositionSchema, {
        episode_id: Number(params['episode_id']),
        position_seconds: (body as { position_seconds: number }).position_seconds,
        updated_at: instant,
      }),
  });
  return api;
}

describe('<Podcasts>', { timeout: 20_000 }, () => {
  it('lists, opens a podcast and queues an episode in the instance’s player, which resumes where the person stopped', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const api = fakeApi();
    const campus = createTestCampus({ api, session: true });
    renderWithCampus(
      <>
        <Podcasts />
        <AudioPlayer />
      </>,
      campus,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ouvir Vendas em Foco' }));
    await user.click(await screen.findByRole('button', { name: 'Ouvir Fechamento' }));
    const player = await screen.findByRole('region', { name: 'Player de podcast' });
    expect(within(player).getByText('Fechamento')).toBeInTheDocument();
    // The server's position is taken up.
    await vi.waitFor(() => expect(audioPlayerOf(campus).getState().position).toBe(120));
    const slider = within(player).getByRole('slider', { name: 'Posição no episódio' });
    expect(slider).toHaveAttribute('aria-valuetext', '2:00 de 10:00');
    // Keyboard: arrows seek 15 s, Space pauses.
    player.focus();
    await user.keyboard('{ArrowRight}');
    expect(audioPlayerOf(campus).getState().position).toBe(135);
    await user.keyboard(' ');
    expect(audioPlayerOf(campus).getState().playing).toBe(false);
    await user.selectOptions(within(player).getByRole('combobox', { name: 'Velocidade' }), '1.5');
    expect(audioPlayerOf(campus).getState().rate).toBe(1.5);
    // Previous goes back to the episode before in the queue (after restarting this one past its first seconds).
    await user.click(within(player).getByRole('button', { name: 'Episódio anterior' }));
    expect(audioPlayerOf(campus).getState().position).toBe(0);
    vi.restoreAllMocks();
  });

  it('creates a playlist, refuses a taken name keeping what was typed, and reorders with the buttons', async () => {
    const api = fakeApi();
    renderWithCampus(<Podcasts />, { api, session: true });
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Nome da nova playlist');
    await user.type(name, 'Carro');
    await user.click(screen.getByRole('button', { name: 'Criar playlist' }));
    expect(await screen.findByText('Você já tem uma playlist com este nome.')).toBeInTheDocument();
    expect(name).toHaveValue('Carro');
    await user.clear(name);
    await user.type(name, 'Academia');
    await user.click(screen.getByRole('button', { name: 'Criar playlist' }));
    expect(await screen.findByText('Playlist Academia criada.')).toBeInTheDocument();
    expect(name).toHaveValue('');

    const carro = screen.getByRole('article', { name: 'Carro' });
    await user.click(within(carro).getByRole('button', { name: 'Descer Abordagem' }));
    expect(await within(carro).findByText('Abordagem agora é o 2º.')).toBeInTheDocument();
    expect(api.to(`PUT /api/podcast-playlists/3/episodes/`)[0]?.body).toEqual({ episode_ids: [12, 11] });
    await act(async () => undefined);
  });

  it('searches through the host when controlled', async () => {
    const api = fakeApi();
    const onNavigate = vi.fn();
    renderWithCampus(<Podcasts search="" onNavigate={onNavigate} />, { api, session: true });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Buscar podcasts'), ' Vendas ');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onNavigate).toHaveBeenCalledWith({ view: 'search', name: 'Vendas' });
  });

  it('counts episodes with the plural forms of the language: none, one, several', async () => {
    const api = fakeApi();
    const counted = [0, 1, 2].map((count) => ({
      ...podcast,
      id: 20 + count,
      title: `P${count}`,
      episodes_count: count,
    }));
    api.route({
      'GET /api/podcasts/': () =>
        answer(paginatedSchema(podcastSchema), { count: 3, next: null, previous: null, results: counted }),
    });
    renderWithCampus(<Podcasts />, { api, session: true });
    expect(await screen.findByText('Nenhum episódio')).toBeInTheDocument();
    expect(screen.getByText('1 episódio')).toBeInTheDocument();
    expect(screen.getByText('2 episódios')).toBeInTheDocument();
    expect(screen.queryByText(/^0 /)).not.toBeInTheDocument();
  });

  it('leaves its title to the host’s heading when told, its sections taking the title’s level', async () => {
    const api = fakeApi();
    renderWithCampus(<Podcasts hideTitle />, { api, session: true });
    expect(await screen.findByRole('heading', { level: 2, name: /Vendas em Foco/ })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Minhas playlists' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Carro' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Podcasts' })).not.toBeInTheDocument();
  });
});
