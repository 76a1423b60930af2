import { LOAD_ERROR_MESSAGES, loadErrorLocale } from './messages.js';
import { loadErrorStyles } from './load-error.styles.js';

/** The attribute that marks the error state inside a widget element (a host may style `[data-campus-load-error]`). */
export const LOAD_ERROR_ATTRIBUTE = 'data-campus-load-error';

// One sheet for every error state of the page (constructable: a host with `style-src 'self'` allows it).
let sheet: CSSStyleSheet | undefined;

function errorStateOf(widget: Element): HTMLElement | null {
  return widget.querySelector(`:scope > [${LOAD_ERROR_ATTRIBUTE}]`);
}

function build(widget: Element, onRetry: () => void): HTMLElement {
  const document = widget.ownerDocument;
  const holder = document.createElement('div');
  holder.setAttribute(LOAD_ERROR_ATTRIBUTE, '');
  // The error state lives in the widget's light DOM, in a shadow root of its own: the widget element cannot get
  // a shadow root now, since its code attaches one when it is defined (a second attachShadow would throw).
  const root = holder.attachShadow({ mode: 'open' });
  sheet ??= new CSSStyleSheet();
  if (sheet.cssRules.length === 0) sheet.replaceSync(loadErrorStyles);
  root.adoptedStyleSheets = [sheet];
  const alert = document.createElement('div');
  alert.className = 'error-state';
  alert.setAttribute('part', 'error-state');
  alert.setAttribute('role', 'alert');
  const title = document.createElement('p');
  title.className = 'title';
  const message = document.createElement('p');
  message.className = 'message';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button';
  button.setAttribute('part', 'button');
  button.addEventListener('click', () => {
    if (button.getAttribute('aria-disabled') !== 'true') onRetry();
  });
  alert.append(title, message, button);
  root.append(alert);
  widget.append(holder);
  return holder;
}

/**
 * Shows (or shows again) the error state of a widget whose code failed to load: an alert with the title, the
 * message and a Retry button that calls `onRetry`, in the widget's language.
 */
export function showLoadError(widget: Element, onRetry: () => void): void {
  const holder = errorStateOf(widget) ?? build(widget, onRetry);
  const root = holder.shadowRoot;
  const messages = LOAD_ERROR_MESSAGES[loadErrorLocale(widget)];
  const [title, message, button] = [
    root?.querySelector('.title'),
    root?.querySelector('.message'),
    root?.querySelector('button'),
  ];
  if (!title || !message || !button) return;
  root?.querySelector('[role="alert"]')?.removeAttribute('aria-busy');
  // Set again after a failed retry so screen readers announce the alert once more.
  title.textContent = messages.title;
  message.textContent = messages.message;
  button.textContent = messages.retry;
  // aria-disabled rather than disabled: a disabled button would drop the keyboard focus the person put on it.
  button.removeAttribute('aria-disabled');
}

/** Marks a widget's error state as retrying (the button says so and ignores clicks). */
export function showLoadRetrying(widget: Element): void {
  const root = errorStateOf(widget)?.shadowRoot;
  const button = root?.querySelector('button');
  if (!root || !button) return;
  root.querySelector('[role="alert"]')?.setAttribute('aria-busy', 'true');
  button.textContent = LOAD_ERROR_MESSAGES[loadErrorLocale(widget)].retrying;
  button.setAttribute('aria-disabled', 'true');
}

/** Whether a widget shows the error state. */
export function hasLoadError(widget: Element): boolean {
  return errorStateOf(widget) !== null;
}

/** Removes a widget's error state (its code has loaded). */
export function removeLoadError(widget: Element): void {
  errorStateOf(widget)?.remove();
}
