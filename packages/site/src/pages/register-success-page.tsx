import { Link, useSearchParams } from '../routes/router';
import { buildPath } from '@campus/core';
import { useSiteT } from '../messages/site-messages';
import { PageFrame } from './page-frame';

/** register-success (spec §2): the account exists; it may wait for an administrator's approval (spec §4). */
export default function RegisterSuccessPage() {
  const t = useSiteT();
  const [query] = useSearchParams();
  const awaiting = query.get('status') === 'awaiting_approval';
  return (
    <PageFrame title={t('site.pages.register_success')} width="narrow">
      <p role="status">{awaiting ? t('site.register_success.awaiting') : t('site.register_success.approved')}</p>
      <p>
        <Link className="campus-button" data-variant="primary" to={buildPath('login')}>
          {t('site.register_success.sign_in')}
        </Link>
      </p>
    </PageFrame>
  );
}
