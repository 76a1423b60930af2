import { useT } from '../provider/use-t.js';
import { paginationRange } from './pagination-range.js';

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are. */
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Page numbers shown on each side of the current one. @default 1 */
  siblings?: number;
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18">
      <path
        d={direction === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * Page navigation: a labelled `<nav>` with previous/next buttons (disabled at the ends), page numbers with
 * `aria-current="page"` on the current one, and "Página 2 de 10" as text. Nothing renders for a single page.
 * Parts: `pagination`, `page`.
 */
export function Pagination({ page, pageCount, onPageChange, siblings = 1 }: PaginationProps) {
  const t = useT();
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(page, 1), pageCount);
  return (
    <nav className="campus-pagination" part="pagination" aria-label={t('ui.pagination')}>
      <button
        type="button"
        className="campus-pagination__step"
        aria-label={t('ui.previous_page')}
        disabled={current === 1}
        onClick={() => onPageChange(current - 1)}
      >
        <Chevron direction="left" />
      </button>
      <ul className="campus-pagination__pages">
        {paginationRange(current, pageCount, siblings).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} className="campus-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              <button
                type="button"
                className="campus-pagination__page"
                part="page"
                aria-label={t('ui.go_to_page', { page: slot })}
                aria-current={slot === current ? 'page' : undefined}
                onClick={() => onPageChange(slot)}
              >
                {slot}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="campus-pagination__step"
        aria-label={t('ui.next_page')}
        disabled={current === pageCount}
        onClick={() => onPageChange(current + 1)}
      >
        <Chevron direction="right" />
      </button>
      <span className="campus-pagination__status">{t('ui.page_of', { page: current, total: pageCount })}</span>
    </nav>
  );
}
