// Shared setup for every jsdom test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 5 s (Testing Library's default is 1 s): two test workers share CI's two cores with
// child processes and databases, and a render that waits for a fake API's answer may take longer than a second
// there. Only how long a wait may last changes; what each test expects does not.
configure({ asyncUtilTimeout: 5_000 });

// Vitest globals are off, so Testing Library cannot register its own cleanup: unmount after each test.
afterEach(() => {
  cleanup();
});

// --- Browser features jsdom 29 lacks, shimmed only where missing so a newer jsdom's own versions win. ---

// Constructable stylesheets: jsdom has `new CSSStyleSheet()` and `replaceSync`, but no `adoptedStyleSheets`.
// The shim only records the list (jsdom does not cascade styles anyway), which is what the tests assert.
for (const prototype of [Document.prototype, ShadowRoot.prototype]) {
  if ('adoptedStyleSheets' in prototype) continue;
  const adopted = new WeakMap<object, readonly CSSStyleSheet[]>();
  Object.defineProperty(prototype, 'adoptedStyleSheets', {
    configurable: true,
    get(this: object) {
      return adopted.get(this) ?? [];
    },
    set(this: object, sheets: readonly CSSStyleSheet[]) {
      if (!Array.isArray(sheets) || !sheets.every((sheet) => sheet instanceof CSSStyleSheet)) {
        throw new TypeError('adoptedStyleSheets: expected an array of CSSStyleSheet');
      }
      adopted.set(this, Object.freeze([...sheets]));
    },
  });
}

// <dialog>: jsdom knows the element and its `open` attribute but not showModal()/close(). The shim follows the
// browser: showModal opens, Escape fires a cancelable `cancel` then closes, close() fires `close`.
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  const escapeListeners = new WeakMap<HTMLDialogElement, (event: KeyboardEvent) => void>();
  Object.assign(HTMLDialogElement.prototype, {
    show(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    showModal(this: HTMLDialogElement) {
      if (this.hasAttribute('open')) throw new DOMException('The dialog is already open.', 'InvalidStateError');
      this.setAttribute('open', '');
      const onKey = (event: KeyboardEvent) => {
        if (event.key !== 'Escape') return;
        if (this.dispatchEvent(new Event('cancel', { cancelable: true }))) this.close();
      };
      escapeListeners.set(this, onKey);
      this.addEventListener('keydown', onKey);
    },
    close(this: HTMLDialogElement, returnValue?: string) {
      if (!this.hasAttribute('open')) return;
      if (returnValue !== undefined) this.returnValue = returnValue;
      this.removeAttribute('open');
      const onKey = escapeListeners.get(this);
      if (onKey) this.removeEventListener('keydown', onKey);
      this.dispatchEvent(new Event('close'));
    },
  });
}
