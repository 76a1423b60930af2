import { useCallback } from 'react';
import { mediaUrl } from '@campus/core';
import { useCampus } from '../provider/use-campus.js';

/**
 * Resolves file paths the API answers with (`/static/…`, `/api/uploads/…`) against the instance's API base, so
 * images load from the API even when the widget runs on another origin. Absolute URLs are kept.
 * @returns a stable function `(path) => url | null`
 */
export function useMediaUrl(): (path: string | null | undefined) => string | null {
  const apiBase = useCampus().config.apiBase;
  return useCallback((path: string | null | undefined) => mediaUrl(apiBase, path), [apiBase]);
}
