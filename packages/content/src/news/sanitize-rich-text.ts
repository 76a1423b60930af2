import createDOMPurify from 'dompurify';
import { keepRichTextAttribute, RICH_TEXT_PURIFY_CONFIG } from '@campus/core/rules';

/*
 * DOMPurify in the browser (issue 24: article bodies are sanitized again before rendering), configured from core's
 * rich-text allow-list, the one the server sanitized them with when they were written. This module is imported on
 * demand by the article (`import()`), so DOMPurify is not in the widget's first render.
 */

let purifier: ReturnType<typeof createDOMPurify> | undefined;

function purify(): ReturnType<typeof createDOMPurify> {
  if (purifier !== undefined) return purifier;
  // An instance of its own: hooks added here never reach a DOMPurify the host page uses.
  const instance = createDOMPurify(globalThis.window);
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    if (!keepRichTextAttribute(node.nodeName, data.attrName, data.attrValue)) data.keepAttr = false;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'IMG' && !node.hasAttribute('src')) node.remove();
  });
  purifier = instance;
  return instance;
}

/**
 * A body's HTML as sanitized DOM nodes (never an HTML string handed to `innerHTML`): only core's rich-text elements
 * and attributes stay; pictures load from the API (`mediaUrl` resolves their `/static/…` paths against the API
 * base) lazily and without a referrer; links to other sites open without the opener.
 */
export function sanitizeRichText(html: string, mediaUrl: (path: string) => string | null): DocumentFragment {
  const fragment = purify().sanitize(html, { ...RICH_TEXT_PURIFY_CONFIG, RETURN_DOM_FRAGMENT: true });
  for (const image of fragment.querySelectorAll('img')) {
    const source = mediaUrl(image.getAttribute('src') ?? '');
    if (source === null) image.remove();
    else {
      image.setAttribute('src', source);
      image.setAttribute('loading', 'lazy');
      image.setAttribute('referrerpolicy', 'no-referrer');
    }
  }
  for (const link of fragment.querySelectorAll('a[href]')) {
    if (/^(https?:)?\/\//i.test(link.getAttribute('href') ?? '')) link.setAttribute('rel', 'noopener noreferrer');
  }
  return fragment;
}
