/**
 * Global design tokens as CSS custom properties. Hosts override them on any ancestor of a widget
 * (custom properties inherit into shadow roots); component variables default to these.
 * The defaults pass WCAG AA (4.5:1) for their text pairs.
 */
export const tokenStyles = `
:host, :root {
  --campus-color-primary: #1d4ed8;
  --campus-color-on-primary: #ffffff;
  --campus-color-secondary: #0f766e;
  --campus-color-tertiary: #7c3aed;
  --campus-color-text: #1f2937;
  --campus-color-surface: #ffffff;
  --campus-color-border: #6b7280;
  --campus-color-focus: #f59e0b;
  --campus-font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  --campus-font-size: 1rem;
  --campus-radius: 0.5rem;
  --campus-space: 0.5rem;
}
`;
