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

/** The realtime area of a live class or webinar: `client:{clientId}:live:{itemId}`. */
export function transmissionArea(clientId: number, itemId: number): string {
  return `${clientArea(clientId)}:live:${itemId}`;
}

/**
 * Publishes a `transmission` event in the class's area. Call it after the change committed. A failed publish is
 * logged, never thrown: the viewer's next read shows the change.
 */
export function publishTransmissionChange(
  realtime: Pick<RealtimeBroker, 'publish'>,
  clientId: number,
  event: TransmissionEvent & { item_id: number },
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  return realtime.publish(transmissionArea(clientId, event.item_id), { ...event }, { type: 'transmission' }).then(
    () => undefined,
    (error: unknown) => log?.warn({ err: error }, 'live classes: realtime publish failed'),
  );
}
