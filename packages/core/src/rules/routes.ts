/** Legacy paths and where they now live; an `:id` segment is carried over when the target has one. */
const LEGACY_ROUTES: readonly (readonly [pattern: readonly string[], target: string])[] = [
  [['courses'], '/online-courses'],
  [['courses', ':id'], '/online-courses/:id'],
  [['presential'], '/presential-courses'],
  [['presential', ':id'], '/presential-courses'],
  [['webcasts'], '/webinars'],
];

/**
 * Where a legacy path now lives: `/courses` → `/online-courses`, `/courses/{id}` → `/online-courses/{id}`,
 * `/presential` and `/presential/{id}` → `/presential-courses`, `/webcasts` → `/webinars`; `null` for
 * anything else (including deeper paths such as the `courses/{id}/activities/…` player). A trailing
 * slash is ignored.
 * @see SPECIFICATION §2 Legacy redirects
 * @example legacyRedirect('/courses/42') // '/online-courses/42'; legacyRedirect('/news') // null
 */
export function legacyRedirect(pathname: string): string | null {
  const segments = pathname.replace(/^\/+|\/+$/g, '').split('/');
  if (!pathname.startsWith('/') || segments.some((segment) => segment === '')) return null;
  for (const [pattern, target] of LEGACY_ROUTES) {
    if (pattern.length !== segments.length) continue;
    const matches = pattern.every((part, i) => part === ':id' || part === segments[i]);
    if (matches) return target.replace(':id', segments[1] ?? '');
  }
  return null;
}

/**
 * The course id inside a portfolio-course slug: the part after the last `-id-`, or `null` when there is
 * none or it is empty.
 * @see SPECIFICATION §2 Portfolio group
 * @example portfolioCourseId('intro-to-sales-id-42') // '42'; portfolioCourseId('intro') // null
 */
export function portfolioCourseId(slug: string): string | null {
  const marker = '-id-';
  const at = slug.lastIndexOf(marker);
  if (at === -1) return null;
  const id = slug.slice(at + marker.length);
  return id === '' ? null : id;
}

/**
 * A portfolio-course slug: the course title in URL form (accents dropped, lower case, other characters as
 * single hyphens), then `-id-` and the id — read back by {@link portfolioCourseId}. A title with no letter or digit
 * left becomes `curso`, so the slug still holds `-id-`.
 * @see SPECIFICATION §2 Portfolio group
 * @example portfolioCourseSlug('Técnicas de Vendas no Varejo', 1) // 'tecnicas-de-vendas-no-varejo-id-1'
 */
export function portfolioCourseSlug(title: string, id: number | string): string {
  const words = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${words === '' ? 'curso' : words}-id-${String(id)}`;
}
