import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { libraryQueries } from '@campus/core';
import type { LibraryFile } from '@campus/core/schemas';
import {
  ErrorState,
  formatInstantDay,
  Heading,
  LoadingRegion,
  Skeleton,
  Spinner,
  useElementRoot,
  useLocale,
  useQuery,
  useT,
} from '@campus/ui';
import type { HeadingLevel } from '@campus/ui';
import type { LibraryFileDownloadedDetail } from '../events.js';
import { formatFileSize } from './format-file-size.js';
import { previewKindOf } from './preview-kind.js';
import { useLibraryDownload } from './use-library-download.js';

// The preview (and through it the player's PDF and media viewers) is a chunk of its own, loaded on the first
// "Visualizar": the list and the detail never pay for pdf.js.
const LibraryPreview = lazy(() =>
  import('./library-preview.js').then((module) => ({ default: module.LibraryPreview })),
);

/** Props of {@link LibraryFileDetail}. */
export interface LibraryFileDetailProps {
  id: string;
  headingLevel: HeadingLevel;
  onBack: () => void;
  onDownloaded: ((detail: LibraryFileDownloadedDetail) => void) | undefined;
}

/** One library file (spec §2 `libraries/{id}`): what it is, its preview and its download. */
export function LibraryFileDetail({ id, headingLevel, onBack, onDownloaded }: LibraryFileDetailProps) {
  const t = useT();
  const locale = useLocale();
  const file = useQuery(libraryQueries.file(locale, id));
  return (
    <section className="campus-library" part="library file-detail" aria-label={file.data?.title ?? t('library.title')}>
      <button
        type="button"
        className="campus-button campus-library__back"
        data-variant="secondary"
        part="back"
        onClick={onBack}
      >
        {t('library.back')}
      </button>
      {file.status === 'loading' && (
        <LoadingRegion part="loading">
          <Skeleton lines={5} />
        </LoadingRegion>
      )}
      {file.status === 'error' && <ErrorState error={file.error} onRetry={file.retry} retrying={file.isFetching} />}
      {file.data !== undefined && file.status !== 'error' && (
        <FileFacts file={file.data} headingLevel={headingLevel} onDownloaded={onDownloaded} />
      )}
    </section>
  );
}

function FileFacts({
  file,
  headingLevel,
  onDownloaded,
}: {
  file: LibraryFile;
  headingLevel: HeadingLevel;
  onDownloaded: ((detail: LibraryFileDownloadedDetail) => void) | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const root = useElementRoot();
  const headingId = useId();
  const previewId = useId();
  const [previewing, setPreviewing] = useState(false);
  const kind = previewKindOf(file.file_name);
  const { state, download } = useLibraryDownload((saved) =>
    onDownloaded?.({ id: saved.id, file_name: saved.file_name }),
  );
  // The file's title takes focus when it opens, so a screen reader starts reading there.
  useEffect(() => root.getElementById(headingId)?.focus(), [file.id, root, headingId]);
  const date = file.begin_date;
  return (
    <>
      <Heading level={headingLevel} id={headingId} className="campus-library__title" part="title">
        {file.title}
      </Heading>
      {file.description !== '' && <p part="description">{file.description}</p>}
      <dl className="campus-library__facts" part="facts" aria-label={t('library.facts')}>
        <div>
          <dt>{t('library.category')}</dt>
          <dd>{file.category?.name ?? t('library.no_category')}</dd>
        </div>
        {file.extension !== null && (
          <div>
            <dt>{t('library.extension')}</dt>
            <dd>{file.extension.name}</dd>
          </div>
        )}
        <div>
          <dt>{t('library.size')}</dt>
          <dd>{formatFileSize(file.file_size, locale)}</dd>
        </div>
        {date !== null && (
          <div>
            <dt>{t('library.date')}</dt>
            <dd>{formatInstantDay(date, locale)}</dd>
          </div>
        )}
        <div>
          <dt>{t('library.file_name')}</dt>
          <dd className="campus-library__file-name">{file.file_name}</dd>
        </div>
      </dl>
      <div className="campus-library__actions" part="actions">
        {kind !== null && (
          <button
            type="button"
            className="campus-button"
            aria-expanded={previewing}
            aria-controls={previewing ? previewId : undefined}
            onClick={() => setPreviewing((open) => !open)}
          >
            {previewing ? t('library.close_preview') : t('library.preview')}
          </button>
        )}
        <button
          type="button"
          className="campus-button"
          data-variant="secondary"
          aria-label={t('library.download_named', { title: file.title })}
          aria-busy={state.status === 'busy'}
          onClick={() => void download(file)}
        >
          {state.status === 'busy' ? t('library.downloading') : t('library.download')}
        </button>
      </div>
      <p
        className="campus-library__status"
        part="status"
        role="status"
        data-tone={state.status === 'failed' ? 'danger' : undefined}
      >
        {state.status === 'done' || state.status === 'failed' ? state.message : ''}
      </p>
      {kind === null && <p part="no-preview">{t('library.no_preview')}</p>}
      {previewing && kind !== null && (
        <section
          id={previewId}
          className="campus-library__preview"
          part="preview"
          aria-label={t('library.preview_title')}
        >
          <Suspense fallback={<Spinner label={t('library.preview_loading')} />}>
            <LibraryPreview file={file} kind={kind} />
          </Suspense>
        </section>
      )}
    </>
  );
}
