import { ALL } from '@campus/core';
import { COURSE_STATUSES, LIVE_CLASS_STATUSES, PRESENTIAL_CLASS_STATUSES } from '@campus/core/rules';
import type { FilterIds, ListEntry } from '@campus/core';
import { Button, Checkbox, DateInput, Select, TextField, useT } from '@campus/ui';
import type { SelectOption } from '@campus/ui';
import { isDateRangeValid, NO_CATEGORY } from './list-query.js';
import type { CatalogueFilters } from './list-query.js';
import type { CatalogueType } from '../catalogue-type.js';
import type { FilterLists } from '../shared/use-site-lists.js';

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
  const statusOptions = (first: SelectOption, kind: string, statuses: readonly string[]): SelectOption[] => [
    first,
    ...statuses.map((status) => ({ value: status, label: t(`catalogue.status.${kind}.${status}`) })),
  ];
  const transmissionStatuses = statusOptions(allF, 'transmission', LIVE_CLASS_STATUSES);
  const categories: SelectOption[] = [
    allF,
    ...entries(lists.trail_complete_categories),
    ...(lists.has_trailcomplete_null_category
      ? [{ value: NO_CATEGORY, label: t('catalogue.filters.no_category') }]
      : []),
  ];
  const dateError = isDateRangeValid(filters) ? undefined : t('catalogue.filters.date_range_invalid');
  /** One single-choice filter: its label key, options, current value and the patch a choice makes. */
  const choice = (
    label: string,
    options: readonly SelectOption[],
    value: string,
    patch: (value: string) => Partial<CatalogueFilters>,
  ) => (
    <Select
      key={label}
      label={t(`catalogue.filters.${label}`)}
      placeholder={false}
      value={value}
      options={options}
      onChange={(event) => setFilter(patch(event.target.value))}
    />
  );
  /** An id-list filter over a shared list, left out when the list is empty. */
  const idChoice = (
    label: string,
    first: SelectOption,
    list: readonly ListEntry[],
    value: FilterIds,
    patch: (ids: FilterIds) => Partial<CatalogueFilters>,
  ) =>
    list.length > 0 && choice(label, [first, ...entries(list)], idValue(value), (chosen) => patch(idsOf(chosen, list)));
  const yesNo = (prefix: string, first: SelectOption): SelectOption[] => [
    first,
    { value: 'true', label: t(`catalogue.filters.${prefix}_true`) },
    { value: 'false', label: t(`catalogue.filters.${prefix}_false`) },
  ];

  return (
    <div className="campus-catalogue__filters" part="filters">
      <div className="campus-catalogue__search">
        <TextField
          type="search"
          label={t('catalogue.filters.search')}
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
          {choice('favorite', yesNo('favorite', all), filters.favorite, (favorite) => ({ favorite }))}
          {choice('progress', statusOptions(all, 'course', COURSE_STATUSES), filters.progress, (progress) => ({
            progress,
          }))}
          {choice(
            'subscription_type',
            [
              allF,
              { value: 'subscribed', label: t('catalogue.filters.subscribed') },
              { value: 'not_subscribed', label: t('catalogue.filters.not_subscribed') },
            ],
            filters.subscription_type,
            (subscription_type) => ({ subscription_type }),
          )}
          {idChoice('areas', allF, lists.country_areas, filters.selected_areas, (selected_areas) => ({
            selected_areas,
          }))}
          {idChoice('groups', all, lists.groups_user, filters.selected_groups, (selected_groups) => ({
            selected_groups,
          }))}
          {idChoice('tags', allF, lists.tags, filters.selected_tags, (selected_tags) => ({ selected_tags }))}
          {categories.length > 1 &&
            choice('categories', categories, String(filters.selected_categories.value), (value) => ({
              // The default keeps the spec's label key (all_f); a chosen category keeps its name.
              selected_categories: {
                label: value === ALL ? 'all_f' : (categories.find((option) => option.value === value)?.label ?? ''),
                value,
              },
            }))}
          {type === 'live-classes' && [
            choice('status', transmissionStatuses, filters.live_class_status ?? ALL, (live_class_status) => ({
              live_class_status,
            })),
            choice('online', yesNo('online', allF), filters.live_class_is_online ?? ALL, (live_class_is_online) => ({
              live_class_is_online,
            })),
          ]}
          {type === 'presential-courses' && [
            choice(
              'status',
              statusOptions(allF, 'presential', PRESENTIAL_CLASS_STATUSES),
              filters.presential_status ?? ALL,
              (presential_status) => ({ presential_status }),
            ),
            choice('online', yesNo('online', allF), filters.presential_is_online ?? ALL, (presential_is_online) => ({
              presential_is_online,
            })),
          ]}
          {type === 'webinars' && (
            <>
              {/* The SDK's webinar default is null rather than 'all' (spec §3). */}
              {choice('status', transmissionStatuses, filters.webinar_status ?? ALL, (status) => ({
                webinar_status: status === ALL ? null : status,
              }))}
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
