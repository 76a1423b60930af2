import { libraryFileSchema, paginatedSchema } from '../../schemas/catalogue.js';
import type { LibraryFile, Paginated } from '../../schemas/catalogue.js';
import { httpErrorOf } from '../../errors/index.js';
import type { ApiClient } from '../api-client.js';
import { CATALOGUE_PATHS, pathTo } from '../paths.js';
import { withSignal } from './call-signal.js';
import type { TypedCallOptions } from './call-signal.js';

/*
 * The library's calls (spec §2 library, library/{name}, libraries/{id}; §3 "Library filters: categories and
 * extensions"; docs/server.md "Catalogue"): a page of files with its filters, and one file.
 */

/** The library's API segment (`/api/library/`, `/api/library/{id}/`). */
const LIBRARY_KIND = 'library';

/** How many files one library page asks for. */
export const LIBRARY_PAGE_SIZE = 24;

/**
 * The library filters a list request sends: category and extension ids (none: every one) and a search text;
 * only what is set goes on the wire, so equal filters share one cache entry.
 */
export interface LibraryListFilter {
  /** `library_file_categories` entry ids. */
  readonly categories?: readonly number[];
  /** `library_file_extensions` entry ids. */
  readonly extensions?: readonly number[];
  /** Free text (≤ 256 characters), matched in titles and descriptions. */
  readonly search?: string;
}

/** The query string of a library filter (`categories=1,2&extensions=4&search=…`). */
export function libraryQuery(filter: LibraryListFilter): Record<string, string> {
  const query: Record<string, string> = {};
  if (filter.categories !== undefined && filter.categories.length > 0) query.categories = filter.categories.join(',');
  if (filter.extensions !== undefined && filter.extensions.length > 0) query.extensions = filter.extensions.join(',');
  const search = filter.search?.trim() ?? '';
  if (search !== '') query.search = search;
  return query;
}

const PAGE_SCHEMA = paginatedSchema(libraryFileSchema);

/** `GET /api/library/?categories=&extensions=&search=&page=&page_size=`: one page of library files. */
export async function fetchLibraryPage(
  client: ApiClient,
  filter: LibraryListFilter,
  page: number,
  options?: TypedCallOptions,
): Promise<Paginated<LibraryFile>> {
  return client.requestJson(pathTo(CATALOGUE_PATHS.list, { kind: LIBRARY_KIND }), PAGE_SCHEMA, {
    searchParams: { ...libraryQuery(filter), page, page_size: LIBRARY_PAGE_SIZE },
    ...withSignal(options),
  });
}

/**
 * `GET /api/library/{id}/` (spec §2 `libraries/{id}`): one file; 404 `library_file_not_found` ('library file not
 * found', spec §8) for an unknown file, another client's or an unpublished one.
 */
export async function fetchLibraryFile(
  client: ApiClient,
  id: number | string,
  options?: TypedCallOptions,
): Promise<LibraryFile> {
  return client.requestJson(pathTo(CATALOGUE_PATHS.detail, { kind: LIBRARY_KIND, id }), libraryFileSchema, {
    ...withSignal(options),
  });
}

/**
 * Downloads a library file: a plain GET of its `file_url` (spec §7 "Activity file download: a plain GET of the
 * file's resource URL"), without the bearer token, since the URL may be a storage or CDN address. Rejects with an
 * `HttpError` (404: the file is gone, spec §8 'library file not found') or a `NetworkError`.
 */
export async function downloadLibraryFile(
  client: ApiClient,
  file: Pick<LibraryFile, 'file_url'>,
  options?: TypedCallOptions,
): Promise<Blob> {
  const response = await client.request(file.file_url, {
    kind: 'public',
    headers: { accept: '*/*' },
    ...withSignal(options),
  });
  return response.blob();
}

/**
 * Whether a library file's bytes are there before a viewer opens it: a HEAD of its `file_url` (without the bearer
 * token, like {@link downloadLibraryFile}). False when the storage answers 404 or 410 (spec §8 'library file not
 * found'); true for any other answer or failure, so a storage that refuses HEAD, or a network blip, leaves the viewer
 * to try the file itself. Rejects only when aborted.
 */
export async function libraryFileExists(
  client: ApiClient,
  file: Pick<LibraryFile, 'file_url'>,
  options?: TypedCallOptions,
): Promise<boolean> {
  try {
    await client.request(file.file_url, {
      method: 'HEAD',
      kind: 'public',
      headers: { accept: '*/*' },
      ...withSignal(options),
    });
    return true;
  } catch (error) {
    if (options?.signal?.aborted === true) throw error;
    const status = httpErrorOf(error)?.status;
    return status !== 404 && status !== 410;
  }
}
