/** Options every typed call accepts. */
export interface TypedCallOptions {
  /** Aborts the call. */
  signal?: AbortSignal;
}

/** Spreads a signal into call options only when there is one (`exactOptionalPropertyTypes`). */
export function withSignal(options: TypedCallOptions | undefined): { signal?: AbortSignal } {
  return options?.signal ? { signal: options.signal } : {};
}
