import { useMemo, useRef, useState } from 'react';
import type { RegisteredDetail } from '../events.js';
import type { FirstAccessProps } from '../first-access/first-access.js';
import { lazyScreen } from '../lazy-screen.js';
import type { PasswordRecoveryProps } from '../password-recovery/password-recovery.js';
import type { RegisterProps } from '../register/register.js';
import { AuthFlowContext } from '../shared/auth-flows.js';
import type { AuthFlow, AuthFlowNavigation } from '../shared/auth-flows.js';
import { Login } from './login.js';
import type { LoginProps } from './login.js';

// The other flows are their own chunks (the same ones their elements load): a person who only signs in never
// downloads the registration form.
const PasswordRecovery = lazyScreen<PasswordRecoveryProps>(() =>
  import('../password-recovery/password-recovery.js').then((module) => module.PasswordRecovery),
);
const FirstAccess = lazyScreen<FirstAccessProps>(() =>
  import('../first-access/first-access.js').then((module) => module.FirstAccess),
);
const Register = lazyScreen<RegisterProps>(() => import('../register/register.js').then((module) => module.Register));

/** Props of {@link LoginFlows}: the login's, and the events of the flows it opens. */
export interface LoginFlowsProps extends LoginProps {
  /** A password was set by the recovery or first access opened in place; `campus-password-set`. */
  onPasswordSet?: (detail: { username: string | null }) => void;
  /** An account was created by the registration opened in place; `campus-registered`. */
  onRegistered?: (detail: RegisteredDetail) => void;
  /** Where the registration opened in place links its terms and conditions (a page of the host). */
  termsHref?: string;
}

/**
 * `<campus-login>`'s component: the login, and in its place the password recovery, first access or registration
 * when the person follows a link the host gave no address for (a partner page has no `/request-password/`). Each
 * flow is the same screen as its own element, from its start; its "back to login" and, once done, its "go to
 * login" return to the sign-in. No history entry or address change: the host's page stays where it is.
 */
export function LoginFlows({ onPasswordSet, onRegistered, termsHref, ...loginProps }: LoginFlowsProps) {
  // `visit` remounts a flow opened again, so it starts over (a recovery asked for anew after an expired link).
  const [view, setView] = useState<{ flow: AuthFlow; visit: number }>({ flow: 'login', visit: 0 });
  const focusTitle = useRef(false);
  const navigation = useMemo<AuthFlowNavigation>(
    () => ({
      open: (flow) => {
        focusTitle.current = true;
        setView((current) => ({ flow, visit: current.visit + 1 }));
      },
      takeTitleFocus: () => {
        const take = focusTitle.current;
        focusTitle.current = false;
        return take;
      },
    }),
    [],
  );
  const passwordSet = onPasswordSet ? { onPasswordSet } : {};
  let screen;
  switch (view.flow) {
    case 'recovery':
      screen = <PasswordRecovery key={view.visit} {...passwordSet} />;
      break;
    case 'first-access':
      screen = <FirstAccess key={view.visit} {...passwordSet} />;
      break;
    case 'register':
      screen = (
        <Register
          key={view.visit}
          {...(onRegistered ? { onRegistered } : {})}
          {...(termsHref !== undefined ? { termsHref } : {})}
        />
      );
      break;
    default:
      screen = <Login key={view.visit} {...loginProps} />;
  }
  return <AuthFlowContext.Provider value={navigation}>{screen}</AuthFlowContext.Provider>;
}
