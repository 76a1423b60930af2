// ESLint flat config for the whole monorepo.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import noUnsanitized from 'eslint-plugin-no-unsanitized';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.campus/**',
      // Framework typings generated from the manifests by `npm run manifest` (cem-tools' output, not ours).
      'packages/*/typings/**',
      // The mobile shell's native projects and the site build copied into them (packages/mobile: `npm run sync`).
      'packages/mobile/www/**',
      'packages/mobile/android/**',
      'packages/mobile/ios/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  noUnsanitized.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Host pages may run a strict CSP: no eval-like code anywhere.
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    files: ['**/*.tsx', '**/*.jsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    // The core is headless: React and DOM-rendering libraries are not allowed in it.
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@campus/ui', '@campus/ui/*'],
              message: '@campus/core is headless: no React.',
            },
          ],
        },
      ],
    },
  },
  {
    // zod's JIT must be off in browsers before any schema exists (strict CSPs report its eval probe):
    // runtime zod imports of the core go through src/schemas/zod.ts, which sees to it (and keeps the core on
    // zod/mini: a runtime import of classic zod would put it back in every element bundle).
    files: ['packages/core/src/**/*.ts'],
    ignores: ['packages/core/src/schemas/zod.ts', '**/*.test.ts', '**/*.test-util.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: "Import { z } from the core's src/schemas/zod.ts (it turns zod's JIT off for strict-CSP pages).",
              allowTypeImports: true,
            },
            {
              name: 'zod/mini',
              message: "Import { z } from the core's src/schemas/zod.ts (it turns zod's JIT off for strict-CSP pages).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Widgets render inside shadow roots: look elements up through the root node, never the global document.
    files: ['packages/*/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='document'][callee.property.name=/^(querySelector|querySelectorAll|getElementById)$/]",
          message: 'Use the component root node (getRootNode()) instead of document look-ups.',
        },
      ],
    },
  },
);
