import { ALL, COURSE_STATUSES, LIVE_CLASS_STATUSES, PRESENTIAL_CLASS_STATUSES } from '@campus/core';
import type { FilterIds, ListEntry } from '@campus/core';
import { Button, Checkbox, DateInput, Select, TextField, useT } from '@campus/ui';
import type { SelectOption } from '@campus/ui';
import { isDateRangeValid, NO_CATEGORY } from '../api/list-query';
import type { CatalogueFilters } from '../api/list-query';
import type { CatalogueType } from '../catalogue-type';
import type { FilterLists } from '../shared/use-site-lists';

/** Props of {@link CatalogueFilterBar}. */
export interface CatalogueFilterBarProps {
  type: CatalogueType;
  filters: CatalogueFilters;
  setFilter(patch: Partial<CatalogueFilters>): void;
  resetFilters(): void;
  /** Some filter differs from its default (shows "Limpar filtros"). */
  hasActiveFilters: boolean;
  /** The search text as typed (ahead of the debounced `filters.search`). */
  searchText: string;
  onSearchText(text: string): void;
  lists: FilterLists;
}

/** The chosen id of an id-list filter as a select value ('all' or the first id). */
const idValue = (ids: FilterIds): string => (ids === ALL || ids.length === 0 ? ALL : String(ids[0]));

/** A select value back to an id-list filter, keeping the entry's own id type. */
const idsOf = (value: string, entries: readonly ListEntry[]): FilterIds => {
  const entry = entries.find((candidate) => String(candidate.id) === value);
  return entry === undefined ? ALL : [entry.id];
};

/**
 * The filters of spec §3 for one catalogue: the search (always shown) and, in a disclosure, favourites,
 * progress, subscription, areas, groups, tags, categories (`all_f`/`all`, and "no category" when some item
 * has none), the status and online filters of live classes, presential courses and webinars, and the date
 * range. Lists without entries are left out.
 */
export function CatalogueFilterBar({
  type,
  filters,
  setFilter,
  resetFilters,
  hasActiveFilters,
  searchText,
  onSearchText,
  lists,
}: CatalogueFilterBarProps) {
  const t = useT();
  const all = { value: ALL, label: t('all') };
  const allF = { value: ALL, label: t('all_f') };
  const entries = (list: readonly ListEntry[]): SelectOption[] =>
    list.map((entry) => ({ value: String(entry.id), label: entry.name }));
  const statusOptions = (prefix: string, statuses: readonly string[]): SelectOption[] => [
    allF,
    ...statuses.map((status) => ({ value: status, label: t(`${prefix}.${status}`) })),
  ];
  const onlineOptions: SelectOption[] = [
    allF,
    { value: 'true', label: t('catalogue.filters.online_true') },
    { value: 'false', label: t('catalogue.filters.online_false') },
  ];
  const categories: SelectOption[] = [
    allF,
    ...entries(lists.trail_complete_categories),
    ...(lists.has_trailcomplete_null_category
      ? [{ value: NO_CATEGORY, label: t('catalogue.filters.no_category') }]
      : []),
  ];
  const dateError = isDateRangeValid(filters) ? undefined : t('catalogue.filters.date_range_invalid');

  return (
    <div className="campus-catalogue__filters" part="filters">
      <div className="campus-catalogue__search">
        <TextField
          type="search"
          label={t('catalogue.filters.search')}
          hint={t('catalogue.filters.search_hint')}
          value={searchText}
          maxLength={256}
          onChange={(event) => onSearchText(event.target.value)}
        />
      </div>
      <details className="campus-catalogue__panel" part="filter-panel">
        <summary className="campus-catalogue__panel-toggle" part="filter-toggle">
          {t('catalogue.filters.title')}
        </summary>
        <div className="campus-catalogue__panel-body">
          <Select
            label={t('catalogue.filters.favorite')}
            placeholder={false}
            value={filters.favorite}
            options={[
              all,
              { value: 'true', label: t('catalogue.filters.favorite_true') },
              { value: 'false', label: t('catalogue.filters.favorite_false') },
            ]}
            onChange={(event) => setFilter({ favorite: event.target.value })}
          />
          <Select
            label={t('catalogue.filters.progress')}
            placeholder={false}
            value={filters.progress}
            options={[
              all,
              ...COURSE_STATUSES.map((status) => ({ value: status, label: t(`catalogue.status.course.${status}`) })),
            ]}
            onChange={(event) => setFilter({ progress: event.target.value })}
          />
          <Select
            label={t('catalogue.filters.subscription_type')}
            placeholder={false}
            value={filters.subscription_type}
            options={[
              allF,
              { value: 'subscribed', label: t('catalogue.filters.subscribed') },
              { value: 'not_subscribed', label: t('catalogue.filters.not_subscribed') },
            ]}
            onChange={(event) => setFilter({ subscription_type: event.target.value })}
          />
          {lists.country_areas.length > 0 && (
            <Select
              label={t('catalogue.filters.areas')}
              placeholder={false}
              value={idValue(filters.selected_areas)}
              options={[allF, ...entries(lists.country_areas)]}
              onChange={(event) => setFilter({ selected_areas: idsOf(event.target.value, lists.country_areas) })}
            />
          )}
          {lists.groups_user.length > 0 && (
            <Select
              label={t('catalogue.filters.groups')}
              placeholder={false}
              value={idValue(filters.selected_groups)}
              options={[all, ...entries(lists.groups_user)]}
              onChange={(event) => setFilter({ selected_groups: idsOf(event.target.value, lists.groups_user) })}
            />
          )}
          {lists.tags.length > 0 && (
            <Select
              label={t('catalogue.filters.tags')}
              placeholder={false}
              value={idValue(filters.selected_tags)}
              options={[allF, ...entries(lists.tags)]}
              onChange={(event) => setFilter({ selected_tags: idsOf(event.target.value, lists.tags) })}
            />
          )}
          {categories.length > 1 && (
            <Select
              label={t('catalogue.filters.categories')}
              placeholder={false}
              value={String(filters.selected_categories.value)}
              options={categories}
              onChange={(event) => {
                const option = categories.find((candidate) => candidate.value === event.target.value);
                // The default keeps the spec's label key (all_f); a chosen category keeps its name.
                const label = event.target.value === ALL ? 'all_f' : (option?.label ?? '');
                setFilter({ selected_categories: { label, value: event.target.value } });
              }}
            />
          )}
          {type === 'live-classes' && (
            <>
              <Select
                label={t('catalogue.filters.status')}
                placeholder={false}
                value={filters.live_class_status ?? ALL}
                options={statusOptions('catalogue.status.transmission', LIVE_CLASS_STATUSES)}
                onChange={(event) => setFilter({ live_class_status: event.target.value })}
              />
              <Select
                label={t('catalogue.filters.online')}
                placeholder={false}
                value={filters.live_class_is_online ?? ALL}
                options={onlineOptions}
                onChange={(event) => setFilter({ live_class_is_online: event.target.value })}
              />
            </>
          )}
          {type === 'presential-courses' && (
            <>
              <Select
                label={t('catalogue.filters.status')}
                placeholder={false}
                value={filters.presential_status ?? ALL}
                options={statusOptions('catalogue.status.presential', PRESENTIAL_CLASS_STATUSES)}
                onChange={(event) => setFilter({ presential_status: event.target.value })}
              />
              <Select
                label={t('catalogue.filters.online')}
                placeholder={false}
                value={filters.presential_is_online ?? ALL}
                options={onlineOptions}
                onChange={(event) => setFilter({ presential_is_online: event.target.value })}
              />
            </>
          )}
          {type === 'webinars' && (
            <>
              <Select
                label={t('catalogue.filters.status')}
                placeholder={false}
                value={filters.webinar_status ?? ALL}
                options={statusOptions('catalogue.status.transmission', LIVE_CLASS_STATUSES)}
                // The SDK's webinar default is null rather than 'all' (spec §3).
                onChange={(event) =>
                  setFilter({ webinar_status: event.target.value === ALL ? null : event.target.value })
                }
              />
              <Checkbox
                label={t('catalogue.filters.online_only')}
                checked={filters.webinar_is_online === true}
                onChange={(event) => setFilter({ webinar_is_online: event.target.checked })}
              />
            </>
          )}
          <DateInput
            label={t('catalogue.filters.begin_date')}
            value={filters.begin_date ?? ''}
            onChange={(value) => setFilter({ begin_date: value === '' ? null : value })}
          />
          <DateInput
            label={t('catalogue.filters.end_date')}
            value={filters.end_date ?? ''}
            error={dateError}
            onChange={(value) => setFilter({ end_date: value === '' ? null : value })}
          />
        </div>
      </details>
      {hasActiveFilters && (
        <Button variant="secondary" onClick={resetFilters}>
          {t('catalogue.filters.clear')}
        </Button>
      )}
    </div>
  );
}
