/**
 * @campus/ui — the React layer of the Campus SDK: `<CampusProvider>` and hooks over the core stores, the
 * resource hook, accessible themeable primitives, the theme, and the element factory that turns a widget into
 * `<campus-*>`. Every export is named here on purpose: no `export *` of runtime code.
 * @packageDocumentation
 */

// --- provider and hooks over the core stores
export { CampusProvider } from './provider/campus-provider.js';
export type { CampusProviderProps } from './provider/campus-provider.js';
export { useCampus } from './provider/use-campus.js';
export { useCampusStore, useFilters, useParams, useSession } from './provider/store-hooks.js';
export type { CampusStoreState, FiltersBinding } from './provider/store-hooks.js';
export { useStoreSelector } from './provider/use-store-selector.js';
export type { EqualityFn, ReadableStore } from './provider/use-store-selector.js';
export { useLocale, useT } from './provider/use-t.js';
export { addPackageMessages, hasPackageMessages, loadPackageMessages } from './messages/package-messages.js';
export type { MessageSource, PackageMessageBundle, PackageMessages } from './messages/package-messages.js';
export { usePackageMessages } from './messages/use-package-messages.js';

// --- API resources
// (the cache itself is core's `campus.query`, shared by every widget of an instance)
export { useQuery, useResource, isEmptyResource } from './resource/use-resource.js';
export type { ResourceState, ResourceStatus, UseResourceOptions } from './resource/use-resource.js';
export { useMediaUrl } from './resource/use-media-url.js';

// --- shared pieces of the feature widgets
export { SignedOutNotice } from './signed-out/signed-out-notice.js';
export type { SignedOutNoticeProps } from './signed-out/signed-out-notice.js';
export { SignedInOnly } from './signed-out/signed-in-only.js';
export { Heading } from './heading/heading.js';
export type { HeadingLevel, HeadingProps } from './heading/heading.js';
export { CoverImage } from './cover-image/cover-image.js';
export { LoadingRegion } from './skeleton/loading-region.js';
export type { LoadingRegionProps } from './skeleton/loading-region.js';
export type { CoverImageProps } from './cover-image/cover-image.js';
export type { SignedInOnlyProps, SignedOutInvitation } from './signed-out/signed-in-only.js';
// The SENCE session panel (issue 26): only its lazy wrapper, so the panel stays a chunk of its own everywhere.
export { LazySencePanel } from './sence/lazy-sence-panel.js';
export type { SencePanelProps } from './sence/sence-panel.js';
export {
  formatCalendarDay,
  formatDateTime,
  formatDateTimeRange,
  formatInstantDay,
  formatLongCalendarDay,
  formatMultiplier,
  formatNumber,
  formatPercent,
  formatShortCalendarDay,
  formatSignedNumber,
} from './format/intl-format.js';

// --- the one retry-safe submit of a form
export { useIdempotentSubmit } from './submit/use-idempotent-submit.js';
export type { IdempotentSubmitState, SubmitStatus } from './submit/use-idempotent-submit.js';

// --- styles and theme
export { adoptStyles, styleSheetFor } from './styles/adopt-styles.js';
export type { StyleRoot } from './styles/adopt-styles.js';
export { attachStyleSheet, styleRootOf } from './styles/owned-style-sheet.js';
export { StylesOnMount } from './styles/styles-on-mount.js';
export { saveBlob, SAVE_BLOB_REVOKE_AFTER_MS } from './download/save-blob.js';
export type { StylesOnMountProps } from './styles/styles-on-mount.js';
export type { OwnedStyleSheet } from './styles/owned-style-sheet.js';
export { useOwnedStyleSheet } from './styles/use-owned-style-sheet.js';
export { tokenStyles } from './styles/tokens.styles.js';
export { baseStyles } from './styles/base.styles.js';
export { widgetRootRule } from './styles/widget-root.styles.js';
export {
  cardBodyRule,
  cardTitleRule,
  panelRule,
  spacedRowRule,
  wrappingRowRule,
} from './styles/layout-rules.styles.js';
export { toolkitStyles } from './styles/toolkit-styles.js';
export { parseColor, toHex } from './theme/color.js';
export type { Rgb } from './theme/color.js';
export {
  contrastRatio,
  ensureContrast,
  MIN_TEXT_CONTRAST,
  readableTextOn,
  relativeLuminance,
} from './theme/contrast.js';
export { DEFAULT_SURFACE, themeCss, themeFromParams } from './theme/theme-from-params.js';
export type { CampusTheme } from './theme/theme-from-params.js';
export { useAdoptedClientTheme, useClientTheme } from './theme/use-client-theme.js';

// --- element factory
export { defineElement } from './element/define-element.js';
export type { ElementOptions } from './element/define-element.js';
export { elementDefinitions } from './element/element-docs.js';
export type { CssPropertyDoc, ElementDefinition, ElementDocs, MemberDoc } from './element/element-docs.js';
export type { AttributeType, AttributeValue, MarkupAttributeType } from './element/attribute-types.js';
export { configure, getConfiguredCampus, resetCampusRegistry } from './element/campus-registry.js';
export type { ElementConfiguration, PageConfiguration } from './element/campus-registry.js';
export {
  CAMPUS_CONFIG_DOCS,
  CAMPUS_CONFIG_TAG,
  CampusConfigElement,
  defineCampusConfigElement,
} from './element/campus-config-element.js';
export { dispatchCampusEvent, useElementEvents, useElementRoot } from './element/element-events.js';
export type { CampusEventDetail, CampusEventName, ElementEvents, ElementScope } from './element/element-events.js';
export type { WidgetEventMap } from './element/element-event-map.js';

// --- primitives
export { Badge } from './badge/badge.js';
export type { BadgeProps } from './badge/badge.js';
export { badgeStyles } from './badge/badge.styles.js';
export { Button } from './button/button.js';
export type { ButtonProps } from './button/button.js';
export { buttonStyles } from './button/button.styles.js';
export { Card } from './card/card.js';
export type { CardProps } from './card/card.js';
export { cardStyles } from './card/card.styles.js';
export { Checkbox } from './checkbox/checkbox.js';
export type { CheckboxProps } from './checkbox/checkbox.js';
export { checkboxStyles } from './checkbox/checkbox.styles.js';
export { Combobox } from './combobox/combobox.js';
export type { ComboboxProps } from './combobox/combobox.js';
export { filterOptions, normalizeForSearch } from './combobox/combobox-filter.js';
export type { ComboboxOption } from './combobox/combobox-filter.js';
export { comboboxStyles } from './combobox/combobox.styles.js';
export { DateInput } from './date-input/date-input.js';
export type { DateInputProps } from './date-input/date-input.js';
export { dateInputStyles } from './date-input/date-input.styles.js';
export { ConfirmDialog } from './dialog/confirm-dialog.js';
export type { ConfirmDialogProps } from './dialog/confirm-dialog.js';
export { Dialog } from './dialog/dialog.js';
export type { DialogProps } from './dialog/dialog.js';
export { dialogStyles } from './dialog/dialog.styles.js';
export { EmptyState } from './empty-state/empty-state.js';
export type { EmptyStateProps } from './empty-state/empty-state.js';
export { emptyStateStyles } from './empty-state/empty-state.styles.js';
export { ErrorState } from './error-state/error-state.js';
export type { ErrorStateProps } from './error-state/error-state.js';
export { errorStateStyles } from './error-state/error-state.styles.js';
export { FieldFrame } from './field/field-frame.js';
export type { FieldFrameProps } from './field/field-frame.js';
export { useFieldIds } from './field/use-field-ids.js';
export type { FieldIds } from './field/use-field-ids.js';
export { fieldStyles } from './field/field.styles.js';
export { FileInput } from './file-input/file-input.js';
export type { FileInputProps } from './file-input/file-input.js';
export { fileInputStyles } from './file-input/file-input.styles.js';
export { useObjectUrlPreview } from './file-input/use-object-url.js';
export { Link } from './link/link.js';
export type { LinkProps } from './link/link.js';
export { linkStyles } from './link/link.styles.js';
export { OneTimeCodeInput } from './one-time-code/one-time-code-input.js';
export type { OneTimeCodeInputProps } from './one-time-code/one-time-code-input.js';
export { oneTimeCodeStyles } from './one-time-code/one-time-code-input.styles.js';
export { Pagination } from './pagination/pagination.js';
export type { PaginationProps } from './pagination/pagination.js';
export { paginationRange } from './pagination/pagination-range.js';
export type { PaginationSlot } from './pagination/pagination-range.js';
export { paginationStyles } from './pagination/pagination.styles.js';
export { ProgressBar } from './progress-bar/progress-bar.js';
export type { ProgressBarProps } from './progress-bar/progress-bar.js';
export { progressBarStyles } from './progress-bar/progress-bar.styles.js';
export { RadioGroup } from './radio-group/radio-group.js';
export type { RadioGroupProps, RadioOption } from './radio-group/radio-group.js';
export { radioGroupStyles } from './radio-group/radio-group.styles.js';
export { Select } from './select/select.js';
export type { SelectOption, SelectProps } from './select/select.js';
export { selectStyles } from './select/select.styles.js';
export { Skeleton } from './skeleton/skeleton.js';
export type { SkeletonProps } from './skeleton/skeleton.js';
export { skeletonStyles } from './skeleton/skeleton.styles.js';
export { Spinner } from './spinner/spinner.js';
export type { SpinnerProps } from './spinner/spinner.js';
export { spinnerStyles } from './spinner/spinner.styles.js';
export { Tabs } from './tabs/tabs.js';
export type { TabItem, TabsProps } from './tabs/tabs.js';
export { tabsStyles } from './tabs/tabs.styles.js';
export { TextField } from './text-field/text-field.js';
export type { TextFieldProps } from './text-field/text-field.js';
export { textFieldStyles } from './text-field/text-field.styles.js';
export { ToastProvider } from './toast/toast.js';
export type { ToastProviderProps } from './toast/toast.js';
export { useToast } from './toast/toast-context.js';
export type { ToastApi, ToastOptions } from './toast/toast-context.js';
export { toastStyles } from './toast/toast.styles.js';
export { VirtualList, VIRTUALIZE_FROM } from './virtual-list/virtual-list.js';
export type { VirtualListProps } from './virtual-list/virtual-list.js';
export { virtualListStyles } from './virtual-list/virtual-list.styles.js';
