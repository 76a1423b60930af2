/**
 * @campus/sales — the loyalty programme's sales reporting and store photos as React components: the
 * insert-sales form with its invoice photo, product lines and points estimate, "my sales", and the weekly
 * store photo upload. `@campus/sales/element` registers them as `<campus-sales-form>` and
 * `<campus-photo-upload>`. Every export is named here on purpose: no `export *` of runtime code.
 * @packageDocumentation
 */

// --- components
export { SalesForm } from './sales-form/sales-form.js';
export type { SalesFormProps, SalesTab } from './sales-form/sales-form.js';
export { PhotoUpload } from './photo-upload/photo-upload.js';
export type { PhotoUploadProps } from './photo-upload/photo-upload.js';
export { MySales } from './my-sales/my-sales.js';
export type { MySalesProps } from './my-sales/my-sales.js';
export { SaleCard } from './my-sales/sale-card.js';
export type { SaleCardProps } from './my-sales/sale-card.js';
export { salesStyles } from './sales.styles.js';

// --- events and messages
export type { PhotoUploadedDetail, SaleSubmittedDetail } from './events.js';
export { SALES_MESSAGES } from './messages/sales-messages.js';

// --- pure helpers (the API calls are core's: `submitSale`, `fetchSales`, `loyaltyQueries` …)
export { checkDraft, draftFromSale, emptyDraft, estimateTotal, saleProductsOf } from './sales-form/sale-draft.js';
export type { DraftContext, SaleDraft } from './sales-form/sale-draft.js';
export { CHOICE_LEVELS, chooseLevel, levelOptions, newProductLine } from './sales-form/product-choices.js';
export type { ChoiceLevel, ProductLine } from './sales-form/product-choices.js';
export { downscalePhoto, fitWithin, MAX_PHOTO_SIDE } from './shared/downscale-image.js';
export { blockedUntil, weeksFromLimits } from './photo-upload/photo-limits.js';
