import { useContext, useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { usePackageMessages } from '@campus/ui';
import { authMessages } from '../messages/auth-messages.js';
import { AuthFlowContext } from './auth-flows.js';

/** Props of {@link AuthScreen}. */
export interface AuthScreenProps {
  /** The screen's heading, already translated. */
  title: ReactNode;
  children?: ReactNode;
  /** Which screen this is, for host styling (`[data-screen="login"]`). */
  screen: string;
}

/**
 * The frame of every account screen: a labelled region with its heading (parts `screen`, `title`).
 * Registers the package's messages, so it must wrap anything that calls `t('auth.…')` — screens call
 * {@link useAuthMessages} themselves before translating. A screen opened in place of another (see
 * `AuthFlowContext`) takes the focus on its heading, so keyboard and screen-reader users land on the new view.
 */
export function AuthScreen({ title, children, screen }: AuthScreenProps) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const navigation = useContext(AuthFlowContext);
  useEffect(() => {
    if (navigation?.takeTitleFocus()) titleRef.current?.focus();
  }, [navigation]);
  return (
    <section className="campus-auth" part="screen" data-screen={screen} aria-labelledby={titleId}>
      <h2
        ref={titleRef}
        className="campus-auth__title"
        part="title"
        id={titleId}
        // Focusable by script only (not in the tab order), where views are replaced in place.
        tabIndex={navigation === null ? undefined : -1}
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Registers `@campus/auth`'s messages with the nearest Campus (idempotent); call before `useT()`. */
export function useAuthMessages(): void {
  usePackageMessages(authMessages);
}
