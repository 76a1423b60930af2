import { useId } from 'react';
import type { SaleStatusWire, SaleWire } from '@campus/core/schemas';
import { Badge, Button, formatCalendarDay, formatNumber, useLocale, useT } from '@campus/ui';
import type { BadgeProps } from '@campus/ui';

/** Props of {@link SaleCard}. */
export interface SaleCardProps {
  sale: SaleWire;
  /** Offered on rejected sales: correct and send again (a rejection frees the invoice number). */
  onResubmit?: ((sale: SaleWire) => void) | undefined;
}

const STATUS_TONES: Readonly<Record<SaleStatusWire, NonNullable<BadgeProps['tone']>>> = {
  credited: 'info',
  under_audit: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** One of the member's sales: invoice, status, date, store, points, products and, if rejected, the reason. */
export function SaleCard({ sale, onResubmit }: SaleCardProps) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  return (
    <article className="campus-sales__sale" part="sale" aria-labelledby={titleId} data-status={sale.status}>
      <div className="campus-sales__sale-header">
        <h3 className="campus-sales__sale-title" id={titleId}>
          {t('sales.mine.invoice', { number: sale.invoice_number })}
        </h3>
        <Badge tone={STATUS_TONES[sale.status]}>{t(`sales.mine.status.${sale.status}`)}</Badge>
      </div>
      <dl className="campus-sales__facts">
        <div>
          <dt>{t('sales.mine.sale_date')}</dt>
          <dd>{formatCalendarDay(sale.sale_date, locale)}</dd>
        </div>
        <div>
          <dt>{t('sales.mine.store')}</dt>
          <dd>{`${sale.store.name} — ${sale.retailer.name}`}</dd>
        </div>
        <div>
          <dt>{t('sales.mine.points')}</dt>
          <dd>{t('sales.points', { count: sale.total_points, formatted: formatNumber(sale.total_points, locale) })}</dd>
        </div>
        <div>
          <dt>{t('sales.mine.products')}</dt>
          <dd>
            <ul className="campus-sales__sale-products">
              {sale.products.map((line) => (
                <li key={line.sku}>
                  {t('sales.mine.product_line', { quantity: line.quantity, name: line.name, sku: line.sku })}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        {sale.status === 'rejected' && sale.rejection_reason !== null && (
          <div className="campus-sales__rejection" part="rejection">
            <dt>{t('sales.mine.rejection_reason')}</dt>
            <dd>{sale.rejection_reason}</dd>
          </div>
        )}
      </dl>
      {sale.status === 'rejected' && onResubmit !== undefined && (
        <div className="campus-sales__actions">
          <Button variant="secondary" onClick={() => onResubmit(sale)}>
            {t('sales.mine.resubmit')}
          </Button>
        </div>
      )}
    </article>
  );
}
