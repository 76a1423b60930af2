import { Link } from '../routes/router';
import { buildPath, selectIsSignedIn } from '@campus/core';
import { useSession } from '@campus/ui';
import { PageFrame } from './page-frame';
import { useSiteT } from '../messages/site-messages';

/** The catch-all not-found page (spec §2), also what a disabled module's route answers (spec §6). */
export function NotFoundView() {
  const t = useSiteT();
  const signedIn = useSession(selectIsSignedIn);
  return (
    <PageFrame title={t('site.not_found.title')} width="narrow">
      <p>{t('errors.not_found_or_forbidden')}</p>
      <p>
        <Link className="campus-button" data-variant="primary" to={signedIn ? buildPath('home') : buildPath('login')}>
          {signedIn ? t('site.not_found.home') : t('site.not_found.login')}
        </Link>
      </p>
    </PageFrame>
  );
}
