import type { ReactNode } from 'react';
import type { Campus } from '@campus/core';
import { CampusContext } from './campus-context.js';

/** Props of {@link CampusProvider}. */
export interface CampusProviderProps {
  /** The instance the widgets below share: one session, one token refresh, one resource cache. */
  campus: Campus;
  children?: ReactNode;
}

/**
 * Makes one Campus instance available to every hook below it (ARCHITECTURE §3). The provider does not create
 * or destroy the instance: whoever created it (the host app, or the element registry) owns its lifetime.
 */
export function CampusProvider({ campus, children }: CampusProviderProps) {
  // `.Provider` rather than React 19's `<Context value>`: hosts on React 18.3 are supported.
  return <CampusContext.Provider value={campus}>{children}</CampusContext.Provider>;
}
