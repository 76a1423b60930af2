/**
 * A signal that aborts when either input aborts. Stands in for `AbortSignal.any`, which Safari only has
 * since 17.4 and which the mobile packaging's web views may lack.
 */
export function linkSignals(first: AbortSignal, second: AbortSignal | undefined): AbortSignal {
  if (!second) return first;
  const controller = new AbortController();
  const abort = (source: AbortSignal) => () => controller.abort(source.reason);
  for (const source of [first, second]) {
    if (source.aborted) {
      controller.abort(source.reason);
      break;
    }
    source.addEventListener('abort', abort(source), { once: true, signal: controller.signal });
  }
  return controller.signal;
}
