import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../news/rich-text-sanitizer';
import { ASSETS_DIR } from '../../shared/assets';
import { DEMO_NEWS } from './demo-media';
import { DEMO_RICH_NEWS } from './demo-news-bodies';

describe('demo news bodies (issue 24)', () => {
  it('enrich articles that exist, with pictures that exist', () => {
    const titles = DEMO_NEWS.map(([title]) => title);
    expect(Object.keys(DEMO_RICH_NEWS).every((title) => titles.includes(title))).toBe(true);
    const sources = Object.values(DEMO_RICH_NEWS).flatMap((html) => [...html.matchAll(/src="\/static\/([^"]+)"/g)]);
    expect(sources).toHaveLength(3);
    for (const [, path] of sources) expect(existsSync(join(ASSETS_DIR, path ?? '')), path).toBe(true);
  });

  it('are already clean: sanitizing them loses nothing', async () => {
    for (const html of Object.values(DEMO_RICH_NEWS)) expect(await sanitizeRichText(html)).toBe(html);
  });
});
