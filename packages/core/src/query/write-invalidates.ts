import type { QueryKey } from './query-key.js';

/** The writes a widget makes that change what other widgets show. */
export type WriteKind =
  | 'sale'
  | 'photo'
  | 'redemption'
  | 'check-in'
  | 'transfer'
  | 'campaign-selection'
  | 'enrolment'
  | 'activity-progress'
  | 'profile'
  | 'podcast-favorite'
  | 'podcast-playlist'
  | 'survey-answer'
  | 'forum-post'
  | 'forum-report'
  | 'forum-moderation'
  | 'instructor-action'
  | 'activity-unlock'
  | 'transmission-move';

/*
 * What each write changes, as key prefixes of `queryKeys` (spec §5: a sale credits points at once and counts in
 * the ranking; a redemption debits the balance and takes stock; a check-in earns points; a transfer moves them).
 * `campus.query.invalidateAfter(write)` refetches what is on screen and drops the rest, in every widget.
 */
export const WRITE_INVALIDATES: Readonly<Record<WriteKind, readonly QueryKey[]>> = {
  // Points posted may earn a points badge (docs/server.md "Certificates and badges").
  sale: [['points'], ['levels'], ['sales'], ['ranking'], ['badges']],
  photo: [['points'], ['levels'], ['photo-limits'], ['ranking'], ['badges']],
  redemption: [['points'], ['levels'], ['rewards'], ['reward'], ['orders']],
  'check-in': [['points'], ['levels'], ['events'], ['ranking'], ['badges']],
  // The reward list's answer carries the member's balance (its `user` state), so a transfer changes it too.
  transfer: [['points'], ['levels'], ['ranking'], ['rewards']],
  'campaign-selection': [['campaigns'], ['sales'], ['ranking'], ['points']],
  // An item's details and a course's activities (what opens) change; the catalogue's list pages do not refetch:
  // the write answers the item's new state, which the lists show in place, so the item stays under the person's
  // cursor (a refetch of a filtered list would drop it) and the next action (start, enter) is right there.
  enrolment: [['catalogue', 'detail'], ['catalogue', 'activities'], ['site-lists']],
  // Progress in an activity moves the course's activities, its status and progress on its detail and in every
  // list that shows them (the player is not on a list page, so nothing jumps under the learner's cursor). A course
  // (or trail) it finishes issues a certificate and may earn badges; a test passed may settle a mandatory drill.
  // A test's submission is activity progress too: its overview and the pending drills move with it.
  'activity-progress': [['catalogue'], ['certificates'], ['badges'], ['test'], ['drills']],
  profile: [['profile'], ['me']],
  // A podcast's favourite mark shows in the lists (the favourites filter) and on its detail.
  'podcast-favorite': [
    ['catalogue', 'podcasts'],
    ['catalogue', 'detail', 'podcasts'],
  ],
  // A playlist written in one widget (the podcasts' editor) shows in every other (the player's queue choices).
  'podcast-playlist': [['podcast-playlists']],
  // An answered survey leaves the caller's open list (and the home's mandatory gate) and shows as answered.
  'survey-answer': [['surveys'], ['survey']],
  // A post, a report or a moderator's decision moves lists, threads, counts and the moderators' queue at once: the
  // forum's reads share one prefix (the author of a moderated post is sent an internal message).
  'forum-post': [['forum']],
  'forum-report': [['forum']],
  'forum-moderation': [['forum']],
  // An instructor's presence, authorisation or results move the class's attendance and the instructor's list counts.
  'instructor-action': [['instructor']],
  // An activity authorised for the learner (realtime `activity_unlocked`): what opens, on the player and the detail.
  'activity-unlock': [
    ['catalogue', 'activities'],
    ['catalogue', 'detail'],
    ['catalogue', 'presential-event'],
  ],
  // An instructor moves a live class's transmission (issue 26): its viewers read it again (others hear the realtime
  // `transmission` event, which invalidates the same key).
  'transmission-move': [['transmission']],
};
