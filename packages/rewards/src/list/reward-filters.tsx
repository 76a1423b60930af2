import type { RewardQuery, RewardSort } from '@campus/core/api';
import type { RewardsResponse } from '@campus/core/schemas';
import { Button, Select, useT } from '@campus/ui';

const SORTS: readonly RewardSort[] = ['newest', 'price', 'name'];

/** Props of {@link RewardFilters}. */
export interface RewardFiltersProps {
  query: RewardQuery;
  onChange: (patch: Partial<RewardQuery>) => void;
  /** The options of the last answer (the client's `reward_departments` and `reward_categories`). */
  options: Pick<RewardsResponse, 'departments' | 'categories'> | undefined;
}

const idOf = (value: string): number | null => (value === '' ? null : Number(value));

/** Department, category and sort order of the reward store (spec §2 "departments and sorting"). */
export function RewardFilters({ query, onChange, options }: RewardFiltersProps) {
  const t = useT();
  const filtered = query.department !== null || query.category !== null;
  return (
    <div className="campus-rewards-filters" part="filters" role="group" aria-label={t('rewards.filters.label')}>
      <Select
        label={t('rewards.filters.department')}
        placeholder={t('rewards.filters.all_departments')}
        options={(options?.departments ?? []).map((entry) => ({ value: String(entry.id), label: entry.name }))}
        value={query.department === null ? '' : String(query.department)}
        onChange={(event) => onChange({ department: idOf(event.target.value) })}
      />
      <Select
        label={t('rewards.filters.category')}
        placeholder={t('rewards.filters.all_categories')}
        options={(options?.categories ?? []).map((entry) => ({ value: String(entry.id), label: entry.name }))}
        value={query.category === null ? '' : String(query.category)}
        onChange={(event) => onChange({ category: idOf(event.target.value) })}
      />
      <Select
        label={t('rewards.filters.sort')}
        placeholder={false}
        options={SORTS.map((sort) => ({ value: sort, label: t(`rewards.filters.sort_${sort}`) }))}
        value={query.sort}
        onChange={(event) => onChange({ sort: event.target.value as RewardSort })}
      />
      {filtered && (
        <Button variant="secondary" onClick={() => onChange({ department: null, category: null })}>
          {t('rewards.filters.clear')}
        </Button>
      )}
    </div>
  );
}
