import { useT } from '../provider/use-t.js';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** What is loading, read by screen readers. @default "Carregando" (`ui.loading`) */
  label?: string;
  /** @default 'medium' */
  size?: 'small' | 'medium' | 'large';
}

/**
 * A loading indicator announced through `role="status"` with a text label; the animation itself is hidden
 * from assistive technology and slows to a stop under `prefers-reduced-motion`. Part: `spinner`.
 */
export function Spinner({ label, size = 'medium' }: SpinnerProps) {
  const t = useT();
  return (
    <span className="campus-spinner" part="spinner" role="status" data-size={size}>
      <span className="campus-spinner__circle" aria-hidden="true" />
      <span className="campus-visually-hidden">{label ?? t('ui.loading')}</span>
    </span>
  );
}
