import type { ButtonHTMLAttributes, ReactNode } from 'react';

/** Props of {@link Button}. */
export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** What the button does, in the user's language (already translated). */
  children: ReactNode;
  /**
   * Visual weight: `primary` for the one main action of a view, `secondary` for the others.
   * @default 'primary'
   */
  variant?: 'primary' | 'secondary';
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

/**
 * The Campus button: a native `<button>` (keyboard and screen readers work as-is), themed by
 * `--campus-button-*` and the global tokens, exposed to hosts as `part="button"`.
 */
export function Button({
  children,
  variant = 'primary',
  loading = false,
  type = 'button',
  disabled,
  className,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
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
}
