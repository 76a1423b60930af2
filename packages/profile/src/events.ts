import type { ProfileTabId } from './profile/profile-tab-ids.js';

/** What `campus-profile-saved` carries: the saved profile's id and its language. */
export interface ProfileSavedDetail {
  id: number;
  language: string | null;
}

/** What `campus-profile-tab-change` carries: the tab chosen (the host may keep it in its address). */
export interface ProfileTabChangeDetail {
  tab: ProfileTabId;
}

declare global {
  interface GlobalEventHandlersEventMap {
    /** The personal data was saved in `<campus-profile-details>` or `<campus-profile>`. Bubbles and is composed. */
    'campus-profile-saved': CustomEvent<ProfileSavedDetail>;
    /** A tab was chosen in `<campus-profile>`. Bubbles and is composed. */
    'campus-profile-tab-change': CustomEvent<ProfileTabChangeDetail>;
    /** The person deleted their account in `<campus-profile>` (the session has ended). Bubbles and is composed. */
    'campus-account-deleted': CustomEvent<undefined>;
  }
}
