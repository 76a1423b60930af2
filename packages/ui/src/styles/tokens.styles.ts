/**
 * Global design tokens as CSS custom properties, declared on `:host` inside a widget's shadow root and on
 * `:root` in a page. Inside a widget the `:host` rule shadows values inherited from ancestors, so a host page
 * themes a widget by targeting the element itself (`campus-course-catalogue { --campus-color-primary: … }`);
 * the client's colours from params are applied on `:host` after these defaults (see `themeFromParams`).
 * Every text/background pair below reaches WCAG AA (4.5:1); the contrast test checks them. Sizes are multiples of
 * `--campus-rem`, the widget's own base size (see `hostIsolationStyles`), never of the page's `rem`.
 * @see docs/theming.md
 */
export const tokenStyles = `
:host, :root {
  --campus-color-primary: #1d4ed8;
  --campus-color-on-primary: #ffffff;
  --campus-color-primary-text: #1d4ed8;
  --campus-color-secondary: #0f766e;
  --campus-color-on-secondary: #ffffff;
  --campus-color-secondary-text: #0f766e;
  --campus-color-tertiary: #7c3aed;
  --campus-color-on-tertiary: #ffffff;
  --campus-color-tertiary-text: #7c3aed;
  --campus-color-text: #1f2937;
  --campus-color-text-muted: #4b5563;
  --campus-color-surface: #ffffff;
  --campus-color-surface-muted: #f3f4f6;
  --campus-color-border: #6b7280;
  --campus-color-focus: #b45309;
  --campus-color-danger: #b91c1c;
  --campus-color-on-danger: #ffffff;
  --campus-color-danger-surface: #fee2e2;
  --campus-color-success: #15803d;
  --campus-color-success-surface: #dcfce7;
  --campus-color-warning: #92400e;
  --campus-color-warning-surface: #fef3c7;
  --campus-color-info-surface: #dbeafe;
  --campus-font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  --campus-font-size: var(--campus-rem);
  --campus-font-size-small: calc(0.875 * var(--campus-rem));
  --campus-font-size-large: calc(1.25 * var(--campus-rem));
  --campus-line-height: 1.5;
  --campus-font-weight-strong: 600;
  --campus-radius: calc(0.5 * var(--campus-rem));
  --campus-radius-small: calc(0.25 * var(--campus-rem));
  --campus-space: calc(0.5 * var(--campus-rem));
  --campus-shadow: 0 1px 3px rgb(0 0 0 / 0.16), 0 4px 12px rgb(0 0 0 / 0.08);
  --campus-focus-ring: 3px solid var(--campus-color-focus);
}
`;
