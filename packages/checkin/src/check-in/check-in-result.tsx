import { useEffect, useRef } from 'react';
import type { AttendanceWire } from '@campus/core/schemas';
import { Button, formatNumber, useLocale, useT } from '@campus/ui';

/** Props of {@link CheckInResult}. */
export interface CheckInResultProps {
  attendance: AttendanceWire;
  /** Back to the check-in methods. */
  onAgain: () => void;
}

/**
 * A confirmed check-in: the event, the points it earned and the new balance. It takes focus when shown, so
 * keyboard and screen-reader users land on the outcome. Part: `result`.
 */
export function CheckInResult({ attendance, onAgain }: CheckInResultProps) {
  const t = useT();
  const locale = useLocale();
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => region.current?.focus(), []);
  const title = attendance.event.title;
  return (
    <div className="campus-checkin__result" part="result" role="status" tabIndex={-1} ref={region}>
      <p className="campus-checkin__result-title">{t('checkin.result.title')}</p>
      <p>
        {attendance.points > 0
          ? t('checkin.result.points', { count: attendance.points, title })
          : t('checkin.result.no_points', { title })}
      </p>
      <p>{t('checkin.result.balance', { balance: formatNumber(attendance.balance, locale) })}</p>
      <div className="campus-checkin__actions">
        <Button variant="secondary" onClick={onAgain}>
          {t('checkin.result.again')}
        </Button>
      </div>
    </div>
  );
}
