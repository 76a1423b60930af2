import { describe, expect, it } from 'vitest';
import type { CaptchaAdapter } from './captcha.js';

/**
 * The contract every {@link CaptchaAdapter} keeps, as a suite: run it against an implementation (the
 * development one in captcha.test.ts; a host's real one the same way) to know the login can use it.
 * @param create makes a fresh adapter; `rejecting`, when given, makes one whose person cannot be verified
 */
export function describeCaptchaAdapterContract(
  name: string,
  create: () => CaptchaAdapter,
  rejecting?: () => CaptchaAdapter,
): void {
  describe(`CaptchaAdapter contract: ${name}`, () => {
    it('answers a non-empty token for the login action, usable as a form value', async () => {
      const token = await create().execute('login');
      expect(typeof token).toBe('string');
      expect(token.trim()).not.toBe('');
      expect(token.length).toBeLessThanOrEqual(4096);
      expect(token).not.toMatch(/[\r\n]/);
    });

    it('answers a new token on every call, since each is used once', async () => {
      const adapter = create();
      const tokens = await Promise.all([adapter.execute('login'), adapter.execute('login'), adapter.execute('login')]);
      expect(new Set(tokens).size).toBe(3);
    });

    if (rejecting) {
      it('rejects when the person could not be verified', async () => {
        await expect(rejecting().execute('login')).rejects.toBeInstanceOf(Error);
      });
    }
  });
}
