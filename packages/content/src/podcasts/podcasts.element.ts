import { defineElement } from '@campus/ui';
import type { ElementDocs } from '@campus/ui';
import { AudioPlayer } from './audio-player.js';
import { audioPlayerStyles } from './audio-player.styles.js';
import { Podcasts } from './podcasts.js';
import type { PodcastsProps } from './podcasts.js';
import { podcastsStyles } from './podcasts.styles.js';

/*
 * Registers `<campus-podcasts>` and `<campus-audio-player>` (issue 24), imported by the package's element entry.
 */

// The docs feed the element manifest and reference (`npm run manifest`, run from source); production bundles
// (NODE_ENV=production) leave them out.
const withDocs = typeof process !== 'undefined' && process.env.NODE_ENV !== 'production';

const PODCASTS_DOCS: ElementDocs<PodcastsProps> = {
  description:
    'The podcasts: the list with a search (title, description, season or episode) and the favourites filter, a ' +
    'podcast’s seasons and episodes (play one, or add it to a playlist), and the learner’s own playlists (create, ' +
    'rename, reorder with move up/down buttons, remove episodes, delete). Episodes play in the page’s ' +
    '`<campus-audio-player>` (one per page, sharing the Campus instance), so listening goes on while the person ' +
    'browses. The playlists’ editor loads when first shown.',
  attributes: {
    podcastId: {
      description: 'The podcast shown (`podcast-id`, route `podcasts/{id}`); empty shows the list.',
      default: '',
    },
    search: {
      description: 'The name searched (route `podcasts/search/{name}`); empty shows every podcast.',
      default: '',
    },
    headingLevel: { description: 'The level of the widget’s heading (2–6).', default: 2 },
  },
  events: {
    onNavigate:
      'The person opened a podcast, searched or went back: `detail` is `{ view: "list" }`, `{ view: "search", name }` ' +
      'or `{ view: "podcast", id }` (the host may set `podcast-id`/`search` from its address).',
  },
  parts: {
    podcasts: 'The whole widget.',
    title: 'The heading.',
    list: 'The list with its search.',
    search: 'The search form.',
    cards: 'The podcasts’ cards.',
    card: 'One podcast’s card.',
    'card-image': 'A card’s cover.',
    favorite: 'A card’s favourite toggle (`aria-pressed`).',
    detail: 'A podcast’s detail.',
    'detail-image': 'The detail’s cover.',
    season: 'One of the podcast’s playlists (a season).',
    episode: 'One episode row.',
    'add-to-playlist': 'The form adding an episode to a playlist.',
    playlists: 'The learner’s playlists.',
    'create-playlist': 'The form creating a playlist.',
    playlist: 'One of the learner’s playlists.',
    'playlist-episodes': 'A learner playlist’s episodes.',
    'playlist-episode': 'One episode of a learner playlist.',
  },
  cssProperties: {},
};

const PLAYER_DOCS: ElementDocs<Record<string, never>> = {
  description:
    'The mini audio player of the podcasts: plays what any widget of the page’s Campus instance queued, and keeps ' +
    'playing while the host changes its content (mount it once, outside what navigation replaces). Resumes each ' +
    'episode where the person stopped (kept by the server), speeds 0.75–2×, previous/next, ±15 s. Keyboard: with ' +
    'the player focused, Space plays or pauses and the left/right arrows go back or forward 15 seconds; the slider ' +
    'takes the arrows as usual. Publishes the episode to the Media Session (lock screen, headset keys) where the ' +
    'browser has it. Shows nothing until an episode is queued.',
  attributes: {},
  events: {},
  parts: {
    player: 'The player bar.',
    audio: 'The `<audio>` element (no native controls).',
    info: 'The episode’s title and podcast.',
    title: 'The episode’s title.',
    error: 'Why the episode could not play.',
    controls: 'The previous, −15 s, play/pause, +15 s and next buttons.',
    toggle: 'The play/pause button.',
    timeline: 'The position, the slider and the length.',
    slider: 'The position slider.',
    speed: 'The speed choice.',
    close: 'The button emptying the player.',
  },
  cssProperties: {},
};

defineElement<PodcastsProps>('campus-podcasts', Podcasts, {
  attributes: { podcastId: 'string', search: 'string', headingLevel: 'number' },
  events: { onNavigate: 'campus-podcasts-navigate' },
  // The playlists' editor brings its own styles with its chunk (podcasts.tsx).
  styles: [podcastsStyles],
  ...(withDocs ? { docs: PODCASTS_DOCS } : {}),
});

defineElement<Record<string, never>>('campus-audio-player', AudioPlayer, {
  attributes: {},
  events: {},
  styles: [audioPlayerStyles],
  ...(withDocs ? { docs: PLAYER_DOCS } : {}),
});

declare global {
  interface HTMLElementTagNameMap {
    'campus-podcasts': HTMLElement & { podcastId?: string; search?: string; headingLevel?: number };
    'campus-audio-player': HTMLElement;
  }
}
