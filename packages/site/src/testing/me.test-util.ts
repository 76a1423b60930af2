// `GET /api/me/` answers for the site's tests. Test-only.
import type { MeResponse } from '@campus/core/schemas';
import { meAnswer as memberAnswer } from '@campus/core/testing';

/** The answer of `GET /api/me/` for Maria Silva (the test campus's user), with `roles` and any overrides. */
export const meAnswer = (roles: readonly string[], overrides: Partial<MeResponse> = {}): MeResponse =>
  memberAnswer({
    username: 'maria',
    email: 'maria@example.com',
    full_name: 'Maria Silva',
    ranking_areas: [],
    roles: [...roles],
    ...overrides,
  });
