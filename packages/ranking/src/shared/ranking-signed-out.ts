import type { SignedOutInvitation } from '@campus/ui';
import { RANKING_MESSAGES } from '../messages/ranking-messages.js';

/** The invitation every ranking screen shows before anyone signs in; only the root part differs per screen. */
export function rankingSignedOut(part: string): SignedOutInvitation {
  return {
    messages: RANKING_MESSAGES,
    className: 'campus-ranking-screen',
    part,
    titleKey: 'ranking.signed_out.title',
    descriptionKey: 'ranking.signed_out.description',
  };
}
