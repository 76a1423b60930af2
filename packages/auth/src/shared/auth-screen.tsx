import { useId } from 'react';
import type { ReactNode } from 'react';
import { usePackageMessages } from '@campus/ui';
import { authMessages } from '../messages/auth-messages.js';

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
 * {@link useAuthMessages} themselves before translating.
 */
export function AuthScreen({ title, children, screen }: AuthScreenProps) {
  const titleId = useId();
  return (
    <section className="campus-auth" part="screen" data-screen={screen} aria-labelledby={titleId}>
      <h2 className="campus-auth__title" part="title" id={titleId}>
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
