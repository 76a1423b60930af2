import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';

/** One Storybook for every package's stories. */
const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: {
    // The machine has no outside network; telemetry would only time out.
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  viteFinal(viteConfig) {
    // Workspace packages resolve each other from src/ (the "source" export condition), as in tests.
    viteConfig.resolve = {
      ...viteConfig.resolve,
      conditions: ['source', ...(viteConfig.resolve?.conditions ?? defaultClientConditions)],
    };
    // React is CommonJS: pre-bundle it up front, or Storybook's preview entry imports the raw CJS file on a
    // cold cache and fails with "does not provide an export named 'default'".
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        'react',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        'react-dom',
        'react-dom/client',
      ],
    };
    return viteConfig;
  },
};

export default config;
