import { badgeStyles } from '../badge/badge.styles';
import { buttonStyles } from '../button/button.styles';
import { cardStyles } from '../card/card.styles';
import { checkboxStyles } from '../checkbox/checkbox.styles';
import { comboboxStyles } from '../combobox/combobox.styles';
import { dateInputStyles } from '../date-input/date-input.styles';
import { dialogStyles } from '../dialog/dialog.styles';
import { emptyStateStyles } from '../empty-state/empty-state.styles';
import { fieldStyles } from '../field/field.styles';
import { fileInputStyles } from '../file-input/file-input.styles';
import { linkStyles } from '../link/link.styles';
import { oneTimeCodeStyles } from '../one-time-code/one-time-code-input.styles';
import { paginationStyles } from '../pagination/pagination.styles';
import { progressBarStyles } from '../progress-bar/progress-bar.styles';
import { radioGroupStyles } from '../radio-group/radio-group.styles';
import { selectStyles } from '../select/select.styles';
import { skeletonStyles } from '../skeleton/skeleton.styles';
import { spinnerStyles } from '../spinner/spinner.styles';
import { tabsStyles } from '../tabs/tabs.styles';
import { toastStyles } from '../toast/toast.styles';
import { virtualListStyles } from '../virtual-list/virtual-list.styles';
import { baseStyles } from './base.styles';

/**
 * The styles of every toolkit primitive, in cascade order (base first, then fields before the controls that
 * refine them). The element factory adopts them into every widget's shadow root after the tokens; each text
 * becomes one shared `CSSStyleSheet`, so a page with ten widgets parses them once.
 */
export const toolkitStyles: readonly string[] = [
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
