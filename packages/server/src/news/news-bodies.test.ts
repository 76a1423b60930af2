import { RICH_TEXT_MAX_LENGTH } from '@campus/core/rules';
import { newsDetailSchema } from '@campus/core/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NEWS_BODY_MAX_LENGTH, newsBodies } from '../db/schema';
import { getAs, useCatalogueFixture } from '../test-support/catalogue-fixture.test-util';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';
import { readNewsBody, saveNewsBody } from './news-bodies';
import { sanitizeRichText } from './rich-text-sanitizer';

const HOSTILE = [
  '<h2 style="color:red" onclick="alert(1)">Title</h2>',
  '<script>alert(1)</script>',
  '<p>Read <a href="javascript:alert(1)">this</a>, <a href="https://campus.test/a" target="_blank">that</a>',
  ' and <a href="/news/3">the other</a>.</p>',
  '<img src="x" onerror="alert(1)"><img src="https://tracker.test/p.gif" alt="t">',
  '<figure><img src="/static/demo/covers/cover-1.svg" alt="Cover"><figcaption>Caption</figcaption></figure>',
  '<iframe src="https://evil.test"></iframe><style>p{}</style><form><input name="x"></form>',
  '<ul><li><strong>One</strong></li></ul><ol><li><em>Two</em></li></ol><blockquote>Q</blockquote>',
  '<svg><script>alert(1)</script></svg><math><mi>x</mi></math>',
].join('');

describe('sanitizeRichText (DOMPurify with core’s allow-list, issue 24)', () => {
  it('keeps the allowed structure and drops everything that could run or leak', async () => {
    expect(await sanitizeRichText(HOSTILE)).toBe(
      '<h2>Title</h2>' +
        '<p>Read <a>this</a>, <a href="https://campus.test/a">that</a> and <a href="/news/3">the other</a>.</p>' +
        '<figure><img src="/static/demo/covers/cover-1.svg" alt="Cover"><figcaption>Caption</figcaption></figure>' +
        '<ul><li><strong>One</strong></li></ul><ol><li><em>Two</em></li></ol><blockquote>Q</blockquote>',
    );
  });

  it('is stable: sanitizing clean output again changes nothing', async () => {
    const once = await sanitizeRichText(HOSTILE);
    expect(await sanitizeRichText(once)).toBe(once);
  });

  it('stores bodies no longer than core’s limit', () => {
    expect(NEWS_BODY_MAX_LENGTH).toBe(RICH_TEXT_MAX_LENGTH);
  });
});

describeEachDatabase('news bodies', (kind) => {
  const context = useTestApp(kind);
  const fixture = useCatalogueFixture(context);

  it('stores the sanitized HTML and serves it as the article’s body', async () => {
    const { db } = context.database;
    const id = fixture.items.aprilNews;
    const stored = await saveNewsBody(
      db,
      id,
      '<h2>Resultados</h2><p onclick="x()">Veja <a href="/ranking">o ranking</a></p><script>alert(1)</script>',
    );
    expect(stored).toBe('<h2>Resultados</h2><p>Veja <a href="/ranking">o ranking</a></p>');
    const [row] = await db.select().from(newsBodies).where(eq(newsBodies.itemId, id));
    expect(row?.html).toBe(stored);

    const response = await getAs(context.app, fixture.ana, `/api/news/${id}/`);
    expect(response.statusCode).toBe(200);
    expect(newsDetailSchema.parse(response.json()).body).toBe(stored);

    // A second write replaces the first.
    await saveNewsBody(db, id, '<p>Atualizado</p>');
    expect(await readNewsBody(db, { id, details: {} }, 'pt-BR')).toBe('<p>Atualizado</p>');
  });

  it('refuses a body over the limit and writes nothing', async () => {
    const { db } = context.database;
    const id = fixture.items.marchNews;
    await expect(saveNewsBody(db, id, `<p>${'a'.repeat(RICH_TEXT_MAX_LENGTH)}</p>`)).rejects.toThrow(RangeError);
    expect(await db.select().from(newsBodies).where(eq(newsBodies.itemId, id))).toEqual([]);
    // Without a stored body, the older plain text is read as escaped paragraphs.
    expect(await readNewsBody(db, { id, details: { body: 'Um <b>texto</b>.\n\nDois.' } }, 'pt-BR')).toBe(
      '<p>Um &lt;b&gt;texto&lt;/b&gt;.</p><p>Dois.</p>',
    );
  });
});
