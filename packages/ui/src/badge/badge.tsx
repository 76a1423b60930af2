import type { HTMLAttributes, ReactNode } from 'react';

/** Props of {@link Badge}. */
export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** The label, already translated (a status: "Concluído", "Vagas esgotadas"). */
  children: ReactNode;
  /**
   * Meaning: `neutral`, `info`, `success`, `warning`, `danger`. Each pairs a tinted background with a text
   * colour that reaches 4.5:1; the text itself carries the meaning (colour never alone).
   * @default 'neutral'
   */
  tone?: 'neutral' | 'info' | 'success' | 'warning' | 'danger';
}

/** A small status label. Part: `badge`. */
export function Badge({ children, tone = 'neutral', className, ...rest }: BadgeProps) {
  return (
    <span {...rest} className={className ? `campus-badge ${className}` : 'campus-badge'} part="badge" data-tone={tone}>
      {children}
    </span>
  );
}
