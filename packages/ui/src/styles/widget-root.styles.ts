/**
 * The rule of a widget's root element, under the widget's own class (`widgetRootRule('.campus-sales')`): a size
 * container for the widget's container queries (its layout follows its own width, not the page's), a column with
 * the toolkit's spacing, shrinkable inside a host's flex or grid, and the theme's text.
 */
export const widgetRootRule = (selector: string): string => `
${selector} {
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  gap: calc(var(--campus-space) * 2);
  min-width: 0;
  font-family: var(--campus-font-family);
  font-size: var(--campus-font-size);
  line-height: var(--campus-line-height);
  color: var(--campus-color-text);
}`;
