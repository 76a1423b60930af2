/*
 * xAPI 1.0.3 statements of the player (issue 20: `campus-activity-statement` events a host feeds to its LRS). Pure:
 * the clock and the id come in as arguments, so a statement is a function of what happened.
 */

/** The moments the player tells: ADL verbs of the xAPI vocabulary. */
export const STATEMENT_VERBS = [
  'initialized',
  'progressed',
  'answered',
  'completed',
  'passed',
  'failed',
  'terminated',
] as const;

/** A moment of an activity the player tells as an xAPI statement. */
export type StatementVerb = (typeof STATEMENT_VERBS)[number];

/** The ADL verb IRI of each moment (http://adlnet.gov/expapi/verbs/…). */
export const STATEMENT_VERB_IRIS: Readonly<Record<StatementVerb, string>> = {
  initialized: 'http://adlnet.gov/expapi/verbs/initialized',
  progressed: 'http://adlnet.gov/expapi/verbs/progressed',
  answered: 'http://adlnet.gov/expapi/verbs/answered',
  completed: 'http://adlnet.gov/expapi/verbs/completed',
  passed: 'http://adlnet.gov/expapi/verbs/passed',
  failed: 'http://adlnet.gov/expapi/verbs/failed',
  terminated: 'http://adlnet.gov/expapi/verbs/terminated',
};

const ADL_ACTIVITIES = 'http://adlnet.gov/expapi/activities/';

/** The cmi5 progress extension: the share of the activity done, 0–100 (what LRS reports commonly read). */
export const PROGRESS_EXTENSION = 'https://w3id.org/xapi/cmi5/result/extensions/progress';

/**
 * The ADL activity type of an activity type: `media` for played media, `file` for documents and files,
 * `lesson` for HTML and SCORM packages, `assessment` for tests, `meeting` for live and in-person sessions,
 * `simulation` for games.
 */
export function xapiActivityType(type: string): string {
  if (['video', 'audio', 'youtube', 'vimeo', 'wowza', 'linkedin_slidshare'].includes(type))
    return `${ADL_ACTIVITIES}media`;
  if (['pdf', 'ppt', 'flash'].includes(type)) return `${ADL_ACTIVITIES}file`;
  if (type.endsWith('_test') || type.endsWith('_quiz') || type === 'reaction_evaluation') {
    return `${ADL_ACTIVITIES}assessment`;
  }
  if (
    ['webcast', 'webinar', 'opened_live_class', 'closed_live_class', 'live_class', 'presential_event'].includes(type)
  ) {
    return `${ADL_ACTIVITIES}meeting`;
  }
  if (['scorm', 'scorm_cloud', 'html'].includes(type)) return `${ADL_ACTIVITIES}lesson`;
  return `${ADL_ACTIVITIES}simulation`;
}

/** An xAPI language map (`{ 'pt-BR': 'Introdução' }`). */
export type LanguageMap = Readonly<Record<string, string>>;

/** An xAPI activity (object or context activity). */
export interface XapiActivity {
  readonly objectType: 'Activity';
  readonly id: string;
  readonly definition?: { readonly name?: LanguageMap; readonly type?: string };
}

/** An xAPI agent identified by an account on the API (or, without a user id, by e-mail). */
export type XapiAgent =
  | {
      readonly objectType: 'Agent';
      readonly name?: string;
      readonly account: { readonly homePage: string; readonly name: string };
    }
  | { readonly objectType: 'Agent'; readonly name?: string; readonly mbox: string };

/** An xAPI result. */
export interface XapiResult {
  readonly score?: { readonly scaled: number };
  readonly success?: boolean;
  readonly completion?: boolean;
  readonly duration?: string;
  readonly extensions?: Readonly<Record<string, unknown>>;
}

/** An xAPI 1.0.3 statement as the player dispatches it. */
export interface XapiStatement {
  readonly id: string;
  readonly version: '1.0.3';
  readonly actor: XapiAgent;
  readonly verb: { readonly id: string; readonly display: LanguageMap };
  readonly object: XapiActivity;
  readonly result?: XapiResult;
  readonly context: {
    readonly registration?: string;
    readonly language?: string;
    readonly platform: string;
    readonly contextActivities: {
      readonly parent: readonly XapiActivity[];
      readonly grouping?: readonly XapiActivity[];
    };
    readonly extensions?: Readonly<Record<string, unknown>>;
  };
  readonly timestamp: string;
}

/** What a statement's `result` may say (0–1 progress, scaled score −1..1). */
export interface StatementResultInput {
  readonly progress?: number;
  readonly score?: number;
  readonly success?: boolean;
  readonly completion?: boolean;
  readonly duration?: string;
}

/** What {@link buildStatement} takes. */
export interface StatementInput {
  readonly verb: StatementVerb;
  /** The API base (`https://api.example.com`): the actor's account home page and the root of every IRI. */
  readonly apiBase: string;
  /** The learner: the session's user id (the account name), their name and e-mail when known. */
  readonly learner: {
    readonly id: string | number | null;
    readonly name?: string | null;
    readonly email?: string | null;
  };
  readonly activity: { readonly id: string | number; readonly title: string; readonly type: string };
  /** The item holding the activity: its catalogue kind (`online-courses` …), id and title when known. */
  readonly holder: { readonly kind: string; readonly id: string | number; readonly title?: string };
  /** The interface language, for the names and `context.language`. */
  readonly locale: string;
  readonly result?: StatementResultInput;
  readonly trailId?: string | number;
  readonly eventId?: string | number;
  readonly eventType?: string;
  /** When it happened. */
  readonly now: Date;
  /** A fresh UUID (see {@link randomUuid}). */
  readonly id: string;
}

const trimSlash = (base: string): string => base.replace(/\/+$/, '');
const segment = (value: string | number): string => encodeURIComponent(String(value));

/** The activity's IRI under the API base: `{apiBase}/api/activities/{id}`. */
export const activityIri = (apiBase: string, activityId: string | number): string =>
  `${trimSlash(apiBase)}/api/activities/${segment(activityId)}`;

/** The IRI of the item holding activities: `{apiBase}/api/{kind}/{id}`. */
export const holderIri = (apiBase: string, kind: string, id: string | number): string =>
  `${trimSlash(apiBase)}/api/${segment(kind)}/${segment(id)}`;

/** The extension IRI of the presential event's type in `context.extensions`. */
export const eventTypeExtension = (apiBase: string): string => `${trimSlash(apiBase)}/xapi/extensions/event-type`;

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

function resultOf(input: StatementResultInput | undefined): XapiResult | undefined {
  if (input === undefined) return undefined;
  const result: {
    score?: { scaled: number };
    success?: boolean;
    completion?: boolean;
    duration?: string;
    extensions?: Record<string, unknown>;
  } = {};
  if (input.score !== undefined && Number.isFinite(input.score)) result.score = { scaled: clamp(input.score, -1, 1) };
  if (input.success !== undefined) result.success = input.success;
  if (input.completion !== undefined) result.completion = input.completion;
  if (input.duration !== undefined) result.duration = input.duration;
  if (input.progress !== undefined && Number.isFinite(input.progress)) {
    result.extensions = { [PROGRESS_EXTENSION]: Math.round(clamp(input.progress, 0, 1) * 100) };
  }
  return Object.keys(result).length === 0 ? undefined : result;
}

function actorOf(apiBase: string, learner: StatementInput['learner']): XapiAgent {
  const name = learner.name ?? undefined;
  const named = name === undefined || name === '' ? {} : { name };
  if (learner.id === null && learner.email) return { objectType: 'Agent', ...named, mbox: `mailto:${learner.email}` };
  return {
    objectType: 'Agent',
    ...named,
    account: { homePage: trimSlash(apiBase), name: learner.id === null ? 'anonymous' : String(learner.id) },
  };
}

/**
 * Builds the xAPI 1.0.3 statement of one moment of an activity: the learner as an account on the API, the ADL
 * verb, the activity as an IRI under the API base with its title (in the interface language) and ADL type, the
 * result (progress as the cmi5 extension, 0–100), and the holding course as the parent context activity (the
 * trail and the presential event as grouping).
 * @example buildStatement({ verb: 'completed', apiBase, learner: { id: 7 }, activity, holder, locale: 'pt-BR', now, id })
 */
export function buildStatement(input: StatementInput): XapiStatement {
  const base = trimSlash(input.apiBase);
  const grouping: XapiActivity[] = [];
  if (input.trailId !== undefined && input.trailId !== '') {
    grouping.push({
      objectType: 'Activity',
      id: holderIri(base, 'trails', input.trailId),
      definition: { type: `${ADL_ACTIVITIES}course` },
    });
  }
  if (input.eventId !== undefined && input.eventId !== '') {
    grouping.push({
      objectType: 'Activity',
      id: holderIri(base, 'presential-events', input.eventId),
      definition: { type: `${ADL_ACTIVITIES}meeting` },
    });
  }
  const holderName = input.holder.title === undefined ? {} : { name: { [input.locale]: input.holder.title } };
  const result = resultOf(input.result);
  return {
    id: input.id,
    version: '1.0.3',
    actor: actorOf(base, input.learner),
    verb: { id: STATEMENT_VERB_IRIS[input.verb], display: { 'en-US': input.verb } },
    object: {
      objectType: 'Activity',
      id: activityIri(base, input.activity.id),
      definition: { name: { [input.locale]: input.activity.title }, type: xapiActivityType(input.activity.type) },
    },
    ...(result === undefined ? {} : { result }),
    context: {
      language: input.locale,
      platform: 'Campus',
      contextActivities: {
        parent: [
          {
            objectType: 'Activity',
            id: holderIri(base, input.holder.kind, input.holder.id),
            definition: { ...holderName, type: `${ADL_ACTIVITIES}course` },
          },
        ],
        ...(grouping.length === 0 ? {} : { grouping }),
      },
      ...(input.eventType === undefined || input.eventType === ''
        ? {}
        : { extensions: { [eventTypeExtension(base)]: input.eventType } }),
    },
    timestamp: input.now.toISOString(),
  };
}

/**
 * A version 4 UUID: `crypto.randomUUID` where the page is a secure context, else one from
 * `crypto.getRandomValues` (a plain-http intranet page has no `randomUUID`).
 */
export function randomUuid(crypto: Crypto = globalThis.crypto): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * An ISO 8601 duration of whole-ish seconds (`PT1M30S`, `PT1H0M2.5S`), for `result.duration`.
 * @example isoDuration(90_000) // 'PT1M30S'
 */
export function isoDuration(milliseconds: number): string {
  const total = Math.max(0, Math.round(milliseconds / 100) / 10);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = Math.round((total % 60) * 10) / 10;
  return `PT${hours > 0 ? `${hours}H` : ''}${hours > 0 || minutes > 0 ? `${minutes}M` : ''}${seconds}S`;
}
