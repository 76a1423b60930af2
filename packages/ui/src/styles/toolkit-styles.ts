import { badgeStyles } from '../badge/badge.styles.js';
import { buttonStyles } from '../button/button.styles.js';
import { cardStyles } from '../card/card.styles.js';
import { checkboxStyles } from '../checkbox/checkbox.styles.js';
import { comboboxStyles } from '../combobox/combobox.styles.js';
import { dateInputStyles } from '../date-input/date-input.styles.js';
import { dialogStyles } from '../dialog/dialog.styles.js';
import { emptyStateStyles } from '../empty-state/empty-state.styles.js';
import { fieldStyles } from '../field/field.styles.js';
import { fileInputStyles } from '../file-input/file-input.styles.js';
import { linkStyles } from '../link/link.styles.js';
import { oneTimeCodeStyles } from '../one-time-code/one-time-code-input.styles.js';
import { paginationStyles } from '../pagination/pagination.styles.js';
import { progressBarStyles } from '../progress-bar/progress-bar.styles.js';
import { radioGroupStyles } from '../radio-group/radio-group.styles.js';
import { selectStyles } from '../select/select.styles.js';
import { skeletonStyles } from '../skeleton/skeleton.styles.js';
import { spinnerStyles } from '../spinner/spinner.styles.js';
import { tabsStyles } from '../tabs/tabs.styles.js';
import { toastStyles } from '../toast/toast.styles.js';
import { virtualListStyles } from '../virtual-list/virtual-list.styles.js';
import { baseStyles } from './base.styles.js';
import { hostIsolationStyles } from './host-isolation.styles.js';

/**
 * The styles of every toolkit primitive, in cascade order (the element's isolation and base first, then fields
 * before the controls that refine them). The element factory adopts them into every widget's shadow root after the tokens; each text
 * becomes one shared `CSSStyleSheet`, so a page with ten widgets parses them once.
 */
export const toolkitStyles: readonly string[] = [
  hostIsolationStyles,
  baseStyles,
  buttonStyles,
  fieldStyles,
  selectStyles,
  dateInputStyles,
  comboboxStyles,
  checkboxStyles,
  radioGroupStyles,
  fileInputStyles,
  oneTimeCodeStyles,
  linkStyles,
  dialogStyles,
  toastStyles,
  tabsStyles,
  cardStyles,
  badgeStyles,
  progressBarStyles,
  spinnerStyles,
  skeletonStyles,
  emptyStateStyles,
  paginationStyles,
  virtualListStyles,
];
