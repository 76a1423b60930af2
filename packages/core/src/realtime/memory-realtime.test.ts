import { describe, expect, it } from 'vitest';
import { createMemoryRealtime } from './memory-realtime.js';
import type { RankingEvent } from './realtime-adapter.js';

describe('memory realtime adapter', () => {
  it('records sign-ins and delivers emitted events per area; a throwing listener does not stop others', async () => {
    const live = createMemoryRealtime();
    await live.signIn('rt-1');
    expect(live.token).toBe('rt-1');
    const got: RankingEvent[] = [];
    const stop = live.subscribe('a', () => {
      throw new Error('listener bug');
    });
    live.subscribe('a', (event) => got.push(event));
    live.subscribe('b', () => got.push({ area: 'wrong', type: '', id: null, data: { area: 'wrong' } }));
    const errors: unknown[] = [];
    const onError = (error: unknown) => errors.push(error);
    process.on('uncaughtException', onError);
    live.emit({ area: 'a', points: 5 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('uncaughtException', onError);
    expect(errors).toEqual([new Error('listener bug')]);
    expect(got).toEqual([{ area: 'a', type: 'ranking', id: '1', data: { area: 'a', points: 5 } }]);
    expect(live.subscribedAreas().sort()).toEqual(['a', 'b']);
    stop();
    live.close();
    expect(live.token).toBeNull();
    expect(live.signIns).toEqual(['rt-1']);
  });
});
