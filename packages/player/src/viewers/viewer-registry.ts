import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { ViewerProps } from './viewer-types.js';

/** A viewer loaded on demand: its code is a chunk of its own, fetched when an activity of its type opens. */
export type LazyViewer = LazyExoticComponent<ComponentType<ViewerProps>>;

/** Loads a viewer's module and answers its component. */
export type ViewerLoader = () => Promise<ComponentType<ViewerProps>>;

// One loader per module, so two types of one viewer (pdf and ppt) share the chunk and its lazy component.
const pdf: ViewerLoader = () => import('./pdf/pdf-viewer.js').then((module) => module.PdfViewer);
const media: ViewerLoader = () => import('./media/media-viewer.js').then((module) => module.MediaViewer);
const youtube: ViewerLoader = () => import('./embed/youtube-viewer.js').then((module) => module.YoutubeViewer);
const vimeo: ViewerLoader = () => import('./embed/vimeo-viewer.js').then((module) => module.VimeoViewer);
const slideshare: ViewerLoader = () => import('./embed/slideshare-viewer.js').then((module) => module.SlideshareViewer);
const flash: ViewerLoader = () => import('./flash/flash-viewer.js').then((module) => module.FlashViewer);
const html: ViewerLoader = () => import('./package/html-viewer.js').then((module) => module.HtmlViewer);
const scorm: ViewerLoader = () => import('./package/scorm-viewer.js').then((module) => module.ScormViewer);
const test: ViewerLoader = () => import('./test/test-viewer.js').then((module) => module.TestViewer);
const game: ViewerLoader = () => import('./game/game-viewer.js').then((module) => module.GameViewer);
const live: ViewerLoader = () => import('./live/live-viewer.js').then((module) => module.LiveViewer);

/**
 * The viewer of each activity type this player plays (issue 20): files, media, embeds and packages; tests and
 * quizzes (issue 21), all seven types in one viewer; games (issue 22), all eight types in one viewer that picks the
 * board of each; transmissions (issue 26), webcasts, webinars and the live class variants in one viewer that shows the
 * class's waiting state, stream or recording; in-person events (issue 26), the event with the learner's presence.
 */
export const VIEWER_LOADERS: Readonly<Partial<Record<string, ViewerLoader>>> = {
  pdf,
  ppt: pdf,
  video: media,
  audio: media,
  wowza: media,
  youtube,
  vimeo,
  linkedin_slidshare: slideshare,
  flash,
  html,
  scorm,
  scorm_cloud: () => import('./embed/scorm-cloud-viewer.js').then((module) => module.ScormCloudViewer),
  reaction_evaluation: () => import('./reaction/reaction-viewer.js').then((module) => module.ReactionViewer),
  conventional_test: test,
  block_test: test,
  restart_test: test,
  evaluated_quiz: test,
  unevaluated_quiz: test,
  block_general_test: test,
  restart_general_test: test,
  drag_and_drop: game,
  drag_the_words: game,
  find_the_pairs: game,
  this_or_that: game,
  fill_in_the_blanks: game,
  true_or_false: game,
  flashcards: game,
  enigma: game,
  webcast: live,
  webinar: live,
  live_class: live,
  opened_live_class: live,
  closed_live_class: live,
  // Issue 26: an in-person event's date, place, status and the learner's presence.
  presential_event: () => import('./event/presential-event-viewer.js').then((module) => module.PresentialEventViewer),
};

// React keeps a lazy component's failure for good: a failed chunk gets a new lazy component on retry.
const lazyViewers = new Map<ViewerLoader, LazyViewer>();

/** The viewer of an activity type, or `undefined` when the player cannot play it. */
export function viewerFor(type: string): LazyViewer | undefined {
  const loader = Object.hasOwn(VIEWER_LOADERS, type) ? VIEWER_LOADERS[type] : undefined;
  if (loader === undefined) return undefined;
  let viewer = lazyViewers.get(loader);
  if (viewer === undefined) {
    viewer = lazy(() => loader().then((component) => ({ default: component })));
    lazyViewers.set(loader, viewer);
  }
  return viewer;
}

/** Forgets a type's loaded (or failed) viewer, so the next {@link viewerFor} loads its chunk again. */
export function forgetViewer(type: string): void {
  const loader = Object.hasOwn(VIEWER_LOADERS, type) ? VIEWER_LOADERS[type] : undefined;
  if (loader !== undefined) lazyViewers.delete(loader);
}
