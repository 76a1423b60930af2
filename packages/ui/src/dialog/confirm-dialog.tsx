import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../button/button.js';
import { useT } from '../provider/use-t.js';
import { Dialog } from './dialog.js';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. "Cancelar inscrição?". */
  title: ReactNode;
  /** What happens if confirmed. */
  message: ReactNode;
  /** The confirming action in words ("Cancelar inscrição"), never a bare "OK". */
  confirmLabel: string;
  /** The way out. @default "Agora não" (`ui.not_now`) */
  cancelLabel?: string;
  onConfirm: () => void;
  /** Escape, the backdrop or the cancel button. */
  onCancel: () => void;
  /** `danger` for actions that cannot be undone. @default 'primary' */
  tone?: 'primary' | 'danger';
  /** While the confirmed action runs: the confirm button is busy and nothing can be pressed twice. @default false */
  busy?: boolean;
}

/**
 * A yes/no question as an `alertdialog` (spec: unsubscribe, unenrol … "with confirmation"). Focus starts on the
 * cancel button, so a stray Enter never confirms something destructive.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  tone = 'primary',
  busy = false,
}: ConfirmDialogProps) {
  const t = useT();
  const messageId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onCancel();
      }}
      title={title}
      role="alertdialog"
      describedBy={messageId}
      initialFocus={cancel}
      showCloseButton={false}
      footer={
        <>
          <Button ref={cancel} variant="secondary" disabled={busy} onClick={onCancel}>
            {cancelLabel ?? t('ui.not_now')}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="campus-dialog__message" id={messageId}>
        {message}
      </p>
    </Dialog>
  );
}
