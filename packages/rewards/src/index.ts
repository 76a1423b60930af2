/**
 * @campus/rewards — the reward store of the loyalty programme as React components.
 * Every export is named here on purpose: no `export *` of runtime code.
 * @packageDocumentation
 */
export {};
