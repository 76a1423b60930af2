import { PRESENTIAL_CLASS_STATUSES, presentialStatusRules } from '@campus/core/rules';
import type { PresentialClassStatus } from '@campus/core/rules';
import type { CatalogueListItem } from '../catalogue-type.js';

/** A badge's colour meaning (the `Badge` primitive's tones). */
export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/**
 * What a person can do with an item: join it (`enrol`, `subscribe`), open it in the host's player (`start`,
 * `continue`, `retry`, `restart`, `review`, `access`), or leave it (`unenrol`, `unsubscribe`, asked first).
 */
export type ItemAction =
  'enrol' | 'subscribe' | 'start' | 'continue' | 'retry' | 'restart' | 'review' | 'access' | 'unenrol' | 'unsubscribe';

/** Actions that open the item in the host (the `campus-course-open` event). */
export const OPEN_ACTIONS: ReadonlySet<ItemAction> = new Set([
  'start',
  'continue',
  'retry',
  'restart',
  'review',
  'access',
]);

/** How an item's state is shown: its status badge, why an action is missing, and the actions offered. */
export interface ItemStatusView {
  /** Message key of the status (`catalogue.status.course.in_progress` …). */
  label: string;
  tone: StatusTone;
  /** Message key of a notice shown with the item ('Vagas esgotadas', 'Você foi bloqueado' …), if any. */
  notice: string | undefined;
  /** The main action, if any. */
  primary: ItemAction | undefined;
  /** A second action (leaving), if any. */
  secondary: ItemAction | undefined;
}

const COURSE_TONES: Readonly<Record<string, StatusTone>> = {
  not_started: 'neutral',
  in_progress: 'info',
  finished: 'success',
  blocked: 'danger',
  reproved: 'danger',
  restarted: 'warning',
  improved: 'success',
};

/** The action that opens a course in each learner status (spec §4 Courses, §4 Test modes). */
const COURSE_OPEN_ACTION: Readonly<Record<string, ItemAction>> = {
  not_started: 'start',
  in_progress: 'continue',
  // A block ends the test, not the training: other activities can still be finished (spec §4 Test modes).
  blocked: 'continue',
  // Conventional tests are retried until passed.
  reproved: 'retry',
  // All attempts failed in restart mode: progress went back to zero.
  restarted: 'restart',
  improved: 'continue',
  finished: 'review',
};

const TRANSMISSION_TONES: Readonly<Record<string, StatusTone>> = {
  opened: 'success',
  closed: 'neutral',
  offline: 'warning',
  finished: 'neutral',
  no_vacancy: 'danger',
};

/** The badge tone of each presential course or event status (the list's card and the detail's events). */
export const PRESENTIAL_TONES: Readonly<Record<string, StatusTone>> = {
  scheduled: 'info',
  pre_scheduled: 'info',
  in_progress: 'success',
  live: 'success',
  finished: 'neutral',
  canceled: 'danger',
  awaiting_results: 'warning',
  intermission: 'warning',
  invited_only: 'neutral',
};

/** Online courses and trails: the learner's status, enrol first, then open with the status's action. */
function courseView(item: CatalogueListItem & { enrolled: boolean }): ItemStatusView {
  const label = `catalogue.status.course.${item.status}`;
  const tone = COURSE_TONES[item.status] ?? 'neutral';
  const notice = item.status === 'blocked' ? 'catalogue.notice.blocked' : undefined;
  if (!item.enrolled) return { label, tone, notice, primary: 'enrol', secondary: undefined };
  return {
    label,
    tone,
    notice,
    primary: COURSE_OPEN_ACTION[item.status],
    secondary: item.status === 'finished' ? undefined : 'unenrol',
  };
}

/** Webinars and live classes (spec §4 Live classes): subscribe while opened with seats, enter once subscribed. */
function transmissionView(
  status: string,
  item: CatalogueListItem & { subscribed: boolean; available_vacancies: number | null },
): ItemStatusView {
  // A seat count of zero is "no vacancy" even if a stale status still says opened.
  const served = status === 'opened' && item.available_vacancies === 0 ? 'no_vacancy' : status;
  const label = `catalogue.status.transmission.${served}`;
  const tone = TRANSMISSION_TONES[served] ?? 'neutral';
  const base = { label, tone, notice: undefined, primary: undefined, secondary: undefined };
  if (item.subscribed) {
    switch (served) {
      case 'opened':
      case 'no_vacancy':
        return { ...base, primary: 'access', secondary: 'unsubscribe' };
      case 'finished':
        return { ...base, primary: 'review' };
      case 'offline':
        return { ...base, notice: 'catalogue.notice.offline', secondary: 'unsubscribe' };
      default:
        return { ...base, notice: 'catalogue.notice.closed', secondary: 'unsubscribe' };
    }
  }
  switch (served) {
    case 'opened':
      return { ...base, primary: 'subscribe' };
    case 'no_vacancy':
      return { ...base, notice: 'catalogue.notice.no_vacancies' };
    case 'offline':
      return { ...base, notice: 'catalogue.notice.offline' };
    case 'finished':
      return base;
    default:
      return { ...base, notice: 'catalogue.notice.closed' };
  }
}

const isPresentialStatus = (status: string): status is PresentialClassStatus =>
  (PRESENTIAL_CLASS_STATUSES as readonly string[]).includes(status);

/** Presential courses (spec §4 In-person classes): enrol while scheduled, enter while it runs. */
function presentialView(item: CatalogueListItem & { presential_status: string; enrolled: boolean }): ItemStatusView {
  const status = item.presential_status;
  const label = `catalogue.status.presential.${status}`;
  const tone = PRESENTIAL_TONES[status] ?? 'neutral';
  const base = { label, tone, notice: undefined, primary: undefined, secondary: undefined };
  // What the status allows is core's rule (the server refuses enrolment with the same one, issue 26).
  const rules = isPresentialStatus(status) ? presentialStatusRules(status) : undefined;
  const upcoming = rules?.canEnrol === true;
  const running = rules?.checkInOpen === true;
  if (status === 'canceled') return { ...base, notice: 'catalogue.notice.canceled' };
  if (item.enrolled) {
    if (upcoming) return { ...base, secondary: 'unenrol' };
    if (running) return { ...base, primary: 'access' };
    if (status === 'awaiting_results') return { ...base, notice: 'catalogue.notice.awaiting_results' };
    return { ...base, primary: 'review' };
  }
  if (status === 'invited_only') return { ...base, notice: 'catalogue.notice.invited_only' };
  if (upcoming) return { ...base, primary: 'enrol' };
  return base;
}

/**
 * How an item's state is shown and what it offers (spec §4): courses and trails by the learner's status,
 * webinars and live classes by the transmission status and the caller's subscription (with 'Vagas esgotadas'
 * when no seat is left), presential courses by the in-person status and the caller's enrolment.
 */
export function itemStatusView(item: CatalogueListItem): ItemStatusView {
  switch (item.type) {
    case 'online_course':
    case 'trail':
      return courseView(item);
    case 'webinar':
      return transmissionView(item.webinar_status, item);
    case 'live_class':
      return transmissionView(item.live_class_status, item);
    case 'presential_course':
      return presentialView(item);
  }
}

/** Whether an item's progress is worth a bar: the learner is in it and has begun (presential courses have events). */
export function showsProgress(item: CatalogueListItem, view: ItemStatusView = itemStatusView(item)): boolean {
  return view.primary !== 'enrol' && item.type !== 'presential_course' && item.status !== 'not_started';
}
