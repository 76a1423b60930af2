import type { HTMLAttributes, ReactNode } from 'react';

/** The heading levels a widget title may take. */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** Props of {@link Heading}. */
export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  level: HeadingLevel;
  children: ReactNode;
}

/**
 * A widget's title at the level the host asks for (`heading-level`), so a widget placed under the host's own
 * `<h2>` can sit at `<h3>` and keep the page outline right. Takes focus programmatically (`tabIndex=-1`).
 */
export function Heading({ level, children, ...rest }: HeadingProps) {
  const Tag = `h${[2, 3, 4, 5, 6].includes(Number(level)) ? level : 2}` as 'h2';
  return (
    <Tag tabIndex={-1} {...rest}>
      {children}
    </Tag>
  );
}
