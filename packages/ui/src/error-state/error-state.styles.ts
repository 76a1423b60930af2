import { emptyStateStyles } from '../empty-state/empty-state.styles.js';

/** Styles of {@link ErrorState}: the empty-state layout, shared. */
export const errorStateStyles = emptyStateStyles;
