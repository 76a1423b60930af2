import type { Decorator, Preview } from '@storybook/react-vite';
import { createElement } from 'react';
import { LOCALES } from '@campus/core';
import { createTestCampus } from '@campus/core/testing';
import { adoptStyles, CampusProvider, tokenStyles, toolkitStyles } from '@campus/ui';
import { storyLocale } from '@campus/ui/testing';

// Stories render in the light DOM of Storybook's iframe: adopt the tokens and every primitive's styles into the
// document, the same constructable-stylesheet path the widgets use inside their shadow roots.
adoptStyles(document, [tokenStyles, ...toolkitStyles]);

// Stories use fixtures only: the API base points nowhere and any request fails loudly (the e2e suite also fails
// on a failed request), realtime is in memory, nothing is persisted: the test kit's Campus (`createTestCampus`).
// Stories that talk to an API wrap themselves in their package's fake (`withStoryCampus` of `@campus/ui/testing`).
const campus = createTestCampus({
  apiBase: 'https://api.campus.invalid',
  clientId: 'storybook',
  clientSecret: 'storybook',
});

/** Wraps every story in the Campus provider, in the language chosen in the toolbar. */
const withCampus: Decorator = (Story, context) => {
  void campus.setLocale(storyLocale(context));
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
