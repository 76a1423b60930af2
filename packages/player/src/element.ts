/**
 * `@campus/player/element`: registers `<campus-activity-player>` (side effect of importing this module). It renders
 * in an open shadow root with the tokens, the toolkit and the player styles adopted as constructable stylesheets,
 * and dispatches `campus-activity-statement` and `campus-activity-change`. Viewers load as chunks of their own.
 * @packageDocumentation
 */
import { defineElement } from '@campus/ui';
// Issue 23: <campus-offline-files>, the storage manager of offline downloads (its screen loads on demand).
import './offline/offline-files.element.js';
import type { ElementDocs } from '@campus/ui';
import { ActivityPlayer } from './player/activity-player.js';
import type { ActivityPlayerProps } from './player/activity-player.js';
import { playerStyles } from './player/activity-player.styles.js';
import type { ActivityChangeDetail, ActivityStatementDetail } from './events.js';

// The docs feed the element manifest and reference (`npm run manifest`, run from source). They are tooling
// metadata, like React's development warnings: production bundles (NODE_ENV=production) leave them out.
const withDocs = typeof process !== 'undefined' && process.env.NODE_ENV !== 'production';

const PLAYER_DOCS: ElementDocs<ActivityPlayerProps> = {
  description:
    'The activity player of an online course, webinar, live class or presential course: the activities menu ' +
    'with each one’s type, status, progress and lock reason; the course’s progress; the activity with its viewer ' +
    '(PDF and presentations with pdf.js, video, audio and HLS streams with their own controls and captions, YouTube ' +
    'and Vimeo, SlideShare, HTML and SCORM packages, tests and quizzes, the eight games; Flash offered as a ' +
    'download), each loaded on demand; ' +
    'previous/next. Progress is saved as the learner goes and resumes where they stopped.',
  attributes: {
    kind: {
      description: 'The kind of item: `online-courses`, `webinars`, `live-classes` or `presential-courses`.',
      default: 'online-courses',
    },
    itemId: { description: 'The id of the course, webinar, live class or presential course.', default: undefined },
    hierarchyOrder: {
      description:
        'The activity shown (its `hierarchy_order`). Without it, the first activity that opens and is not done. ' +
        'The element moves by itself; set it again to move it from the page.',
      default: undefined,
    },
    trailId: { description: 'The trail the course is taken in (statements’ context).', default: undefined },
    eventId: {
      description: 'The presential event the activities belong to (statements’ context).',
      default: undefined,
    },
    eventType: { description: 'The presential event’s type (statements’ context).', default: undefined },
    activityHref: {
      description:
        'Property only: `(hierarchyOrder) => string`, the address of an activity. Menu entries and previous/next ' +
        'become links to it.',
      default: undefined,
    },
    onNavigate: {
      description:
        'Property only: `(hierarchyOrder) => void`. When set, the element does not move by itself: the page ' +
        'routes and sets `hierarchy-order`.',
      default: undefined,
    },
  },
  events: {
    onStatement:
      'The learner initialized, progressed, answered (a test question saved, a game move judged), completed, passed, ' +
      'failed or terminated an activity: `detail` is an ' +
      'xAPI 1.0.3 statement (actor as an account on the API, object the activity’s IRI, context the course).',
    onActivityChange: 'The activity shown changed: `detail` is `{ hierarchy_order, activity_id }`.',
  },
  parts: {
    player: 'The whole player.',
    menu: 'The activities menu (`nav`).',
    'menu-toggle': 'The button that folds the menu on phones.',
    'menu-list': 'The list of activities.',
    entry: 'One activity of the menu (`entry-current` on the one shown).',
    'entry-link': 'The link or button of an activity that opens.',
    'entry-locked': 'An activity that does not open, with `entry-reason`.',
    main: 'The column with the progress, the activity and previous/next.',
    title: 'The activity’s heading (focused on navigation).',
    position: '“Atividade 2 de 5” and the type.',
    viewer: 'The area of the activity’s viewer.',
    locked: 'The lock reason shown instead of a locked activity.',
    unsupported: 'The message for an activity type this player cannot play.',
    problem: 'An error (role alert) with its §8 message.',
    nav: 'Previous and next (`previous`, `next`, `nav-button`, `nav-reason`).',
    'pdf-canvas': 'The PDF page.',
    'media-controls': 'The controls of video and audio.',
    embed: 'The iframe of YouTube, Vimeo or SlideShare.',
    game: 'A game’s viewer (`game-overview`, `game-attempt`, `game-end`, `game-review`).',
    'game-board': 'The board of the game being played.',
    'game-piece': 'A word or item to place (drag the words, drag and drop).',
    'game-zone': 'A zone of a drag-and-drop board (`game-gap` for a gap of a passage).',
    'game-card': 'A card of find the pairs (`data-face`: down, up, missed, found).',
    'game-mask': 'The hidden answer of an enigma (`game-keyboard` for its letters).',
    live: 'A live class’s or webinar’s transmission (`live-waiting` before it, `live-media` with the stream or recording).',
    offline:
      'Under an activity with a file (PDF, presentation, video, audio): “Baixar para usar offline” with the size, or ' +
      'the copy kept (`offline-state`, “Remover download”), an update (`offline-update`), a failure (`offline-error`).',
    'offline-progress': 'The download’s progress in its dialog (a `progressbar` from 0 to 100, hidden at completion).',
  },
  cssProperties: {
    '--campus-player-menu-width': {
      description: 'Width of the activities menu beside the viewer (from 900 px of widget width).',
      default: 'calc(18 * var(--campus-rem))',
    },
    '--campus-player-viewer-height': {
      description: 'Height of framed content (PDF viewport, embeds, packages).',
      default: 'min(75vh, 40 * var(--campus-rem))',
    },
  },
};

defineElement<ActivityPlayerProps>('campus-activity-player', ActivityPlayer, {
  attributes: {
    kind: 'string',
    itemId: 'string',
    hierarchyOrder: 'number',
    trailId: 'string',
    eventId: 'string',
    eventType: 'string',
    activityHref: 'property',
    onNavigate: 'property',
  },
  events: { onStatement: 'campus-activity-statement', onActivityChange: 'campus-activity-change' },
  styles: [playerStyles],
  ...(withDocs ? { docs: PLAYER_DOCS } : {}),
});

declare global {
  interface HTMLElementTagNameMap {
    'campus-activity-player': HTMLElement & {
      kind?: string;
      itemId?: string;
      hierarchyOrder?: number;
      trailId?: string;
      eventId?: string;
      eventType?: string;
      activityHref?: (hierarchyOrder: number) => string;
      onNavigate?: (hierarchyOrder: number) => void;
    };
  }
}

export type { ActivityChangeDetail, ActivityStatementDetail };

// The events every widget dispatches besides its own (`campus-session-expired`), typed without React.
export type { WidgetEventMap } from '@campus/ui/element-events';
