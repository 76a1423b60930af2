import type { Decorator, Preview } from '@storybook/react-vite';
import { createElement } from 'react';
import { createCampus, createMemoryRealtime, LOCALES } from '@campus/core';
import { adoptStyles, CampusProvider, tokenStyles, toolkitStyles } from '@campus/ui';

// Stories render in the light DOM of Storybook's iframe: adopt the tokens and every primitive's styles into the
// document, the same constructable-stylesheet path the widgets use inside their shadow roots.
adoptStyles(document, [tokenStyles, ...toolkitStyles]);

// Stories use fixtures only: the API base points nowhere and any request fails loudly (the e2e suite also fails
// on a failed request), realtime is in memory, nothing is persisted.
const noNetwork: typeof fetch = (input) =>
  Promise.reject(new TypeError(`Storybook has no API (${String(input)}): give the story fixtures instead`));

const campus = createCampus({
  apiBase: 'https://api.campus.invalid',
  clientId: 'storybook',
  clientSecret: 'storybook',
  locale: 'pt-BR',
  persist: false,
  adapters: { fetch: noNetwork, realtime: createMemoryRealtime(), search: '' },
});

/** Wraps every story in the Campus provider, in the language chosen in the toolbar. */
const withCampus: Decorator = (Story, context) => {
  const locale = typeof context.globals['locale'] === 'string' ? context.globals['locale'] : 'pt-BR';
  void campus.setLocale(locale);
  return createElement(CampusProvider, { campus }, createElement(Story));
};

const preview: Preview = {
  decorators: [withCampus],
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: { title: 'Language', icon: 'globe', items: [...LOCALES], dynamicTitle: true },
    },
  },
  initialGlobals: { locale: 'pt-BR' },
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
