import { useId } from 'react';
import { instructorQueries, liveClassQueries } from '@campus/core';
import type { TransmissionHolderKind } from '@campus/core/api';
import { Badge, Button, useLocale, useQuery, useT } from '@campus/ui';
import type { ClassActions } from './use-class-actions.js';

/**
 * The transmission controls of an in-person event: shown only when the event is a live class or webinar (read from
 * `GET /api/presential-events/{id}/`); an in-person class has no transmission.
 */
export function EventTransmissionControls({ eventId, actions }: { eventId: number | string; actions: ClassActions }) {
  const locale = useLocale();
  const event = useQuery(instructorQueries.presentialEvent(locale, eventId));
  const type = event.data?.type;
  if (type !== 'live_class' && type !== 'webinar') return null;
  return <TransmissionControls kind="presential-events" itemId={eventId} actions={actions} />;
}

/**
 * The live transmission of a live class, a webinar or an in-person course's live event as its instructor runs it
 * (issue 26, the "live" domain's `POST /api/{kind}/{id}/transmission/`): its status, "Iniciar transmissão" while
 * waiting, "Encerrar transmissão" while live.
 */
export function TransmissionControls({
  kind,
  itemId,
  actions,
}: {
  kind: TransmissionHolderKind;
  itemId: number | string;
  actions: ClassActions;
}) {
  const t = useT();
  const headingId = useId();
  const transmission = useQuery(liveClassQueries.transmission(kind, itemId));
  const status = transmission.data?.transmission_status;
  if (status === undefined) return null;
  return (
    <section className="campus-attendance__section" part="transmission" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('instructor.transmission')}</h3>
      <div className="campus-attendance__row">
        <Badge tone={status === 'live' ? 'danger' : 'neutral'}>{t(`instructor.transmission_status.${status}`)}</Badge>
        {status === 'waiting' && (
          <Button disabled={actions.busy !== null} onClick={() => actions.moveTransmission(kind, itemId, 'live')}>
            {t('instructor.start_transmission')}
          </Button>
        )}
        {status === 'live' && (
          <Button
            variant="secondary"
            disabled={actions.busy !== null}
            onClick={() => actions.moveTransmission(kind, itemId, 'finished')}
          >
            {t('instructor.finish_transmission')}
          </Button>
        )}
      </div>
    </section>
  );
}
