import { useEffect, useId, useState } from 'react';
import { libraryQueries } from '@campus/core';
import type { LibraryListFilter } from '@campus/core/api';
import type { LibraryFile } from '@campus/core/schemas';
import {
  EmptyState,
  ErrorState,
  Heading,
  LoadingRegion,
  Skeleton,
  useElementRoot,
  useLocale,
  useQuery,
  useT,
} from '@campus/ui';
import type { HeadingLevel } from '@campus/ui';
import { formatFileSize } from './format-file-size.js';
import { LibraryFilters } from './library-filters.js';

/** Props of {@link LibraryList}. */
export interface LibraryListProps {
  category: string | null;
  extension: string | null;
  search: string;
  onExtensionChange: (extension: string | null) => void;
  onSearchChange: (search: string) => void;
  headingLevel: HeadingLevel;
  /** No title of its own (the host's heading names the library): the files' headings take `headingLevel`. */
  hideTitle: boolean;
  /** Focus the heading (or, without one, the list's region) when shown (back from a file). */
  focusHeading: boolean;
  onCategoryChange: (category: string | null) => void;
  onOpen: (id: number | string) => void;
}

/** The library's list: the filters, the number of files found and the pages loaded so far. */
export function LibraryList({
  category,
  extension,
  search,
  onExtensionChange,
  onSearchChange,
  headingLevel,
  hideTitle,
  focusHeading,
  onCategoryChange,
  onOpen,
}: LibraryListProps) {
  const t = useT();
  const locale = useLocale();
  const headingId = useId();
  const root = useElementRoot();
  const [pages, setPages] = useState(1);
  const filter: LibraryListFilter = {
    ...(category === null ? {} : { categories: [Number(category)] }),
    ...(extension === null ? {} : { extensions: [Number(extension)] }),
    search,
  };
  const first = useQuery(libraryQueries.page(locale, filter, 1));
  useEffect(() => {
    if (focusHeading) root.getElementById(headingId)?.focus();
  }, [focusHeading, root, headingId]);
  // Another filter starts from the first page again.
  const filterKey = JSON.stringify(filter);
  const [seenFilter, setSeenFilter] = useState(filterKey);
  if (seenFilter !== filterKey) {
    setSeenFilter(filterKey);
    setPages(1);
  }

  return (
    <section
      className="campus-library"
      part="library"
      {...(hideTitle
        ? { id: headingId, tabIndex: -1, 'aria-label': t('library.title') }
        : { 'aria-labelledby': headingId })}
    >
      {!hideTitle && (
        <Heading level={headingLevel} id={headingId} className="campus-library__title" part="title">
          {t('library.title')}
        </Heading>
      )}
      <LibraryFilters
        category={category}
        extension={extension}
        search={search}
        onCategory={onCategoryChange}
        onExtension={onExtensionChange}
        onSearch={onSearchChange}
      />
      {/* The first page's answer (shared with the list's first page: one request) says how many were found. */}
      <p className="campus-library__count" part="count" role="status">
        {first.data === undefined ? '' : t('library.count', { count: first.data.count })}
      </p>
      <ul className="campus-library__files" part="list" aria-label={t('library.list')}>
        {Array.from({ length: pages }, (_, index) => (
          <LibraryPage
            key={index}
            filter={filter}
            page={index + 1}
            last={index + 1 === pages}
            headingLevel={hideTitle ? headingLevel : (Math.min(6, headingLevel + 1) as HeadingLevel)}
            onOpen={onOpen}
            onMore={() => setPages(index + 2)}
          />
        ))}
      </ul>
    </section>
  );
}

interface LibraryPageProps {
  filter: LibraryListFilter;
  page: number;
  last: boolean;
  headingLevel: HeadingLevel;
  onOpen: (id: number | string) => void;
  onMore: () => void;
}

/** One loaded page of files; the last one also says how many were found and offers the next page. */
function LibraryPage({ filter, page, last, headingLevel, onOpen, onMore }: LibraryPageProps) {
  const t = useT();
  const locale = useLocale();
  const files = useQuery(libraryQueries.page(locale, filter, page), { isEmpty: (data) => data.count === 0 });
  if (files.status === 'loading' && files.data === undefined) {
    return (
      <li className="campus-library__state">
        <LoadingRegion part="loading">
          <Skeleton lines={3} />
        </LoadingRegion>
      </li>
    );
  }
  if (files.status === 'error') {
    return (
      <li className="campus-library__state">
        <ErrorState error={files.error} onRetry={files.retry} retrying={files.isFetching} />
      </li>
    );
  }
  if (files.status === 'empty') {
    return (
      <li className="campus-library__state">
        <EmptyState title={t('library.empty')} />
      </li>
    );
  }
  const data = files.data;
  if (data === undefined) return null;
  return (
    <>
      {data.results.map((file) => (
        <LibraryFileItem key={String(file.id)} file={file} headingLevel={headingLevel} onOpen={onOpen} />
      ))}
      {last && data.next !== null && (
        <li className="campus-library__more">
          <button type="button" className="campus-button" data-variant="secondary" onClick={onMore}>
            {t('library.more')}
          </button>
        </li>
      )}
    </>
  );
}

function LibraryFileItem({
  file,
  headingLevel,
  onOpen,
}: {
  file: LibraryFile;
  headingLevel: HeadingLevel;
  onOpen: (id: number | string) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  return (
    <li className="campus-library__file" part="file" aria-labelledby={titleId} data-file-id={String(file.id)}>
      <Heading level={headingLevel} id={titleId} className="campus-library__file-title" part="file-title">
        {file.title}
      </Heading>
      {file.description !== '' && (
        <p className="campus-library__file-description" part="file-description">
          {file.description}
        </p>
      )}
      <p className="campus-library__file-facts" part="file-facts">
        {[file.category?.name, file.extension?.name, formatFileSize(file.file_size, locale)]
          .filter((fact): fact is string => fact !== undefined && fact !== '')
          .join(' · ')}
      </p>
      <button
        type="button"
        className="campus-button"
        aria-label={t('library.open_named', { title: file.title })}
        onClick={() => onOpen(file.id)}
      >
        {t('library.open')}
      </button>
    </li>
  );
}
