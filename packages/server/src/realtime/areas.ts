/**
 * Realtime areas (spec §3 "Realtime/ranking: firebase document and ranking areas") are plain strings that
 * say whose they are:
 *
 * - `client:<clientId>` and `client:<clientId>:<anything>` — a client's areas (its ranking, a country or
 *   store ranking inside it: `client:1:country:BRA`), heard by users whose selected client it is;
 * - `user:<userId>` and `user:<userId>:<anything>` — one person's own area, heard only by that user.
 *
 * A stream hears every area it may, or only the ones listed in `?areas=` (each of which it must be allowed).
 */

/** Who is listening. */
export interface AreaListener {
  readonly userId: string;
  /** The selected client, or null. */
  readonly clientId: string | null;
}

/** The area of a client's ranking. */
export function clientArea(clientId: string | number): string {
  return `client:${clientId}`;
}

/** A user's own area (their `firebase_document`). */
export function userArea(userId: string | number): string {
  return `user:${userId}`;
}

function within(area: string, root: string): boolean {
  return area === root || area.startsWith(`${root}:`);
}

/** Whether a listener may hear an area. */
export function mayListen(listener: AreaListener, area: string): boolean {
  if (within(area, userArea(listener.userId))) return true;
  return listener.clientId !== null && within(area, clientArea(listener.clientId));
}

/** The base areas of a listener, as `/api/me/` lists them in `ranking_areas`. */
export function baseAreas(listener: AreaListener): string[] {
  return [...(listener.clientId === null ? [] : [clientArea(listener.clientId)]), userArea(listener.userId)];
}

/** Parses `?areas=a,b` into a list (empty entries dropped), or null when absent or empty. */
export function parseAreaList(value: string | undefined): string[] | null {
  if (value === undefined) return null;
  const areas = [...new Set(value.split(',').map((area) => area.trim()))].filter((area) => area !== '');
  return areas.length > 0 ? areas : null;
}
