import { Link } from '../routes/router';
import { buildPath } from '@campus/core';
import { ErrorState } from '@campus/ui';
import { LoadingPage } from '../pages/loading-page';
import { PageFrame } from '../pages/page-frame';
import type { PageFrameProps } from '../pages/page-frame';
import { useSiteT } from '../messages/site-messages';
import { useProgrammeMembership } from './use-programme-membership';

/** Props of {@link ProgrammePage}: those of the page frame; the content shows to programme members only. */
export type ProgrammePageProps = PageFrameProps;

/**
 * The frame of the loyalty programme's pages (spec §6 "programme screens are for programme members"): members
 * see the page; anyone else signed in sees a page saying it is for programme members, and a blocked member
 * 'Você foi bloqueado' — never the widgets, which would only collect refusals from the API.
 */
export function ProgrammePage({ children, ...frame }: ProgrammePageProps) {
  const t = useSiteT();
  const { membership, me } = useProgrammeMembership();
  if (membership === 'member') return <PageFrame {...frame}>{children}</PageFrame>;
  if (membership === 'blocked') {
    return (
      <PageFrame title={t('errors.user_blocked')} width="narrow">
        <div className="site-prose site-programme-notice" data-kind="blocked">
          <p>{t('site.programme.blocked')}</p>
          <p>
            <Link className="campus-button" data-variant="primary" to={buildPath('contact-us')}>
              {t('site.programme.contact')}
            </Link>
          </p>
        </div>
      </PageFrame>
    );
  }
  if (membership === 'not-member') {
    return (
      <PageFrame title={t('site.programme.members_only_title')} width="narrow">
        <div className="site-prose site-programme-notice" data-kind="members-only">
          <p>{t('site.programme.members_only')}</p>
          <p>
            <Link className="campus-button" data-variant="primary" to={buildPath('home')}>
              {t('site.not_found.home')}
            </Link>
          </p>
        </div>
      </PageFrame>
    );
  }
  // Until the membership is known the page's own heading and intro show — most who open a programme page are
  // members, and on a phone the intro is the page's largest paint (issue 27) — with the wait or the failure in
  // place of the content.
  return (
    <PageFrame {...frame}>
      {me.status === 'error' ? (
        <ErrorState error={me.error} onRetry={me.retry} retrying={me.isFetching} />
      ) : (
        <LoadingPage />
      )}
    </PageFrame>
  );
}
