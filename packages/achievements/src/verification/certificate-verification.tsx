import { useId } from 'react';
import type { ReactNode } from 'react';
import { verifyCertificate } from '@campus/core/api';
import { isCertificateCode, normalizeCertificateCode } from '@campus/core/rules';
import type { CertificateVerification as Verification } from '@campus/core/schemas';
import {
  ErrorState,
  formatCalendarDay,
  Skeleton,
  useCampus,
  useLocale,
  usePackageMessages,
  useResource,
  useT,
} from '@campus/ui';
import { ACHIEVEMENTS_MESSAGES } from '../messages/achievements-messages.js';
import { Heading } from '@campus/ui';
import type { HeadingLevel } from '@campus/ui';

/** Props of {@link CertificateVerification}. */
export interface CertificateVerificationProps {
  /** The code to verify, as typed or linked (`7K2M-9QXD-4B0R`; case, dashes and spaces do not matter). */
  code?: string;
  /** The level of the widget's heading, to fit the host page's outline. @default 2 */
  headingLevel?: HeadingLevel;
}

/**
 * The public verification of a certificate's code (issue 21; no sign-in): genuine — with the learner's name, the
 * training and the day of issue, nothing else — or not genuine. A code that cannot be one (core's
 * `isCertificateCode`) is refused in place without asking the API.
 */
export function CertificateVerification({ code = '', headingLevel = 2 }: CertificateVerificationProps) {
  usePackageMessages(ACHIEVEMENTS_MESSAGES);
  const t = useT();
  const campus = useCampus();
  const headingId = useId();
  const valid = isCertificateCode(code);
  const normalized = normalizeCertificateCode(code);
  const verification = useResource<Verification>(
    valid && normalized !== null ? ['certificate-verification', normalized] : null,
    ({ signal }) => verifyCertificate(campus.api, code, { signal }),
    { isEmpty: () => false },
  );

  return (
    <section className="campus-achievements" part="verification" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId} className="campus-achievements__title" part="title">
        {t('achievements.verification.title')}
      </Heading>
      {code.trim() !== '' && (
        <p className="campus-achievements__code" part="code">
          {t('achievements.verification.code', { code: code.trim() })}
        </p>
      )}
      {!valid && (
        <Outcome tone="danger" title={t('achievements.verification.malformed')}>
          <p>{t('achievements.verification.malformed_text')}</p>
        </Outcome>
      )}
      {valid && verification.status === 'loading' && (
        <div aria-busy="true" part="loading">
          <p className="campus-visually-hidden">{t('achievements.verification.checking')}</p>
          <Skeleton lines={3} />
        </div>
      )}
      {valid && verification.status === 'error' && (
        <ErrorState error={verification.error} onRetry={verification.retry} retrying={verification.isFetching} />
      )}
      {valid && verification.status === 'success' && verification.data && (
        <VerificationOutcome verification={verification.data} />
      )}
    </section>
  );
}

function VerificationOutcome({ verification }: { verification: Verification }) {
  const t = useT();
  const locale = useLocale();
  if (!verification.genuine) {
    return (
      <Outcome tone="danger" title={t('achievements.verification.not_genuine')}>
        <p>{t('achievements.verification.not_genuine_text')}</p>
      </Outcome>
    );
  }
  return (
    <Outcome tone="success" title={t('achievements.verification.genuine')}>
      <p>{t('achievements.verification.genuine_text')}</p>
      <dl className="campus-achievements__facts" part="facts">
        <div>
          <dt>{t('achievements.verification.learner')}</dt>
          <dd part="learner">{verification.learner_name}</dd>
        </div>
        <div>
          <dt>{t('achievements.verification.training')}</dt>
          <dd part="training">{verification.training_title}</dd>
        </div>
        <div>
          <dt>{t('achievements.verification.issued')}</dt>
          <dd>
            <time dateTime={verification.issued_on}>{formatCalendarDay(verification.issued_on, locale)}</time>
          </dd>
        </div>
      </dl>
    </Outcome>
  );
}

/** The verdict, announced politely when it arrives (the page's main news). */
function Outcome({ tone, title, children }: { tone: 'success' | 'danger'; title: string; children: ReactNode }) {
  return (
    <div className="campus-achievements__outcome" part="outcome" data-tone={tone} role="status">
      <p className="campus-achievements__verdict" part="verdict">
        {title}
      </p>
      {children}
    </div>
  );
}
