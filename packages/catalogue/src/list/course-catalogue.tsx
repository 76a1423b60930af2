import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { selectHasActiveFilters } from '@campus/core';
import {
  Button,
  EmptyState,
  ErrorState,
  LoadingRegion,
  SignedInOnly,
  Skeleton,
  Spinner,
  useCampusStore,
  useFilters,
  useT,
  VirtualList,
} from '@campus/ui';
import { sentListQuery } from './list-query.js';
import type { CatalogueFilters } from './list-query.js';
import { FILTER_TYPE_OF, isCatalogueType, TYPE_OF_ITEM } from '../catalogue-type.js';
import type { CatalogueListItem, CatalogueType } from '../catalogue-type.js';
import { LazyCourseDetail } from '../detail/lazy-course-detail.js';
import type { DetailTarget } from '../detail/detail-target.js';
import type { ActivityOpenDetail, CourseOpenDetail } from '../events.js';
import { filterCatalogue, prepareSearch } from '../filter/filter-items.js';
import { CATALOGUE_SIGNED_OUT } from '../shared/catalogue-signed-out.js';
import { CatalogueItemCard } from '../shared/item-card.js';
import { useItemOverrides } from '../shared/item-overrides.js';
import { useDebouncedSearch } from '../shared/use-debounced-search.js';
import { useItemActions } from '../shared/use-item-actions.js';
import { useSiteLists } from '../shared/use-site-lists.js';
import { CatalogueFilterBar } from './catalogue-filters.js';
import { useCataloguePages } from './use-catalogue-pages.js';

/** Props of {@link CourseCatalogue}. */
export interface CourseCatalogueProps {
  /**
   * Which catalogue: `online-courses`, `trails`, `presential-courses`, `webinars` or `live-classes` (spec §2).
   * @default 'online-courses'
   */
  type?: CatalogueType | string;
  /** The person chose to start, continue, review or enter an item: route to its player (`campus-course-open`). */
  onCourseOpen?: (detail: CourseOpenDetail) => void;
  /** The person chose one activity of a course in its detail: route to it in the player (`campus-activity-open`). */
  onActivityOpen?: (detail: ActivityOpenDetail) => void;
}

/** Estimated row height (px) before measuring: a card with its facts and actions. */
const ROW_ESTIMATE = 260;

/**
 * A catalogue list (spec §2 `online-courses`, `trails`, `presential-courses`, `webinars`, `live-classes`) with
 * every filter of spec §3 kept in the instance's filters store, a debounced search that filters the loaded
 * items on every keystroke, favourites, enrol/unenrol and subscribe/unsubscribe (asked first), each status of
 * spec §4 with its action, a virtualized list that loads more pages on request, and the item's detail in place.
 */
export function CourseCatalogue(props: CourseCatalogueProps) {
  return (
    <SignedInOnly {...CATALOGUE_SIGNED_OUT}>
      <CatalogueScreen {...props} />
    </SignedInOnly>
  );
}

function CatalogueScreen({
  type: requestedType = 'online-courses',
  onCourseOpen,
  onActivityOpen,
}: CourseCatalogueProps) {
  const type: CatalogueType = isCatalogueType(requestedType) ? requestedType : 'online-courses';
  const [detail, setDetail] = useState<DetailTarget | undefined>();
  // Back from a detail: the list takes focus again, so keyboard and screen-reader users are not left on <body>.
  const [returned, setReturned] = useState(false);
  const [seenType, setSeenType] = useState(type);
  if (seenType !== type) {
    setSeenType(type);
    setDetail(undefined);
  }
  if (detail !== undefined) {
    return (
      <div className="campus-catalogue" part="catalogue">
        <LazyCourseDetail
          type={detail.type}
          itemId={detail.id}
          {...(onCourseOpen ? { onCourseOpen } : {})}
          {...(onActivityOpen ? { onActivityOpen } : {})}
          onBack={() => {
            setDetail(undefined);
            setReturned(true);
          }}
        />
      </div>
    );
  }
  return (
    <CatalogueList key={type} type={type} onCourseOpen={onCourseOpen} onOpenDetail={setDetail} focusTitle={returned} />
  );
}

interface CatalogueListProps {
  type: CatalogueType;
  onCourseOpen: ((detail: CourseOpenDetail) => void) | undefined;
  onOpenDetail: (target: DetailTarget) => void;
  /** Move focus to the heading once mounted (coming back from a detail). */
  focusTitle: boolean;
}

function CatalogueList({ type, onCourseOpen, onOpenDetail, focusTitle }: CatalogueListProps) {
  const t = useT();
  const headingId = useId();
  const contentType = FILTER_TYPE_OF[type];
  const binding = useFilters(contentType);
  const filters = binding.filters as CatalogueFilters;
  const setFilter = binding.setFilter as (patch: Partial<CatalogueFilters>) => void;
  const hasActiveFilters = useCampusStore('filters', (state) => selectHasActiveFilters(state, contentType));
  const commitSearch = useCallback((search: string) => setFilter({ search }), [setFilter]);
  const [searchText, setSearchText] = useDebouncedSearch(filters.search, commitSearch);
  const lists = useSiteLists();
  const overrides = useItemOverrides();
  const actions = useItemActions(onCourseOpen);

  const query = sentListQuery(type, filters);
  const list = useCataloguePages(type, query);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);
  // The store's `loading` (spec §3 filter state) follows the list's requests.
  const fetching = list.isFetching;
  useEffect(() => {
    if (filters.loading !== fetching) setFilter({ loading: fetching });
  }, [fetching, filters.loading, setFilter]);

  const loaded = useMemo(
    () => list.pages.flatMap((page) => page.items.map((item) => overrides.apply(item, page.fetchedAt))),
    // overrides.version: a write must re-apply.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [list.pages, overrides.version],
  );
  // Fold the new items' text after paint, so the first keystroke only compares.
  useEffect(() => prepareSearch(loaded), [loaded]);
  const visible = useMemo(
    () => filterCatalogue(loaded, type, filters, searchText),
    [loaded, type, filters, searchText],
  );
  const title = t(`catalogue.titles.${type.replaceAll('-', '_')}`);
  const searching = searchText.trim() !== filters.search.trim();

  const renderItem = (item: CatalogueListItem) => (
    <CatalogueItemCard
      item={item}
      busy={actions.busy === `${item.type}:${String(item.id)}`}
      onAction={actions.perform}
      onToggleFavorite={actions.toggleFavorite}
      onOpenDetail={(target) => onOpenDetail({ type: TYPE_OF_ITEM[target.type], id: target.id })}
    />
  );
  const clear = hasActiveFilters ? (
    <Button variant="secondary" onClick={binding.resetFilters}>
      {t('catalogue.filters.clear')}
    </Button>
  ) : undefined;

  return (
    <section className="campus-catalogue" part="catalogue" aria-labelledby={headingId}>
      <div className="campus-catalogue__header">
        <h2 className="campus-catalogue__title" part="title" id={headingId} ref={heading} tabIndex={-1}>
          {title}
        </h2>
        {list.isFetching && list.status !== 'loading' && <Spinner />}
      </div>
      <CatalogueFilterBar
        type={type}
        filters={filters}
        setFilter={setFilter}
        resetFilters={binding.resetFilters}
        hasActiveFilters={hasActiveFilters}
        searchText={searchText}
        onSearchText={setSearchText}
        lists={lists}
      />
      {actions.feedback}
      {list.status === 'loading' && (
        <LoadingRegion className="campus-catalogue__loading" part="loading">
          {[0, 1, 2].map((index) => (
            <div key={index} className="campus-catalogue__placeholder">
              <Skeleton shape="rect" width="quarter" />
              <Skeleton lines={3} />
            </div>
          ))}
        </LoadingRegion>
      )}
      {list.status === 'error' && <ErrorState error={list.error} onRetry={list.retry} retrying={list.isFetching} />}
      {(list.status === 'success' || list.status === 'empty') && (
        <VirtualList
          label={t('catalogue.list_label', { title })}
          items={visible}
          getKey={(item) => `${item.type}:${String(item.id)}`}
          renderItem={renderItem}
          estimateSize={ROW_ESTIMATE}
          measure
          empty={
            <EmptyState
              title={t('catalogue.empty.title')}
              description={t(hasActiveFilters || searching ? 'catalogue.empty.filtered' : 'catalogue.empty.none')}
              action={clear}
            />
          }
        />
      )}
      {list.status === 'success' && (
        <div className="campus-catalogue__more" part="more">
          {!searching && (
            <p className="campus-catalogue__count">
              {t('catalogue.count', { count: list.count, shown: loaded.length })}
            </p>
          )}
          {list.error !== undefined && list.pages.length > 0 && (
            <ErrorState error={list.error} onRetry={list.retry} retrying={list.isFetching} />
          )}
          {list.hasMore && (
            <Button variant="secondary" loading={list.isFetching} onClick={list.loadMore}>
              {t('catalogue.actions.load_more')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
