import type { SignedOutInvitation } from '@campus/ui';
import { ACHIEVEMENTS_MESSAGES } from '../messages/achievements-messages.js';

/** The invitation the certificates and badges show before anyone signs in; only the root part differs. */
export function achievementsSignedOut(part: string): SignedOutInvitation {
  return {
    messages: ACHIEVEMENTS_MESSAGES,
    className: 'campus-achievements',
    part,
    titleKey: 'achievements.signed_out.title',
    descriptionKey: 'achievements.signed_out.description',
  };
}
