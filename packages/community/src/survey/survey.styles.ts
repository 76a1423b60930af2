import { widgetRootRule } from '@campus/ui';

/**
 * Styles of `<campus-survey>`, adopted as a constructable stylesheet after the toolkit's. One column that follows
 * the widget's own width, from phones (390 px) up; each question is a bordered group.
 */
export const surveyStyles = `${widgetRootRule('.campus-survey')}
.campus-survey {
  display: grid;
  gap: calc(var(--campus-space) * 2);
}
.campus-survey__title {
  margin: 0;
  font-size: calc(1.5 * var(--campus-rem));
  line-height: 1.25;
}
.campus-survey__intro,
.campus-survey__intro p,
.campus-survey__note {
  margin: 0;
}
.campus-survey__intro {
  display: grid;
  gap: var(--campus-space);
}
.campus-survey__mandatory {
  font-weight: 600;
}
.campus-survey__form {
  display: grid;
  gap: calc(var(--campus-space) * 2);
}
.campus-survey__question {
  display: grid;
  gap: var(--campus-space);
  min-width: 0;
  margin: 0;
  padding: calc(var(--campus-space) * 2);
  border: 1px solid var(--campus-color-border);
  border-radius: var(--campus-radius);
  background: var(--campus-color-surface);
}
.campus-survey__question[data-invalid] {
  border-color: var(--campus-color-danger);
}
.campus-survey__legend {
  padding: 0 var(--campus-space);
  font-weight: 600;
  overflow-wrap: anywhere;
}
.campus-survey__choices {
  display: grid;
  gap: var(--campus-space);
}
.campus-survey__textarea {
  width: 100%;
  min-height: calc(5 * var(--campus-rem));
  resize: vertical;
}
.campus-survey__counter {
  margin: 0;
  font-size: calc(0.875 * var(--campus-rem));
  color: var(--campus-color-text-muted);
  text-align: end;
}
.campus-survey__counter[data-over] {
  color: var(--campus-color-danger);
}
.campus-survey__problem:empty {
  display: none;
}
.campus-survey__problem p {
  margin: 0;
  color: var(--campus-color-danger);
}
.campus-survey__outcome {
  display: grid;
  gap: var(--campus-space);
  justify-items: start;
  padding: calc(var(--campus-space) * 2);
  border: 1px solid var(--campus-color-border);
  border-radius: var(--campus-radius);
  background: var(--campus-color-surface);
}
.campus-survey__outcome p {
  margin: 0;
}
.campus-survey__outcome-title {
  font-weight: 600;
  font-size: calc(1.125 * var(--campus-rem));
}
.campus-survey__continue {
  text-decoration: none;
}
`;
