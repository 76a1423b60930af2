/**
 * @campus/achievements — the learner's certificates and badges (spec §2 profile; issue 21) as React components:
 * the certificate list (download, share link), the badges with progress, and the public verification of a
 * certificate's code. `@campus/achievements/element` registers them as `<campus-certificates>`, `<campus-badges>`
 * and `<campus-certificate-verification>`. Every export is named here on purpose: no `export *` of runtime code.
 * @packageDocumentation
 */

// --- components
export { CertificateList } from './certificates/certificate-list.js';
export type { CertificateListProps } from './certificates/certificate-list.js';
export { BadgeList } from './badges/badge-list.js';
export type { BadgeListProps } from './badges/badge-list.js';
export { CertificateVerification } from './verification/certificate-verification.js';
export type { CertificateVerificationProps } from './verification/certificate-verification.js';
export { achievementsStyles } from './achievements.styles.js';
export type { HeadingLevel } from '@campus/ui';

// --- events and messages
export type { CertificateDownloadedDetail, CertificateLinkCopiedDetail } from './events.js';
export { ACHIEVEMENTS_MESSAGES } from './messages/achievements-messages.js';

// --- pure helpers (the API calls and queries are core's: `fetchCertificates`, `achievementQueries.badges` …)
export {
  CODE_PLACEHOLDER,
  certificateFileName,
  DEFAULT_VERIFY_PATH,
  verificationUrl,
} from './certificates/certificate-links.js';
export { orderBadges } from './badges/order-badges.js';
