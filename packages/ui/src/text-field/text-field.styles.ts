import { fieldStyles } from '../field/field.styles.js';

/** Styles of {@link TextField}: the shared field styles (label, hint, error, `.campus-input`). */
export const textFieldStyles = fieldStyles;
