import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, isDemoPasswordAllowed, isRefusedDemoPassword } from './demo-password';

describe('demo password', () => {
  it('is allowed only in demo mode', () => {
    expect(isDemoPasswordAllowed({ demo: true })).toBe(true);
    expect(isDemoPasswordAllowed({ demo: false })).toBe(false);
  });

  it('is refused with demo mode off, while other passwords are left to the hash check', () => {
    expect(isRefusedDemoPassword({ demo: false }, DEMO_PASSWORD)).toBe(true);
    expect(isRefusedDemoPassword({ demo: true }, DEMO_PASSWORD)).toBe(false);
    expect(isRefusedDemoPassword({ demo: false }, 'another-Passw0rd!')).toBe(false);
  });
});
