import { useState } from 'react';
import { httpErrorOf } from '@campus/core';
import { downloadLibraryFile } from '@campus/core/api';
import type { LibraryFile } from '@campus/core/schemas';
import { saveBlob, useCampus, useElementRoot, useT } from '@campus/ui';

/** Where a download stands: idle, running, saved (with what to announce) or failed (with why). */
export type DownloadState =
  { readonly status: 'idle' | 'busy' } | { readonly status: 'done' | 'failed'; readonly message: string };

/**
 * Downloads a library file (a plain GET of `file_url`, spec §7) and saves it under its own name. A 404 says 'library
 * file not found' (spec §8), any other failure 'Download do arquivo falhou'; a second click while one runs is
 * ignored.
 */
export function useLibraryDownload(onSaved?: (file: LibraryFile) => void): {
  state: DownloadState;
  download: (file: LibraryFile) => Promise<void>;
} {
  const campus = useCampus();
  const root = useElementRoot();
  const t = useT();
  const [state, setState] = useState<DownloadState>({ status: 'idle' });
  const download = async (file: LibraryFile) => {
    if (state.status === 'busy') return;
    setState({ status: 'busy' });
    try {
      const blob = await downloadLibraryFile(campus.api, file);
      const name = file.file_name === '' ? `library${String(file.id)}` : file.file_name;
      saveBlob(blob, name, root instanceof Document ? root : root.ownerDocument);
      setState({ status: 'done', message: t('library.downloaded', { name }) });
      onSaved?.(file);
    } catch (error) {
      const missing = httpErrorOf(error)?.status === 404;
      setState({ status: 'failed', message: t(missing ? 'errors.library_file_not_found' : 'errors.download_failed') });
    }
  };
  return { state, download };
}
