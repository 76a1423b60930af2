import type { SignedOutInvitation } from '@campus/ui';
import { PROFILE_MESSAGES } from '../messages/profile-messages.js';

/** The invitation the profile widgets show before anyone signs in; only the root part differs. */
export function profileSignedOut(part: string): SignedOutInvitation {
  return {
    messages: PROFILE_MESSAGES,
    className: 'campus-profile',
    part,
    titleKey: 'profile.signed_out.title',
    descriptionKey: 'profile.signed_out.description',
  };
}
