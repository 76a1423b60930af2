import { describe, expect, it, vi } from 'vitest';
import { createMemoryRealtime } from './memory-realtime.js';
import { ACTIVITY_UNLOCKED_EVENT, watchActivityUnlocks } from './activity-unlocks.js';

describe('watchActivityUnlocks', () => {
  it('invalidates what an unlock changes on each activity_unlocked event of the area, and stops', () => {
    const realtime = createMemoryRealtime();
    const query = { invalidateAfter: vi.fn() };
    const told = vi.fn();
    const stop = watchActivityUnlocks({ realtime, query }, 'user:7', told);
    realtime.emit({ area: 'user:7', item_id: 3, activity_id: 9 }, 'ranking');
    realtime.emit({ area: 'user:8', item_id: 3, activity_id: 9 }, ACTIVITY_UNLOCKED_EVENT);
    expect(query.invalidateAfter).not.toHaveBeenCalled();
    realtime.emit({ area: 'user:7', item_id: 3, activity_id: 9 }, ACTIVITY_UNLOCKED_EVENT);
    expect(query.invalidateAfter).toHaveBeenCalledWith('activity-unlock');
    expect(told).toHaveBeenCalledWith(expect.objectContaining({ data: expect.objectContaining({ activity_id: 9 }) }));
    stop();
    realtime.emit({ area: 'user:7', item_id: 3, activity_id: 10 }, ACTIVITY_UNLOCKED_EVENT);
    expect(query.invalidateAfter).toHaveBeenCalledTimes(1);
  });
});
