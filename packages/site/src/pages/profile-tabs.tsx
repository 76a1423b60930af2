import type { ReactNode } from 'react';
import { buildPath } from '@campus/core';
import { BadgeList, CertificateList, CODE_PLACEHOLDER } from '@campus/achievements';

/** One tab of the profile: its id (the `?tab=` value), its label's message key and its panel. */
export interface ProfileTab {
  readonly id: string;
  /** A key of the site's messages. */
  readonly labelKey: string;
  readonly panel: () => ReactNode;
}

// The certificates' share links open the site's public verification page (core route `certificate-verification`).
// buildPath encodes the parameter, so the placeholder is put back as the widget expects it.
const VERIFY_URL = buildPath('certificate-verification', { code: CODE_PLACEHOLDER }).replace(
  encodeURIComponent(CODE_PLACEHOLDER),
  CODE_PLACEHOLDER,
);

/**
 * The profile's tabs (spec §2 profile), in the order shown; the first is the default. THE list to extend: issue 25
 * adds the profile's other tabs (personal data, ranking …) here, each a new entry with its label and panel, and
 * nothing else of the page changes.
 */
export const PROFILE_TABS: readonly ProfileTab[] = [
  {
    id: 'certificates',
    labelKey: 'site.pages.profile_certificates',
    panel: () => <CertificateList headingLevel={2} verifyUrl={VERIFY_URL} />,
  },
  { id: 'badges', labelKey: 'site.pages.profile_badges', panel: () => <BadgeList headingLevel={2} /> },
];
