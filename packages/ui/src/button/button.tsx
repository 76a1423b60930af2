import { forwardRef } from 'react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';

/** Props of {@link Button}. */
export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** What the button does, in the user's language (already translated). */
  children: ReactNode;
  /**
   * Visual weight: `primary` for the one main action of a view, `secondary` for the others, `danger` for an
   * action that destroys or cannot be undone (unenrol, delete).
   * @default 'primary'
   */
  variant?: 'primary' | 'secondary' | 'danger';
  /**
   * While true the button is disabled and announced as busy, so a double click cannot submit twice.
   * @default false
   */
  loading?: boolean;
  /**
   * Native button type. Defaults to `button` so a button inside a form never submits it by accident.
   * @default 'button'
   */
  type?: 'button' | 'submit' | 'reset';
}

// forwardRef rather than React 19's ref-as-prop: hosts on React 18.3 are supported (focus targets need refs).
/**
 * The Campus button: a native `<button>` (keyboard and screen readers work as-is), themed by
 * `--campus-button-*` and the global tokens, exposed to hosts as `part="button"`.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { children, variant = 'primary', loading = false, type = 'button', disabled, className, ...rest },
  ref,
) {
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      part="button"
      className={className ? `campus-button ${className}` : 'campus-button'}
      data-variant={variant}
      disabled={disabled === true || loading}
      aria-busy={loading || undefined}
    >
      {children}
    </button>
  );
});
