import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntlOffThread } from './intl-warm-up';

afterEach(() => vi.unstubAllGlobals());

/** A stand-in for the browser's Worker that records how it was made and stopped. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super();
    FakeWorker.made.push(this);
  }
  terminate(): void {
    this.terminated = true;
  }
}

describe('warmIntlOffThread', () => {
  it('starts the warm-up worker for the page’s language and stops it once it answers', () => {
    FakeWorker.made = [];
    vi.stubGlobal('Worker', FakeWorker);
    warmIntlOffThread('fr-FR');
    const [worker] = FakeWorker.made;
    expect(worker?.url.pathname).toMatch(/intl-warm-up\.worker\.ts$/);
    expect(worker?.options).toEqual({ type: 'module', name: 'fr-FR' });
    expect(worker?.terminated).toBe(false);
    worker?.dispatchEvent(new MessageEvent('message', { data: 'warm' }));
    expect(worker?.terminated).toBe(true);
  });

  it('does nothing where there are no workers, and survives a page that forbids them', () => {
    expect(() => warmIntlOffThread('pt-BR')).not.toThrow();
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused by the page’s policy', 'SecurityError');
        }
      },
    );
    expect(() => warmIntlOffThread('pt-BR')).not.toThrow();
  });
});
