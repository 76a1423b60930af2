import type { Plugin } from 'vite';

/**
 * A Rollup/Vite plugin that marks the top-level schema declarations of the core's schema modules as pure, so unused
 * ones are dropped (the element bundles and the reference site's build).
 */
export declare const pureSchemas: () => Plugin;
