import type { SignedOutInvitation } from '@campus/ui';
import { SALES_MESSAGES } from '../messages/sales-messages.js';

/**
 * The invitation a sales widget shows before anyone signs in: each widget names its own title (what it would
 * let the member do), and they share the text.
 */
export function salesSignedOut(part: 'sales-form' | 'photo-upload', titleKey: string): SignedOutInvitation {
  return { messages: SALES_MESSAGES, className: 'campus-sales', part, titleKey, descriptionKey: 'sales.signed_out' };
}
