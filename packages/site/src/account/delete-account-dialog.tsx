import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { buildPath, selectFullName } from '@campus/core';
import { deleteAccount } from '@campus/core/api';
import { canDeleteAccount } from '@campus/core/rules';
import { Button, Dialog, TextField, useCampus, useIdempotentSubmit, useSession, useToast } from '@campus/ui';
import { useSiteT } from '../messages/site-messages';

/** Props of {@link DeleteAccountDialog}. */
export interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Account deletion (spec §1 "they must type their name to confirm"): the delete button acts only once the
 * typed name is the full name (core's `canDeleteAccount`: trimmed, any case); the server checks it again. One
 * request at a time; a failure is shown in the dialog with the typed name kept.
 */
export function DeleteAccountDialog({ open, onClose }: DeleteAccountDialogProps) {
  const t = useSiteT();
  const campus = useCampus();
  const toast = useToast();
  const navigate = useNavigate();
  const fullName = useSession(selectFullName) ?? '';
  const [typed, setTyped] = useState('');
  const [touched, setTouched] = useState(false);
  // One deletion at a time; the server has no replay for it (a second one would find no session), so no key.
  const deletion = useIdempotentSubmit<void>();
  // Still sending, or done and on the way to the login.
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
    toast.show({ message: t('site.account_deletion.done'), tone: 'success' });
    void navigate(buildPath('login'), { replace: true });
  };
  const failure = deletion.status === 'error' ? campus.errorMessage(deletion.error, 'site') : null;

  return (
    <Dialog
      open={open}
      onClose={close}
      role="alertdialog"
      title={t('site.account_deletion.title')}
      describedBy={messageId}
    >
      <form ref={form} className="site-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <p id={messageId}>{t('site.account_deletion.message')}</p>
        {failure !== null && (
          <p className="site-alert" role="alert">
            {failure}
          </p>
        )}
        <TextField
          label={t('site.account_deletion.confirm_label')}
          hint={t('site.account_deletion.confirm_hint', { name: fullName })}
          name="full_name"
          autoComplete="off"
          value={typed}
          error={touched && !matches ? t('errors.account_name_mismatch') : undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
        <div className="site-form__actions">
          <Button type="button" variant="secondary" onClick={close} disabled={sending}>
            {t('site.account_deletion.cancel')}
          </Button>
          <Button type="submit" variant="danger" loading={sending} aria-disabled={!matches}>
            {t('site.account_deletion.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
