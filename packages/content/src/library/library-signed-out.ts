import type { SignedOutInvitation } from '@campus/ui';
import { LIBRARY_MESSAGES } from '../messages/library/library-messages.js';

/** The invitation the library shows before anyone signs in. */
export const LIBRARY_SIGNED_OUT: SignedOutInvitation = {
  messages: LIBRARY_MESSAGES,
  className: 'campus-library',
  part: 'library',
  titleKey: 'library.signed_out.title',
  descriptionKey: 'library.signed_out.description',
};
