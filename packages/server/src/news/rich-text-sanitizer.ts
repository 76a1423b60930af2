import { keepRichTextAttribute, RICH_TEXT_PURIFY_CONFIG } from '@campus/core/rules';
import type { DOMPurify } from 'dompurify';

/*
 * DOMPurify on the server (issue 24: news bodies are sanitized when written, with a jsdom window), configured from
 * core's rich-text allow-list, the one the widget sanitizes with again before rendering. jsdom is loaded on the
 * first body sanitized, so a server that never writes one does not pay for it.
 */

let purifier: Promise<DOMPurify> | undefined;

async function createPurifier(): Promise<DOMPurify> {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
  const purify = createDOMPurify(new JSDOM('').window);
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    if (!keepRichTextAttribute(node.nodeName, data.attrName, data.attrValue)) data.keepAttr = false;
  });
  // A picture whose source was refused shows nothing: drop the element rather than keep an empty `<img>`.
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'IMG' && !node.hasAttribute('src')) node.remove();
  });
  return purify;
}

/**
 * `html` sanitized to core's rich-text allow-list (`RICH_TEXT_TAGS`, `keepRichTextAttribute`): scripts, styles,
 * event handlers, frames, unsafe links and foreign pictures are removed, text is kept.
 */
export async function sanitizeRichText(html: string): Promise<string> {
  purifier ??= createPurifier();
  const purify = await purifier;
  return purify.sanitize(html, { ...RICH_TEXT_PURIFY_CONFIG, RETURN_TRUSTED_TYPE: false });
}
