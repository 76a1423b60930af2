import { lazy, Suspense, useId, useState } from 'react';
import type { RedeemResponse, RewardWire } from '@campus/core/schemas';
import { SignedInOnly, Skeleton, Tabs, useT } from '@campus/ui';
import { rewardsSignedOut } from '../shared/rewards-signed-out.js';
import { rewardIdOf, RewardDetailView } from '../detail/reward-detail-view.js';
import type { RewardOpenDetail } from '../events.js';
import { PointsHeader } from '../header/points-header.js';
import { RewardList } from '../list/reward-list.js';
import { useRedeemFlow } from '../redeem/use-redeem-flow.js';
import { useRedeemer } from '../redeem/use-redeemer.js';

// "My orders" loads when its tab first opens (its own chunk): the store is what the widget shows first.
const MyOrders = lazy(() => import('../orders/my-orders.js').then((module) => ({ default: module.MyOrders })));

/** The views of the store: the rewards, or the member's orders. */
export type RewardStoreView = 'rewards' | 'orders';

/** Props of {@link RewardStore}. */
export interface RewardStoreProps {
  /**
   * A reward to show in detail (route `reward-store/details/{id}/`); the list when unset. The attribute is
   * `reward-id` (the global `id` attribute stays the element's own).
   */
  rewardId?: number | string;
  /** The view shown first: `rewards` or `orders`. @default 'rewards' */
  view?: RewardStoreView | string;
  /** A reward was redeemed (`campus-redeemed`): the order with the balance left. */
  onRedeemed?: (order: RedeemResponse) => void;
  /** A person opened a reward's detail (`campus-reward-open`): a routing host may go to `reward-store/details/{id}/`. */
  onRewardOpen?: (detail: RewardOpenDetail) => void;
}

/**
 * The reward store (spec §2): the member's balance, level and level points; the rewards with departments,
 * categories, sorting, stock and details; the redeem confirmation with the rules of `checkRedemption` and the
 * exact refusal of §8; and "my orders" with their statuses (§3).
 */
export function RewardStore(props: RewardStoreProps) {
  return (
    <SignedInOnly {...rewardsSignedOut('store')}>
      <SignedInStore {...props} />
    </SignedInOnly>
  );
}

/** What the rewards tab shows: the list, or one reward (with focus moved there after navigating). */
type Shown = { kind: 'list'; focus: boolean } | { kind: 'detail'; id: number | null; focus: boolean };

function SignedInStore({ rewardId, view, onRedeemed, onRewardOpen }: RewardStoreProps) {
  const t = useT();
  const headingId = useId();
  const [tab, setTab] = useState<RewardStoreView>(view === 'orders' ? 'orders' : 'rewards');
  const [ordersFocus, setOrdersFocus] = useState(false);
  const initial = (): Shown | undefined =>
    rewardId === undefined || rewardId === '' ? undefined : { kind: 'detail', id: rewardIdOf(rewardId), focus: false };
  // A new `reward-id` from the host (it routed) wins over what was navigated in place.
  const [seen, setSeen] = useState({ rewardId, view });
  const [shown, setShown] = useState<Shown | undefined>(initial);
  if (seen.rewardId !== rewardId || seen.view !== view) {
    setSeen({ rewardId, view });
    setShown(initial());
    if (seen.view !== view) setTab(view === 'orders' ? 'orders' : 'rewards');
    else if (rewardId !== undefined) setTab('rewards');
  }
  const current: Shown = shown ?? { kind: 'list', focus: false };
  const redeemer = useRedeemer();
  const viewOrders = () => {
    setTab('orders');
    setOrdersFocus(true);
  };
  const flow = useRedeemFlow(redeemer, onRedeemed, viewOrders);

  const open = (reward: RewardWire) => {
    setShown({ kind: 'detail', id: Number(reward.id), focus: true });
    onRewardOpen?.({ id: reward.id });
  };
  const rewardsPanel =
    current.kind === 'detail' ? (
      <RewardDetailView
        key={String(current.id)}
        rewardId={current.id}
        redeemer={redeemer}
        onRedeem={flow.start}
        onBack={() => setShown({ kind: 'list', focus: true })}
        focusTitle={current.focus}
      />
    ) : (
      <RewardList redeemer={redeemer} onOpen={open} onRedeem={flow.start} focusTitle={current.focus} />
    );

  return (
    <section className="campus-rewards" part="store" aria-labelledby={headingId}>
      <h2 className="campus-rewards__title" part="title" id={headingId}>
        {t('rewards.title')}
      </h2>
      <PointsHeader />
      <Tabs
        label={t('rewards.tabs.label')}
        selectedId={tab}
        onSelect={(id) => {
          setTab(id as RewardStoreView);
          setOrdersFocus(false);
        }}
        tabs={[
          { id: 'rewards', label: t('rewards.tabs.store'), panel: rewardsPanel },
          {
            id: 'orders',
            label: t('rewards.tabs.orders'),
            panel: (
              <Suspense fallback={<Skeleton lines={3} />}>
                <MyOrders focusTitle={ordersFocus} />
              </Suspense>
            ),
          },
        ]}
      />
      {flow.dialog}
    </section>
  );
}
