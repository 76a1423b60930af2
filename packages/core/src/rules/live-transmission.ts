import type { CalendarRecurrence } from './constants.js';

/*
 * The transmission of a live class or webinar (issue 26; spec §3 "Live class, webinar and in-person class":
 * transmission date and title; §4 Live classes): waiting before it, live while an instructor transmits, finished
 * after (with the recording, when there is one). The class's own status of §4 (opened, closed, offline, finished,
 * no vacancy) is apart: it says whether one may subscribe, not whether the stream is on.
 */

/** The phases of a transmission, in order. */
export const TRANSMISSION_STATUSES = ['waiting', 'live', 'finished'] as const;

/** A phase of a transmission. */
export type TransmissionStatus = (typeof TRANSMISSION_STATUSES)[number];

/**
 * Where a stream or recording plays: YouTube Live, Vimeo Live, an HLS playlist, or a plain video file (the
 * player's youtube, vimeo and media viewers).
 */
export const STREAM_KINDS = ['youtube', 'vimeo', 'hls', 'video'] as const;

/** A kind of stream or recording. */
export type StreamKind = (typeof STREAM_KINDS)[number];

/** The activity types the player's live viewer plays (spec §3 Activity types: webcast/webinar, live class variants). */
export const LIVE_ACTIVITY_TYPES = [
  'webcast',
  'webinar',
  'live_class',
  'opened_live_class',
  'closed_live_class',
] as const;

/** Whether an activity type is a transmission (a webcast, webinar or live class variant). */
export function isLiveActivityType(type: string): boolean {
  return (LIVE_ACTIVITY_TYPES as readonly string[]).includes(type);
}

/** How a class repeats: every `frequency`, `count` times in all (null: without end). */
export interface TransmissionRecurrence {
  readonly frequency: CalendarRecurrence;
  readonly count: number | null;
}

/** The most occurrences a repeating class may have (a weekly class for about four years). */
export const MAX_RECURRENCE_COUNT = 200;

/**
 * How long a class an instructor left live stays live past its scheduled end, before it reads as finished: a class
 * may run over, but a forgotten one must not stay live for good.
 */
export const LIVE_OVERRUN_MS = 3 * 60 * 60 * 1000;

/** One occurrence of a class: when it starts and ends (epoch milliseconds). */
export interface Occurrence {
  readonly start: number;
  readonly end: number;
}

/** Adds `steps` recurrence periods to a UTC instant, keeping the time of day (a month's 31st falls back to its last day). */
function addPeriods(epochMs: number, frequency: CalendarRecurrence, steps: number): number {
  const date = new Date(epochMs);
  if (frequency === 'daily') return epochMs + steps * 86_400_000;
  if (frequency === 'weekly') return epochMs + steps * 7 * 86_400_000;
  const months = frequency === 'monthly' ? steps : steps * 12;
  const target = new Date(date);
  target.setUTCDate(1);
  target.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.getTime();
}

/**
 * The `index`-th occurrence (0-based) of a class starting at `start` and lasting `end - start`, or null past its
 * last one. A class without recurrence has only occurrence 0.
 * @example occurrenceAt({ start: 0, end: 3_600_000 }, { frequency: 'daily', count: 2 }, 1) // { start: 86_400_000, … }
 */
export function occurrenceAt(
  first: Occurrence,
  recurrence: TransmissionRecurrence | null,
  index: number,
): Occurrence | null {
  if (index < 0) return null;
  if (recurrence === null) return index === 0 ? first : null;
  const count = Math.min(recurrence.count ?? MAX_RECURRENCE_COUNT, MAX_RECURRENCE_COUNT);
  if (index >= count) return null;
  const start = addPeriods(first.start, recurrence.frequency, index);
  return { start, end: start + (first.end - first.start) };
}

/**
 * The occurrence that is on now or comes next (the first whose end is after `now`), skipping one that started at
 * `skipStart` (the occurrence an instructor already finished), or null when every occurrence is over.
 */
export function currentOccurrence(
  first: Occurrence,
  recurrence: TransmissionRecurrence | null,
  now: number,
  skipStart: number | null = null,
): Occurrence | null {
  for (let index = 0; ; index += 1) {
    const occurrence = occurrenceAt(first, recurrence, index);
    if (occurrence === null) return null;
    if (occurrence.end > now && occurrence.start !== skipStart) return occurrence;
  }
}

/** What decides a transmission's phase: the schedule, the class's own status, and the instructor's last move. */
export interface TransmissionInput {
  /** The first occurrence (the item's transmission date and end). */
  readonly first: Occurrence;
  readonly recurrence: TransmissionRecurrence | null;
  /** The class's status of spec §4: a `finished` class is over whatever its schedule says. */
  readonly classStatus: string | null;
  /** The instructor's last move, and the start of the occurrence it was made for; null when nobody moved it. */
  readonly moved: { readonly status: TransmissionStatus; readonly occurrenceStart: number } | null;
}

/** A transmission's phase now, and the occurrence it concerns (null when finished for good). */
export interface TransmissionPhase {
  readonly status: TransmissionStatus;
  readonly occurrence: Occurrence | null;
}

/**
 * The phase of a transmission at `now`: live only while an instructor has it live (until {@link LIVE_OVERRUN_MS}
 * past the occurrence's end); otherwise waiting for the current or next occurrence, skipping one the instructor
 * finished; finished when the class is, or when no occurrence is left — a class past its end is finished even
 * when nobody moved it.
 * @example transmissionPhase({ first, recurrence: null, classStatus: 'opened', moved: null }, first.end + 1).status // 'finished'
 */
export function transmissionPhase(input: TransmissionInput, now: number): TransmissionPhase {
  const { first, recurrence, classStatus, moved } = input;
  const last = (): Occurrence | null => {
    let found: Occurrence | null = null;
    for (let index = 0; ; index += 1) {
      const occurrence = occurrenceAt(first, recurrence, index);
      if (occurrence === null || occurrence.start > now) return found ?? occurrence;
      found = occurrence;
    }
  };
  if (classStatus === 'finished') return { status: 'finished', occurrence: last() };
  if (moved?.status === 'live') {
    const duration = first.end - first.start;
    const occurrence = { start: moved.occurrenceStart, end: moved.occurrenceStart + duration };
    if (now < occurrence.end + LIVE_OVERRUN_MS) return { status: 'live', occurrence };
  }
  const skip = moved?.status === 'finished' ? moved.occurrenceStart : null;
  const next = currentOccurrence(first, recurrence, now, skip);
  if (next === null) return { status: 'finished', occurrence: last() };
  return { status: 'waiting', occurrence: next };
}

/** Whether a string names a time zone of the IANA database (`America/Sao_Paulo`, `UTC`) that this runtime knows. */
export function isIanaTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The file name of a class's calendar export (issue 26): the title's letters and digits, accents dropped, lower case,
 * dashes between, at most 60 characters, `campus.ics` when nothing is left. One rule for the API's
 * `content-disposition` and the catalogue's download, so both name the file alike.
 * @example calendarFileName('Aula ao Vivo: Negociação na Prática') // 'aula-ao-vivo-negociacao-na-pratica.ics'
 */
export function calendarFileName(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug === '' ? 'campus' : slug}.ics`;
}
