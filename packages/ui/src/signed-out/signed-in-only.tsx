import { selectIsSignedIn } from '@campus/core';
import type { ReactNode } from 'react';
import { usePackageMessages } from '../messages/use-package-messages.js';
import type { PackageMessages } from '../messages/package-messages.js';
import { useSession } from '../provider/store-hooks.js';
import { useT } from '../provider/use-t.js';
import { SignedOutNotice } from './signed-out-notice.js';

/** What a widget shows before anyone signs in: its root and the message keys of its invitation. */
export interface SignedOutInvitation {
  /** The widget's package messages, loaded here so the invitation (and the screen after it) is translated. */
  messages: PackageMessages;
  /** The widget's root class (`campus-sales`), so its own layout applies. */
  className: string;
  /** The widget's root part (`store`, `sales-form`), as the signed-in widget names it. */
  part: string;
  /** The message key of the invitation's title. */
  titleKey: string;
  /** The message key of the invitation's text. */
  descriptionKey: string;
}

/** Props of {@link SignedInOnly}. */
export interface SignedInOnlyProps extends SignedOutInvitation {
  /** The signed-in screen; it is not rendered (so asks nothing of the API) before a session exists. */
  children: ReactNode;
}

/**
 * The signed-in gate every widget that needs a session starts with: its package messages, then either the
 * {@link SignedOutNotice} invitation or the signed-in screen. It follows the session store, so the screen
 * replaces the invitation as soon as any widget of the page (or the host) signs in.
 */
export function SignedInOnly({ messages, titleKey, descriptionKey, children, ...root }: SignedInOnlyProps) {
  usePackageMessages(messages);
  const t = useT();
  const signedIn = useSession(selectIsSignedIn);
  // The screen below would only get 401 answers without a session, so it is not even mounted.
  if (!signedIn) return <SignedOutNotice {...root} title={t(titleKey)} description={t(descriptionKey)} />;
  return children;
}
