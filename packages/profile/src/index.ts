/**
 * @campus/profile — the learner's profile (spec §2 profile; issue 25) as React components: the tabbed profile
 * (personal data with the avatar, phone, password and account deletion; messages; activity feed; certificates;
 * badges; training ranking; the programme members' points and orders) and its parts.
 * `@campus/profile/element` registers them as `<campus-profile>` and `<campus-profile-details>`. Every export is
 * named here on purpose: no `export *` of runtime code.
 * @packageDocumentation
 */

// --- components
export { Profile } from './profile/profile.js';
export type { ProfileProps } from './profile/profile.js';
export { ProfileDetails } from './details/profile-details.js';
export type { ProfileDetailsProps } from './details/profile-details.js';
export { profileStyles } from './profile.styles.js';

// --- events and messages
export type { ProfileSavedDetail, ProfileTabChangeDetail } from './events.js';
export { PROFILE_MESSAGES } from './messages/profile-messages.js';

// --- pure helpers (the calls and queries are core's: `updateProfile`, `accountQueries.profile()`)
export { MEMBER_TABS, PROFILE_TAB_IDS, profileTabsFor, selectedTabOf } from './profile/profile-tab-ids.js';
export type { ProfileTabId } from './profile/profile-tab-ids.js';
export {
  draftErrors,
  draftFieldErrors,
  draftFromProfile,
  isEmailChanged,
  profileChanges,
} from './details/profile-draft.js';
export type { DraftErrors, DraftField, ProfileDraft } from './details/profile-draft.js';

// --- the inbox, the activity feed and the training ranking (tabs of the profile)
export { Inbox } from './inbox/inbox.js';
export type { InboxProps } from './inbox/inbox.js';
export { ActivityFeed } from './feed/activity-feed.js';
export type { ActivityFeedProps } from './feed/activity-feed.js';
export { TrainingRanking } from './training-ranking/training-ranking.js';
export type { TrainingRankingProps } from './training-ranking/training-ranking.js';

// --- account pieces of the 'Dados pessoais' tab: avatar, password change, phone verification, account deletion
export { AvatarEditor } from './avatar/avatar-editor.js';
export type { AvatarEditorProps } from './avatar/avatar-editor.js';
export { PasswordChange } from './password/password-change.js';
export type { PasswordChangeProps } from './password/password-change.js';
export { PhoneVerification } from './phone/phone-verification.js';
export type { PhoneVerificationProps } from './phone/phone-verification.js';
export { AccountDeletion } from './deletion/account-deletion.js';
export type { AccountDeletionProps } from './deletion/account-deletion.js';
export { AccountDeletionDialog } from './deletion/account-deletion-dialog.js';
export type { AccountDeletionDialogProps } from './deletion/account-deletion-dialog.js';
