import { useRef, useState } from 'react';
import { downloadCalendar } from '@campus/core/api';
import type { CalendarKind } from '@campus/core/api';
import { calendarFileName } from '@campus/core/rules';
import { Button, saveBlob, useCampus, usePackageMessages, useT } from '@campus/ui';
import { CALENDAR_MESSAGES } from './calendar-messages.js';

/** Props of {@link CalendarButton}. */
export interface CalendarButtonProps {
  /** The item's catalogue segment: `live-classes`, `webinars` or `presential-courses`. */
  kind: CalendarKind;
  id: number | string;
  /** One event of a presential course (else every event). */
  eventId?: number | string;
  /** Names the file and the confirmation. */
  title: string;
  /** The id of the element naming what is exported (the item's or event's title), for the button's description. */
  describedBy?: string;
}

/** The browser's IANA time zone (spec §9: "time zone is guessed from the browser"). */
function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * "Adicionar ao calendário" (issue 26; spec §9 calendar export): downloads the item's (or event's) iCalendar file from
 * the server, in the browser's time zone and with the class's recurrence, and saves it; a status region says it was
 * downloaded, an alert why not.
 */
export function CalendarButton({ kind, id, eventId, title, describedBy }: CalendarButtonProps) {
  usePackageMessages(CALENDAR_MESSAGES);
  const t = useT();
  const campus = useCampus();
  const anchor = useRef<HTMLSpanElement>(null);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setError(null);
    setSaid(t('catalogue-calendar.adding'));
    try {
      const blob = await downloadCalendar(campus.api, kind, id, { timeZone: browserTimeZone(), event: eventId });
      saveBlob(blob, calendarFileName(title), anchor.current?.ownerDocument ?? document);
      setSaid(t('catalogue-calendar.added', { title }));
    } catch (failure) {
      setSaid('');
      setError(`${t('catalogue-calendar.failed')} ${campus.errorMessage(failure, 'catalogue')}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <span ref={anchor} className="campus-catalogue-calendar" part="calendar">
      <Button
        variant="secondary"
        onClick={() => void download()}
        loading={busy}
        {...(describedBy === undefined ? {} : { 'aria-describedby': describedBy })}
      >
        {t('catalogue-calendar.add')}
      </Button>
      <span className="campus-visually-hidden" role="status">
        {said}
      </span>
      {error !== null && (
        <span className="campus-catalogue-item__notice" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}
