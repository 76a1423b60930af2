import { useEffect, useRef } from 'react';
import type { SaleCreated } from '@campus/core/schemas';
import { Button, formatNumber, useLocale, useT } from '@campus/ui';

/** Props of {@link SaleSuccess}. */
export interface SaleSuccessProps {
  sale: SaleCreated;
  invoiceNumber: string;
  onAnother: () => void;
  onSeeMine: () => void;
}

/** The success screen: the points the sale credited, and where to go next. Focus moves to its heading. */
export function SaleSuccess({ sale, invoiceNumber, onAnother, onSeeMine }: SaleSuccessProps) {
  const t = useT();
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const points = t('sales.points', { count: sale.total_points, formatted: formatNumber(sale.total_points, locale) });
  return (
    <div className="campus-sales__result" part="result" data-tone="success">
      <h3 className="campus-sales__result-title" ref={heading} tabIndex={-1}>
        {t('sales.success.title')}
      </h3>
      <p className="campus-sales__result-points" part="result-points">
        {t('sales.success.credited', { points })}
      </p>
      <p>{t('sales.success.description', { invoice: invoiceNumber })}</p>
      <div className="campus-sales__actions">
        <Button onClick={onAnother}>{t('sales.success.another')}</Button>
        <Button variant="secondary" onClick={onSeeMine}>
          {t('sales.success.see_mine')}
        </Button>
      </div>
    </div>
  );
}
