import { cardTitleRule, widgetRootRule, wrappingRowRule } from '@campus/ui';

/**
 * Styles of the check-in widget (check-in methods, result, refusals, events list), adopted as a constructable
 * stylesheet after the toolkit's. Layout follows the widget's own width (container queries): one column at
 * phone widths (390 px), events in two columns from 720 px. `--campus-checkin-video-height` sets the camera
 * view's height.
 */
export const checkInStyles = `${widgetRootRule('.campus-checkin')}
.campus-checkin__title {
  margin: 0;
  font-size: calc(1.5 * var(--campus-rem));
  line-height: 1.25;
}
.campus-checkin__subtitle {
  margin: 0;
  font-size: var(--campus-font-size-large);
  line-height: 1.3;
}
.campus-checkin__intro,
.campus-checkin__progress {
  margin: 0;
}
.campus-checkin__progress:empty {
  display: none;
}
.campus-checkin__panel,
.campus-checkin__locked {
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) * 1.5);
  padding: calc(var(--campus-space) * 2);
  border: 1px solid var(--campus-color-border);
  border-radius: var(--campus-radius);
  background: var(--campus-color-surface);
}
.campus-checkin__locked {
  background: var(--campus-color-warning-surface);
  border-color: var(--campus-color-warning);
}
.campus-checkin__locked p,
.campus-checkin__result p,
.campus-checkin__alert p {
  margin: 0;
}
.campus-checkin__locked-title,
.campus-checkin__result-title,
.campus-checkin__alert-title {
  font-weight: var(--campus-font-weight-strong);
  font-size: var(--campus-font-size-large);
}
.campus-checkin .campus-one-time-code {
  /* Six boxes and their gaps fit the widget's width (a phone inside a host's card), up to the toolkit's size. */
  --campus-code-box-size: clamp(2.25 * var(--campus-rem), calc((100cqi - 2.5 * var(--campus-rem) - 5 * var(--campus-space)) / 6), 3 * var(--campus-rem));
  margin-block-end: 0;
}
@container (max-width: 420px) {
  .campus-checkin__panel,
  .campus-checkin__locked {
    padding: var(--campus-space);
  }
  .campus-checkin .campus-tabs__tab {
    padding-inline: var(--campus-space);
  }
}
.campus-checkin__form,
.campus-checkin__camera {
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) * 1.5);
  padding-block: var(--campus-space);
}
.campus-checkin__actions {
  display: flex;
  flex-wrap: wrap;
  gap: var(--campus-space);
}
.campus-checkin__video {
  display: block;
  width: 100%;
  max-width: calc(32 * var(--campus-rem));
  height: var(--campus-checkin-video-height, min(60vh, 22 * var(--campus-rem)));
  object-fit: cover;
  border-radius: var(--campus-radius);
  background: var(--campus-color-text);
}
.campus-checkin__problem {
  margin: 0;
  color: var(--campus-color-danger);
  font-weight: var(--campus-font-weight-strong);
}
.campus-checkin__result,
.campus-checkin__alert {
  display: flex;
  flex-direction: column;
  gap: var(--campus-space);
  padding: calc(var(--campus-space) * 1.5);
  border-radius: var(--campus-radius);
  border: 1px solid;
}
.campus-checkin__result {
  background: var(--campus-color-success-surface);
  border-color: var(--campus-color-success);
}
.campus-checkin__alert {
  background: var(--campus-color-danger-surface);
  border-color: var(--campus-color-danger);
}
.campus-checkin__result:focus-visible,
.campus-checkin__alert:focus-visible {
  outline: none;
  box-shadow: var(--campus-focus-ring);
}
.campus-checkin__list {
  display: flex;
  flex-direction: column;
  gap: var(--campus-space);
}
.campus-checkin__events {
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: calc(var(--campus-space) * 1.5);
  margin: 0;
  padding: 0;
  list-style: none;
}
@container (min-width: 720px) {
  .campus-checkin__events {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
}
.campus-checkin__event > article {
  display: flex;
  flex-direction: column;
  gap: var(--campus-space);
  height: 100%;
  box-sizing: border-box;
  padding: calc(var(--campus-space) * 1.5);
  border: 1px solid var(--campus-color-border);
  border-radius: var(--campus-radius);
  background: var(--campus-color-surface);
}
.campus-checkin__event[data-status='finished'] > article {
  border-style: dashed;
}
${wrappingRowRule('.campus-checkin__badges')}
${cardTitleRule('.campus-checkin__event-title')}
.campus-checkin__event-description,
.campus-checkin__checked,
.campus-checkin__event-locked {
  margin: 0;
}
.campus-checkin__checked {
  color: var(--campus-color-success);
  font-weight: var(--campus-font-weight-strong);
}
.campus-checkin__event-locked {
  color: var(--campus-color-text);
  font-weight: var(--campus-font-weight-strong);
}
.campus-checkin__facts {
  display: grid;
  gap: calc(var(--campus-space) / 2);
  margin: 0;
}
.campus-checkin__facts > div {
  display: flex;
  flex-wrap: wrap;
  gap: calc(var(--campus-space) / 2);
}
.campus-checkin__facts dt {
  font-weight: var(--campus-font-weight-strong);
}
.campus-checkin__facts dt::after {
  content: ':';
}
.campus-checkin__facts dd {
  margin: 0;
  overflow-wrap: anywhere;
}
.campus-checkin__loading {
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) * 2);
}
`;
