/**
 * @campus/player — the activity player of online courses, webinars, live classes and presential courses as React
 * components (spec §2 "Activity player screens", §3 Activity state and types). `@campus/player/element` registers
 * it as `<campus-activity-player>`. Every export is named here on purpose: no `export *` of runtime code.
 * @packageDocumentation
 */

// --- the player
export { ActivityPlayer } from './player/activity-player.js';
export type { ActivityPlayerProps } from './player/activity-player.js';
export { warmActivityPlayer } from './player/warm-activity-player.js';
export { ActivitiesMenu } from './player/activities-menu.js';
export type { ActivitiesMenuProps } from './player/activities-menu.js';
export { ActivityNav } from './player/activity-nav.js';
export type { ActivityNavProps } from './player/activity-nav.js';
export { playerView, lockReasonOf } from './player/player-view.js';
export type { ActivityStateOverride, PlayerEntry, PlayerView, PlayerViewInput } from './player/player-view.js';
export { playerStyles } from './player/activity-player.styles.js';

// --- viewers (each loaded on demand by the player)
export { VIEWER_LOADERS, viewerFor, forgetViewer } from './viewers/viewer-registry.js';
export type { LazyViewer, ViewerLoader } from './viewers/viewer-registry.js';
export type { StatementResult, ViewerProps } from './viewers/viewer-types.js';
export { useActivityLaunch } from './viewers/use-activity-launch.js';
export type { LaunchState } from './viewers/use-activity-launch.js';
export { createWatchTracker, MEDIA_REPORT_INTERVAL_MS } from './viewers/media/watch-tracker.js';
export type { MediaReportSender, WatchTracker } from './viewers/media/watch-tracker.js';
export { createPageReporter, PAGE_REPORT_WAIT_MS } from './viewers/pdf/page-reporter.js';
export type { PageReporter } from './viewers/pdf/page-reporter.js';
export { parseYoutubeMessage, youtubeEmbedUrl, youtubeVideoId } from './viewers/embed/youtube-messages.js';
export type { YoutubeInfo } from './viewers/embed/youtube-messages.js';
export { parseVimeoMessage, vimeoEmbedUrl, vimeoVideo } from './viewers/embed/vimeo-messages.js';
export type { VimeoEvent, VimeoVideo } from './viewers/embed/vimeo-messages.js';

// --- offline downloads (issue 23): the storage manager (its screen and the download panel load on demand)
export { OfflineFiles } from './offline/lazy-offline-files.js';
export type { OfflineFilesProps } from './offline/offline-files.js';
export { OFFLINE_MESSAGES } from './offline/offline-messages.js';
export type { OfflineCopy } from './viewers/use-activity-launch.js';

// --- xAPI statements
export {
  buildStatement,
  isoDuration,
  randomUuid,
  STATEMENT_VERB_IRIS,
  STATEMENT_VERBS,
  xapiActivityType,
} from './statements/xapi-statement.js';
export type { StatementInput, StatementVerb, XapiStatement } from './statements/xapi-statement.js';

// --- events and messages
export type { ActivityChangeDetail, ActivityStatementDetail } from './events.js';
export { PLAYER_MESSAGES } from './messages/player-messages.js';
