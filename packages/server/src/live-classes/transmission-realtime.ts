import type { TransmissionEvent } from '@campus/core/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { clientArea } from '../realtime/areas';
import type { RealtimeBroker } from '../realtime/broker';

/*
 * Live transmissions in real time (docs/server.md "Live classes"): every move of a transmission, and every change of
 * a class's seats (a subscription taken or given back), is announced as a `transmission` event in the class's area
 * inside the client's, so every member of the client watching it (their stream hears their client's areas) reads it
 * again at once.
 */

/**
 * The realtime area of a transmission: `client:{clientId}:live:{itemId}` for a live class or webinar,
 * `client:{clientId}:live:{itemId}:event:{eventId}` for an event of an in-person course.
 */
export function transmissionArea(clientId: number, holder: { itemId: number; eventId?: number | null }): string {
  const itemArea = `${clientArea(clientId)}:live:${holder.itemId}`;
  return holder.eventId === undefined || holder.eventId === null ? itemArea : `${itemArea}:event:${holder.eventId}`;
}

/**
 * Publishes a `transmission` event in the holder's area (an event's when `event_id` is set). Call it after the change
 * committed. A failed publish is logged, never thrown: the viewer's next read shows the change.
 */
export function publishTransmissionChange(
  realtime: Pick<RealtimeBroker, 'publish'>,
  clientId: number,
  event: TransmissionEvent & { item_id: number; event_id?: number | null },
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  const area = transmissionArea(clientId, { itemId: event.item_id, eventId: event.event_id ?? null });
  return realtime.publish(area, { ...event }, { type: 'transmission' }).then(
    () => undefined,
    (error: unknown) => log?.warn({ err: error }, 'live classes: realtime publish failed'),
  );
}
