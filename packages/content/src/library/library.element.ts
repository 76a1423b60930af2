import { defineElement } from '@campus/ui';
import type { ElementDocs } from '@campus/ui';
import { Library } from './library.js';
import type { LibraryProps } from './library.js';
import { libraryStyles } from './library.styles.js';

// The docs feed the element manifest and reference (`npm run manifest`, run from source); production bundles
// (NODE_ENV=production) leave them out.
const withDocs = typeof process !== 'undefined' && process.env.NODE_ENV !== 'production';

const LIBRARY_DOCS: ElementDocs<LibraryProps> = {
  description:
    'The library (spec §2 library, library/{name}, libraries/{id}): files filtered by category and file type (the ' +
    'client’s site lists) and a search, each with its detail (category, type, size, date), a preview loaded on ' +
    'demand (PDF, audio and video in the player’s viewers; pictures and text in place) and its download. A missing ' +
    'file says “Arquivo da biblioteca não encontrado.”. The sign-in invitation before anyone signs in.',
  attributes: {
    category: {
      description: 'The category shown, a `library_file_categories` id (route `library/{name}`); empty for all.',
      default: '',
    },
    file: { description: 'The file shown, by id (route `libraries/{id}`); empty for the list.', default: '' },
    headingLevel: {
      description: 'The level of the widget’s heading (2–6), to fit the host page’s outline.',
      default: 2,
    },
  },
  events: {
    onFileOpen: 'A file was opened from the list: `detail` is `{ id }` (route `libraries/{id}`).',
    onFileClose: 'The file’s detail was left: `detail` is `{ category }` (route `library/{name}` or `library`).',
    onCategoryChange: 'The category filter changed: `detail` is `{ category }` (an id, or null for all).',
    onDownloaded: 'A file was saved: `detail` is `{ id, file_name }`.',
  },
  parts: {
    library: 'The whole widget (the list, or a file’s detail with `file-detail`).',
    'file-detail': 'A file’s detail.',
    title: 'The heading: “Biblioteca”, or the file’s title.',
    filters: 'The filters form (category, file type, search).',
    loading: 'The placeholder while loading.',
    count: 'How many files were found.',
    list: 'The list of files.',
    file: 'One file of the list.',
    'file-title': 'A file’s title in the list.',
    'file-description': 'A file’s description in the list.',
    'file-facts': 'Category, type and size in the list.',
    back: 'The “back to the library” button.',
    description: 'The file’s description in its detail.',
    facts: 'Category, type, size, date and file name.',
    actions: 'The preview and download buttons.',
    status: 'The polite confirmation of a download, or why it failed.',
    'no-preview': 'Said of a file type without a preview.',
    preview: 'The preview region.',
    viewer: 'The player’s viewer inside the preview (PDF, audio, video).',
    'preview-image': 'A picture’s preview.',
    'preview-text': 'A text file’s preview.',
    'preview-error': 'Why the preview could not show the file.',
  },
  cssProperties: {},
};

defineElement<LibraryProps>('campus-library', Library, {
  attributes: { category: 'string', file: 'string', headingLevel: 'number' },
  events: {
    onFileOpen: 'campus-library-file-open',
    onFileClose: 'campus-library-file-close',
    onCategoryChange: 'campus-library-category-change',
    onDownloaded: 'campus-library-file-downloaded',
  },
  styles: [libraryStyles],
  ...(withDocs ? { docs: LIBRARY_DOCS } : {}),
});

declare global {
  interface HTMLElementTagNameMap {
    'campus-library': HTMLElement & { category?: string; file?: string; headingLevel?: number };
  }
}
