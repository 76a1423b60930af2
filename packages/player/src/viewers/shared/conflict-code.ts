import { httpErrorOf } from '@campus/core';

/** The `{ code }` of a 409 refusal, or `undefined` for any other failure (the attempt viewers' refusals). */
export function conflictCode(error: unknown): string | undefined {
  const http = httpErrorOf(error);
  return http?.status === 409 ? http.code : undefined;
}
