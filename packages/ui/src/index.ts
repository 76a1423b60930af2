/**
 * @campus/ui — React primitives, theme tokens and (as they land) the provider, hooks and element factory.
 * Every export is named here on purpose: no `export *` of runtime code.
 * @packageDocumentation
 */
export { Button } from './button/button';
export type { ButtonProps } from './button/button';
export { buttonStyles } from './button/button.styles';
export { adoptStyles, styleSheetFor } from './styles/adopt-styles';
export type { StyleRoot } from './styles/adopt-styles';
export { tokenStyles } from './styles/tokens.styles';
