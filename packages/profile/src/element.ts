/**
 * `@campus/profile/element`: registers `<campus-profile>` and `<campus-profile-details>` (side effect of importing
 * this module). They render in open shadow roots with the tokens, the toolkit and their own styles adopted as
 * constructable stylesheets; they dispatch `campus-profile-saved` and `campus-profile-tab-change`.
 * @packageDocumentation
 */
import { defineElement } from '@campus/ui';
import type { ElementDocs } from '@campus/ui';
import { ProfileDetails } from './details/profile-details.js';
import type { ProfileDetailsProps } from './details/profile-details.js';
import type { ProfileSavedDetail, ProfileTabChangeDetail } from './events.js';
import { Profile } from './profile/profile.js';
import type { ProfileProps } from './profile/profile.js';
import { profileStyles } from './profile.styles.js';

// The docs feed the element manifest and reference (`npm run manifest`, run from source); production bundles
// (NODE_ENV=production) leave them out.
const withDocs = typeof process !== 'undefined' && process.env.NODE_ENV !== 'production';

const DETAILS_PARTS = {
  details: 'The personal-data widget.',
  title: 'The heading.',
  loading: 'The placeholder of the first load.',
  form: 'The form.',
  group: 'A group of fields (personal, contact, professional, address, country and language).',
  'phone-status': 'A phone’s verified flag (`data-verified`).',
  organisations: 'The company/agency, brands and retail chains.',
  choices: 'A group of checkboxes (the brands of the agency, the chains, the stores of a chain).',
  actions: 'The save button’s row.',
  error: 'Why a save failed.',
  status: 'The polite confirmation of a save.',
};

const DETAILS_DOCS: ElementDocs<ProfileDetailsProps> = {
  description:
    'The signed-in person’s personal, contact, professional and address data, country and language, validated ' +
    'as typed and on submit by core’s rules. A failed save keeps every change and shows the errors at their ' +
    'fields; a saved language becomes the interface’s.',
  attributes: {
    headingLevel: { description: 'The level of the widget’s heading (2–6).', default: 2 },
  },
  events: { onSaved: 'The data was saved: `detail` is `{ id, language }`.' },
  parts: DETAILS_PARTS,
  cssProperties: {},
};

const PROFILE_DOCS: ElementDocs<ProfileProps> = {
  description:
    'The learner’s profile as tabs: personal data (with the photo, phone verification, password change and ' +
    'account deletion), messages, activity, certificates, badges, the training ranking (and the programme’s ' +
    'ranking for its members; none when the client’s `has_ranking` is off) and, for loyalty programme members, ' +
    'their points statement and orders. The tabs other than the personal data load when first opened.',
  attributes: {
    tab: {
      description:
        'The tab shown (`details`, `messages`, `feed`, `certificates`, `badges`, `ranking`, `points`, `orders`).',
      default: '',
    },
    verifyUrl: {
      description: 'The certificates’ verification link template (`verify-url`; `{code}` is replaced).',
      default: '/certificates/verify/{code}',
    },
  },
  events: {
    onTabChange: 'A tab was chosen: `detail` is `{ tab }`.',
    onAccountDeleted: 'The person deleted their account (the session has ended): the host leaves the page.',
  },
  parts: { profile: 'The whole profile.', tablist: 'The tabs.', tab: 'One tab.', panel: 'The panel shown.' },
  cssProperties: {},
};

defineElement<ProfileDetailsProps>('campus-profile-details', ProfileDetails, {
  attributes: { headingLevel: 'number' },
  events: { onSaved: 'campus-profile-saved' },
  styles: [profileStyles],
  ...(withDocs ? { docs: DETAILS_DOCS } : {}),
});

defineElement<ProfileProps>('campus-profile', Profile, {
  attributes: { tab: 'string', verifyUrl: 'string' },
  events: { onTabChange: 'campus-profile-tab-change', onAccountDeleted: 'campus-account-deleted' },
  // The certificates', badges', rankings', points' and orders' styles come with their panels (tab-panels.tsx).
  styles: [profileStyles],
  ...(withDocs ? { docs: PROFILE_DOCS } : {}),
});

declare global {
  interface HTMLElementTagNameMap {
    'campus-profile': HTMLElement & { tab?: string; verifyUrl?: string };
    'campus-profile-details': HTMLElement & { headingLevel?: number };
  }
}

export type { ProfileSavedDetail, ProfileTabChangeDetail };

// The events every widget dispatches besides its own (`campus-session-expired`), typed without React.
export type { WidgetEventMap } from '@campus/ui/element-events';
