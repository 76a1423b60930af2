import { useState } from 'react';
import type { ReactNode } from 'react';
import { accountQueries } from '@campus/core';
import { isProgrammeMember } from '@campus/core/rules';
import { SignedInOnly, Tabs, useParams, usePackageMessages, useQuery, useT } from '@campus/ui';
import type { ProfileTabChangeDetail } from '../events.js';
import { ProfileDetails } from '../details/profile-details.js';
import { PROFILE_MESSAGES } from '../messages/profile-messages.js';
import { profileSignedOut } from '../shared/profile-signed-out.js';
import { LazyPanels, PanelSuspense } from './lazy-tab-panels.js';
import { profileTabsFor, selectedTabOf } from './profile-tab-ids.js';
import type { ProfileTabId } from './profile-tab-ids.js';

/** Props of {@link Profile}. */
export interface ProfileProps {
  /** The tab shown (controlled, e.g. the site's `?tab=`); an unknown or unavailable one shows the first. */
  tab?: string | null;
  /** A tab was chosen: the host keeps it (e.g. in the address). */
  onTabChange?: (detail: ProfileTabChangeDetail) => void;
  /** The certificates' verification link template (`{code}` is replaced). */
  verifyUrl?: string;
  /** The account was deleted (and the session ended): the host leaves, e.g. for its sign-in page. */
  onAccountDeleted?: () => void;
}

/**
 * The learner's profile (spec §2 profile) as ui's accessible tabs: personal data (with the avatar, phone
 * verification, password change and account deletion), messages, activity feed, certificates, badges, the training
 * ranking (beside the loyalty ranking for programme members; none when the client's `has_ranking` is off) and, for
 * loyalty programme members (spec §6), their points statement and their orders. Uncontrolled without `tab`.
 */
export function Profile(props: ProfileProps) {
  return (
    <SignedInOnly {...profileSignedOut('profile')}>
      <ProfileScreen {...props} />
    </SignedInOnly>
  );
}

function ProfileScreen({ tab, onTabChange, verifyUrl, onAccountDeleted }: ProfileProps) {
  usePackageMessages(PROFILE_MESSAGES);
  const t = useT();
  const me = useQuery(accountQueries.me());
  const member = me.data !== undefined && isProgrammeMember(me.data);
  const hasRanking = useParams((state) => state.client?.has_ranking === true);
  const viewer = { member, hasRanking };
  const [own, setOwn] = useState<string | null>(null);
  const selected = selectedTabOf(tab !== undefined ? tab : own, viewer);

  const panels: Record<ProfileTabId, () => ReactNode> = {
    details: () => (
      <>
        <ProfileDetails headingLevel={2} />
        <PanelSuspense>
          <LazyPanels.account onAccountDeleted={onAccountDeleted} />
        </PanelSuspense>
      </>
    ),
    messages: () => <LazyPanels.messages />,
    feed: () => <LazyPanels.feed />,
    certificates: () => <LazyPanels.certificates verifyUrl={verifyUrl} />,
    badges: () => <LazyPanels.badges />,
    ranking: () => <LazyPanels.ranking member={member} />,
    points: () => <LazyPanels.points />,
    orders: () => <LazyPanels.orders />,
  };
  return (
    <div className="campus-profile" part="profile">
      <Tabs
        label={t('profile.tabs.label')}
        tabs={profileTabsFor(viewer).map((id) => ({
          id,
          label: t(`profile.tabs.${id}`),
          panel: <PanelSuspense>{panels[id]()}</PanelSuspense>,
        }))}
        selectedId={selected}
        onSelect={(id) => {
          const next = selectedTabOf(id, viewer);
          setOwn(next);
          onTabChange?.({ tab: next });
        }}
      />
    </div>
  );
}
