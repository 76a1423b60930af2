/**
 * `@campus/achievements/element`: registers `<campus-certificates>`, `<campus-badges>` and
 * `<campus-certificate-verification>` (side effect of importing this module). They render in open shadow roots
 * with the tokens, the toolkit and their own styles adopted as constructable stylesheets; the certificates
 * dispatch `campus-certificate-downloaded` and `campus-certificate-link-copied`.
 * @packageDocumentation
 */
import { defineElement } from '@campus/ui';
import type { ElementDocs } from '@campus/ui';
import { achievementsStyles } from './achievements.styles.js';
import { BadgeList } from './badges/badge-list.js';
import type { BadgeListProps } from './badges/badge-list.js';
import { CertificateList } from './certificates/certificate-list.js';
import type { CertificateListProps } from './certificates/certificate-list.js';
import type { CertificateDownloadedDetail, CertificateLinkCopiedDetail } from './events.js';
import { CertificateVerification } from './verification/certificate-verification.js';
import type { CertificateVerificationProps } from './verification/certificate-verification.js';

// The docs feed the element manifest and reference (`npm run manifest`, run from source). They are tooling
// metadata, like React's development warnings: production bundles (NODE_ENV=production) leave them out.
const withDocs = typeof process !== 'undefined' && process.env.NODE_ENV !== 'production';

const HEADING_LEVEL = {
  description: 'The level of the widget’s heading (2–6), to fit the host page’s outline.',
  default: 2,
};

const CERTIFICATES_DOCS: ElementDocs<CertificateListProps> = {
  description:
    'The learner’s certificates: training, workload, day of issue and verification code, each with “Baixar PDF” ' +
    '(the PDF in the person’s language, saved under the training’s name) and “Copiar link de verificação” (the ' +
    'public verification link, confirmed in a polite live region). An empty state, and the sign-in invitation ' +
    'before anyone signs in.',
  attributes: {
    verifyUrl: {
      description:
        'The verification link’s template (`verify-url`): `{code}` is replaced by the certificate’s code; a path ' +
        'is resolved on the page’s origin.',
      default: '/certificates/verify/{code}',
    },
    headingLevel: HEADING_LEVEL,
  },
  events: {
    onDownloaded: 'A certificate’s PDF was saved: `detail` is `{ id, code, training_title }`.',
    onLinkCopied: 'A verification link was copied: `detail` is `{ id, code, url }`.',
  },
  parts: {
    certificates: 'The whole widget.',
    title: 'The heading.',
    loading: 'The placeholder of the first load.',
    list: 'The list of certificates.',
    certificate: 'One certificate.',
    'certificate-title': 'A certificate’s training.',
    'certificate-facts': 'Workload, day of issue and code.',
    'certificate-code': 'The verification code.',
    'certificate-actions': 'The download and copy buttons.',
    'manual-link': 'The link to copy by hand when the clipboard is unavailable.',
    error: 'Why a download failed.',
    status: 'The polite confirmation of a download or a copy.',
  },
  cssProperties: {},
};

const BADGES_DOCS: ElementDocs<BadgeListProps> = {
  description:
    'Every badge of the client: the ones the learner earned first, with the day, then the others greyed with the ' +
    'progress towards them (as text and as a labelled progress bar). The sign-in invitation before anyone signs in.',
  attributes: { headingLevel: HEADING_LEVEL },
  parts: {
    badges: 'The whole widget.',
    title: 'The heading.',
    loading: 'The placeholder of the first load.',
    summary: 'How many badges were earned of how many.',
    list: 'The list of badges.',
    badge: 'One badge (with `badge-earned` or `badge-locked`).',
    'badge-earned': 'An earned badge.',
    'badge-locked': 'A badge not yet earned.',
    'badge-image': 'A badge’s picture.',
    'badge-name': 'A badge’s name.',
    'badge-description': 'What a badge is for.',
    'badge-state': 'The day it was earned, or the progress as text.',
    progress: 'The progress bar of a badge not yet earned (toolkit; also `label`, `value`).',
  },
  cssProperties: {
    '--campus-achievements-badge-size': {
      description: 'Width of the badge pictures.',
      default: 'calc(4 * var(--campus-rem))',
    },
  },
};

const VERIFICATION_DOCS: ElementDocs<CertificateVerificationProps> = {
  description:
    'The public verification of a certificate’s code (no sign-in): genuine, with the learner’s name, the training ' +
    'and the day of issue, or not genuine. A code that cannot be one is refused in place without asking the API.',
  attributes: {
    code: { description: 'The code to verify (`7K2M-9QXD-4B0R`; case, dashes and spaces do not matter).', default: '' },
    headingLevel: HEADING_LEVEL,
  },
  parts: {
    verification: 'The whole widget.',
    title: 'The heading.',
    code: 'The code being verified.',
    loading: 'The placeholder while checking.',
    outcome: 'The verdict box (`data-tone`: success or danger).',
    verdict: 'Genuine, not genuine or invalid code.',
    facts: 'Learner, training and day of issue of a genuine certificate.',
    learner: 'The learner’s name.',
    training: 'The training.',
  },
  cssProperties: {},
};

defineElement<CertificateListProps>('campus-certificates', CertificateList, {
  attributes: { verifyUrl: 'string', headingLevel: 'number' },
  events: { onDownloaded: 'campus-certificate-downloaded', onLinkCopied: 'campus-certificate-link-copied' },
  styles: [achievementsStyles],
  ...(withDocs ? { docs: CERTIFICATES_DOCS } : {}),
});

defineElement<BadgeListProps>('campus-badges', BadgeList, {
  attributes: { headingLevel: 'number' },
  styles: [achievementsStyles],
  ...(withDocs ? { docs: BADGES_DOCS } : {}),
});

defineElement<CertificateVerificationProps>('campus-certificate-verification', CertificateVerification, {
  attributes: { code: 'string', headingLevel: 'number' },
  styles: [achievementsStyles],
  ...(withDocs ? { docs: VERIFICATION_DOCS } : {}),
});

declare global {
  interface HTMLElementTagNameMap {
    'campus-certificates': HTMLElement & { verifyUrl?: string; headingLevel?: number };
    'campus-badges': HTMLElement & { headingLevel?: number };
    'campus-certificate-verification': HTMLElement & { code?: string; headingLevel?: number };
  }
}

export type { CertificateDownloadedDetail, CertificateLinkCopiedDetail };

// The events every widget dispatches besides its own (`campus-session-expired`), typed without React.
export type { WidgetEventMap } from '@campus/ui/element-events';
