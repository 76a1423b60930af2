/**
 * @campus/ranking — ranking, points table, campaigns and points statement as React components.
 * Every export is named here on purpose: no `export *` of runtime code.
 * @packageDocumentation
 */
export {};
