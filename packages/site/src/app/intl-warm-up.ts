/**
 * Has ICU's data loaded on another thread while the page starts (issue 27, ninth pass). The first Intl formatter a
 * renderer process builds costs 12–22 ms (50–170 ms at Lighthouse's 4× slowdown): ICU loads its data, whatever the
 * language or options, in the long task that first formats a number or a date (the home's survey deadline, the
 * reward store's points, the catalogue's percentages). ICU's data is shared by the process's threads: once a
 * worker has built formatters, the page's first one takes under a millisecond. Building them early on the main
 * thread instead was measured in the seventh pass: a long task of its own, no gain. No-op without workers.
 * @param locale the page's language, the one the worker builds its formatters for
 */
export function warmIntlOffThread(locale: string): void {
  if (typeof Worker !== 'function') return;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), { type: 'module', name: locale });
  } catch {
    return; // a page whose policy forbids workers: the first formatter pays, as before
  }
  const stop = (): void => worker.terminate();
  worker.addEventListener('message', stop, { once: true });
  worker.addEventListener('error', stop, { once: true });
}
