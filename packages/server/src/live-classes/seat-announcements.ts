import type { FastifyBaseLogger } from 'fastify';
import type { CampusApp } from '../http/campus-app';
import type { RequestScope } from '../shared/request-scope';
import { liveClassStatusOf, phaseOf, readTransmissionRecord } from './transmission-reader';
import type { TransmissionItemType } from './transmission-reader';
import { publishTransmissionChange } from './transmission-realtime';

/**
 * Announces a class's seats changed (a subscription taken or given back, spec §4 "no vacancy", "subscribed"): a
 * `transmission` event in its area with its status as it is now, so viewers watching it read it again. Call it after
 * the write committed; a failure is logged, never thrown (the write stands).
 */
export async function announceSeatsChange(
  app: Pick<CampusApp, 'database' | 'realtime'>,
  scope: RequestScope,
  item: { readonly id: number; readonly type: string },
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  if (item.type !== 'live_class' && item.type !== 'webinar') return;
  try {
    const type = item.type as TransmissionItemType;
    const record = await readTransmissionRecord(app.database.db, scope, { type, itemId: item.id });
    if (!record) return;
    await publishTransmissionChange(
      app.realtime,
      scope.clientId,
      {
        item_id: item.id,
        transmission_status: phaseOf(record, Date.now()).status,
        live_class_status: liveClassStatusOf(record),
      },
      log,
    );
  } catch (error) {
    log?.warn({ err: error }, 'live classes: seats announcement failed');
  }
}
