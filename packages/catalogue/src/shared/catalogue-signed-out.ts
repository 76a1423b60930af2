import type { SignedOutInvitation } from '@campus/ui';
import { CATALOGUE_MESSAGES } from '../messages/catalogue-messages.js';

/** The invitation a catalogue list and an item's detail show before anyone signs in (both are the catalogue's root). */
export const CATALOGUE_SIGNED_OUT: SignedOutInvitation = {
  messages: CATALOGUE_MESSAGES,
  className: 'campus-catalogue',
  part: 'catalogue',
  titleKey: 'catalogue.signed_out.title',
  descriptionKey: 'catalogue.signed_out.description',
};
