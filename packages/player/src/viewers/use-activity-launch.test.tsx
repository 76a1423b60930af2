import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, createTestCampus } from '@campus/core/testing';
import { useActivityLaunch } from './use-activity-launch.js';

describe('useActivityLaunch with a source at hand', () => {
  it('is ready with the source’s URL at once and asks the API nothing (the library’s previews)', () => {
    const api = createFakeApi({});
    const campus = createTestCampus({ api, session: true });
    const { result } = renderHook(() =>
      useActivityLaunch(campus, 'library-7', { url: 'https://api.campus.test/static/demo/library/a.pdf' }),
    );
    expect(result.current).toMatchObject({
      status: 'ready',
      launch: { url: 'https://api.campus.test/static/demo/library/a.pdf' },
    });
    expect(api.requests).toEqual([]);
  });
});
