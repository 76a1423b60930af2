// Renders sales components against the fake API, the way a React host would. Test-only.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { CampusProvider } from '@campus/ui';
import type { FakeApi } from './fake-api.test-util';
import { createFakeCampus } from './fake-api.test-util';

/** Renders `ui` in a provider whose instance talks to `api`. */
export function renderWithApi(ui: ReactElement, api: FakeApi, locale = 'pt-BR') {
  const campus = createFakeCampus(api, locale);
  return { campus, ...render(<CampusProvider campus={campus}>{ui}</CampusProvider>) };
}
