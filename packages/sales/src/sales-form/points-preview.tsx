import { formatMultiplier, formatNumber, useLocale, useT } from '@campus/ui';

/** Props of {@link PointsPreview}. */
export interface PointsPreviewProps {
  /** The estimated total. */
  total: number;
  /** The level multiplier the estimate uses. */
  multiplier: number;
}

/**
 * The live total-points preview. It is an estimate, and says so: the level multiplier is known here, but the
 * campaign's promotions (×1.5, ×2 on some days or products) are applied by the server alone.
 */
export function PointsPreview({ total, multiplier }: PointsPreviewProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="campus-sales__estimate" part="points-preview">
      <p className="campus-sales__estimate-total">
        <span>{t('sales.form.estimate_title')}</span>{' '}
        <strong aria-live="polite" aria-atomic="true">
          {t('sales.points', { count: total, formatted: formatNumber(total, locale) })}
        </strong>
      </p>
      <p className="campus-sales__note">
        {t('sales.form.estimate_note', { multiplier: formatMultiplier(multiplier, locale) })}
      </p>
    </div>
  );
}
