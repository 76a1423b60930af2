/**
 * Countries where the loyalty programme runs, with ISO 3166-1 alpha-3 codes and English names.
 * @see SPECIFICATION §1 Loyalty programme, §9 Countries
 */
export const COUNTRIES = [
  { code: 'ARG', name: 'Argentina' },
  { code: 'BRA', name: 'Brazil' },
  { code: 'CAN', name: 'Canada' },
  { code: 'CHL', name: 'Chile' },
  { code: 'COL', name: 'Colombia' },
  { code: 'MEX', name: 'Mexico' },
  { code: 'PER', name: 'Peru' },
] as const;

/** The ISO alpha-3 code of a programme country. */
export type CountryCode = (typeof COUNTRIES)[number]['code'];

/**
 * API request timeout; 0 means none.
 * @see SPECIFICATION §7 Request rules, §9 Request timeout
 * @default 0
 */
export const REQUEST_TIMEOUT = 0;

/**
 * The fixed offset the product uses for API request delay (the specification gives the value only;
 * it matches the UTC−3 hours of Brasília time).
 * @see SPECIFICATION §7 Request rules
 * @default -3
 */
export const API_REQUEST_DELAY_OFFSET = -3;

/**
 * Pixels a touch must move before it counts as a drag (so a tap on a draggable item stays a tap).
 * @see SPECIFICATION §9 Drag touch threshold
 * @default 5
 */
export const DRAG_TOUCH_THRESHOLD = 5;

/**
 * Press duration, in ms, that opens a context menu on touch screens.
 * @see SPECIFICATION §9 Context menu
 * @default 900
 */
export const CONTEXT_MENU_MS = 900;

/**
 * Most ms between two clicks that still count as a double click.
 * @see SPECIFICATION §9 Double click
 * @default 500
 */
export const DOUBLE_CLICK_MS = 500;

/**
 * Ms a button is held before a long press starts repeating.
 * @see SPECIFICATION §9 Long-press delay
 * @default 400
 */
export const LONG_PRESS_DELAY_MS = 400;

/**
 * Ms between repeats while a long press is held.
 * @see SPECIFICATION §9 Long-press interval
 * @default 50
 */
export const LONG_PRESS_INTERVAL_MS = 50;

/**
 * Ms before loading a code or style chunk is reported as failed.
 * @see SPECIFICATION §8 Messages shown to the user (chunk loading)
 * @default 120000
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * Recurrences offered when exporting an event to a calendar.
 * @see SPECIFICATION §9 Calendar export recurrence
 */
export const CALENDAR_RECURRENCES = ['yearly', 'monthly', 'weekly', 'daily'] as const;

/** A calendar export recurrence. */
export type CalendarRecurrence = (typeof CALENDAR_RECURRENCES)[number];
