import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isRichTextImageSource,
  isSafeRichTextLink,
  keepRichTextAttribute,
  plainTextToRichText,
  RICH_TEXT_PURIFY_CONFIG,
} from './rich-text.js';

describe('rich text rules (issue 24)', () => {
  it('allows web, mail and relative links, and nothing that runs', () => {
    for (const href of ['https://campus.test/a', 'http://x.test', 'mailto:a@b.test', '/news/3', '#part', 'page']) {
      expect(isSafeRichTextLink(href)).toBe(true);
    }
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\nscript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>',
      'vbscript:x',
      '//evil.test/x',
      '',
    ]) {
      expect(isSafeRichTextLink(href)).toBe(false);
    }
  });

  it('takes pictures from the API’s own files only', () => {
    expect(isRichTextImageSource('/static/demo/covers/cover-1.svg')).toBe(true);
    expect(isRichTextImageSource('/api/uploads/news/photo.png')).toBe(true);
    expect(isRichTextImageSource('https://tracker.test/pixel.gif')).toBe(false);
    expect(isRichTextImageSource('/static/../secret')).toBe(false);
    expect(isRichTextImageSource('/static/a b.png')).toBe(false);
    expect(isRichTextImageSource('data:image/png;base64,AAAA')).toBe(false);
  });

  it('keeps only the attributes of the allow-list', () => {
    expect(keepRichTextAttribute('A', 'href', '/x')).toBe(true);
    expect(keepRichTextAttribute('a', 'href', 'javascript:x')).toBe(false);
    expect(keepRichTextAttribute('img', 'alt', 'A photo')).toBe(true);
    expect(keepRichTextAttribute('img', 'src', 'https://x.test/a.png')).toBe(false);
    expect(keepRichTextAttribute('p', 'style', 'color:red')).toBe(false);
    expect(keepRichTextAttribute('a', 'onclick', 'x()')).toBe(false);
    expect(keepRichTextAttribute('p', 'href', '/x')).toBe(false);
    expect(RICH_TEXT_PURIFY_CONFIG.ALLOWED_ATTR).toEqual(['href', 'src', 'alt']);
  });

  it('turns plain paragraphs into escaped <p> elements', () => {
    expect(plainTextToRichText('One.\n\nTwo <b>&\nthree')).toBe('<p>One.</p><p>Two &lt;b&gt;&amp; three</p>');
    expect(plainTextToRichText('\n\n  \n\n')).toBe('');
  });

  it('never lets a tag through from plain text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const html = plainTextToRichText(text);
        expect(html.replace(/<\/?p>/g, '')).not.toMatch(/[<>]/);
      }),
    );
  });
});
