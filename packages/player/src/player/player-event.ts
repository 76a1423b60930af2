import { createContext, useContext } from 'react';

/** The in-person event the player's activities are taken at (spec §2 presential-courses/{id}/event/…), if any. */
export interface PlayerEvent {
  /** The event's id (the route's `event_id`). */
  readonly id?: string;
  /** The event's type (`presential_class`, `webinar`, `live_class`; or the route's `presential-class` …). */
  readonly type?: string;
}

/**
 * The event of the player, for viewers that show it (the in-person event viewer): a context rather than a viewer
 * prop, since only a few viewers need it.
 */
export const PlayerEventContext = createContext<PlayerEvent>({});

/** The in-person event the player shows activities of (`{}` outside an event route). */
export function usePlayerEvent(): PlayerEvent {
  return useContext(PlayerEventContext);
}
