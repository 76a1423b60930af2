// The Storybook decorator of every package's stories: a Campus of its own per story, on a fake API.
// Test kit only (see ./index.ts).
import { useEffect, useLayoutEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { Decorator, StoryContext } from '@storybook/react-vite';
import { createFakeXhr, createTestCampus } from '@campus/core/testing';
import type { TestCampusOptions } from '@campus/core/testing';
import { CampusProvider } from '../provider/campus-provider.js';

/** The language chosen in the toolbar (`globals.locale`, see .storybook/preview.ts). @default 'pt-BR' */
export function storyLocale(context: Pick<StoryContext, 'globals'>): string {
  return typeof context.globals['locale'] === 'string' ? context.globals['locale'] : 'pt-BR';
}

/** What a story's Campus is made of. */
export interface StoryCampusOptions extends TestCampusOptions {
  /**
   * Uploads go through `XMLHttpRequest` (for their progress), which the fetch adapter does not cover: while the
   * story shows, a stand-in sends them to the same fake API, so sending, progress and refusals show offline.
   * @default false
   */
  uploads?: boolean;
}

function StoryCampus({ options, children }: { options: () => StoryCampusOptions; children: ReactNode }) {
  const [{ campus, uploadFetch }] = useState(() => {
    const { uploads = false, ...rest } = options();
    const api = rest.api;
    const fetchOfApi = api === undefined ? undefined : typeof api === 'function' ? api : api.fetch;
    return { campus: createTestCampus(rest), uploadFetch: uploads ? fetchOfApi : undefined };
  });
  useLayoutEffect(() => {
    if (uploadFetch === undefined) return;
    const browserXhr = window.XMLHttpRequest;
    window.XMLHttpRequest = createFakeXhr(uploadFetch);
    return () => {
      window.XMLHttpRequest = browserXhr;
    };
  }, [uploadFetch]);
  useEffect(() => () => void campus.destroy(), [campus]);
  return <CampusProvider campus={campus}>{children}</CampusProvider>;
}

/**
 * A decorator running each story on a Campus of its own ({@link createTestCampus}: a fake API, no persistence,
 * realtime in memory), in the toolbar's language. `options` may read the story's context (its `parameters`).
 * @example
 * export const withFakeApi = withStoryCampus((context) => ({
 *   api: createSalesApi(context.parameters['api']),
 *   session: context.parameters['signedOut'] !== true,
 * }));
 */
export function withStoryCampus(
  options: StoryCampusOptions | ((context: StoryContext) => StoryCampusOptions) = {},
): Decorator {
  return function WithStoryCampus(Story, context) {
    const make = () => ({
      ...(typeof options === 'function' ? options(context) : options),
      locale: storyLocale(context),
    });
    // Keyed by story and language: a story switched to in the same page, or another language, gets a new Campus.
    return (
      <StoryCampus key={`${context.id} ${storyLocale(context)}`} options={make}>
        <Story />
      </StoryCampus>
    );
  };
}
