import { describe, expect, expectTypeOf, it } from 'vitest';
import { elementDefinitions } from '@campus/ui';
import type { CaptchaAdapter, GoogleSignInAdapter, RegisteredDetail, SignedInUser } from './element.js';
import './element.js';

/**
 * The events each account element's definition dispatches, and the adapters that are properties only: the
 * typings of `@campus/auth/element` (`HTMLElementEventMap`, `HTMLElementTagNameMap`) follow them. The typed
 * properties themselves are checked in element.test.tsx.
 */
const EVENTS = {
  'campus-login': ['campus-signed-in', 'campus-signed-out', 'campus-password-set', 'campus-registered'],
  'campus-password-recovery': ['campus-password-set'],
  'campus-set-password': ['campus-password-set'],
  'campus-first-access': ['campus-password-set'],
  'campus-register': ['campus-registered'],
  'campus-complete-register': ['campus-profile-completed'],
  'campus-change-password': ['campus-password-set'],
} as const;

describe('@campus/auth/element typings', () => {
  it('type every event of the account elements with its detail, React-free', () => {
    expectTypeOf<HTMLElementEventMap['campus-signed-in']>().toEqualTypeOf<CustomEvent<SignedInUser>>();
    expectTypeOf<HTMLElementEventMap['campus-signed-out']>().toEqualTypeOf<CustomEvent<null>>();
    expectTypeOf<HTMLElementEventMap['campus-password-set']>().toEqualTypeOf<
      CustomEvent<{ username: string | null }>
    >();
    expectTypeOf<HTMLElementEventMap['campus-registered']>().toEqualTypeOf<CustomEvent<RegisteredDetail>>();
    expectTypeOf<HTMLElementEventMap['campus-profile-completed']>().toEqualTypeOf<CustomEvent<{ username: string }>>();
    expectTypeOf<HTMLElementEventMap['campus-session-expired']>().toEqualTypeOf<CustomEvent<null>>();
    const definitions = elementDefinitions().filter((definition) => definition.tag in EVENTS);
    expect(definitions.map((definition) => definition.tag).sort()).toEqual(Object.keys(EVENTS).sort());
    for (const definition of definitions) {
      expect(Object.values(definition.events).sort(), definition.tag).toEqual(
        [...EVENTS[definition.tag as keyof typeof EVENTS]].sort(),
      );
    }
  });

  it('define the adapters of <campus-login> as properties only, typed by their interfaces', () => {
    expectTypeOf(document.createElement('campus-login').googleSignIn).toEqualTypeOf<GoogleSignInAdapter | undefined>();
    expectTypeOf(document.createElement('campus-login').captcha).toEqualTypeOf<CaptchaAdapter | undefined>();
    const login = elementDefinitions().find((definition) => definition.tag === 'campus-login');
    expect(login?.attributes).toMatchObject({ googleSignIn: 'property', captcha: 'property' });
    const observed = (customElements.get('campus-login') as unknown as { observedAttributes: string[] })
      .observedAttributes;
    expect(observed).not.toContain('google-sign-in');
    expect(observed).not.toContain('captcha');
    expect(observed).toContain('recovery-href');
  });
});
