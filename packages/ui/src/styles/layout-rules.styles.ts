/*
 * Layout rules the feature widgets share (cards, panels, rows), under each widget's own classes: the widgets keep
 * their class names and parts (hosts style those), and write the rule once here. Like `widgetRootRule`, each
 * takes a selector (a comma list is fine) and answers CSS text for a widget's stylesheet.
 */

/** A card's text column beside (or under) its image: grows, shrinks, and pads its content. */
export const cardBodyRule = (selector: string): string => `
${selector} {
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: var(--campus-space);
  min-width: 0;
  padding: calc(var(--campus-space) * 2);
}`;

/** A card's title: large, tight, and broken anywhere so a long product name never widens the card. */
export const cardTitleRule = (selector: string): string => `
${selector} {
  margin: 0;
  font-size: var(--campus-font-size-large);
  line-height: 1.3;
  overflow-wrap: anywhere;
}`;

/** A row of small items (badges, tags) that wraps onto more lines at narrow widths. */
export const wrappingRowRule = (selector: string): string => `
${selector} {
  display: flex;
  flex-wrap: wrap;
  gap: calc(var(--campus-space) / 2);
}`;

/** A row with its items at both ends (a title and its status), wrapping when there is no room. */
export const spacedRowRule = (selector: string): string => `
${selector} {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--campus-space);
}`;

/**
 * A bordered panel holding a column of content (a campaign, an event, a points header).
 * @param surface fill it with the surface colour (a panel on the page), or leave it transparent (inside a card)
 */
export const panelRule = (selector: string, { surface }: { surface: boolean }): string => `
${selector} {
  display: flex;
  flex-direction: column;
  gap: var(--campus-space);
  padding: calc(var(--campus-space) * 2);
  border: 1px solid var(--campus-color-surface-muted);
  border-radius: var(--campus-radius);${surface ? '\n  background: var(--campus-color-surface);' : ''}
}`;
