import type { Plugin } from 'vite';

/** A Rollup/Vite plugin that resolves React imports to preact/compat (the standalone element bundles' renderer). */
export declare const preactCompat: () => Plugin;
