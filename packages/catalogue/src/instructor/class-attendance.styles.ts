/**
 * Styles of the instructor's class attendance, adopted by the widget itself (`useOwnedStyleSheet`) when its chunk
 * loads, so the catalogue's main bundle carries none of them. Rows wrap on a phone (390 px).
 */
export const classAttendanceStyles = `
.campus-attendance {
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) * 1.5);
  min-width: 0;
}
.campus-attendance h2,
.campus-attendance h3,
.campus-attendance p {
  margin: 0;
}
.campus-attendance__section {
  display: flex;
  flex-direction: column;
  gap: var(--campus-space);
  min-width: 0;
}
.campus-attendance__list {
  display: flex;
  flex-direction: column;
  gap: var(--campus-space);
  margin: 0;
  padding: 0;
  list-style: none;
}
.campus-attendance__learner,
.campus-attendance__activity {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: calc(var(--campus-space) / 2) var(--campus-space);
  padding: calc(var(--campus-space) / 2) 0;
  border-bottom: 1px solid var(--campus-color-border);
  min-width: 0;
}
.campus-attendance__state {
  font-size: var(--campus-font-size-small);
  color: var(--campus-color-text-muted);
}
.campus-attendance__grants {
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) / 2);
  flex-basis: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
}
.campus-attendance__grant,
.campus-attendance__row {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--campus-space);
}
.campus-attendance__order {
  font-weight: 600;
  min-width: 1.5em;
}
.campus-attendance__activity-title {
  flex: 1 1 calc(12 * var(--campus-rem));
  min-width: 0;
  overflow-wrap: anywhere;
}
.campus-attendance__error {
  color: var(--campus-color-danger);
}
`;
