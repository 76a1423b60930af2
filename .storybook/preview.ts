import type { Preview } from '@storybook/react-vite';
import { adoptStyles, buttonStyles, tokenStyles } from '@campus/ui';

// Stories render in the light DOM of Storybook's iframe: adopt the component styles into the document,
// the same constructable-stylesheet path the widgets use inside their shadow roots.
adoptStyles(document, [tokenStyles, buttonStyles]);

const preview: Preview = {
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
