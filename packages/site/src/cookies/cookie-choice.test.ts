import { describe, expect, it } from 'vitest';
import { createMemoryCookieJar } from '@campus/core';
import { createTestCampus } from '@campus/core/testing';
import { COOKIE_CHOICE_COOKIE, readCookieChoice, recordCookieChoice, shouldShowCookieBanner } from './cookie-choice';

const campus = () => createTestCampus({ clientId: 'site-tests', clientSecret: 'site-tests-secret' });

describe('cookie choice', () => {
  it('records acceptance in the core store and a 180-day cookie, and refusal apart from no choice', () => {
    const instance = campus();
    const jar = createMemoryCookieJar();
    expect(readCookieChoice(jar)).toBeUndefined();
    instance.stores.cookiesPolicy.getState().openPolicyPreferences();

    recordCookieChoice(instance, jar, 'all');
    expect(instance.stores.cookiesPolicy.getState()).toMatchObject({
      accept_cookies: true,
      policy_preferences_modal: false,
    });
    expect(readCookieChoice(jar)).toBe('all');
    expect(jar.entries().get(COOKIE_CHOICE_COOKIE)?.options.maxAge).toBe(180 * 24 * 60 * 60);

    recordCookieChoice(instance, jar, 'essential');
    expect(instance.stores.cookiesPolicy.getState().accept_cookies).toBe(false);
    expect(readCookieChoice(jar)).toBe('essential');
  });

  it('ignores a tampered cookie value', () => {
    const jar = createMemoryCookieJar();
    jar.set(COOKIE_CHOICE_COOKIE, 'everything');
    expect(readCookieChoice(jar)).toBeUndefined();
  });

  it('shows the banner until a choice exists on this device or on the account', () => {
    expect(shouldShowCookieBanner({ choice: undefined, accepted: false, acceptedByAccount: false })).toBe(true);
    expect(shouldShowCookieBanner({ choice: 'essential', accepted: false, acceptedByAccount: false })).toBe(false);
    expect(shouldShowCookieBanner({ choice: undefined, accepted: true, acceptedByAccount: false })).toBe(false);
    expect(shouldShowCookieBanner({ choice: undefined, accepted: false, acceptedByAccount: true })).toBe(false);
  });
});
