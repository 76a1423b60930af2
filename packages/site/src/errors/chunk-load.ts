import { CHUNK_LOAD_TIMEOUT_MS } from '@campus/core/rules';

/** How a chunk failed (spec §8 "reported with the failure type and address"). */
export type ChunkFailureType = 'chunk' | 'style-chunk' | 'timeout';

/** A page's code (or its styles) could not be loaded: the network failed, the deployment changed, or it took too long. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  /** `chunk` (script), `style-chunk` (CSS) or `timeout` (no answer within 120 s). */
  readonly type: ChunkFailureType;
  /** The address that failed, when known. */
  readonly address: string | undefined;

  constructor(type: ChunkFailureType, address: string | undefined, options?: { cause?: unknown }) {
    super(`${type} failed to load${address === undefined ? '' : `: ${address}`}`, options);
    this.type = type;
    this.address = address;
  }
}

/** The event the site dispatches on `window` for each chunk failure, for an error-reporting service to listen to. */
export const CHUNK_FAILURE_EVENT = 'campus-chunk-load-failed';

declare global {
  interface WindowEventMap {
    /** A page chunk failed to load; `detail` is its failure type and address (spec §8). */
    'campus-chunk-load-failed': CustomEvent<{ type: ChunkFailureType; address: string | undefined }>;
  }
}

/** The first URL in an error message (browsers name the module that failed: "…imported module: http://…"). */
function addressIn(message: string): string | undefined {
  return /\bhttps?:\/\/\S+/.exec(message)?.[0]?.replace(/[)'".,]+$/, '');
}

/** Reports a failure: the `campus-chunk-load-failed` event and one console line with its type and address. */
export function reportChunkFailure(error: ChunkLoadError, target: EventTarget = window): void {
  console.warn(`[campus] ${error.type} load failure`, error.address ?? '(unknown address)');
  target.dispatchEvent(new CustomEvent(CHUNK_FAILURE_EVENT, { detail: { type: error.type, address: error.address } }));
}

/** Whether an error is a failed dynamic import (any browser's wording) or already a {@link ChunkLoadError}. */
export function isChunkLoadFailure(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|importing a module script failed|error loading dynamically imported|unable to preload css/i.test(
    message,
  );
}

/**
 * Turns a dynamic-import failure into a {@link ChunkLoadError} (`style-chunk` for CSS), other errors unchanged.
 * Its address is the URL the browser names in the message, else `fallbackAddress`.
 */
export function toChunkLoadError(error: unknown, fallbackAddress?: string): unknown {
  if (error instanceof ChunkLoadError || !isChunkLoadFailure(error)) return error;
  const message = error instanceof Error ? error.message : String(error);
  const address = addressIn(message) ?? fallbackAddress;
  const type: ChunkFailureType = /css/i.test(message) || address?.endsWith('.css') ? 'style-chunk' : 'chunk';
  return new ChunkLoadError(type, address, { cause: error });
}

/**
 * Loads a page chunk with the spec's 120-second limit (§8, `CHUNK_LOAD_TIMEOUT_MS`): a load that fails or
 * does not finish in time rejects with a reported {@link ChunkLoadError}. `address` names the chunk in the
 * report when the failure itself does not (always for a timeout; the browser's message names the URL of a
 * failed import).
 */
export function loadChunk<T>(
  load: () => Promise<T>,
  { timeoutMs = CHUNK_LOAD_TIMEOUT_MS, address }: { timeoutMs?: number; address?: string } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new ChunkLoadError('timeout', address);
      reportChunkFailure(error);
      reject(error);
    }, timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        const failure = toChunkLoadError(error, address);
        if (failure instanceof ChunkLoadError) reportChunkFailure(failure);
        reject(failure);
      },
    );
  });
}

/**
 * Vite reports a failed preload of a chunk's script or stylesheet with `vite:preloadError` before the import
 * rejects; it is reported here with its type and address (the import's rejection shows the reload prompt).
 */
export function watchChunkPreloadErrors(target: Window): void {
  target.addEventListener('vite:preloadError', (event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    const failure = toChunkLoadError(payload);
    if (failure instanceof ChunkLoadError) reportChunkFailure(failure, target);
  });
}

/**
 * Reloads the site — the way out after a chunk failure: the reloaded entry page names the current deployment's
 * chunks, so a page whose old chunk is gone loads again.
 */
export function reloadSite(): void {
  window.location.reload();
}
