/** The header the reference API reads to make a write idempotent (docs/loyalty.md "Retries and Idempotency-Key"). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Keys for the writes of one form: see {@link createIdempotencyKeeper}. */
export interface IdempotencyKeeper {
  /** The key for this body: the same as last time while the body is unchanged, a new one otherwise. */
  keyFor(fingerprint: string): string;
  /** The write went through (or was refused for good): the next submission, even of the same body, is new. */
  settle(): void;
}

/** A random key; `crypto.randomUUID` exists only in secure contexts, an intranet page may be plain http. */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per logical write. A retry after a lost answer (network failure, double click) sends the same body
 * with the same key, so the server replays its first answer instead of writing twice; an edited body gets a
 * new key, because the server answers 409 to a known key with another body.
 * @param newKey makes a key @default 32 random hex digits
 */
export function createIdempotencyKeeper(newKey: () => string = randomKey): IdempotencyKeeper {
  let current: { fingerprint: string; key: string } | undefined;
  return {
    keyFor(fingerprint) {
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: newKey() };
      return current.key;
    },
    settle() {
      current = undefined;
    },
  };
}
