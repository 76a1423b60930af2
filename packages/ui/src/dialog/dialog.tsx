import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { useT } from '../provider/use-t.js';

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Whether the dialog is shown (controlled). */
  open: boolean;
  /** Asked to close: Escape, the close button or a click on the backdrop. Set `open` to false. */
  onClose: () => void;
  /** The dialog's heading, which also names it. */
  title: ReactNode;
  children?: ReactNode;
  /** Actions at the bottom (buttons). */
  footer?: ReactNode;
  /** `alertdialog` for a question that needs an answer (see `ConfirmDialog`). @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that describes the dialog (read when it opens). */
  describedBy?: string;
  /** Where focus goes on open. @default the browser's choice (the first focusable element) */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Show the ✕ button. @default true */
  showCloseButton?: boolean;
  /** A click on the backdrop asks to close. @default true */
  closeOnBackdrop?: boolean;
}

/** The element that has focus in `node`'s root (document or shadow root), so focus can go back to it. */
function focusedIn(node: Node): HTMLElement | null {
  const root = node.getRootNode() as Document | ShadowRoot;
  const active = root.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * A modal dialog on the native `<dialog>` with `showModal()`: the page behind is inert, focus moves in and
 * comes back to where it was on close, Escape closes, the top layer keeps it above the host page's stacking
 * contexts (it works inside a shadow root). Parts: `dialog`, `title`, `body`, `footer`, `close-button`.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  role = 'dialog',
  describedBy,
  initialFocus,
  showCloseButton = true,
  closeOnBackdrop = true,
}: DialogProps) {
  const t = useT();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // Open and close the native dialog from the `open` prop, before paint so focus moves at once.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    if (open && !element.open) {
      returnFocus.current = focusedIn(element);
      element.showModal();
      initialFocus?.current?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open, initialFocus]);

  // Native events: Escape (`cancel`) becomes a close request, so the parent's `open` stays the truth;
  // `close` (from any cause) returns focus. A backdrop click lands on the <dialog> itself; its keyboard
  // equivalent is Escape.
  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    const onClosed = () => {
      const target = returnFocus.current;
      returnFocus.current = null;
      if (target?.isConnected) target.focus();
    };
    const onClick = (event: MouseEvent) => {
      if (closeOnBackdrop && event.target === element) onCloseRef.current();
    };
    element.addEventListener('cancel', onCancel);
    element.addEventListener('close', onClosed);
    element.addEventListener('click', onClick);
    return () => {
      element.removeEventListener('cancel', onCancel);
      element.removeEventListener('close', onClosed);
      element.removeEventListener('click', onClick);
      if (element.open) element.close();
      onClosed();
    };
  }, [closeOnBackdrop]);

  return (
    <dialog
      ref={dialog}
      className="campus-dialog"
      part="dialog"
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
    >
      {open && (
        <div className="campus-dialog__panel">
          <div className="campus-dialog__header">
            <h2 className="campus-dialog__title" part="title" id={titleId}>
              {title}
            </h2>
            {showCloseButton && (
              <button
                type="button"
                className="campus-dialog__close"
                part="close-button"
                aria-label={t('ui.close')}
                onClick={() => onCloseRef.current()}
              >
                <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            )}
          </div>
          <div className="campus-dialog__body" part="body">
            {children}
          </div>
          {footer !== undefined && (
            <div className="campus-dialog__footer" part="footer">
              {footer}
            </div>
          )}
        </div>
      )}
    </dialog>
  );
}
