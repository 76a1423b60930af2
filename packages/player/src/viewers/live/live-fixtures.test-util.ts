import { LIVE_CLASS_PATHS } from '@campus/core/api';
import { transmissionSchema } from '@campus/core/schemas';
import type { CourseActivity, Transmission } from '@campus/core/schemas';
import { answer, createFakeApi } from '@campus/core/testing';
import type { FakeApi } from '@campus/core/testing';

/*
 * Fixtures of the live viewer's tests and stories (test-only): a live class's transmission and a fake API that serves
 * it as the test moves it (`api.set`), never the network.
 */

/** The live class of the fixtures. */
export const LIVE_CLASS_ID = 7;

/** Its realtime area. */
export const LIVE_AREA = `client:1:live:${LIVE_CLASS_ID}`;

/** The live class activity the player would open. */
export const LIVE_ACTIVITY: CourseActivity = {
  id: 501,
  hierarchy_order: 1,
  title: 'Transmissão ao vivo',
  type: 'live_class',
  status: 'not_started',
  progress: 0,
  blocked_reason: null,
  duration_minutes: 90,
};

/** A transmission waiting to start in two days (a weekly class), as a subscriber sees it; `overrides` change it. */
export function liveTransmission(overrides: Partial<Transmission> = {}, now = Date.now()): Transmission {
  const start = now + 2 * 86_400_000 + 3 * 3_600_000 + 15 * 60_000;
  return {
    item_id: LIVE_CLASS_ID,
    event_id: null,
    type: 'live_class',
    title: 'Aula ao Vivo: Negociação na Prática',
    transmission_status: 'waiting',
    live_class_status: 'opened',
    event_status: null,
    subscribed: true,
    starts_at: new Date(start).toISOString(),
    ends_at: new Date(start + 90 * 60_000).toISOString(),
    recurrence: { frequency: 'weekly', count: 8 },
    has_recording: true,
    stream: null,
    recording: null,
    realtime_area: LIVE_AREA,
    ...overrides,
  };
}

/** A fake API serving one transmission; `set` changes what the next read answers. */
export function createLiveApi(start: Transmission = liveTransmission()): FakeApi & { set(next: Transmission): void } {
  let current = start;
  const api = createFakeApi({
    [`GET ${LIVE_CLASS_PATHS.transmission}`]: () => answer(transmissionSchema, current),
  });
  return Object.assign(api, {
    set(next: Transmission) {
      current = next;
    },
  });
}
