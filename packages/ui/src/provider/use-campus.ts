import { useContext } from 'react';
import type { Campus } from '@campus/core';
import { CampusContext } from './campus-context.js';

/**
 * The Campus instance of the nearest {@link CampusProvider}.
 * @throws Error outside a provider: a widget without an instance cannot translate, fetch or sign in.
 */
export function useCampus(): Campus {
  const campus = useContext(CampusContext);
  if (campus === null) {
    throw new Error('useCampus: no Campus instance. Wrap the component in <CampusProvider campus={…}>.');
  }
  return campus;
}
