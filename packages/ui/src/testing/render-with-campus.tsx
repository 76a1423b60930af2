// Renders under a Campus provider, the way a React host does. Test kit only (see ./index.ts).
import { render } from '@testing-library/react';
import type { RenderOptions, RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { Campus } from '@campus/core';
import { createTestCampus } from '@campus/core/testing';
import type { TestCampus, TestCampusOptions } from '@campus/core/testing';
import { CampusProvider } from '../provider/campus-provider.js';

const isCampus = (value: Campus | TestCampusOptions): value is Campus => 'stores' in value && 'api' in value;

/**
 * Renders `ui` inside a `CampusProvider` for `campus`, or for a new {@link createTestCampus} of `options`
 * (`{ api, session, locale }`); returns Testing Library's result with the instance.
 * @param render Testing Library's options besides the wrapper (a `container`, a `baseElement`)
 */
export function renderWithCampus<C extends Campus>(
  ui: ReactElement,
  campus: C,
  options?: Omit<RenderOptions, 'wrapper'>,
): RenderResult & { campus: C };
export function renderWithCampus(
  ui: ReactElement,
  campus?: TestCampusOptions,
  options?: Omit<RenderOptions, 'wrapper'>,
): RenderResult & { campus: TestCampus };
export function renderWithCampus(
  ui: ReactElement,
  campusOrOptions: Campus | TestCampusOptions = {},
  options: Omit<RenderOptions, 'wrapper'> = {},
): RenderResult & { campus: Campus } {
  const campus = isCampus(campusOrOptions) ? campusOrOptions : createTestCampus(campusOrOptions);
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <CampusProvider campus={campus}>{children}</CampusProvider>
  );
  return Object.assign(render(ui, { ...options, wrapper }), { campus });
}
