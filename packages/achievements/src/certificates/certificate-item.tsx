import { useId, useRef, useState } from 'react';
import { downloadCertificate } from '@campus/core/api';
import type { Certificate } from '@campus/core/schemas';
import { Button, formatInstantDay, saveBlob, formatNumber, useCampus, useLocale, useT } from '@campus/ui';
import type { CertificateDownloadedDetail, CertificateLinkCopiedDetail } from '../events.js';
import { Heading } from '@campus/ui';
import type { HeadingLevel } from '@campus/ui';
import { certificateFileName, verificationUrl } from './certificate-links.js';

/** Props of {@link CertificateItem}. */
export interface CertificateItemProps {
  certificate: Certificate;
  /** The verification link's template (`{code}` is replaced). */
  verifyUrl: string;
  headingLevel: HeadingLevel;
  /** Says something politely in the list's live region. */
  announce: (message: string) => void;
  onDownloaded?: (detail: CertificateDownloadedDetail) => void;
  onLinkCopied?: (detail: CertificateLinkCopiedDetail) => void;
}

/** One certificate of the list: its facts, "Baixar PDF" and "Copiar link de verificação". */
export function CertificateItem({
  certificate,
  verifyUrl,
  headingLevel,
  announce,
  onDownloaded,
  onLinkCopied,
}: CertificateItemProps) {
  const t = useT();
  const locale = useLocale();
  const campus = useCampus();
  const titleId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [manualLink, setManualLink] = useState<string | null>(null);
  const title = certificate.training_title;

  const download = async () => {
    setDownloading(true);
    setError(null);
    try {
      const blob = await downloadCertificate(campus.api, certificate.id);
      const ownerDocument = itemRef.current?.ownerDocument ?? document;
      saveBlob(blob, certificateFileName(title, t('achievements.certificates.file_fallback')), ownerDocument);
      announce(t('achievements.certificates.downloaded', { title }));
      onDownloaded?.({ id: certificate.id, code: certificate.code, training_title: title });
    } catch (failure) {
      setError(campus.errorMessage(failure, 'achievements'));
    } finally {
      setDownloading(false);
    }
  };

  const copyLink = async () => {
    const ownerWindow = itemRef.current?.ownerDocument.defaultView ?? window;
    const url = verificationUrl(verifyUrl, certificate.code, ownerWindow.location.origin);
    setManualLink(null);
    try {
      // Undefined without a secure context (plain http on a LAN address): then the link is shown to copy by hand.
      if (ownerWindow.navigator.clipboard === undefined) throw new Error('clipboard unavailable');
      await ownerWindow.navigator.clipboard.writeText(url);
      announce(t('achievements.certificates.copied', { title }));
      onLinkCopied?.({ id: certificate.id, code: certificate.code, url });
    } catch {
      setManualLink(url);
      announce(t('achievements.certificates.copy_failed', { url }));
    }
  };

  return (
    <li ref={itemRef} className="campus-achievements__certificate" part="certificate" aria-labelledby={titleId}>
      <Heading level={headingLevel} id={titleId} className="campus-achievements__name" part="certificate-title">
        {title}
      </Heading>
      <dl className="campus-achievements__facts" part="certificate-facts">
        <div>
          <dt>{t('achievements.certificates.workload')}</dt>
          <dd>{workloadText(certificate.workload_minutes, locale, t)}</dd>
        </div>
        <div>
          <dt>{t('achievements.certificates.issued')}</dt>
          <dd>
            <time dateTime={certificate.issued_at}>{formatInstantDay(certificate.issued_at, locale)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('achievements.certificates.code')}</dt>
          <dd className="campus-achievements__code" part="certificate-code">
            {certificate.code}
          </dd>
        </div>
      </dl>
      <div className="campus-achievements__actions" part="certificate-actions">
        <Button
          variant="primary"
          loading={downloading}
          aria-label={t('achievements.certificates.download_named', { title })}
          onClick={() => void download()}
        >
          {downloading ? t('achievements.certificates.downloading') : t('achievements.certificates.download')}
        </Button>
        <Button
          variant="secondary"
          aria-label={t('achievements.certificates.copy_link_named', { title })}
          onClick={() => void copyLink()}
        >
          {t('achievements.certificates.copy_link')}
        </Button>
      </div>
      {manualLink !== null && (
        <p className="campus-achievements__manual-link" part="manual-link">
          <a href={manualLink}>{manualLink}</a>
        </p>
      )}
      {error !== null && (
        <p className="campus-achievements__error" part="error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

/** The workload as people say it (`45 min`, `8 h`, `2 h 30 min`); "—" when the training has none. */
function workloadText(minutes: number | null, locale: string, t: ReturnType<typeof useT>): string {
  if (minutes === null || minutes === 0) return '—';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('achievements.certificates.workload_minutes', { minutes: formatNumber(rest, locale) });
  if (rest === 0) return t('achievements.certificates.workload_value', { hours: formatNumber(hours, locale) });
  return t('achievements.certificates.workload_hours_minutes', {
    hours: formatNumber(hours, locale),
    minutes: formatNumber(rest, locale),
  });
}
