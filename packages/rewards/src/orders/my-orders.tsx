import { useEffect, useId, useRef, useState } from 'react';
import { loyaltyQueries } from '@campus/core';
import { ORDER_STATUSES } from '@campus/core/rules';
import type { OrderWire } from '@campus/core/schemas';
import type { OrderStatus } from '@campus/core/rules';
import {
  Badge,
  CoverImage,
  EmptyState,
  ErrorState,
  formatInstantDay,
  LoadingRegion,
  Select,
  Skeleton,
  useLocale,
  usePackageMessages,
  useQuery,
  useT,
} from '@campus/ui';
import { REWARDS_MESSAGES } from '../messages/rewards-messages.js';
import { usePointsText } from '../shared/use-points-text.js';
import { ORDER_STATUS_TONE } from './order-status.js';

/** Props of {@link MyOrders}. */
export interface MyOrdersProps {
  /** Move focus to the heading once mounted (after "Ver meus pedidos"). */
  focusTitle?: boolean;
}

/**
 * The member's reward orders (`GET /api/orders/`, newest first) with their status — awaiting approval, approved,
 * shipped, delivered, reproved (spec §3 Reward order) — quantity, points, dates and shipping address; a status
 * filter; loading, empty and error states.
 */
export function MyOrders({ focusTitle = false }: MyOrdersProps) {
  usePackageMessages(REWARDS_MESSAGES);
  const t = useT();
  const headingId = useId();
  const orders = useQuery(loyaltyQueries.orders(useLocale()));
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);
  const all = orders.data;
  const shown = all?.filter((order) => status === '' || order.status === status);

  return (
    <section className="campus-rewards-orders" part="orders" aria-labelledby={headingId}>
      <h3 className="campus-rewards__subtitle" id={headingId} ref={heading} tabIndex={-1}>
        {t('rewards.orders.title')}
      </h3>
      {all === undefined && orders.status === 'error' && (
        <ErrorState error={orders.error} onRetry={orders.retry} retrying={orders.isFetching} />
      )}
      {all === undefined && orders.status !== 'error' && (
        <LoadingRegion part="loading">
          <Skeleton lines={3} />
        </LoadingRegion>
      )}
      {all !== undefined && all.length === 0 && (
        <EmptyState title={t('rewards.orders.empty')} description={t('rewards.orders.empty_description')} />
      )}
      {all !== undefined && all.length > 0 && shown !== undefined && (
        <>
          <div className="campus-rewards-filters" part="filters">
            <Select
              label={t('rewards.orders.status_filter')}
              placeholder={t('rewards.orders.all_statuses')}
              options={ORDER_STATUSES.map((value) => ({ value, label: t(`rewards.orders.status.${value}`) }))}
              value={status}
              onChange={(event) => setStatus(event.target.value as OrderStatus | '')}
            />
          </div>
          {shown.length === 0 ? (
            <EmptyState title={t('rewards.orders.empty_filtered')} />
          ) : (
            <ul className="campus-rewards-orders__list" aria-label={t('rewards.orders.label')}>
              {shown.map((order) => (
                <li key={String(order.id)}>
                  <OrderCard order={order} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

/** One order: reward, number, status, quantity, points, dates, address. */
function OrderCard({ order }: { order: OrderWire }) {
  const t = useT();
  const points = usePointsText();
  const locale = useLocale();
  const date = (iso: string) => formatInstantDay(iso, locale);
  const titleId = useId();
  const address = order.shipping_address;
  return (
    <article className="campus-rewards-order" part="order" aria-labelledby={titleId}>
      <CoverImage path={order.reward.image} className="campus-rewards-order__image" />
      <div className="campus-rewards-order__body">
        <div className="campus-rewards-order__header">
          <h4 className="campus-rewards-order__title" id={titleId}>
            {order.reward.name}
          </h4>
          <span part="order-status">
            <Badge tone={ORDER_STATUS_TONE[order.status]}>{t(`rewards.orders.status.${order.status}`)}</Badge>
          </span>
        </div>
        <p className="campus-rewards-order__number">{t('rewards.orders.number', { id: order.id })}</p>
        <dl className="campus-rewards-order__facts">
          <div>
            <dt>{t('rewards.orders.quantity')}</dt>
            <dd>{order.quantity}</dd>
          </div>
          <div>
            <dt>{t('rewards.orders.total')}</dt>
            <dd>{points(order.total_points)}</dd>
          </div>
          <div>
            <dt>{t('rewards.orders.ordered_at')}</dt>
            <dd>{date(order.created_at)}</dd>
          </div>
          {order.updated_at !== order.created_at && (
            <div>
              <dt>{t('rewards.orders.updated_at')}</dt>
              <dd>{date(order.updated_at)}</dd>
            </div>
          )}
          {address !== null && (
            <div>
              <dt>{t('rewards.orders.ship_to')}</dt>
              <dd>
                {[
                  `${address.address}, ${address.number}`,
                  address.complement,
                  address.neighborhood,
                  `${address.city} – ${address.state}`,
                  address.zip_code,
                ]
                  .filter((part) => part !== undefined && part !== '')
                  .join(' · ')}
              </dd>
            </div>
          )}
        </dl>
        {order.status === 'reproved' && (
          <p className="campus-rewards-order__note">{t('rewards.orders.reproved_refund')}</p>
        )}
      </div>
    </article>
  );
}
