/** The profile's tabs (spec §2 profile), in the order shown; the first is the default. */
export const PROFILE_TAB_IDS = [
  'details',
  'messages',
  'feed',
  'certificates',
  'badges',
  'ranking',
  'points',
  'orders',
] as const;

/** A tab of the profile: its id is the host's `?tab=` value. */
export type ProfileTabId = (typeof PROFILE_TAB_IDS)[number];

/** The tabs only loyalty programme members see (spec §6). */
export const MEMBER_TABS: ReadonlySet<ProfileTabId> = new Set(['points', 'orders']);

/** Who is looking, as far as the tabs care: a programme member, and whether the client shows rankings. */
export interface ProfileViewer {
  readonly member: boolean;
  /** The client's `has_ranking` (spec §3 params): off hides the ranking tab. */
  readonly hasRanking: boolean;
}

/** The tabs this person sees, in order. */
export function profileTabsFor(viewer: ProfileViewer): ProfileTabId[] {
  return PROFILE_TAB_IDS.filter(
    (id) => (viewer.member || !MEMBER_TABS.has(id)) && (viewer.hasRanking || id !== 'ranking'),
  );
}

/** The tab to show: the asked one when it exists for this person, otherwise the first. */
export function selectedTabOf(asked: string | null | undefined, viewer: ProfileViewer): ProfileTabId {
  return profileTabsFor(viewer).find((id) => id === asked) ?? 'details';
}
