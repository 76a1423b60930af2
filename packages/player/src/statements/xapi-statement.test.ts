import { describe, expect, it } from 'vitest';
import {
  buildStatement,
  isoDuration,
  PROGRESS_EXTENSION,
  randomUuid,
  STATEMENT_VERBS,
  xapiActivityType,
} from './xapi-statement.js';
import type { StatementInput } from './xapi-statement.js';

const base: StatementInput = {
  verb: 'completed',
  apiBase: 'https://api.campus.test/',
  learner: { id: 7, name: 'Ana Souza', email: 'ana@campus.test' },
  activity: { id: 102, title: 'Como apresentar a linha Aurora', type: 'video' },
  holder: { kind: 'online-courses', id: '42' },
  locale: 'pt-BR',
  now: new Date('2026-11-26T12:00:00.000Z'),
  id: '2f1c6b7e-3d7a-4c5e-9a0b-1c2d3e4f5a6b',
};

describe('buildStatement', () => {
  it('builds an xAPI 1.0.3 statement: account actor on the API, ADL verb, activity IRI, parent course, timestamp', () => {
    expect(buildStatement(base)).toEqual({
      id: '2f1c6b7e-3d7a-4c5e-9a0b-1c2d3e4f5a6b',
      version: '1.0.3',
      actor: { objectType: 'Agent', name: 'Ana Souza', account: { homePage: 'https://api.campus.test', name: '7' } },
      verb: { id: 'http://adlnet.gov/expapi/verbs/completed', display: { 'en-US': 'completed' } },
      object: {
        objectType: 'Activity',
        id: 'https://api.campus.test/api/activities/102',
        definition: {
          name: { 'pt-BR': 'Como apresentar a linha Aurora' },
          type: 'http://adlnet.gov/expapi/activities/media',
        },
      },
      context: {
        language: 'pt-BR',
        platform: 'Campus',
        contextActivities: {
          parent: [
            {
              objectType: 'Activity',
              id: 'https://api.campus.test/api/online-courses/42',
              definition: { type: 'http://adlnet.gov/expapi/activities/course' },
            },
          ],
        },
      },
      timestamp: '2026-11-26T12:00:00.000Z',
    });
  });

  it('has an ADL verb IRI for every moment', () => {
    for (const verb of STATEMENT_VERBS) {
      expect(buildStatement({ ...base, verb }).verb.id).toBe(`http://adlnet.gov/expapi/verbs/${verb}`);
    }
  });

  it('carries the result: progress as the cmi5 extension (0–100), scaled score clamped, success, duration', () => {
    const statement = buildStatement({
      ...base,
      verb: 'passed',
      result: { progress: 0.456, score: 1.5, success: true, completion: true, duration: 'PT1M30S' },
    });
    expect(statement.result).toEqual({
      score: { scaled: 1 },
      success: true,
      completion: true,
      duration: 'PT1M30S',
      extensions: { [PROGRESS_EXTENSION]: 46 },
    });
    expect(buildStatement({ ...base, result: {} }).result).toBeUndefined();
  });

  it('groups by the trail and the presential event, with the event type as an extension', () => {
    const statement = buildStatement({ ...base, trailId: 9, eventId: '77', eventType: 'presential_class' });
    expect(statement.context.contextActivities.grouping?.map((activity) => activity.id)).toEqual([
      'https://api.campus.test/api/trails/9',
      'https://api.campus.test/api/presential-events/77',
    ]);
    expect(statement.context.extensions).toEqual({
      'https://api.campus.test/xapi/extensions/event-type': 'presential_class',
    });
  });

  it('identifies a learner without a user id by e-mail', () => {
    expect(buildStatement({ ...base, learner: { id: null, email: 'ana@campus.test' } }).actor).toEqual({
      objectType: 'Agent',
      mbox: 'mailto:ana@campus.test',
    });
  });
});

describe('xapiActivityType', () => {
  it('types media, files, packages, tests, live sessions and games', () => {
    expect(xapiActivityType('youtube')).toBe('http://adlnet.gov/expapi/activities/media');
    expect(xapiActivityType('ppt')).toBe('http://adlnet.gov/expapi/activities/file');
    expect(xapiActivityType('scorm')).toBe('http://adlnet.gov/expapi/activities/lesson');
    expect(xapiActivityType('block_test')).toBe('http://adlnet.gov/expapi/activities/assessment');
    expect(xapiActivityType('evaluated_quiz')).toBe('http://adlnet.gov/expapi/activities/assessment');
    expect(xapiActivityType('webinar')).toBe('http://adlnet.gov/expapi/activities/meeting');
    expect(xapiActivityType('flashcards')).toBe('http://adlnet.gov/expapi/activities/simulation');
  });
});

describe('randomUuid and isoDuration', () => {
  it('makes version 4 UUIDs, with or without crypto.randomUUID', () => {
    const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(randomUuid()).toMatch(v4);
    const withoutRandomUuid = { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) } as Crypto;
    const made = randomUuid(withoutRandomUuid);
    expect(made).toMatch(v4);
    expect(made).not.toBe(randomUuid(withoutRandomUuid));
  });

  it('writes ISO 8601 durations', () => {
    expect(isoDuration(90_000)).toBe('PT1M30S');
    expect(isoDuration(3_602_500)).toBe('PT1H0M2.5S');
    expect(isoDuration(800)).toBe('PT0.8S');
  });
});
