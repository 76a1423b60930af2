import { isModuleEnabled } from '@campus/core/rules';
import type { Locale } from '@campus/core';
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { CampusDb } from '../db/database';
import { faqEntries, institutionalPages, siteListEntries, welcomeBanners } from '../db/schema';
import { ApiError } from '../http/api-error';
import { unauthorized } from '../shared/authenticate';
import { localizedName } from '../shared/localized-name';
import { containsText } from '../shared/search-text';
import { translatedColumn, translatedText } from '../shared/translated-text';
import type { IdentifiedClient } from './public-client';
import type { FaqResponse, InstitutionalPage, WelcomeBannerWire } from '@campus/core/schemas';

/**
 * The FAQ of a client in `locale`: categories in order with their published questions, optionally narrowed (the
 * search looks in the texts the reader sees). Questions and answers the client did not translate stay in pt-BR.
 */
export async function readFaq(
  db: CampusDb,
  clientId: number,
  locale: Locale,
  filter: { readonly category?: number | undefined; readonly search?: string | undefined },
): Promise<FaqResponse> {
  const search = filter.search?.trim() ?? '';
  const rows = await db
    .select({ entry: faqEntries, category: siteListEntries })
    .from(faqEntries)
    .innerJoin(siteListEntries, eq(siteListEntries.id, faqEntries.categoryId))
    .where(
      and(
        eq(faqEntries.clientId, clientId),
        eq(faqEntries.published, true),
        filter.category === undefined ? undefined : eq(faqEntries.categoryId, filter.category),
        search === ''
          ? undefined
          : or(
              containsText(translatedColumn(faqEntries.translations, locale, 'question', faqEntries.question), search),
              containsText(translatedColumn(faqEntries.translations, locale, 'answer', faqEntries.answer), search),
            ),
      ),
    )
    .orderBy(asc(siteListEntries.position), asc(siteListEntries.id), asc(faqEntries.position), asc(faqEntries.id));
  const categories = new Map<number, FaqResponse['categories'][number]>();
  for (const { entry, category } of rows) {
    let group = categories.get(category.id);
    if (!group) {
      group = { id: category.id, name: localizedName(category.names, locale), questions: [] };
      categories.set(category.id, group);
    }
    group.questions.push({
      id: entry.id,
      question: translatedText(entry.translations, locale, 'question', entry.question),
      answer: translatedText(entry.translations, locale, 'answer', entry.answer),
    });
  }
  return { categories: [...categories.values()] };
}

/**
 * The FAQ a public platform call may read: the client must have the FAQ module (403 `forbidden`); a caller
 * that is not signed in reads it only when the client's `show_public_faq` login flag is on (401 otherwise).
 */
export function readPublicFaq(
  db: CampusDb,
  { client, by }: IdentifiedClient,
  locale: Locale,
  filter: Parameters<typeof readFaq>[3],
): Promise<FaqResponse> {
  if (!isModuleEnabled(client.params.flags, 'faq')) throw new ApiError(403, 'forbidden');
  if (by !== 'bearer' && client.params.login['show_public_faq'] !== true) throw unauthorized();
  return readFaq(db, client.id, locale, filter);
}

/** An institutional or wildcard page by slug in `locale` (pt-BR where the client gave no translation), or undefined. */
export async function readInstitutionalPage(
  db: CampusDb,
  clientId: number,
  slug: string,
  locale: Locale,
): Promise<InstitutionalPage | undefined> {
  const [page] = await db
    .select()
    .from(institutionalPages)
    .where(and(eq(institutionalPages.clientId, clientId), eq(institutionalPages.slug, slug)));
  return (
    page && {
      slug: page.slug,
      title: translatedText(page.translations, locale, 'title', page.title),
      body: translatedText(page.translations, locale, 'body', page.body),
      updated_at: page.updatedAt.toISOString(),
    }
  );
}

/** The welcome banner slides showing at `now`, in order. */
export async function readWelcomeBanner(
  db: CampusDb,
  clientId: number,
  now = new Date(),
): Promise<WelcomeBannerWire[]> {
  const rows = await db
    .select()
    .from(welcomeBanners)
    .where(
      and(
        eq(welcomeBanners.clientId, clientId),
        or(isNull(welcomeBanners.beginAt), lte(welcomeBanners.beginAt, now)),
        or(isNull(welcomeBanners.endAt), gt(welcomeBanners.endAt, now)),
      ),
    )
    .orderBy(asc(welcomeBanners.position), asc(welcomeBanners.id));
  return rows.map((row) => ({
    id: row.id,
    image: row.image,
    title: row.title,
    ...(row.description === null ? {} : { description: row.description }),
    ...(row.link === null ? {} : { link: row.link }),
  }));
}
