import { lazy, Suspense, useState } from 'react';
import { LoadingRegion, SignedInOnly, Skeleton, usePackageMessages } from '@campus/ui';
import type { HeadingLevel } from '@campus/ui';
import type {
  LibraryCategoryChangeDetail,
  LibraryFileCloseDetail,
  LibraryFileDownloadedDetail,
  LibraryFileOpenDetail,
} from '../events.js';
import { LIBRARY_MESSAGES } from '../messages/library/library-messages.js';
import { LibraryList } from './library-list.js';
import { LIBRARY_SIGNED_OUT } from './library-signed-out.js';

// A file's detail is a chunk of its own: the list is what the widget shows first (issue 24 bundle budget).
const LibraryFileDetail = lazy(() =>
  import('./library-file-detail.js').then((module) => ({ default: module.LibraryFileDetail })),
);

/** What shows while the detail's chunk loads. */
function DetailLoading() {
  return (
    <LoadingRegion className="campus-library" part="loading">
      <Skeleton lines={5} />
    </LoadingRegion>
  );
}

/** Props of {@link Library}. */
export interface LibraryProps {
  /**
   * The category shown (a `library_file_categories` id: route `library/{name}`, spec §2); none for every category.
   * The filters change it and tell the host (`campus-library-category-change`).
   */
  category?: number | string | null;
  /** The file shown (route `libraries/{id}`); none for the list. Opening or leaving a file tells the host. */
  file?: number | string | null;
  /** The level of the widget's heading, to fit the host page's outline. @default 2 */
  headingLevel?: HeadingLevel;
  /**
   * The host's own heading already names the widget (a page's `<h1>` "Library"): the list of files shows no title of its
   * own and its sections take `headingLevel`, so the page's outline has no repeated heading. @default false
   */
  hideTitle?: boolean;
  /** A file was opened from the list: route to `libraries/{id}` (`campus-library-file-open`). */
  onFileOpen?: (detail: LibraryFileOpenDetail) => void;
  /** The file's detail was left: route back to the list (`campus-library-file-close`). */
  onFileClose?: (detail: LibraryFileCloseDetail) => void;
  /** The category filter changed: route to `library/{name}` or `library` (`campus-library-category-change`). */
  onCategoryChange?: (detail: LibraryCategoryChangeDetail) => void;
  /** A file was saved (`campus-library-file-downloaded`). */
  onDownloaded?: (detail: LibraryFileDownloadedDetail) => void;
}

/** A route parameter as an id, or null when absent or blank. */
function idOf(value: number | string | null | undefined): string | null {
  return value === null || value === undefined || String(value).trim() === '' ? null : String(value);
}

/**
 * The library (spec §2 `library`, `library/{name}`, `libraries/{id}`; §3 "Library filters: categories and
 * extensions"; issue 24): files by category, filtered by category and extension (the client's site lists) and a
 * search, each with its detail (size, type, date), a preview in the player's viewers (PDF, audio, video; pictures
 * and text in place), loaded on demand, and its download (a plain GET of the file, spec §7). A missing file says
 * 'library file not found' (spec §8). Works alone (opening a file shows it in place) or routed by the host through
 * `category`, `file` and the events.
 */
export function Library(props: LibraryProps) {
  return (
    <SignedInOnly {...LIBRARY_SIGNED_OUT}>
      <LibraryScreen {...props} />
    </SignedInOnly>
  );
}

function LibraryScreen({
  category: categoryProp,
  file: fileProp,
  headingLevel = 2,
  hideTitle = false,
  onFileOpen,
  onFileClose,
  onCategoryChange,
  onDownloaded,
}: LibraryProps) {
  usePackageMessages(LIBRARY_MESSAGES);
  const [category, setCategory] = useState(() => idOf(categoryProp));
  const [file, setFile] = useState(() => idOf(fileProp));
  // The host's route wins whenever it changes (a link, the back button); the widget's own choices fill in between.
  const [seen, setSeen] = useState({ category: idOf(categoryProp), file: idOf(fileProp) });
  if (seen.category !== idOf(categoryProp) || seen.file !== idOf(fileProp)) {
    setSeen({ category: idOf(categoryProp), file: idOf(fileProp) });
    setFile(idOf(fileProp));
    // A file's route (`libraries/{id}`) names no category: the list keeps the one it showed, to go back to.
    if (idOf(fileProp) === null) setCategory(idOf(categoryProp));
  }
  // The other filters outlive a visit to a file, so "back" finds the list as it was left.
  const [extension, setExtension] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  // Back from a file, the list's heading takes focus, so keyboard and screen-reader users are not left on <body>.
  const [returned, setReturned] = useState(false);

  if (file !== null) {
    return (
      <Suspense fallback={<DetailLoading />}>
        <LibraryFileDetail
          id={file}
          headingLevel={headingLevel}
          onDownloaded={onDownloaded}
          onBack={() => {
            setFile(null);
            setReturned(true);
            onFileClose?.({ category });
          }}
        />
      </Suspense>
    );
  }
  return (
    <LibraryList
      category={category}
      extension={extension}
      search={search}
      onExtensionChange={setExtension}
      onSearchChange={setSearch}
      headingLevel={headingLevel}
      hideTitle={hideTitle}
      focusHeading={returned}
      onCategoryChange={(next) => {
        setCategory(next);
        onCategoryChange?.({ category: next });
      }}
      onOpen={(id) => {
        setFile(String(id));
        onFileOpen?.({ id });
      }}
    />
  );
}
