/**
 * @campus/sales — sales reporting and store photo upload as React components.
 * Every export is named here on purpose: no `export *` of runtime code.
 * @packageDocumentation
 */
export {};
