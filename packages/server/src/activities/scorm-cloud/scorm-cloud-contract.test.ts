import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevScormCloudAdapter } from './dev-scorm-cloud-adapter';
import { startFakeScormCloud } from './fake-scorm-cloud.test-util';
import type { FakeScormCloud } from './fake-scorm-cloud.test-util';
import { createRestScormCloudAdapter, SCORM_CLOUD_LINK_EXPIRY_SECONDS } from './rest-scorm-cloud-adapter';
import { ScormCloudError } from './scorm-cloud-adapter';
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
}

const COURSE = 'https://cloud.scorm.com/sc/user/Course?courseId=ACME-101';
const OTHER_COURSE = 'https://cloud.scorm.com/sc/user/Course?courseId=ACME-202';
const ANA = { id: '41', name: 'Ana Souza Lima' };
const BIA = { id: '42', name: 'Bia' };
const REDIRECT = 'https://learn.campus.test/courses/7/activities/3';

/**
 * The contract every SCORM Cloud adapter keeps, run against each implementation: a launch answers an absolute
 * URL that opens the learner's registration in the course and brings them back to the given page; the same
 * learner in the same course always gets the same registration (so they resume), other learners and courses
 * other ones.
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
  });
}

describeContract('development', () => ({
  adapter: createDevScormCloudAdapter(),
  inspect: (url) => {
    const params = new URL(url).searchParams;
    return { registration: params.get('campus_registration'), redirect: params.get('campus_redirect') };
  },
}));

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
