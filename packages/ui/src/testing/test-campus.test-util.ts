// Test helpers for the toolkit's jsdom tests: a Campus instance that never touches the network or storage.
import { createElement } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { createCampus, createMemoryRealtime } from '@campus/core';
import type { Campus, CampusConfig } from '@campus/core';
import { CampusProvider } from '../provider/campus-provider';

/** A fetch that fails loudly: toolkit tests use fake fetchers, never the API. */
export const offlineFetch: typeof fetch = () =>
  Promise.reject(new TypeError('No network in toolkit tests: pass a fake fetcher'));

/** A Campus with no persistence, no realtime connection and no network. */
export function createTestCampus(overrides: Partial<CampusConfig> = {}): Campus {
  return createCampus({
    apiBase: 'https://api.campus.test',
    clientId: 'toolkit-tests',
    clientSecret: 'toolkit-tests-secret',
    locale: 'pt-BR',
    persist: false,
    ...overrides,
    adapters: { realtime: createMemoryRealtime(), fetch: offlineFetch, search: '', ...overrides.adapters },
  });
}

/** Renders inside a {@link CampusProvider}; returns the instance with Testing Library's result. */
export function renderWithCampus(
  ui: ReactElement,
  campus: Campus = createTestCampus(),
): RenderResult & { campus: Campus } {
  const wrapper = ({ children }: { children?: ReactNode }) => createElement(CampusProvider, { campus }, children);
  return Object.assign(render(ui, { wrapper }), { campus });
}
