import { useSearchParams } from 'react-router';
import { achievementsStyles } from '@campus/achievements';
import { adoptStyles, Tabs } from '@campus/ui';
import { useSiteT } from '../messages/site-messages';
import { PageFrame } from './page-frame';
import { PROFILE_TABS } from './profile-tabs';

// The widgets' styles travel with this page's chunk (constructable stylesheets, adopted once).
if (typeof document !== 'undefined') adoptStyles(document, [achievementsStyles]);

/**
 * profile (spec §2): the learner's profile as an accessible tablist (ui's Tabs: arrow keys, Home/End). The tab
 * shown is in the address (`?tab=badges`), so a reload or a shared link opens the same one.
 */
export default function ProfilePage() {
  const t = useSiteT();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const selected = PROFILE_TABS.find((tab) => tab.id === asked)?.id ?? PROFILE_TABS[0]?.id;
  return (
    <PageFrame title={t('site.pages.profile')}>
      <Tabs
        label={t('site.pages.profile_tabs')}
        tabs={PROFILE_TABS.map((tab) => ({ id: tab.id, label: t(tab.labelKey), panel: tab.panel() }))}
        {...(selected === undefined ? {} : { selectedId: selected })}
        onSelect={(id) => {
          const next = new URLSearchParams(search);
          if (id === PROFILE_TABS[0]?.id) next.delete('tab');
          else next.set('tab', id);
          setSearch(next, { replace: true });
        }}
      />
    </PageFrame>
  );
}
