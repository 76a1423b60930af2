import { useId, useState } from 'react';
import { Button, Heading, SignedInOnly, usePackageMessages, useT } from '@campus/ui';
import type { HeadingLevel } from '@campus/ui';
import { PROFILE_MESSAGES } from '../messages/profile-messages.js';
import { profileSignedOut } from '../shared/profile-signed-out.js';
import { AccountDeletionDialog } from './account-deletion-dialog.js';

/** Props of {@link AccountDeletion}. */
export interface AccountDeletionProps {
  /** The level of the widget's heading, to fit the host page's outline. @default 3 */
  headingLevel?: HeadingLevel;
  /** The account was deleted and the instance signed out (see {@link AccountDeletionDialog}). */
  onDeleted?: () => void;
}

/**
 * The profile's "delete my account" (spec §1, §5): what deletion means, and a danger button that opens the
 * confirmation where the person types their full name. Focus returns to the button when the dialog closes.
 */
export function AccountDeletion(props: AccountDeletionProps) {
  usePackageMessages(PROFILE_MESSAGES);
  return (
    <SignedInOnly {...profileSignedOut('deletion')}>
      <AccountDeletionPanel {...props} />
    </SignedInOnly>
  );
}

function AccountDeletionPanel({ headingLevel = 3, onDeleted }: AccountDeletionProps) {
  const t = useT();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  return (
    <section className="campus-profile-deletion" part="deletion" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId} className="campus-profile-deletion__title" part="title">
        {t('profile.deletion.title')}
      </Heading>
      <p>{t('profile.deletion.message')}</p>
      <div>
        <Button variant="danger" onClick={() => setOpen(true)}>
          {t('profile.deletion.open')}
        </Button>
      </div>
      <AccountDeletionDialog open={open} onClose={() => setOpen(false)} {...(onDeleted ? { onDeleted } : {})} />
    </section>
  );
}
