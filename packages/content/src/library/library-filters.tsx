import { useState } from 'react';
import { catalogueQueries } from '@campus/core';
import { Select, TextField, useLocale, useQuery, useT } from '@campus/ui';

/** Props of {@link LibraryFilters}. */
export interface LibraryFiltersProps {
  category: string | null;
  extension: string | null;
  search: string;
  onCategory: (category: string | null) => void;
  onExtension: (extension: string | null) => void;
  onSearch: (search: string) => void;
}

/**
 * The library's filters (spec §3 "Library filters: categories and extensions"): the client's
 * `library_file_categories` and `library_file_extensions` site lists, in the person's language, and a search sent on
 * submit. A choice applies at once; the typed search is kept while the list loads.
 */
export function LibraryFilters({
  category,
  extension,
  search,
  onCategory,
  onExtension,
  onSearch,
}: LibraryFiltersProps) {
  const t = useT();
  const locale = useLocale();
  const lists = useQuery(catalogueQueries.siteLists(locale));
  const [typed, setTyped] = useState(search);
  const categories = lists.data?.library_file_categories ?? [];
  const extensions = lists.data?.library_file_extensions ?? [];
  const filtered = category !== null || extension !== null || search !== '';
  return (
    <form
      className="campus-library__filters"
      part="filters"
      role="search"
      aria-label={t('library.filters.label')}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <Select
        label={t('library.filters.category')}
        placeholder={false}
        value={category ?? ''}
        options={[
          { value: '', label: t('library.filters.all_categories') },
          ...categories.map((entry) => ({ value: String(entry.id), label: entry.name })),
        ]}
        onChange={(event) => onCategory(event.target.value === '' ? null : event.target.value)}
      />
      <Select
        label={t('library.filters.extension')}
        placeholder={false}
        value={extension ?? ''}
        options={[
          { value: '', label: t('library.filters.all_extensions') },
          ...extensions.map((entry) => ({ value: String(entry.id), label: entry.name })),
        ]}
        onChange={(event) => onExtension(event.target.value === '' ? null : event.target.value)}
      />
      <TextField
        type="search"
        label={t('library.filters.search')}
        value={typed}
        maxLength={256}
        onChange={(event) => setTyped(event.target.value)}
      />
      <div className="campus-library__filter-actions">
        <button type="submit" className="campus-button" data-variant="secondary">
          {t('library.filters.search_button')}
        </button>
        {filtered && (
          <button
            type="button"
            className="campus-button"
            data-variant="secondary"
            onClick={() => {
              setTyped('');
              onSearch('');
              onExtension(null);
              onCategory(null);
            }}
          >
            {t('library.filters.clear')}
          </button>
        )}
      </div>
    </form>
  );
}
