/**
 * `@campus/auth/element` — registers the account screens as custom elements (this entry has side effects):
 * `<campus-login>`, `<campus-password-recovery>`, `<campus-set-password>`, `<campus-first-access>`,
 * `<campus-register>`, `<campus-complete-register>`, `<campus-change-password>`.
 * @packageDocumentation
 */
import { createElement } from 'react';
import type { RegistrationVariant } from '@campus/core/api';
import { defineElement } from '@campus/ui';
import './events.js';
import type { CaptchaAdapter } from './adapters/captcha.js';
import type { GoogleSignInAdapter } from './adapters/google-sign-in.js';
import type { ChangePasswordProps } from './change-password/change-password.js';
import type { CompleteRegisterProps } from './complete-register/complete-register.js';
import type { FirstAccessProps } from './first-access/first-access.js';
import { lazyScreen } from './lazy-screen.js';
import type { LoginFlowsProps } from './login/login-flows.js';
import type { PasswordRecoveryProps } from './password-recovery/password-recovery.js';
import type { RegisterProps } from './register/register.js';
import type { SetPasswordProps } from './set-password/set-password.js';
import { authStyles } from './styles/auth.styles.js';

// Each screen is its own chunk, loaded when its element first renders (see lazyScreen).
const LoginFlows = lazyScreen<LoginFlowsProps>(() =>
  import('./login/login-flows.js').then((module) => module.LoginFlows),
);
const PasswordRecovery = lazyScreen<PasswordRecoveryProps>(() =>
  import('./password-recovery/password-recovery.js').then((module) => module.PasswordRecovery),
);
const SetPassword = lazyScreen<SetPasswordProps>(() =>
  import('./set-password/set-password.js').then((module) => module.SetPassword),
);
const FirstAccess = lazyScreen<FirstAccessProps>(() =>
  import('./first-access/first-access.js').then((module) => module.FirstAccess),
);
const Register = lazyScreen<RegisterProps>(() => import('./register/register.js').then((module) => module.Register));
const CompleteRegister = lazyScreen<CompleteRegisterProps>(() =>
  import('./complete-register/complete-register.js').then((module) => module.CompleteRegister),
);
const ChangePassword = lazyScreen<ChangePasswordProps>(() =>
  import('./change-password/change-password.js').then((module) => module.ChangePassword),
);

/** Parts every account screen has. */
const SCREEN_PARTS = {
  screen: 'the screen (a labelled region)',
  title: 'the screen heading',
  form: 'the form',
  alert: "the form's error message (role alert)",
  message: 'a success message (role status)',
  field: 'each field (label, hint, control, error)',
  label: "a field's label",
  hint: "a field's hint",
  error: "a field's error",
  input: 'a text input',
  button: 'the buttons',
  link: 'the links to the other screens',
} as const;

/** Parts of the screens that choose a new password. */
const NEW_PASSWORD_PARTS = {
  strength: 'the strength meter (`data-strength` = none, weak, medium or strong)',
  reveal: 'the show/hide password toggle',
} as const;

/** CSS properties every account screen reads beyond the global tokens. */
const SCREEN_CSS = {
  '--campus-auth-max-width': { description: 'largest width of the screen', default: 'calc(28 * var(--campus-rem))' },
  '--campus-auth-gap': {
    description: 'space between the blocks of the screen',
    default: 'calc(var(--campus-space) * 2)',
  },
} as const;

const LINK_DOCS = {
  loginHref: { description: 'Where the login is.', default: '/' },
  recoveryHref: { description: 'Where a new password link is asked for.', default: '/request-password/' },
} as const;

defineElement('campus-login', LoginFlows, {
  attributes: {
    managedSignInUrl: 'string',
    maintenanceLogin: 'boolean',
    recoveryHref: 'string',
    firstAccessHref: 'string',
    registerHref: 'string',
    termsHref: 'string',
    googleSignIn: 'property',
    captcha: 'property',
  },
  events: {
    onSignedIn: 'campus-signed-in',
    onSignedOut: 'campus-signed-out',
    onPasswordSet: 'campus-password-set',
    onRegistered: 'campus-registered',
  },
  styles: authStyles,
  docs: {
    description:
      'The login: user name, e-mail or document with the password; Google and the managed (corporate) sign-in when ' +
      'the client offers them; every §8 login message; the maintenance message while the client is under ' +
      'maintenance; the must-change-password step after a sign-in that requires it; sign-out when signed in. ' +
      'Its "forgot password", "first access" and "register" links open the password recovery, first access and ' +
      'registration inside the element (focus on their heading, a way back to the sign-in, no change of address) ' +
      'unless their `*-href` attribute sends them to a page of the host.',
    attributes: {
      managedSignInUrl: {
        description:
          'Where the managed (e.g. Azure AD) sign-in starts; the button shows when params `show_azure_login_btn` is on. ' +
          'The identity provider comes back through `webservice-login/{token}` (the `token` attribute).',
        default: undefined,
      },
      maintenanceLogin: {
        description: 'The `maintenance-login` screen: keeps the form while the client is under maintenance.',
        default: false,
      },
      recoveryHref: {
        description:
          'Where "forgot password" goes, e.g. `/request-password/` on a site with that route. Unset (default): the ' +
          'password recovery opens inside the element.',
        default: undefined,
      },
      firstAccessHref: {
        description:
          'Where "first access" goes, e.g. `/first_access/`; the link shows when params `user_pre_register` is on. ' +
          'Unset (default): first access opens inside the element.',
        default: undefined,
      },
      registerHref: {
        description:
          'Where "register" goes, e.g. `/register`; the link shows when params `user_register` is on. Unset ' +
          '(default): the registration opens inside the element.',
        default: undefined,
      },
      termsHref: {
        description:
          'Where the registration opened inside the element links its terms and conditions: a page of the host ' +
          'that shows them (a partner page has no `/institutional/terms-and-conditions`). Unset: that route of the ' +
          'reference site.',
        default: undefined,
      },
      googleSignIn: {
        description:
          'Property only: a `GoogleSignInAdapter` (`{ getIdToken(): Promise<string> }`, e.g. over Google Identity ' +
          'Services). The Google button shows when params `social_auth` is on and this is set.',
        default: undefined,
      },
      captcha: {
        description:
          'Property only: a `CaptchaAdapter` (`{ execute(action): Promise<string> }`), run before each sign-in when ' +
          'params `use_recaptcha` is on (`createDevelopmentCaptcha()` for local work).',
        default: undefined,
      },
    },
    events: {
      onSignedIn:
        '`campus-signed-in`: a person signed in; `detail` is `{ id, username, fullName, email, homeRoute, mustChangePassword }`.',
      onSignedOut: '`campus-signed-out`: the person signed out from the element; `detail` is null.',
      onPasswordSet:
        '`campus-password-set`: the recovery or first access opened inside the element set a password; `detail` is ' +
        '`{ username }` (null after first access).',
      onRegistered:
        '`campus-registered`: the registration opened inside the element created an account; `detail` is ' +
        '`{ username, status }`.',
    },
    parts: {
      ...SCREEN_PARTS,
      ...NEW_PASSWORD_PARTS,
      providers: 'the Google and managed sign-in buttons',
      'managed-sign-in': 'the managed sign-in link',
      links: 'the list of links (forgot password, first access, register)',
      maintenance: 'the maintenance message',
      'radio-group': 'in the recovery opened inside: the choice between link and code, and the channel',
      digit: 'in the recovery opened inside: each box of the code',
      countdown: 'in the recovery opened inside: the resend countdown (role timer)',
      select: 'in first access and registration opened inside: the country and document country',
      choices: 'in the registration opened inside: the brands, chains and stores',
      checkbox: 'in the registration opened inside: each checkbox',
    },
    cssProperties: SCREEN_CSS,
  },
});

defineElement('campus-password-recovery', PasswordRecovery, {
  attributes: { loginHref: 'string' },
  events: { onPasswordSet: 'campus-password-set' },
  styles: authStyles,
  docs: {
    description:
      'Password recovery (`request-password/`): a link e-mailed to the account named by e-mail, user name or ' +
      'document, or a six-digit code by SMS or WhatsApp to the registered phone with the 300 s resend countdown; a ' +
      'validated code leads straight to the new password.',
    attributes: { loginHref: LINK_DOCS.loginHref },
    events: { onPasswordSet: '`campus-password-set`: the new password was saved; `detail` is `{ username }`.' },
    parts: {
      ...SCREEN_PARTS,
      ...NEW_PASSWORD_PARTS,
      'radio-group': 'the choice between link and code, and the channel',
      digit: 'each box of the code',
      countdown: 'the resend countdown (role timer)',
    },
    cssProperties: SCREEN_CSS,
  },
});

/** Props of `<campus-set-password>`: the link token is `link-token`, since `token` signs in (webservice token). */
type SetPasswordElementProps = Omit<SetPasswordProps, 'username' | 'uidb64' | 'token'> & {
  username?: string;
  uidb64?: string;
  linkToken?: string;
};

/** `<campus-set-password>`'s component: attributes not set yet count as an incomplete (invalid) link. */
function SetPasswordElement({ username = '', uidb64 = '', linkToken = '', ...props }: SetPasswordElementProps) {
  return createElement(SetPassword, { ...props, username, uidb64, token: linkToken });
}

defineElement('campus-set-password', SetPasswordElement, {
  attributes: {
    username: 'string',
    uidb64: 'string',
    linkToken: 'string',
    purpose: 'string',
    loginHref: 'string',
    recoveryHref: 'string',
  },
  events: { onPasswordSet: 'campus-password-set' },
  styles: authStyles,
  docs: {
    description:
      'The screen of a `set-password/{username}/{uidb64}/{token}` or `recover-password/…` link: checks the link ' +
      'first (an invalid or expired one offers a new one), then the new password with the strength meter ' +
      '(6 characters minimum, 8 recommended).',
    attributes: {
      username: { description: 'The `{username}` of the link.', default: undefined },
      uidb64: { description: 'The `{uidb64}` of the link.', default: undefined },
      linkToken: {
        description:
          'The `{token}` of the link (`link-token`: the `token` attribute of every element is a webservice sign-in).',
        default: undefined,
      },
      purpose: {
        description: '`set` for a new account (`set-password/…`), `recover` for a recovery link.',
        default: 'recover',
      },
      loginHref: LINK_DOCS.loginHref,
      recoveryHref: LINK_DOCS.recoveryHref,
    },
    events: { onPasswordSet: '`campus-password-set`: the password was saved; `detail` is `{ username }`.' },
    parts: { ...SCREEN_PARTS, ...NEW_PASSWORD_PARTS },
    cssProperties: SCREEN_CSS,
  },
});

defineElement('campus-first-access', FirstAccess, {
  attributes: { loginHref: 'string' },
  events: { onPasswordSet: 'campus-password-set' },
  styles: authStyles,
  docs: {
    description:
      'First access (`first_access/`): a pre-registered person gives the document of their country (masked as ' +
      'typed) with the birthday and/or e-mail on record, and chooses a password.',
    attributes: { loginHref: LINK_DOCS.loginHref },
    events: { onPasswordSet: '`campus-password-set`: the account is activated; `detail` is `{ username: null }`.' },
    parts: { ...SCREEN_PARTS, ...NEW_PASSWORD_PARTS, select: 'the document country' },
    cssProperties: SCREEN_CSS,
  },
});

defineElement('campus-register', Register, {
  attributes: { variant: 'string', defaultCountry: 'string', termsHref: 'string', loginHref: 'string' },
  events: { onRegistered: 'campus-registered' },
  styles: authStyles,
  docs: {
    description:
      'Registration (`register`, `register-seven-trade`, `register-pop-trade`): country, personal data, the ' +
      'document masked for its country, one company/agency with its brands, retail chains with stores, password ' +
      "with the client's required strength, terms and the adult declaration.",
    attributes: {
      variant: { description: '`register`, `register-seven-trade` or `register-pop-trade`.', default: 'register' },
      defaultCountry: { description: 'The country chosen first, ISO alpha-3.', default: 'BRA' },
      termsHref: {
        description: 'Where the terms and conditions are.',
        default: '/institutional/terms-and-conditions',
      },
      loginHref: LINK_DOCS.loginHref,
    },
    events: {
      onRegistered: '`campus-registered`: the account was created; `detail` is `{ username, status }`.',
    },
    parts: {
      ...SCREEN_PARTS,
      ...NEW_PASSWORD_PARTS,
      select: 'the country and document country',
      'radio-group': 'the company/agency',
      choices: 'the brands, chains and stores',
      checkbox: 'each checkbox',
    },
    cssProperties: SCREEN_CSS,
  },
});

defineElement('campus-complete-register', CompleteRegister, {
  attributes: { termsHref: 'string' },
  events: { onCompleted: 'campus-profile-completed' },
  styles: authStyles,
  docs: {
    description:
      'Complete-register, after sign-in: names, adult birthday, mobile phone, full address, the document when the ' +
      'account has none, the company/agency with brands and the terms, prefilled from the profile.',
    attributes: { termsHref: { description: 'Where the terms and conditions are.', default: '/terms-and-conditions' } },
    events: { onCompleted: '`campus-profile-completed`: the profile is complete; `detail` is `{ username }`.' },
    parts: { ...SCREEN_PARTS, 'radio-group': 'the company/agency', choices: 'the brands', checkbox: 'each checkbox' },
    cssProperties: SCREEN_CSS,
  },
});

defineElement('campus-change-password', ChangePassword, {
  attributes: { mustChange: 'boolean' },
  events: { onPasswordChanged: 'campus-password-set' },
  styles: authStyles,
  docs: {
    description:
      'Password change for a signed-in person: the current password, then the new one with the strength meter. ' +
      'The server signs every other session out.',
    attributes: {
      mustChange: { description: 'The must-change-password step: says why the person is asked.', default: false },
    },
    events: { onPasswordChanged: '`campus-password-set`: the password was changed; `detail` is `{ username }`.' },
    parts: { ...SCREEN_PARTS, ...NEW_PASSWORD_PARTS },
    cssProperties: SCREEN_CSS,
  },
});

/*
 * The elements' properties as the DOM sees them (`document.querySelector('campus-login')` is typed): plain types
 * and the adapters' interfaces, nothing of React, so a host without React type-checks them.
 */
declare global {
  interface HTMLElementTagNameMap {
    'campus-login': HTMLElement & {
      managedSignInUrl?: string;
      maintenanceLogin?: boolean;
      recoveryHref?: string;
      firstAccessHref?: string;
      registerHref?: string;
      termsHref?: string;
      /** Property only: a `GoogleSignInAdapter`. */
      googleSignIn?: GoogleSignInAdapter;
      /** Property only: a `CaptchaAdapter`. */
      captcha?: CaptchaAdapter;
    };
    'campus-password-recovery': HTMLElement & { loginHref?: string };
    'campus-set-password': HTMLElement & {
      username?: string;
      uidb64?: string;
      linkToken?: string;
      purpose?: 'set' | 'recover';
      loginHref?: string;
      recoveryHref?: string;
    };
    'campus-first-access': HTMLElement & { loginHref?: string };
    'campus-register': HTMLElement & {
      variant?: RegistrationVariant;
      defaultCountry?: string;
      termsHref?: string;
      loginHref?: string;
    };
    'campus-complete-register': HTMLElement & { termsHref?: string };
    'campus-change-password': HTMLElement & { mustChange?: boolean };
  }
}

// The types the elements' properties and events name, for hosts and the generated framework typings.
export type { CaptchaAdapter, GoogleSignInAdapter, RegistrationVariant };
export type { RegisteredDetail } from './events.js';
export type { SignedInUser } from './shared/sign-in-session.js';

// The events every widget dispatches besides its own (`campus-session-expired`), typed without React.
export type { WidgetEventMap } from '@campus/ui/element-events';
