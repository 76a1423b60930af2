import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { selectFullName } from '@campus/core';
import { deleteAccount } from '@campus/core/api';
import { canDeleteAccount } from '@campus/core/rules';
import {
  Button,
  Dialog,
  TextField,
  useCampus,
  useIdempotentSubmit,
  usePackageMessages,
  useSession,
  useT,
} from '@campus/ui';
import { PROFILE_MESSAGES } from '../messages/profile-messages.js';

/** Props of {@link AccountDeletionDialog}. */
export interface AccountDeletionDialogProps {
  open: boolean;
  onClose: () => void;
  /**
   * The account was deleted and the session ended (the instance is signed out): the host says so and leaves
   * the page (the site goes to its login).
   */
  onDeleted?: () => void;
}

/**
 * Account deletion (spec §1 "they must type their name to confirm", §5): the delete button acts only once the
 * typed name is the full name (core's `canDeleteAccount`: trimmed, any case); the server checks it again
 * (`DELETE /accounts/profile/`). One request at a time; a failure is shown in the dialog with the typed name
 * kept. Once deleted the instance signs out and `onDeleted` runs.
 */
export function AccountDeletionDialog({ open, onClose, onDeleted }: AccountDeletionDialogProps) {
  usePackageMessages(PROFILE_MESSAGES);
  const t = useT();
  const campus = useCampus();
  const fullName = useSession(selectFullName) ?? '';
  const [typed, setTyped] = useState('');
  const [touched, setTouched] = useState(false);
  // One deletion at a time; the server has no replay for it (a second one would find no session), so no key.
  const deletion = useIdempotentSubmit<void>();
  // Still sending, or done and on the way out.
  const sending = deletion.status === 'sending' || deletion.status === 'done';
  const messageId = useId();
  const form = useRef<HTMLFormElement>(null);
  const focusName = () => form.current?.querySelector<HTMLInputElement>('input[name="full_name"]')?.focus();
  const matches = canDeleteAccount(typed, fullName);

  const close = () => {
    if (sending) return;
    setTyped('');
    setTouched(false);
    deletion.reset();
    onClose();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!matches) {
      focusName();
      return;
    }
    const outcome = await deletion.submit(typed, () => deleteAccount(campus.api, typed));
    if (outcome.status !== 'done') return;
    campus.signOut();
    onDeleted?.();
  };
  const failure = deletion.status === 'error' ? campus.errorMessage(deletion.error, 'profile.deletion') : null;

  return (
    <Dialog open={open} onClose={close} role="alertdialog" title={t('profile.deletion.title')} describedBy={messageId}>
      <form ref={form} className="campus-profile-deletion__form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <p id={messageId}>{t('profile.deletion.message')}</p>
        {failure !== null && (
          <p className="campus-profile-deletion__alert" role="alert">
            {failure}
          </p>
        )}
        <TextField
          label={t('profile.deletion.confirm_label')}
          hint={t('profile.deletion.confirm_hint', { name: fullName })}
          name="full_name"
          autoComplete="off"
          value={typed}
          error={touched && !matches ? t('errors.account_name_mismatch') : undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
        <div className="campus-profile-deletion__actions">
          <Button type="button" variant="secondary" onClick={close} disabled={sending}>
            {t('profile.deletion.cancel')}
          </Button>
          <Button type="submit" variant="danger" loading={sending} aria-disabled={!matches}>
            {t('profile.deletion.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
