import { useEffect, useRef, useState } from 'react';
import { Skeleton, useMediaUrl, useT } from '@campus/ui';

/** Props of {@link RichTextBody}. */
export interface RichTextBodyProps {
  /** The article's body as the API answers it (HTML the server sanitized). */
  html: string;
  className: string;
  part: string;
}

/**
 * An article's rich-text body (issue 24), sanitized again in the browser with DOMPurify (loaded on demand) and put in
 * place as DOM nodes: no HTML string ever reaches `innerHTML`, and no `style` attribute survives, so a strict CSP
 * (`style-src 'self'`) has nothing to refuse. A skeleton shows while DOMPurify loads.
 */
export function RichTextBody({ html, className, part }: RichTextBodyProps) {
  const t = useT();
  const media = useMediaUrl();
  const container = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let current = true;
    void import('./sanitize-rich-text.js').then(({ sanitizeRichText }) => {
      if (!current || container.current === null) return;
      container.current.replaceChildren(sanitizeRichText(html, media));
      setReady(true);
    });
    return () => {
      current = false;
    };
  }, [html, media]);
  return (
    <>
      {!ready && <Skeleton lines={4} />}
      {!ready && <p className="campus-visually-hidden">{t('news.body_loading')}</p>}
      <div ref={container} className={className} part={part} />
    </>
  );
}
