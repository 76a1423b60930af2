// Fixtures of the podcasts tests and stories: three podcasts, one with two seasons of episodes, and the learner's
// own playlists (one with episodes from two podcasts, one empty). Test-only.
import type { AudioQueueEntry } from '@campus/core';
import type { LearnerPlaylist, Podcast, PodcastDetail, PodcastEpisode } from '@campus/core/schemas';
import { STORY_COVER } from './library-news-fixtures.test-util.js';

const AT = '2026-11-20T12:00:00.000Z';

/** A podcast in a list. */
export function podcast(overrides: Partial<Podcast> = {}): Podcast {
  return {
    type: 'podcast',
    id: 7,
    title: 'Vendas em Foco',
    description: 'Técnicas de venda para o dia a dia da loja.',
    image: STORY_COVER,
    category: null,
    areas: [],
    groups: [],
    tags: [],
    begin_date: null,
    end_date: null,
    favorite: true,
    author: 'Equipe Comercial',
    episodes_count: 4,
    ...overrides,
  };
}

/** The podcasts of the tests: a favourite with two seasons, and two more. */
export function podcasts(): Podcast[] {
  return [
    podcast(),
    podcast({
      id: 8,
      title: 'Café com Produto',
      description: 'Os lançamentos do mês explicados em dez minutos.',
      favorite: false,
      author: null,
      episodes_count: 1,
    }),
    podcast({
      id: 9,
      title: 'Liderança na Prática',
      description: 'Conversas com gerentes de loja.',
      image: null,
      favorite: false,
      author: 'RH',
      episodes_count: 0,
    }),
  ];
}

/** An episode of a podcast's season. */
export function episode(id: number, title: string, durationSeconds = 754): PodcastEpisode {
  return {
    id,
    title,
    description: '',
    audio_url: `/static/demo/podcasts/episode-${id}.mp3`,
    duration_seconds: durationSeconds,
  };
}

/** A podcast's detail: its seasons, in order (the fixture's playlists for every podcast of {@link podcasts}). */
export function podcastDetail(item: Podcast = podcast()): PodcastDetail {
  if (item.id !== 7) {
    return {
      ...item,
      playlists: item.episodes_count === 0 ? [] : [{ id: 20, title: 'Novidades', episodes: [episode(21, 'Outubro')] }],
    };
  }
  return {
    ...item,
    playlists: [
      {
        id: 1,
        title: 'Temporada 1',
        episodes: [episode(11, 'Abordagem', 612), episode(12, 'Fechamento', 845)],
      },
      {
        id: 2,
        title: 'Temporada 2',
        episodes: [episode(13, 'Objeções', 1_230), episode(14, 'Pós-venda', 498)],
      },
    ],
  };
}

/** The learner's playlists: "Carro" with episodes of two podcasts, and "Academia", empty. */
export function learnerPlaylists(): LearnerPlaylist[] {
  const from = (item: PodcastEpisode, podcastId: number, podcastTitle: string) => ({
    ...item,
    podcast_id: podcastId,
    podcast_title: podcastTitle,
  });
  return [
    {
      id: 3,
      name: 'Carro',
      created_at: AT,
      updated_at: AT,
      episodes: [
        from(episode(12, 'Fechamento', 845), 7, 'Vendas em Foco'),
        from(episode(21, 'Outubro', 600), 8, 'Café com Produto'),
      ],
    },
    { id: 4, name: 'Academia', created_at: AT, updated_at: AT, episodes: [] },
  ];
}

/**
 * A short silent WAV as a `data:` URL: audio a story can load without the network (stories fail on any failed
 * request, and a story's API base resolves nowhere). 8 kHz, 8-bit mono.
 */
export function silentWav(seconds = 2): string {
  const samples = 8000 * seconds;
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) => {
    for (let index = 0; index < value.length; index += 1) bytes[offset + index] = value.charCodeAt(index);
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true); // the format chunk's size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, 8000, true); // samples a second
  view.setUint32(28, 8000, true); // bytes a second
  view.setUint16(32, 1, true); // bytes a frame
  view.setUint16(34, 8, true); // bits a sample
  text(36, 'data');
  view.setUint32(40, samples, true);
  bytes.fill(128, 44); // 8-bit PCM is unsigned: 128 is silence
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:audio/wav;base64,${btoa(binary)}`;
}

/** The episode the player stories and element tests put in the player: "Fechamento" of "Vendas em Foco". */
export function queuedEpisode(overrides: Partial<AudioQueueEntry> = {}): AudioQueueEntry {
  return {
    id: 12,
    title: 'Fechamento',
    podcast_title: 'Vendas em Foco',
    audio_url: silentWav(),
    image: null,
    duration_seconds: 2,
    ...overrides,
  };
}
