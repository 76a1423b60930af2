import { useId, useState } from 'react';
import { achievementQueries } from '@campus/core';
import type { Certificate } from '@campus/core/schemas';
import { EmptyState, ErrorState, SignedInOnly, Skeleton, useQuery, useT } from '@campus/ui';
import type { CertificateDownloadedDetail, CertificateLinkCopiedDetail } from '../events.js';
import { Heading } from '@campus/ui';
import type { HeadingLevel } from '@campus/ui';
import { achievementsSignedOut } from '../shared/achievements-signed-out.js';
import { CertificateItem } from './certificate-item.js';
import { DEFAULT_VERIFY_PATH } from './certificate-links.js';

/** Props of {@link CertificateList}. */
export interface CertificateListProps {
  /**
   * The verification link's template: `{code}` is replaced by the certificate's code; a path is resolved on the
   * page's origin. @default '/certificates/verify/{code}' (the reference site's verification page)
   */
  verifyUrl?: string;
  /** The level of the widget's heading, to fit the host page's outline. @default 2 */
  headingLevel?: HeadingLevel;
  /** A certificate's PDF was downloaded. */
  onDownloaded?: (detail: CertificateDownloadedDetail) => void;
  /** A certificate's verification link was copied. */
  onLinkCopied?: (detail: CertificateLinkCopiedDetail) => void;
}

/**
 * The learner's certificates (spec §2 profile "certificates"; issue 21): training, workload, day of issue and
 * verification code, each with "Baixar PDF" (the PDF in the person's language) and "Copiar link de verificação"
 * (a share link to the public verification page). Signed out: the invitation to sign in.
 */
export function CertificateList(props: CertificateListProps) {
  return (
    <SignedInOnly {...achievementsSignedOut('certificates')}>
      <CertificateListScreen {...props} />
    </SignedInOnly>
  );
}

function CertificateListScreen({
  verifyUrl = DEFAULT_VERIFY_PATH,
  headingLevel = 2,
  onDownloaded,
  onLinkCopied,
}: CertificateListProps) {
  const t = useT();
  const headingId = useId();
  const certificates = useQuery(achievementQueries.certificates());
  // One polite message for the whole list (download done, link copied), so each action is confirmed once.
  const [announcement, setAnnouncement] = useState('');

  return (
    <section className="campus-achievements" part="certificates" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId} className="campus-achievements__title" part="title">
        {t('achievements.certificates.title')}
      </Heading>
      {certificates.status === 'loading' && (
        <div aria-busy="true" part="loading">
          <p className="campus-visually-hidden">{t('ui.loading')}</p>
          <Skeleton lines={3} />
        </div>
      )}
      {certificates.status === 'error' && (
        <ErrorState error={certificates.error} onRetry={certificates.retry} retrying={certificates.isFetching} />
      )}
      {certificates.status === 'empty' && <EmptyState title={t('achievements.certificates.empty')} />}
      {certificates.status === 'success' && certificates.data && (
        <ul className="campus-achievements__certificates" part="list" aria-label={t('achievements.certificates.list')}>
          {certificates.data.results.map((certificate: Certificate) => (
            <CertificateItem
              key={certificate.id}
              certificate={certificate}
              verifyUrl={verifyUrl}
              headingLevel={Math.min(6, headingLevel + 1) as HeadingLevel}
              announce={setAnnouncement}
              {...(onDownloaded ? { onDownloaded } : {})}
              {...(onLinkCopied ? { onLinkCopied } : {})}
            />
          ))}
        </ul>
      )}
      <p className="campus-achievements__status" part="status" role="status" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
