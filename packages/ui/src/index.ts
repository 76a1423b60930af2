/**
 * @campus/ui — the React layer of the Campus SDK: `<CampusProvider>` and hooks over the core stores, the
 * resource hook, accessible themeable primitives, the theme, and the element factory that turns a widget into
 * `<campus-*>`. Every export is named here on purpose: no `export *` of runtime code.
 * @packageDocumentation
 */

// --- provider and hooks over the core stores
export { CampusProvider } from './provider/campus-provider';
export type { CampusProviderProps } from './provider/campus-provider';
export { useCampus } from './provider/use-campus';
export { useCampusStore, useFilters, useParams, useSession } from './provider/store-hooks';
export type { CampusStoreState, FiltersBinding } from './provider/store-hooks';
export { useStoreSelector } from './provider/use-store-selector';
export type { EqualityFn, ReadableStore } from './provider/use-store-selector';
export { useLocale, useT } from './provider/use-t';
export { addPackageMessages, hasPackageMessages, loadPackageMessages } from './messages/package-messages';
export type { MessageSource, PackageMessageBundle, PackageMessages } from './messages/package-messages';
export { usePackageMessages } from './messages/use-package-messages';

// --- API resources
// (the cache itself is core's `campus.query`, shared by every widget of an instance)
export { useQuery, useResource, isEmptyResource } from './resource/use-resource';
export type { ResourceState, ResourceStatus, UseResourceOptions } from './resource/use-resource';
export { useMediaUrl } from './resource/use-media-url';

// --- shared pieces of the feature widgets
export { SignedOutNotice } from './signed-out/signed-out-notice';
export type { SignedOutNoticeProps } from './signed-out/signed-out-notice';
export {
  formatCalendarDay,
  formatDateTime,
  formatDateTimeRange,
  formatInstantDay,
  formatLongCalendarDay,
  formatMultiplier,
  formatNumber,
  formatShortCalendarDay,
  formatSignedNumber,
} from './format/intl-format';

// --- the one retry-safe submit of a form
export { useIdempotentSubmit } from './submit/use-idempotent-submit';
export type { IdempotentSubmitState, SubmitStatus } from './submit/use-idempotent-submit';

// --- styles and theme
export { adoptStyles, styleSheetFor } from './styles/adopt-styles';
export type { StyleRoot } from './styles/adopt-styles';
export { attachStyleSheet, styleRootOf } from './styles/owned-style-sheet';
export type { OwnedStyleSheet } from './styles/owned-style-sheet';
export { useOwnedStyleSheet } from './styles/use-owned-style-sheet';
export { tokenStyles } from './styles/tokens.styles';
export { baseStyles } from './styles/base.styles';
export { widgetRootRule } from './styles/widget-root.styles';
export { toolkitStyles } from './styles/toolkit-styles';
export { parseColor, toHex } from './theme/color';
export type { Rgb } from './theme/color';
export { contrastRatio, ensureContrast, MIN_TEXT_CONTRAST, readableTextOn, relativeLuminance } from './theme/contrast';
export { DEFAULT_SURFACE, themeCss, themeFromParams } from './theme/theme-from-params';
export type { CampusTheme } from './theme/theme-from-params';
export { useAdoptedClientTheme, useClientTheme } from './theme/use-client-theme';

// --- element factory
export { defineElement } from './element/define-element';
export type { ElementOptions } from './element/define-element';
export { elementDefinitions } from './element/element-docs';
export type { ElementDefinition, ElementDocs } from './element/element-docs';
export type { AttributeType, AttributeValue } from './element/attribute-types';
export { configure, getConfiguredCampus, resetCampusRegistry } from './element/campus-registry';
export type { ElementConfiguration, PageConfiguration } from './element/campus-registry';
export {
  CAMPUS_CONFIG_DOCS,
  CAMPUS_CONFIG_TAG,
  CampusConfigElement,
  defineCampusConfigElement,
} from './element/campus-config-element';
export { dispatchCampusEvent, useElementEvents, useElementRoot } from './element/element-events';
export type { CampusEventDetail, CampusEventName, ElementEvents, ElementScope } from './element/element-events';

// --- primitives
export { Badge } from './badge/badge';
export type { BadgeProps } from './badge/badge';
export { badgeStyles } from './badge/badge.styles';
export { Button } from './button/button';
export type { ButtonProps } from './button/button';
export { buttonStyles } from './button/button.styles';
export { Card } from './card/card';
export type { CardProps } from './card/card';
export { cardStyles } from './card/card.styles';
export { Checkbox } from './checkbox/checkbox';
export type { CheckboxProps } from './checkbox/checkbox';
export { checkboxStyles } from './checkbox/checkbox.styles';
export { Combobox } from './combobox/combobox';
export type { ComboboxProps } from './combobox/combobox';
export { filterOptions, normalizeForSearch } from './combobox/combobox-filter';
export type { ComboboxOption } from './combobox/combobox-filter';
export { comboboxStyles } from './combobox/combobox.styles';
export { DateInput } from './date-input/date-input';
export type { DateInputProps } from './date-input/date-input';
export { dateInputStyles } from './date-input/date-input.styles';
export { ConfirmDialog } from './dialog/confirm-dialog';
export type { ConfirmDialogProps } from './dialog/confirm-dialog';
export { Dialog } from './dialog/dialog';
export type { DialogProps } from './dialog/dialog';
export { dialogStyles } from './dialog/dialog.styles';
export { EmptyState } from './empty-state/empty-state';
export type { EmptyStateProps } from './empty-state/empty-state';
export { emptyStateStyles } from './empty-state/empty-state.styles';
export { ErrorState } from './error-state/error-state';
export type { ErrorStateProps } from './error-state/error-state';
export { errorStateStyles } from './error-state/error-state.styles';
export { FieldFrame } from './field/field-frame';
export type { FieldFrameProps } from './field/field-frame';
export { useFieldIds } from './field/use-field-ids';
export type { FieldIds } from './field/use-field-ids';
export { fieldStyles } from './field/field.styles';
export { FileInput } from './file-input/file-input';
export type { FileInputProps } from './file-input/file-input';
export { fileInputStyles } from './file-input/file-input.styles';
export { useObjectUrlPreview } from './file-input/use-object-url';
export { Link } from './link/link';
export type { LinkProps } from './link/link';
export { linkStyles } from './link/link.styles';
export { OneTimeCodeInput } from './one-time-code/one-time-code-input';
export type { OneTimeCodeInputProps } from './one-time-code/one-time-code-input';
export { oneTimeCodeStyles } from './one-time-code/one-time-code-input.styles';
export { Pagination } from './pagination/pagination';
export type { PaginationProps } from './pagination/pagination';
export { paginationRange } from './pagination/pagination-range';
export type { PaginationSlot } from './pagination/pagination-range';
export { paginationStyles } from './pagination/pagination.styles';
export { ProgressBar } from './progress-bar/progress-bar';
export type { ProgressBarProps } from './progress-bar/progress-bar';
export { progressBarStyles } from './progress-bar/progress-bar.styles';
export { RadioGroup } from './radio-group/radio-group';
export type { RadioGroupProps, RadioOption } from './radio-group/radio-group';
export { radioGroupStyles } from './radio-group/radio-group.styles';
export { Select } from './select/select';
export type { SelectOption, SelectProps } from './select/select';
export { selectStyles } from './select/select.styles';
export { Skeleton } from './skeleton/skeleton';
export type { SkeletonProps } from './skeleton/skeleton';
export { skeletonStyles } from './skeleton/skeleton.styles';
export { Spinner } from './spinner/spinner';
export type { SpinnerProps } from './spinner/spinner';
export { spinnerStyles } from './spinner/spinner.styles';
export { Tabs } from './tabs/tabs';
export type { TabItem, TabsProps } from './tabs/tabs';
export { tabsStyles } from './tabs/tabs.styles';
export { TextField } from './text-field/text-field';
export type { TextFieldProps } from './text-field/text-field';
export { textFieldStyles } from './text-field/text-field.styles';
export { ToastProvider } from './toast/toast';
export type { ToastProviderProps } from './toast/toast';
export { useToast } from './toast/toast-context';
export type { ToastApi, ToastOptions } from './toast/toast-context';
export { toastStyles } from './toast/toast.styles';
export { VirtualList, VIRTUALIZE_FROM } from './virtual-list/virtual-list';
export type { VirtualListProps } from './virtual-list/virtual-list';
export { virtualListStyles } from './virtual-list/virtual-list.styles';
