/**
 * The shared runtime of the element bundles (`dist/cdn/campus-runtime.min.js`, built by rollup.config.mjs).
 *
 * A page with several widgets loads React, ReactDOM, the core and the toolkit once: each widget's
 * `<name>.shared.min.js` imports `react`, `react/jsx-runtime`, `react-dom`, `react-dom/client`, `@campus/core`,
 * its subpaths `@campus/core/api`, `@campus/core/rules`, `@campus/core/schemas`, and `@campus/ui`, and the page's
 * import map points all nine at this one file. So this module exports the union of what those specifiers provide;
 * names that two of them share (`Fragment`, `version`) come from `react`; the core root re-exports the locales of
 * `@campus/core/rules` (the same bindings, so no conflict).
 *
 * ```html
 * <script type="importmap">
 *   { "imports": { "react": "/cdn/campus-runtime.min.js", "react/jsx-runtime": "/cdn/campus-runtime.min.js",
 *     "react-dom": "/cdn/campus-runtime.min.js", "react-dom/client": "/cdn/campus-runtime.min.js",
 *     "@campus/core": "/cdn/campus-runtime.min.js", "@campus/core/api": "/cdn/campus-runtime.min.js",
 *     "@campus/core/rules": "/cdn/campus-runtime.min.js", "@campus/core/schemas": "/cdn/campus-runtime.min.js",
 *     "@campus/ui": "/cdn/campus-runtime.min.js" } }
 * </script>
 * ```
 * @packageDocumentation
 */
import React from 'react';

// React: named, not `export *` — React is CommonJS and Rollup cannot enumerate a CommonJS module's names.
export {
  Children,
  Component,
  Fragment,
  Profiler,
  PureComponent,
  StrictMode,
  Suspense,
  cloneElement,
  createContext,
  createElement,
  createRef,
  forwardRef,
  isValidElement,
  lazy,
  memo,
  startTransition,
  use,
  useActionState,
  useCallback,
  useContext,
  useDebugValue,
  useDeferredValue,
  useEffect,
  useId,
  useImperativeHandle,
  useInsertionEffect,
  useLayoutEffect,
  useMemo,
  useOptimistic,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  useTransition,
  version,
} from 'react';
/** `import React from 'react'` in a widget gets React itself. */
export default React;
export { jsx, jsxs } from 'react/jsx-runtime';
export { createPortal, flushSync } from 'react-dom';
export { createRoot, hydrateRoot } from 'react-dom/client';

// The core and the toolkit are ES modules with named barrels: re-exporting them whole is the point of this file.
export * from '@campus/core';
export * from '@campus/core/api';
export * from '@campus/core/rules';
export * from '@campus/core/schemas';
export * from './index.js';
