import type { ReactNode } from 'react';
import { achievementsStyles, BadgeList, CertificateList } from '@campus/achievements';
import { PointsStatement, Ranking, rankingStyles } from '@campus/ranking';
import { MyOrders, rewardsStyles } from '@campus/rewards';
import { StylesOnMount } from '@campus/ui';
import { ActivityFeed } from '../feed/activity-feed.js';
import { Inbox } from '../inbox/inbox.js';
import { TrainingRanking } from '../training-ranking/training-ranking.js';

/*
 * The panels of the profile's tabs other than the personal data: one chunk loaded when one of them first shows
 * (`lazy-tab-panels.tsx`), so a page showing the profile does not download the programme's ranking, chart and
 * orders, or the certificates and badges, before someone opens their tab.
 */

// The other packages' styles travel with their panels.
const PACKAGE_STYLES = [achievementsStyles, rankingStyles, rewardsStyles];
const WithPackageStyles = ({ children }: { children: ReactNode }) => (
  <StylesOnMount styles={PACKAGE_STYLES}>{children}</StylesOnMount>
);

/** The inbox. */
export const MessagesPanel = () => <Inbox headingLevel={2} />;

/** The activity feed. */
export const FeedPanel = () => <ActivityFeed headingLevel={2} />;

/** The certificates, whose share links use the host's verification page. */
export const CertificatesPanel = ({ verifyUrl }: { verifyUrl?: string | undefined }) => (
  <WithPackageStyles>
    <CertificateList headingLevel={2} {...(verifyUrl ? { verifyUrl } : {})} />
  </WithPackageStyles>
);

/** The badges. */
export const BadgesPanel = () => (
  <WithPackageStyles>
    <BadgeList headingLevel={2} />
  </WithPackageStyles>
);

/** The training ranking, and the programme's ranking for its members. */
export const RankingPanel = ({ member }: { member: boolean }) => (
  <WithPackageStyles>
    <TrainingRanking headingLevel={2} />
    {member && <Ranking headingLevel={2} />}
  </WithPackageStyles>
);

/** The member's points statement. */
export const PointsPanel = () => (
  <WithPackageStyles>
    <PointsStatement headingLevel={2} />
  </WithPackageStyles>
);

/** The member's reward orders. */
export const OrdersPanel = () => (
  <WithPackageStyles>
    <MyOrders />
  </WithPackageStyles>
);
