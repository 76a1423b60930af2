// Test helpers for @campus/auth's jsdom tests: a Campus on the fake API that touches no storage or realtime.
import { createElement } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { createCampus, createMemoryRealtime } from '@campus/core';
import type { Campus, CampusConfig } from '@campus/core';
import { CampusProvider } from '@campus/ui';
import type { FakeApi } from '../fixtures/fake-api.fixtures';

/** A Campus on the fake API: no persistence, in-memory realtime, pt-BR. */
export function createAuthTestCampus(api: FakeApi, overrides: Partial<CampusConfig> = {}): Campus {
  return createCampus({
    apiBase: 'https://api.campus.test',
    clientId: 'campus-web',
    clientSecret: 'campus-web-secret',
    locale: 'pt-BR',
    persist: false,
    ...overrides,
    adapters: { realtime: createMemoryRealtime(), fetch: api.fetch, search: '', ...overrides.adapters },
  });
}

/** Renders inside a provider for `campus`. */
export function renderWithCampus(ui: ReactElement, campus: Campus): RenderResult {
  const wrapper = ({ children }: { children?: ReactNode }) => createElement(CampusProvider, { campus }, children);
  return render(ui, { wrapper });
}
