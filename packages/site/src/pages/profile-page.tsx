import { useNavigate, useSearchParams } from '../routes/router';
import { buildPath } from '@campus/core';
import { achievementsStyles, CODE_PLACEHOLDER } from '@campus/achievements';
import { Profile, profileStyles } from '@campus/profile';
import { rankingStyles } from '@campus/ranking';
import { rewardsStyles } from '@campus/rewards';
import { adoptStyles, useToast } from '@campus/ui';
import { useSiteT } from '../messages/site-messages';
import { PageFrame } from './page-frame';

// The widgets' styles travel with this page's chunk (constructable stylesheets, adopted once).
if (typeof document !== 'undefined') {
  adoptStyles(document, [profileStyles, achievementsStyles, rankingStyles, rewardsStyles]);
}

// The certificates' share links open the site's public verification page (core route `certificate-verification`).
// buildPath encodes the parameter, so the placeholder is put back as the widget expects it.
const VERIFY_URL = buildPath('certificate-verification', { code: CODE_PLACEHOLDER }).replace(
  encodeURIComponent(CODE_PLACEHOLDER),
  CODE_PLACEHOLDER,
);

/**
 * profile (spec §2): @campus/profile's tabbed profile. The tab shown is in the address (`?tab=badges`), so a
 * reload or a shared link opens the same one; the first tab (personal data) has no `tab`.
 */
export default function ProfilePage() {
  const t = useSiteT();
  const [search, setSearch] = useSearchParams();
  const toast = useToast();
  const navigate = useNavigate();
  return (
    <PageFrame title={t('site.pages.profile')}>
      <Profile
        tab={search.get('tab')}
        verifyUrl={VERIFY_URL}
        onAccountDeleted={() => {
          // The instance signed out already: say so, and leave for the login.
          toast.show({ message: t('site.account_deletion.done'), tone: 'success' });
          void navigate(buildPath('login'), { replace: true });
        }}
        onTabChange={({ tab }) => {
          const next = new URLSearchParams(search);
          if (tab === 'details') next.delete('tab');
          else next.set('tab', tab);
          setSearch(next, { replace: true });
        }}
      />
    </PageFrame>
  );
}
