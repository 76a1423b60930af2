import type { HTMLAttributes, ReactNode } from 'react';

/** Props of {@link Card}. */
export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The card's heading (a course name …); it names the card. */
  title?: ReactNode;
  /** Heading level that fits the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** An image or illustration on top (give it a meaningful `alt`, or `alt=""` when decorative). */
  media?: ReactNode;
  /** Small labels above the title (badges). */
  eyebrow?: ReactNode;
  /** Actions at the bottom (buttons, links). */
  footer?: ReactNode;
  children?: ReactNode;
}

/**
 * A content card: an `<article>` with optional media, heading, body and actions. Parts: `card`, `media`,
 * `title`, `body`, `footer`.
 */
export function Card({ title, headingLevel = 3, media, eyebrow, footer, children, className, ...rest }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article {...rest} className={className ? `campus-card ${className}` : 'campus-card'} part="card">
      {media !== undefined && (
        <div className="campus-card__media" part="media">
          {media}
        </div>
      )}
      <div className="campus-card__content">
        {eyebrow !== undefined && <div className="campus-card__eyebrow">{eyebrow}</div>}
        {title !== undefined && (
          <Heading className="campus-card__title" part="title">
            {title}
          </Heading>
        )}
        {children !== undefined && (
          <div className="campus-card__body" part="body">
            {children}
          </div>
        )}
      </div>
      {footer !== undefined && (
        <div className="campus-card__footer" part="footer">
          {footer}
        </div>
      )}
    </article>
  );
}
