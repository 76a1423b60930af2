import { useId, useMemo } from 'react';
import { loyaltyQueries, selectIsSignedIn } from '@campus/core';
import {
  EmptyState,
  ErrorState,
  LoadingRegion,
  Skeleton,
  useLocale,
  usePackageMessages,
  useQuery,
  useSession,
  useT,
} from '@campus/ui';
import type { CheckedInDetail } from '../events.js';
import { EventsList } from '../list/events-list.js';
import { CHECKIN_MESSAGES } from '../messages/checkin-messages.js';
import { createBrowserQrReader } from '../qr/qr-reader.js';
import type { QrReader } from '../qr/qr-reader.js';
import { CHECK_IN_METHODS, CheckInPanel } from './check-in-panel.js';
import type { CheckInMethod } from './check-in-panel.js';

/** Props of {@link CheckIn}. */
export interface CheckInProps {
  /**
   * The check-in method shown first: `code` (the six digits), `camera` or `picture` (an image of the QR code).
   * @default 'code'
   */
  method?: CheckInMethod | string;
  /** The member checked in and earned the event's points (`campus-checked-in` on the element). */
  onCheckedIn?: (detail: CheckedInDetail) => void;
  /**
   * Reads QR codes from pictures and camera frames.
   * @default the browser's `BarcodeDetector` where it reads QR codes, jsQR (loaded on first use) otherwise
   */
  qrReader?: QrReader;
}

const isMethod = (value: string): value is CheckInMethod => (CHECK_IN_METHODS as readonly string[]).includes(value);

/**
 * Programme events and check-in (spec §2 Events, §3 Event, §4 "events are available from the creator level",
 * §8): check-in by the six-digit code, by the camera (BarcodeDetector where the browser has it, jsQR
 * otherwise) or by a picture of the QR code, with the result or the exact refusal; the events list with type,
 * dates, place, points and whether the member checked in; below the creator level, the reason instead of the
 * check-in. Signed out, an invitation to sign in.
 */
export function CheckIn({ method = 'code', onCheckedIn, qrReader }: CheckInProps) {
  usePackageMessages(CHECKIN_MESSAGES);
  const t = useT();
  const signedIn = useSession(selectIsSignedIn);
  if (!signedIn) {
    return (
      <section className="campus-checkin" part="check-in" aria-label={t('checkin.title')}>
        <EmptyState title={t('checkin.signed_out.title')} description={t('checkin.signed_out.description')} />
      </section>
    );
  }
  return <CheckInScreen method={isMethod(method) ? method : 'code'} onCheckedIn={onCheckedIn} qrReader={qrReader} />;
}

interface CheckInScreenProps {
  method: CheckInMethod;
  onCheckedIn: ((detail: CheckedInDetail) => void) | undefined;
  qrReader: QrReader | undefined;
}

function CheckInScreen({ method, onCheckedIn, qrReader }: CheckInScreenProps) {
  const t = useT();
  const locale = useLocale();
  const headingId = useId();
  // One member's events are not another's: the instance's query cache drops every answer on sign-in and sign-out.
  const events = useQuery(loyaltyQueries.events(locale), { isEmpty: () => false });
  const reader = useMemo(() => qrReader ?? createBrowserQrReader(), [qrReader]);
  const data = events.data;

  return (
    <section className="campus-checkin" part="check-in" aria-labelledby={headingId}>
      <h2 className="campus-checkin__title" part="title" id={headingId}>
        {t('checkin.title')}
      </h2>
      {events.status === 'loading' && (
        <LoadingRegion className="campus-checkin__loading" part="loading">
          <Skeleton lines={3} />
          <Skeleton lines={3} />
        </LoadingRegion>
      )}
      {events.status === 'error' && data === undefined && (
        <ErrorState error={events.error} onRetry={events.retry} retrying={events.isFetching} />
      )}
      {data !== undefined && (
        <>
          {data.events_available ? (
            <CheckInPanel method={method} reader={reader} onCheckedIn={onCheckedIn} />
          ) : (
            <div className="campus-checkin__locked" part="locked">
              <p className="campus-checkin__locked-title">{t('checkin.locked.title')}</p>
              <p>{t('checkin.locked.description', { level: t(`checkin.levels.${data.level}`) })}</p>
            </div>
          )}
          <EventsList events={data.results} level={data.level} />
        </>
      )}
    </section>
  );
}
