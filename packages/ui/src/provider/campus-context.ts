import { createContext } from 'react';
import type { Campus } from '@campus/core';

/**
 * The Campus instance of the nearest {@link CampusProvider}. `null` outside any provider, so the hooks can say
 * what is missing instead of failing on `undefined`.
 */
export const CampusContext = createContext<Campus | null>(null);
CampusContext.displayName = 'CampusContext';
