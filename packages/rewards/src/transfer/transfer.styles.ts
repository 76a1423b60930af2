import { widgetRootRule } from '@campus/ui';
import { failureStyles } from '../shared/failure.styles.js';

/**
 * Styles of the points transfer (balance and registration, the form, its confirmation and result), adopted as a
 * constructable stylesheet after the toolkit's. Layout follows the widget's own width (container queries): the
 * fields stack at phone widths (390 px) and sit side by side from 36 base sizes (`36em` of the widget: 576 px at the
 * default 16 px). `--campus-transfer-max-width` caps the widget's width (default 40 base sizes).
 */
export const transferStyles = `${widgetRootRule('.campus-transfer')}
.campus-transfer {
  max-width: var(--campus-transfer-max-width, calc(40 * var(--campus-rem)));
}
.campus-transfer__title {
  margin: 0;
  font-size: calc(1.5 * var(--campus-rem));
  line-height: 1.25;
}
.campus-transfer__intro,
.campus-transfer__result p,
.campus-transfer__confirm p {
  margin: 0;
}
.campus-transfer__summary {
  display: grid;
  gap: var(--campus-space);
  margin: 0;
  padding: calc(var(--campus-space) * 2);
  border: 1px solid var(--campus-color-border);
  border-radius: var(--campus-radius);
  background: var(--campus-color-surface);
}
.campus-transfer__summary dt {
  color: var(--campus-color-text-muted);
}
.campus-transfer__summary dd {
  margin: 0;
  font-weight: var(--campus-font-weight-strong);
}
.campus-transfer__form {
  display: grid;
  gap: calc(var(--campus-space) * 2);
}
@container (min-width: 36em) {
  .campus-transfer__summary,
  .campus-transfer__form {
    grid-template-columns: 1fr 1fr;
  }
  .campus-transfer__form > :not(.campus-field) {
    grid-column: 1 / -1;
  }
}
.campus-transfer__confirm,
.campus-transfer__result,
.campus-transfer__empty {
  display: flex;
  flex-direction: column;
  gap: var(--campus-space);
  margin: 0;
  padding: calc(var(--campus-space) * 2);
  border-radius: var(--campus-radius);
  background: var(--campus-color-info-surface);
}
.campus-transfer__result {
  background: var(--campus-color-success-surface);
}
.campus-transfer__confirm-title,
.campus-transfer__result-title {
  font-weight: var(--campus-font-weight-strong);
  font-size: var(--campus-font-size-large);
}
.campus-transfer__actions {
  display: flex;
  flex-wrap: wrap;
  gap: var(--campus-space);
}
${failureStyles('.campus-transfer__failure')}
`;
