import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevScormCloudAdapter } from './dev-scorm-cloud-adapter';
import { DevScormCloudRegistrations } from './dev-scorm-cloud-registrations';
import { startFakeScormCloud } from './fake-scorm-cloud.test-util';
import type { FakeResults, FakeScormCloud } from './fake-scorm-cloud.test-util';
import { createRestScormCloudAdapter, SCORM_CLOUD_LINK_EXPIRY_SECONDS } from './rest-scorm-cloud-adapter';
import { SCORM_CLOUD_NOT_STARTED, ScormCloudError, scormCloudRegistrationId } from './scorm-cloud-adapter';
import type { ScormCloudAdapter } from './scorm-cloud-adapter';

/** What a launch URL says, read the way each implementation writes it. */
interface LaunchFacts {
  readonly registration: string | null;
  readonly redirect: string | null;
}

/** One implementation under the contract. */
interface ContractSubject {
  readonly adapter: ScormCloudAdapter;
  readonly inspect: (url: string) => LaunchFacts;
  /**
   * Plays the learner's part where the implementation tracks anything (records results in a registration, as
   * SCORM Cloud does while the course is taken); absent for one that tracks nothing (development).
   */
  readonly record?: (registrationId: string, results: FakeResults) => void;
}

const COURSE = 'https://cloud.scorm.com/sc/user/Course?courseId=ACME-101';
const OTHER_COURSE = 'https://cloud.scorm.com/sc/user/Course?courseId=ACME-202';
const ANA = { id: '41', name: 'Ana Souza Lima' };
const BIA = { id: '42', name: 'Bia' };
const CAIO = { id: '43', name: 'Caio Prado' };
const REDIRECT = 'https://learn.campus.test/courses/7/activities/3';

/**
 * The contract every SCORM Cloud adapter keeps, run against each implementation: a launch answers an absolute
 * URL that opens the learner's registration in the course and brings them back to the given page; the same
 * learner in the same course always gets the same registration (so they resume), other learners and courses
 * other ones. Results: a learner who never opened the course has not started; an implementation that tracks
 * answers what the learner's own registration in that course recorded, one that tracks nothing never claims any.
 */
function describeContract(name: string, setup: () => Promise<ContractSubject> | ContractSubject) {
  describe(`SCORM Cloud adapter contract: ${name}`, () => {
    let subject: ContractSubject;
    beforeAll(async () => {
      subject = await setup();
    });
    const launch = (courseRef: string, learner = ANA, redirectUrl = REDIRECT) =>
      subject.adapter.launchUrl({ courseRef, learner, redirectUrl });

    it('answers an absolute http(s) URL naming the learner’s registration and the return page', async () => {
      const url = await launch(COURSE);
      expect(URL.canParse(url)).toBe(true);
      expect(new URL(url).protocol).toMatch(/^https?:$/);
      const facts = subject.inspect(url);
      expect(facts.registration).toMatch(/\S/);
      expect(facts.redirect).toBe(REDIRECT);
    });

    it('reuses the learner’s registration in the course on every launch', async () => {
      const first = subject.inspect(await launch(COURSE));
      const again = subject.inspect(await launch(COURSE, ANA, `${REDIRECT}?again=1`));
      expect(again.registration).toBe(first.registration);
      expect(again.redirect).toBe(`${REDIRECT}?again=1`);
      // The course is its id: another link to the same SCORM Cloud course is the same course.
      const sameCourse = subject.inspect(await launch(`${COURSE}&utm=mail`));
      expect(sameCourse.registration).toBe(first.registration);
    });

    it('gives other learners and other courses registrations of their own', async () => {
      const ana = subject.inspect(await launch(COURSE)).registration;
      const bia = subject.inspect(await launch(COURSE, BIA)).registration;
      const other = subject.inspect(await launch(OTHER_COURSE)).registration;
      expect(new Set([ana, bia, other]).size).toBe(3);
    });

    it('has a learner who never opened the course not started, before and after a launch that never loaded', async () => {
      const progress = (courseRef: string) => subject.adapter.registrationProgress({ courseRef, learner: CAIO });
      expect(await progress(OTHER_COURSE)).toEqual(SCORM_CLOUD_NOT_STARTED);
      await launch(OTHER_COURSE, CAIO);
      expect(await progress(OTHER_COURSE)).toEqual(SCORM_CLOUD_NOT_STARTED);
    });

    it('answers the results of the learner’s own registration in that course, or none when it tracks nothing', async () => {
      const registration = subject.inspect(await launch(COURSE)).registration ?? '';
      await launch(COURSE, BIA);
      subject.record?.(registration, {
        registrationCompletion: 'COMPLETED',
        registrationSuccess: 'PASSED',
        registrationCompletionAmount: 1,
        score: { scaled: 90 },
        totalSecondsTracked: 600,
        firstAccessDate: '2026-01-05T12:01:00.000Z',
      });
      const progress = (courseRef: string, learner = ANA) =>
        subject.adapter.registrationProgress({ courseRef, learner });
      expect(await progress(COURSE)).toEqual(
        subject.record
          ? {
              started: true,
              completion: 'completed',
              success: 'passed',
              completionAmount: 1,
              score: 90,
              secondsTracked: 600,
            }
          : SCORM_CLOUD_NOT_STARTED,
      );
      // Another learner in the course, the learner in another course: their own registrations, untouched.
      expect(await progress(COURSE, BIA)).toEqual(SCORM_CLOUD_NOT_STARTED);
      expect(await progress(OTHER_COURSE)).toEqual(SCORM_CLOUD_NOT_STARTED);
    });
  });
}

describeContract('development', () => ({
  adapter: createDevScormCloudAdapter(),
  inspect: (url) => {
    const params = new URL(url).searchParams;
    return { registration: params.get('campus_registration'), redirect: params.get('campus_redirect') };
  },
}));

describeContract('development, standing in for SCORM Cloud (demo mode)', () => {
  const registrations = new DevScormCloudRegistrations('contract-secret');
  return {
    adapter: createDevScormCloudAdapter({
      registrations,
      launchPage: () => 'http://localhost:8000/dev/scorm-cloud/launch/',
    }),
    inspect: (url) => {
      const params = new URL(url).searchParams;
      const course = params.get('course');
      const learner = params.get('learner');
      const redirect = params.get('redirect');
      const signature = params.get('signature') ?? '';
      const registration = course && learner ? scormCloudRegistrationId(course, learner) : null;
      // The launch is signed for its registration and return address: the page refuses any other.
      expect(
        registration !== null && redirect !== null && registrations.verify(registration, redirect, signature),
      ).toBe(true);
      return { registration, redirect };
    },
    // The learner opens the launch page (SCORM Cloud's first access), then the course records its results.
    record: (registrationId, results) => {
      registrations.open(COURSE, ANA.id);
      registrations.update(registrationId, {
        started: true,
        completion: results.registrationCompletion === 'COMPLETED' ? 'completed' : 'incomplete',
        success: results.registrationSuccess === 'PASSED' ? 'passed' : 'unknown',
        completionAmount:
          typeof results.registrationCompletionAmount === 'number' ? results.registrationCompletionAmount : null,
        score: results.score?.scaled ?? null,
        secondsTracked: results.totalSecondsTracked ?? 0,
      });
    },
  };
});

let fake: FakeScormCloud;
beforeAll(async () => {
  fake = await startFakeScormCloud(['ACME-101', 'ACME-202']);
});
afterAll(() => fake.close());

const restAdapter = (overrides: Partial<{ appId: string; secret: string; url: string }> = {}) =>
  createRestScormCloudAdapter({ appId: fake.appId, secret: fake.secret, url: fake.url, ...overrides });

/** The fake's launch links: `/launch/{registrationId}?redirecturl=…`. */
const inspectFakeLink = (url: string): LaunchFacts => {
  const link = new URL(url);
  const match = /^\/launch\/([^/]+)$/.exec(link.pathname);
  return {
    registration: match?.[1] ? decodeURIComponent(match[1]) : null,
    redirect: link.searchParams.get('redirecturl'),
  };
};

describeContract('REST API v2 (against a local fake SCORM Cloud)', () => ({
  adapter: restAdapter(),
  inspect: inspectFakeLink,
  record: (registrationId, results) => fake.learnerResults(registrationId, results),
}));

describe('REST API v2 adapter', () => {
  it('creates the registration once, for the course the URL names, with the learner’s names', async () => {
    const adapter = restAdapter();
    const before = fake.requests.length;
    const learner = { id: '77', name: 'Carla Maria Dias' };
    const first = inspectFakeLink(await adapter.launchUrl({ courseRef: COURSE, learner, redirectUrl: REDIRECT }));
    await adapter.launchUrl({ courseRef: COURSE, learner, redirectUrl: REDIRECT });
    const registration = fake.registrations.get(first.registration ?? '');
    expect(registration).toEqual({
      courseId: 'ACME-101',
      learner: { id: '77', firstName: 'Carla', lastName: 'Maria Dias' },
    });
    const sent = fake.requests.slice(before).map((request) => `${request.method} ${request.path}`);
    const path = `/registrations/${encodeURIComponent(first.registration ?? '')}`;
    expect(sent).toEqual([
      `HEAD ${path}`,
      'POST /registrations',
      `POST ${path}/launchLink`,
      `HEAD ${path}`,
      `POST ${path}/launchLink`,
    ]);
    expect(fake.requests.at(-1)?.body).toEqual({
      redirectOnExitUrl: REDIRECT,
      expiry: SCORM_CLOUD_LINK_EXPIRY_SECONDS,
    });
  });

  it('launches when a concurrent launch created the registration first', async () => {
    fake.loseNextCreationRace();
    const url = await restAdapter().launchUrl({
      courseRef: COURSE,
      learner: { id: '88', name: 'Dani' },
      redirectUrl: REDIRECT,
    });
    expect(inspectFakeLink(url).registration).toMatch(/^campus-88-/);
  });

  it('tells a course SCORM Cloud does not know from an outage, bad credentials or no answer', async () => {
    const launch = (adapter: ScormCloudAdapter, courseRef = COURSE) =>
      adapter.launchUrl({ courseRef, learner: { id: '99', name: 'Eva' }, redirectUrl: REDIRECT });
    await expect(launch(restAdapter(), 'https://cloud.scorm.com/x?courseId=UNKNOWN')).rejects.toMatchObject({
      name: 'ScormCloudError',
      failure: 'course_missing',
    });
    await expect(launch(restAdapter({ secret: 'wrong' }))).rejects.toMatchObject({
      failure: 'unavailable',
      status: 401,
    });
    fake.failWith(500);
    try {
      await expect(launch(restAdapter())).rejects.toMatchObject({ failure: 'unavailable', status: 500 });
    } finally {
      fake.failWith(null);
    }
    // Nothing listens there: a network failure, not a crash.
    const closed = await startFakeScormCloud([]);
    await closed.close();
    const error = await launch(restAdapter({ url: closed.url })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ScormCloudError);
    expect(error).toMatchObject({ failure: 'unavailable', status: null });
  });
});

describe('REST API v2 adapter: the learner’s results', () => {
  const DANI = { id: '90', name: 'Dani Reis' };
  const registrationId = scormCloudRegistrationId(COURSE, DANI.id);
  const progress = (adapter = restAdapter()) => adapter.registrationProgress({ courseRef: COURSE, learner: DANI });

  it('reads them with one GET of the registration, creating nothing when there is none', async () => {
    const before = fake.requests.length;
    expect(await progress()).toEqual(SCORM_CLOUD_NOT_STARTED);
    expect(fake.registrations.has(registrationId)).toBe(false);
    expect(fake.requests.slice(before).map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /registrations/${encodeURIComponent(registrationId)}`,
    ]);
  });

  it('maps SCORM Cloud’s registration: enumerations, completion amount, scaled score (0–100), tracked time', async () => {
    await restAdapter().launchUrl({ courseRef: COURSE, learner: DANI, redirectUrl: REDIRECT });
    fake.learnerResults(registrationId, {
      registrationCompletion: 'INCOMPLETE',
      registrationCompletionAmount: 0.4,
      totalSecondsTracked: 125.5,
    });
    expect(await progress()).toEqual({
      started: true,
      completion: 'incomplete',
      success: 'unknown',
      completionAmount: 0.4,
      score: null,
      secondsTracked: 125.5,
    });
    // SCORM Cloud has been seen sending "NaN" as the amount; a failed test scores under the passing score.
    fake.learnerResults(registrationId, {
      registrationCompletion: 'COMPLETED',
      registrationSuccess: 'FAILED',
      registrationCompletionAmount: 'NaN',
      score: { scaled: 35 },
    });
    expect(await progress()).toMatchObject({
      started: true,
      completion: 'completed',
      success: 'failed',
      completionAmount: null,
      score: 35,
    });
  });

  it('counts a first access as started even when SCORM Cloud reports nothing else yet', async () => {
    fake.answerProgressWith({
      body: {
        id: registrationId,
        registrationCompletion: 'UNKNOWN',
        registrationSuccess: 'UNKNOWN',
        totalSecondsTracked: 0,
        firstAccessDate: '2026-01-05T12:01:00.000Z',
      },
    });
    try {
      expect(await progress()).toEqual({ ...SCORM_CLOUD_NOT_STARTED, started: true });
    } finally {
      fake.answerProgressWith(null);
    }
  });

  it('is unavailable on an outage, bad credentials, an answer that is no registration, or no answer', async () => {
    await expect(progress(restAdapter({ secret: 'wrong' }))).rejects.toMatchObject({
      name: 'ScormCloudError',
      failure: 'unavailable',
      status: 401,
    });
    fake.failWith(502);
    try {
      await expect(progress()).rejects.toMatchObject({ failure: 'unavailable', status: 502 });
    } finally {
      fake.failWith(null);
    }
    for (const body of [[], 'maintenance', null]) {
      fake.answerProgressWith({ body });
      try {
        await expect(progress()).rejects.toMatchObject({ failure: 'unavailable', status: 200 });
      } finally {
        fake.answerProgressWith(null);
      }
    }
    const closed = await startFakeScormCloud([]);
    await closed.close();
    await expect(progress(restAdapter({ url: closed.url }))).rejects.toMatchObject({
      failure: 'unavailable',
      status: null,
    });
  });
});
