import { configure as configureTestingLibrary, fireEvent, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { configureElementPage, insideShadow, mountElement, resetElementPage } from '@campus/ui/testing';
import './element.js';
import { meResponseSchema, paramsResponseSchema, tokenResponseSchema } from '@campus/core/schemas';
import { answer, createFakeApi, meAnswer } from '@campus/core/testing';
import { elementDefinitions } from '@campus/ui';
import { paramsFixture, tokensFixture } from './fixtures/wire.fixtures.js';
import { authScreenStyles } from './styles/auth.styles.js';
import { DEMO_PASSWORD } from '../../server/src/test-support/demo-credentials.test-util.js';

const TAGS = [
  'campus-login',
  'campus-password-recovery',
  'campus-set-password',
  'campus-first-access',
  'campus-register',
  'campus-complete-register',
  'campus-change-password',
];

/** The properties `HTMLElementTagNameMap` gives each element: what its definition observes, no more, no less. */
const TYPED_PROPS = {
  'campus-login': [
    'managedSignInUrl',
    'maintenanceLogin',
    'recoveryHref',
    'firstAccessHref',
    'registerHref',
    'termsHref',
    'googleSignIn',
    'captcha',
  ],
  'campus-password-recovery': ['loginHref'],
  'campus-set-password': ['username', 'uidb64', 'linkToken', 'purpose', 'loginHref', 'recoveryHref'],
  'campus-first-access': ['loginHref'],
  'campus-register': ['variant', 'defaultCountry', 'termsHref', 'loginHref'],
  'campus-complete-register': ['termsHref'],
  'campus-change-password': ['mustChange'],
} as const;
type AuthTag = keyof typeof TYPED_PROPS;
type DomProps<T extends AuthTag> = Exclude<keyof HTMLElementTagNameMap[T], keyof HTMLElement>;
type Listed<T extends AuthTag> = (typeof TYPED_PROPS)[T][number];

// Testing Library prints the container of a failed query, and cannot print a shadow root: say what failed.
configureTestingLibrary({ getElementError: (message) => new Error(message ?? 'query failed') });

afterEach(async () => {
  await resetElementPage();
});

describe('@campus/auth/element', () => {
  it('registers every account screen with its docs', () => {
    for (const tag of TAGS) expect(customElements.get(tag), tag).toBeDefined();
    const definitions = elementDefinitions().filter((definition) => TAGS.includes(definition.tag));
    expect(definitions.map((definition) => definition.tag).sort()).toEqual([...TAGS].sort());
    for (const definition of definitions) {
      expect(definition.docs?.description, definition.tag).toBeTruthy();
      for (const prop of Object.keys(definition.attributes)) {
        expect(definition.docs?.attributes?.[prop as never], `${definition.tag} ${prop}`).toBeTruthy();
      }
      for (const prop of Object.keys(definition.events)) {
        expect(definition.docs?.events?.[prop as never], `${definition.tag} ${prop}`).toBeTruthy();
      }
    }
  });

  it('types every account screen for the DOM by its tag, with the properties its definition observes', () => {
    expectTypeOf<DomProps<'campus-login'>>().toEqualTypeOf<Listed<'campus-login'>>();
    expectTypeOf<DomProps<'campus-password-recovery'>>().toEqualTypeOf<Listed<'campus-password-recovery'>>();
    expectTypeOf<DomProps<'campus-set-password'>>().toEqualTypeOf<Listed<'campus-set-password'>>();
    expectTypeOf<DomProps<'campus-first-access'>>().toEqualTypeOf<Listed<'campus-first-access'>>();
    expectTypeOf<DomProps<'campus-register'>>().toEqualTypeOf<Listed<'campus-register'>>();
    expectTypeOf<DomProps<'campus-complete-register'>>().toEqualTypeOf<Listed<'campus-complete-register'>>();
    expectTypeOf<DomProps<'campus-change-password'>>().toEqualTypeOf<Listed<'campus-change-password'>>();
    expectTypeOf(document.createElement('campus-login').maintenanceLogin).toEqualTypeOf<boolean | undefined>();
    expectTypeOf(document.createElement('campus-set-password').purpose).toEqualTypeOf<'set' | 'recover' | undefined>();
    for (const definition of elementDefinitions().filter((entry) => entry.tag in TYPED_PROPS)) {
      expect(Object.keys(definition.attributes).sort(), definition.tag).toEqual(
        [...TYPED_PROPS[definition.tag as AuthTag]].sort(),
      );
    }
  });

  it('<campus-login> signs in inside its shadow root and tells the page with campus-signed-in', async () => {
    const api = createFakeApi({
      '/api/params/': answer(paramsResponseSchema, paramsFixture()),
      '/o/token/': answer(tokenResponseSchema, tokensFixture),
      '/api/me/': answer(meResponseSchema, meAnswer()),
    });
    configureElementPage({
      fetch: api.fetch,
      clientId: 'campus-web',
      clientSecret: 'campus-web-secret',
      session: false,
    });
    const events: CustomEvent[] = [];
    document.addEventListener('campus-signed-in', (event) => events.push(event));
    const login = mountElement('campus-login');
    expect(login.shadowRoot?.adoptedStyleSheets.some((sheet) => sheet.cssRules.length > 0)).toBe(true);
    expect(login.shadowRoot?.querySelector('style')).toBeNull();
    const user = userEvent.setup();
    // user-event types into document.activeElement, which is the host for a field in a shadow root: set
    // values with input events instead, as a browser's autofill does.
    const username = await insideShadow(login).findByRole('textbox', { name: /Usuário, e-mail ou CPF/ });
    fireEvent.change(username, { target: { value: 'learner' } });
    fireEvent.change(insideShadow(login).getByLabelText(/^Senha/), { target: { value: DEMO_PASSWORD } });
    await user.click(insideShadow(login).getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]?.detail).toMatchObject({ username: 'learner', homeRoute: '/home' });
    expect(events[0]?.composed).toBe(true);
    expect(login.shadowRoot?.querySelector('[style]')).toBeNull();
    expect(authScreenStyles).toContain('.campus-auth');
  });

  it('<campus-set-password> takes the link from attributes and never treats link-token as a sign-in', async () => {
    const api = createFakeApi({
      '/etraining_login/check_password_link/': { status: 200, body: { username: 'learner' } },
    });
    configureElementPage({ fetch: api.fetch, clientId: 'campus-web', session: false });
    const element = mountElement('campus-set-password', {
      username: 'learner',
      uidb64: 'Nw',
      'link-token': 't-1',
      purpose: 'set',
    });
    expect(await insideShadow(element).findByRole('heading', { name: 'Cadastrar senha' })).toBeInTheDocument();
    expect(await insideShadow(element).findByText('Conta: learner')).toBeInTheDocument();
    expect(api.to('/etraining_login/check_password_link/')[0]?.body).toEqual({
      username: 'learner',
      uidb64: 'Nw',
      token: 't-1',
    });
  });
});
