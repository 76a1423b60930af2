/**
 * @campus/sales — the loyalty programme's sales reporting and store photos as React components: the
 * insert-sales form with its invoice photo, product lines and points estimate, "my sales", and the weekly
 * store photo upload. `@campus/sales/element` registers them as `<campus-sales-form>` and
 * `<campus-photo-upload>`. Every export is named here on purpose: no `export *` of runtime code.
 * @packageDocumentation
 */

// --- components
export { SalesForm } from './sales-form/sales-form';
export type { SalesFormProps, SalesTab } from './sales-form/sales-form';
export { PhotoUpload } from './photo-upload/photo-upload';
export type { PhotoUploadProps } from './photo-upload/photo-upload';
export { MySales } from './my-sales/my-sales';
export type { MySalesProps } from './my-sales/my-sales';
export { SaleCard } from './my-sales/sale-card';
export type { SaleCardProps } from './my-sales/sale-card';
export { salesStyles } from './sales.styles';

// --- events and messages
export type { PhotoUploadedDetail, SaleSubmittedDetail } from './events';
export { SALES_MESSAGES } from './messages/sales-messages';

// --- pure helpers (the API calls are core's: `submitSale`, `fetchSales`, `loyaltyQueries` …)
export { checkDraft, draftFromSale, emptyDraft, estimateTotal, saleProductsOf } from './sales-form/sale-draft';
export type { DraftContext, SaleDraft } from './sales-form/sale-draft';
export { CHOICE_LEVELS, chooseLevel, levelOptions, newProductLine } from './sales-form/product-choices';
export type { ChoiceLevel, ProductLine } from './sales-form/product-choices';
export { downscalePhoto, fitWithin, MAX_PHOTO_SIDE } from './shared/downscale-image';
export { blockedUntil, weeksFromLimits } from './photo-upload/photo-limits';
