import { useEffect, useRef } from 'react';
import type { PhotoCreated } from '@campus/core/schemas';
import { Button, formatLongCalendarDay, formatNumber, useLocale, useT } from '@campus/ui';

/** Props of {@link PhotoResult}. */
export interface PhotoResultProps {
  photo: PhotoCreated;
  onAnother: () => void;
}

/** An accepted store photo: the points credited and the day the next one of its type may go to this store. */
export function PhotoResult({ photo, onAnother }: PhotoResultProps) {
  const t = useT();
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const points = t('sales.points', { count: photo.points, formatted: formatNumber(photo.points, locale) });
  return (
    <div className="campus-sales__result" part="result" data-tone="success">
      <h3 className="campus-sales__result-title" ref={heading} tabIndex={-1}>
        {t('sales.photo.success_title')}
      </h3>
      <p className="campus-sales__result-points" part="result-points">
        {t('sales.photo.success_credited', { points })}
      </p>
      <p>{t('sales.photo.success_next', { date: formatLongCalendarDay(photo.next_allowed_date, locale) })}</p>
      <div className="campus-sales__actions">
        <Button onClick={onAnother}>{t('sales.photo.another')}</Button>
      </div>
    </div>
  );
}

/** Props of {@link WeeklyLimitNotice}. */
export interface WeeklyLimitNoticeProps {
  /** ISO date from which the next photo may be sent (a Monday). */
  nextAllowedDate: string | undefined;
  /** The spec §8 message (`photo_already_sent_this_week`). */
  message: string;
}

/** The weekly limit: the spec's message and the next allowed day. Announced as an alert, focusable. */
export function WeeklyLimitNotice({ nextAllowedDate, message }: WeeklyLimitNoticeProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="campus-sales__alert" part="weekly-limit" role="alert" tabIndex={-1} data-sales-alert="">
      <p className="campus-sales__alert-title">{t('sales.photo.limit_title')}</p>
      <p>{message}</p>
      {nextAllowedDate !== undefined && (
        <p className="campus-sales__next-date">
          {t('sales.photo.limit_next', { date: formatLongCalendarDay(nextAllowedDate, locale) })}
        </p>
      )}
    </div>
  );
}
