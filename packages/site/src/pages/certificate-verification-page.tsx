import { achievementsStyles, CertificateVerification } from '@campus/achievements';
import { adoptStyles } from '@campus/ui';
import { useSiteT } from '../messages/site-messages';
import { useSiteRoute } from '../routes/use-site-route';
import { PageFrame } from './page-frame';

// The widget's styles travel with this page's chunk (constructable stylesheets, adopted once).
if (typeof document !== 'undefined') adoptStyles(document, [achievementsStyles]);

/**
 * certificates/verify/{code} (issue 21): the public page a certificate's share link opens, no sign-in. The widget
 * refuses a malformed code itself, without asking the API.
 */
export default function CertificateVerificationPage() {
  const t = useSiteT();
  const { params } = useSiteRoute();
  return (
    <PageFrame title={t('site.pages.certificate_verification')} width="narrow">
      <CertificateVerification code={params['code'] ?? ''} headingLevel={2} />
    </PageFrame>
  );
}
