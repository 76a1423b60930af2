/** One slot of a pagination bar: a page number or a gap. */
export type PaginationSlot = number | 'gap';

/**
 * The pages to show around `page` out of `pageCount`, always `2 × siblings + 5` slots so the bar does not jump:
 * the first and last page, `siblings` on each side of the current one, and gaps (1 … 4 5 6 … 20). With few pages
 * every number shows.
 * @param siblings @default 1
 */
export function paginationRange(page: number, pageCount: number, siblings = 1): PaginationSlot[] {
  const pages = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
  if (pageCount <= 0) return [];
  const slots = 2 * siblings + 5;
  if (pageCount <= slots) return pages(1, pageCount);
  const current = Math.min(Math.max(page, 1), pageCount);
  const left = Math.max(current - siblings, 1);
  const right = Math.min(current + siblings, pageCount);
  const leftGap = left > 3;
  const rightGap = right < pageCount - 2;
  // Near an end, the side without a gap takes the gap's slot, keeping the count constant.
  if (!leftGap) return [...pages(1, slots - 2), 'gap', pageCount];
  if (!rightGap) return [1, 'gap', ...pages(pageCount - slots + 3, pageCount)];
  return [1, 'gap', ...pages(left, right), 'gap', pageCount];
}
