import { useEffect } from 'react';
import type { ReactNode } from 'react';

/** Props of {@link PageFrame}. */
export interface PageFrameProps {
  /** The page's main heading (its `<h1>`), also the document title. */
  title: string;
  /** A line under the heading. */
  intro?: ReactNode;
  /** `narrow` for forms and sign-in screens, `wide` for lists. @default 'wide' */
  width?: 'narrow' | 'wide';
  children?: ReactNode;
}

/** The frame of every page: its `<h1>`, the document title ("… · Campus"), an optional intro and the content. */
export function PageFrame({ title, intro, width = 'wide', children }: PageFrameProps) {
  useEffect(() => {
    document.title = `${title} · Campus`;
  }, [title]);
  return (
    <div className="site-page" data-width={width}>
      <header className="site-page__header">
        <h1 className="site-page__title">{title}</h1>
        {intro !== undefined && <p className="site-page__intro">{intro}</p>}
      </header>
      {children}
    </div>
  );
}
