import { Link } from '../routes/router';
import { buildPath, selectIsSignedIn } from '@campus/core';
import { TRANSFERRED_POINTS_VALIDITY_MONTHS } from '@campus/core/rules';
import { PointsTransfer, transferStyles } from '@campus/rewards';
import { useSession } from '@campus/ui';
import { paragraphs } from '../app/paragraphs';
import { adoptProgrammeStyles } from '../programme/adopt-programme-styles';
import { PageFrame } from './page-frame';
import { useSiteT } from '../messages/site-messages';

adoptProgrammeStyles([transferStyles]);

/**
 * tigre-juntos-somos-mais (spec §2): the landing of the partnership with the construction-industry loyalty
 * programme — how training points are transferred to it (spec §1, §6) — with the ways in. The description is for
 * everyone; signed in, the points transfer follows it (members without a sending role see 'no access to send
 * points' there, spec §6).
 */
export default function PartnerProgrammePage() {
  const t = useSiteT();
  const signedIn = useSession(selectIsSignedIn);
  return (
    <PageFrame title={t('site.partner.title')} intro={t('site.partner.intro')}>
      <article className="site-prose">
        {paragraphs(t('site.partner.body', { months: TRANSFERRED_POINTS_VALIDITY_MONTHS })).map((text) => (
          <p key={text}>{text}</p>
        ))}
        <h2>{t('site.partner.steps_title')}</h2>
        <ol>
          <li>{t('site.partner.step_1')}</li>
          <li>{t('site.partner.step_2')}</li>
          <li>{t('site.partner.step_3')}</li>
        </ol>
      </article>
      {signedIn && <PointsTransfer />}
      <p className="site-actions">
        {signedIn ? (
          <Link className="campus-button" data-variant="primary" to={buildPath('home')}>
            {t('site.partner.go_home')}
          </Link>
        ) : (
          <>
            <Link className="campus-button" data-variant="primary" to={buildPath('login')}>
              {t('site.partner.sign_in')}
            </Link>
            <Link className="campus-button" data-variant="secondary" to={buildPath('register')}>
              {t('site.partner.register')}
            </Link>
          </>
        )}
      </p>
    </PageFrame>
  );
}
