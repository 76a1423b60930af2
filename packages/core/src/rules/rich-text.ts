/*
 * Rich text of news articles (issue 24: "article bodies are rich text sanitized with DOMPurify on the server and
 * the client"). One allow-list for both sides: the server sanitizes what it stores, the widget sanitizes again
 * what it renders, each with DOMPurify configured from these constants and deciding each attribute with
 * {@link keepRichTextAttribute}. Nothing here imports DOMPurify, so the rules stay free of the DOM.
 */

/**
 * The elements a rich-text body may hold: paragraphs, sub-headings (the article's title is the page's heading),
 * emphasis, links, lists, quotes and figures with their captions. No `style`, no scripts, no frames, no forms.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'strong',
  'em',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'img',
  'figure',
  'figcaption',
] as const;

/** An element a rich-text body may hold. */
export type RichTextTag = (typeof RICH_TEXT_TAGS)[number];

/** The attributes each element keeps (any other attribute, `style` and event handlers included, is dropped). */
export const RICH_TEXT_ATTRIBUTES: Readonly<Partial<Record<RichTextTag, readonly string[]>>> = {
  a: ['href'],
  img: ['src', 'alt'],
};

/**
 * Longest stored rich-text body, in characters of HTML.
 * @default 100000
 */
export const RICH_TEXT_MAX_LENGTH = 100_000;

/** Link schemes a body may use; relative links (`/news/3`, `#part`) are allowed too. */
export const RICH_TEXT_LINK_PROTOCOLS = ['http:', 'https:', 'mailto:'] as const;

/**
 * Where a body's pictures come from: the API's own files (`/static/…` shipped assets, `/api/uploads/…` objects of
 * the object store), as paths on the API host. A picture from anywhere else would leak the reader to a third
 * party and could change after review.
 */
export const RICH_TEXT_IMAGE_PREFIXES = ['/static/', '/api/uploads/'] as const;

/** What DOMPurify is given on both sides (`ALLOWED_TAGS`, `ALLOWED_ATTR`; no data or ARIA attributes). */
export const RICH_TEXT_PURIFY_CONFIG = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  KEEP_CONTENT: true,
};

const CONTROL_OR_SPACE = /[\p{Cc}\s]/gu;

/** Whether a link target is safe: `http:`, `https:` or `mailto:`, or relative (not protocol-relative `//host`). */
export function isSafeRichTextLink(href: string): boolean {
  // Browsers ignore whitespace and control characters inside a scheme (`java\nscript:`): judge without them.
  const compact = href.replace(CONTROL_OR_SPACE, '');
  if (compact === '' || compact.startsWith('//') || compact.startsWith('\\')) return false;
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(compact)?.[1];
  if (scheme === undefined) return true;
  return (RICH_TEXT_LINK_PROTOCOLS as readonly string[]).includes(`${scheme.toLowerCase()}:`);
}

/** Whether a picture's source is one of the API's own files ({@link RICH_TEXT_IMAGE_PREFIXES}), without `..`. */
export function isRichTextImageSource(src: string): boolean {
  if (/[\p{Cc}\s]/u.test(src)) return false;
  return RICH_TEXT_IMAGE_PREFIXES.some((prefix) => src.startsWith(prefix)) && !src.split(/[/?#]/).includes('..');
}

/**
 * Whether an attribute stays on an element of a body (DOMPurify's `uponSanitizeAttribute` hook on both sides):
 * only the attributes of {@link RICH_TEXT_ATTRIBUTES}, a link's `href` when {@link isSafeRichTextLink}, a
 * picture's `src` when {@link isRichTextImageSource}.
 */
export function keepRichTextAttribute(tagName: string, attribute: string, value: string): boolean {
  const tag = tagName.toLowerCase() as RichTextTag;
  const name = attribute.toLowerCase();
  if (!(RICH_TEXT_ATTRIBUTES[tag] ?? []).includes(name)) return false;
  if (tag === 'a' && name === 'href') return isSafeRichTextLink(value);
  if (tag === 'img' && name === 'src') return isRichTextImageSource(value);
  return true;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * A plain-text body (paragraphs separated by a blank line, as news were stored before rich text) as rich text:
 * each paragraph a `<p>` with its text escaped, its single line breaks joined by a space.
 * @example plainTextToRichText('One.\n\nTwo <b>') // '<p>One.</p><p>Two &lt;b&gt;</p>'
 */
export function plainTextToRichText(text: string): string {
  return text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s*\r?\n\s*/g, ' ').trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${paragraph.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char)}</p>`)
    .join('');
}
