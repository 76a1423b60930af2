// The standalone element bundles render with Preact's React-compatible layer instead of React 19: react-dom alone is
// ~60 KB min+gz, most of the 80 KB budget. The components use only what preact/compat implements (hooks,
// forwardRef, memo, createRoot, flushSync, useSyncExternalStore); React hosts and the shared runtime keep real
// React, and the embedding tests run the standalone bundles in Chromium. Used by rollup.config.mjs and by the
// catalogue benchmark (which measures both renderers).
const PREACT_COMPAT = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

/**
 * A Rollup/Vite plugin that resolves React imports to preact/compat.
 * @returns {{ name: string, enforce: 'pre', resolveId: (id: string, importer?: string) => unknown }}
 */
export const preactCompat = () => ({
  name: 'campus-preact-compat',
  enforce: 'pre',
  resolveId(id, importer) {
    const target = PREACT_COMPAT[id];
    return target ? this.resolve(target, importer, { skipSelf: true }) : null;
  },
});
