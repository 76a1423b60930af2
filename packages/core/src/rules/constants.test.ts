import { describe, expect, it } from 'vitest';
import {
  API_REQUEST_DELAY_OFFSET,
  CALENDAR_RECURRENCES,
  CHUNK_LOAD_TIMEOUT_MS,
  CONTEXT_MENU_MS,
  COUNTRIES,
  DOUBLE_CLICK_MS,
  DRAG_TOUCH_THRESHOLD,
  LONG_PRESS_DELAY_MS,
  LONG_PRESS_INTERVAL_MS,
  REQUEST_TIMEOUT,
} from './constants.js';

describe('business constants (§9)', () => {
  it('have the values of the specification', () => {
    expect(REQUEST_TIMEOUT).toBe(0);
    expect(API_REQUEST_DELAY_OFFSET).toBe(-3);
    expect(DRAG_TOUCH_THRESHOLD).toBe(5);
    expect(CONTEXT_MENU_MS).toBe(900);
    expect(DOUBLE_CLICK_MS).toBe(500);
    expect(LONG_PRESS_DELAY_MS).toBe(400);
    expect(LONG_PRESS_INTERVAL_MS).toBe(50);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(CALENDAR_RECURRENCES).toEqual(['yearly', 'monthly', 'weekly', 'daily']);
  });

  it('lists the seven programme countries', () => {
    expect(COUNTRIES.map((country) => country.code)).toEqual(['ARG', 'BRA', 'CAN', 'CHL', 'COL', 'MEX', 'PER']);
    expect(COUNTRIES.map((country) => country.name)).toEqual([
      'Argentina',
      'Brazil',
      'Canada',
      'Chile',
      'Colombia',
      'Mexico',
      'Peru',
    ]);
  });
});
