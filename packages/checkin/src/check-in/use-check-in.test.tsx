import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LOYALTY_PATHS } from '@campus/core/api';
import { attendanceSchema } from '@campus/core/schemas';
import type { LoyaltyEventWire } from '@campus/core/schemas';
import { answer, apiError, createFakeApi, createTestCampus } from '@campus/core/testing';
import { CampusProvider } from '@campus/ui';
import { useCheckIn } from './use-check-in.js';

const CHECK_IN = `POST ${LOYALTY_PATHS.checkIn}`;

const EVENT: LoyaltyEventWire = {
  id: 1,
  type: 'training',
  title: 'Treinamento de lançamento da linha Aurora',
  description: '',
  location: null,
  begin_at: '2026-12-10T09:00:00Z',
  end_at: '2026-12-10T18:00:00Z',
  status: 'open',
  points: 200,
  minimum_level: 'intermediate',
  campaign_id: 10,
  checked_in_at: null,
};

function setup() {
  const api = createFakeApi({
    [CHECK_IN]: answer(
      attendanceSchema,
      { id: 501, event: EVENT, method: 'code', points: 200, balance: 1200, created_at: '2026-12-10T12:00:00Z' },
      201,
    ),
  });
  const campus = createTestCampus({ api, session: true });
  const onCheckedIn = vi.fn();
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <CampusProvider campus={campus}>{children}</CampusProvider>
  );
  const view = renderHook(() => useCheckIn(onCheckedIn), { wrapper });
  return { api, campus, onCheckedIn, view };
}

describe('useCheckIn', () => {
  it('keeps the Idempotency-Key after a 5xx: the retry replays the same check-in', async () => {
    const { api, onCheckedIn, view } = setup();
    api.failNext(CHECK_IN, { status: 502, code: 'bad_gateway' });
    await act(() => view.result.current.submit({ code: '246810' }));
    expect(view.result.current.status).toBe('error');
    await act(() => view.result.current.submit({ code: '246810' }));
    const [failed, retry] = api.to(CHECK_IN);
    expect(failed?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(retry?.idempotencyKey).toBe(failed?.idempotencyKey);
    expect(view.result.current.status).toBe('done');
    expect(onCheckedIn).toHaveBeenCalledTimes(1);
  });

  it('spends the key on a 4xx refusal: the next attempt is a new write', async () => {
    const { api, view } = setup();
    api.failNext(CHECK_IN, { status: 422, code: 'invalid_event_code' });
    await act(() => view.result.current.submit({ code: '246810' }));
    expect(view.result.current.status).toBe('error');
    await act(() => view.result.current.submit({ code: '246810' }));
    const [refused, next] = api.to(CHECK_IN);
    expect(next?.idempotencyKey).not.toBe(refused?.idempotencyKey);
  });

  it('refreshes what a check-in changes: points, levels, events and the ranking', async () => {
    const { campus, view } = setup();
    const invalidateAfter = vi.spyOn(campus.query, 'invalidateAfter');
    await act(() => view.result.current.submit({ code: '246810' }));
    expect(invalidateAfter).toHaveBeenCalledWith('check-in');
  });

  it('answers a 429 with the time the forms open again', async () => {
    const { api, view } = setup();
    api.route({ [CHECK_IN]: apiError(429, 'too_many_attempts', { retryAfter: 600 }) });
    const before = Date.now();
    await act(() => view.result.current.submit({ code: '246810' }));
    expect(view.result.current.lockedUntil).toBeGreaterThanOrEqual(before + 600_000);
  });
});
