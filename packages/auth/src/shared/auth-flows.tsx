import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { buildPath } from '@campus/core';
import { Link } from '@campus/ui';

/** The account flows a screen links to: the sign-in and the three flows the login offers. */
export type AuthFlow = 'login' | 'recovery' | 'first-access' | 'register';

/**
 * In-place navigation between the account flows, given by a container that shows them one at a time in the
 * same place (`<campus-login>` on a host page, where the site's routes do not exist). Without it the screens
 * link to the site's routes, as the reference site wants.
 */
export interface AuthFlowNavigation {
  /** Shows a flow in place of the current one, from its start. */
  open(flow: AuthFlow): void;
  /**
   * Whether the screen mounting now must take the focus on its heading, answered true once per {@link open}: a
   * view replaced in place would otherwise leave the focus on a control that no longer exists (the body, for a
   * screen reader), and the first view must not take the host page's focus.
   */
  takeTitleFocus(): boolean;
}

/** The nearest in-place navigation, or null where the screens link to the site's routes. */
export const AuthFlowContext = createContext<AuthFlowNavigation | null>(null);

/** The site's route of each flow: where a link goes when neither an address nor in-place navigation is given. */
const SITE_ROUTES: Readonly<Record<AuthFlow, () => string>> = {
  login: () => buildPath('login'),
  recovery: () => buildPath('request-password'),
  'first-access': () => buildPath('first-access'),
  register: () => buildPath('register'),
};

/** Props of {@link FlowLink}. */
export interface FlowLinkProps {
  /** The flow it leads to. */
  flow: AuthFlow;
  /** An address the host gave (an element's `*-href` attribute): always followed as a link when set. */
  href?: string | undefined;
  /** The text, already translated. */
  children: ReactNode;
}

/**
 * A link to another account flow: to the address given; else, inside an in-place container, a button that
 * shows the flow where the current screen is (a button, since it changes the view rather than the page, and
 * has no address to open in a new tab); else a link to the site's route.
 */
export function FlowLink({ flow, href, children }: FlowLinkProps) {
  const navigation = useContext(AuthFlowContext);
  if (href === undefined && navigation !== null) {
    return (
      <button
        type="button"
        className="campus-link campus-auth__flow-link"
        part="link"
        data-flow={flow}
        onClick={() => navigation.open(flow)}
      >
        {children}
      </button>
    );
  }
  return <Link href={href ?? SITE_ROUTES[flow]()}>{children}</Link>;
}
