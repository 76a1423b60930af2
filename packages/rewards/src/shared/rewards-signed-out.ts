import type { SignedOutInvitation } from '@campus/ui';
import { REWARDS_MESSAGES } from '../messages/rewards-messages.js';

/** The invitation the store and a reward's page show before anyone signs in (both are the store's root). */
export function rewardsSignedOut(part: string): SignedOutInvitation {
  return {
    messages: REWARDS_MESSAGES,
    className: 'campus-rewards',
    part,
    titleKey: 'rewards.signed_out.title',
    descriptionKey: 'rewards.signed_out.description',
  };
}
