/** Core's wire schemas used by the session routes. */
export { meResponseSchema } from '@campus/core';
export type { MeResponse } from '@campus/core';
