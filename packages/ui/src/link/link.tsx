import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useT } from '../provider/use-t.js';

/** Props of {@link Link}. */
export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Where it goes. Required: a link without `href` is not a link (use a `Button` for actions). */
  href: string;
  /** The link text, already translated. */
  children: ReactNode;
  /**
   * Opens in a new tab with `rel="noopener noreferrer"` and tells screen-reader users so.
   * @default false
   */
  external?: boolean;
}

/**
 * A themed `<a>`: underlined (colour alone never marks a link), coloured with the brand colour darkened to
 * 4.5:1 when needed (`--campus-color-primary-text`), `part="link"`.
 */
export function Link({ href, children, external = false, className, rel, target, ...rest }: LinkProps) {
  const t = useT();
  return (
    <a
      {...rest}
      href={href}
      part="link"
      className={className ? `campus-link ${className}` : 'campus-link'}
      target={external ? '_blank' : target}
      rel={external ? 'noopener noreferrer' : rel}
    >
      {children}
      {external && <span className="campus-visually-hidden"> {t('ui.opens_in_new_tab')}</span>}
    </a>
  );
}
