import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for the parts of SCORM Cloud's REST API v2 the adapter uses, strict where SCORM Cloud is:
 * basic authentication, `HEAD /registrations/{id}` (200/404), `POST /registrations` (204; 400 when the id exists,
 * 404 for an unknown course), `POST /registrations/{id}/launchLink` (`{ launchLink }`; 404 for an unknown
 * registration), `GET /registrations/{id}` (a `RegistrationSchema` with the learner's results; 404 for an unknown
 * registration). It records every request and registration, so tests can see what the adapter sent, and
 * `learnerResults` plays the learner's part: what SCORM Cloud would have recorded while they took the course.
 */

/** A registration the fake holds. */
export interface FakeRegistration {
  readonly courseId: string;
  readonly learner: { readonly id: string; readonly firstName?: string; readonly lastName?: string };
}

/**
 * The results part of SCORM Cloud's `RegistrationSchema` (REST API v2) as the fake answers it; a new registration
 * has `UNKNOWN` completion and success, no score, nothing tracked and no access.
 */
export interface FakeResults {
  readonly registrationCompletion?: 'COMPLETED' | 'INCOMPLETE' | 'UNKNOWN';
  readonly registrationSuccess?: 'PASSED' | 'FAILED' | 'UNKNOWN';
  /** 0–1; SCORM Cloud has been seen answering the string `"NaN"`. */
  readonly registrationCompletionAmount?: number | string;
  /** 0–100. */
  readonly score?: { readonly scaled?: number };
  readonly totalSecondsTracked?: number;
  readonly firstAccessDate?: string;
}

/** A request the fake received. */
export interface FakeRequest {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

/** The fake, listening. */
export interface FakeScormCloud {
  /** The API's base URL (`http://127.0.0.1:{port}/api/v2`). */
  readonly url: string;
  readonly appId: string;
  readonly secret: string;
  readonly registrations: Map<string, FakeRegistration>;
  readonly requests: FakeRequest[];
  /** Records results in an existing registration, as SCORM Cloud does while the learner takes the course. */
  learnerResults(registrationId: string, results: FakeResults): void;
  /** Answers `GET /registrations/{id}` with `answer.body` (malformed answers) from now on, or `null` to behave again. */
  answerProgressWith(answer: { readonly body: unknown } | null): void;
  /** Answers every request with this status from now on (an outage), or `null` to behave again. */
  failWith(status: number | null): void;
  /** Makes the next `POST /registrations` create the registration and still answer 400, as when a racing launch won. */
  loseNextCreationRace(): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

function send(response: ServerResponse, status: number, body?: unknown): void {
  response.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

/** Starts the fake on a free local port with the courses it knows. */
export async function startFakeScormCloud(courses: readonly string[]): Promise<FakeScormCloud> {
  const appId = 'CAMPUSAPP';
  const secret = 'fake-secret-key';
  const registrations = new Map<string, FakeRegistration>();
  const requests: FakeRequest[] = [];
  const results = new Map<string, FakeResults>();
  let progressOverride: { body: unknown } | null = null;
  let failure: number | null = null;
  let loseRace = false;
  const expected = `Basic ${Buffer.from(`${appId}:${secret}`).toString('base64')}`;

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const body = await readBody(request);
      const path = url.pathname.replace(/^\/api\/v2/, '');
      requests.push({ method: request.method ?? '', path, body });
      if (failure !== null) return send(response, failure, { message: 'outage' });
      if (request.headers.authorization !== expected) return send(response, 401, { message: 'unauthorized' });
      const launchLink = /^\/registrations\/([^/]+)\/launchLink$/.exec(path);
      const registration = /^\/registrations\/([^/]+)$/.exec(path);
      if (request.method === 'HEAD' && registration?.[1]) {
        return send(response, registrations.has(decodeURIComponent(registration[1])) ? 200 : 404);
      }
      if (request.method === 'GET' && registration?.[1]) {
        const id = decodeURIComponent(registration[1]);
        const stored = registrations.get(id);
        if (!stored) return send(response, 404, { message: 'registration not found' });
        if (progressOverride) return send(response, 200, progressOverride.body);
        const { firstName = '', lastName = '' } = stored.learner;
        return send(response, 200, {
          id,
          instance: 0,
          registrationCompletion: 'UNKNOWN',
          registrationSuccess: 'UNKNOWN',
          registrationCompletionAmount: 0,
          totalSecondsTracked: 0,
          createdDate: '2026-01-05T12:00:00.000Z',
          course: { id: stored.courseId, title: stored.courseId, version: 0 },
          learner: { id: stored.learner.id, firstName, lastName },
          ...results.get(id),
        });
      }
      if (request.method === 'POST' && path === '/registrations') {
        const { courseId, registrationId, learner } = (body ?? {}) as {
          courseId?: string;
          registrationId?: string;
          learner?: FakeRegistration['learner'];
        };
        if (!courseId || !registrationId || !learner?.id) return send(response, 400, { message: 'invalid' });
        if (!courses.includes(courseId)) return send(response, 404, { message: 'course not found' });
        if (registrations.has(registrationId)) return send(response, 400, { message: 'registration exists' });
        registrations.set(registrationId, { courseId, learner });
        if (loseRace) {
          loseRace = false;
          return send(response, 400, { message: 'registration exists' });
        }
        return send(response, 204);
      }
      if (request.method === 'POST' && launchLink?.[1]) {
        const id = decodeURIComponent(launchLink[1]);
        if (!registrations.has(id)) return send(response, 404, { message: 'registration not found' });
        const { redirectOnExitUrl, expiry } = (body ?? {}) as { redirectOnExitUrl?: string; expiry?: number };
        if (expiry !== undefined && (expiry < 10 || expiry > 300)) return send(response, 400, { message: 'expiry' });
        const address = server.address() as AddressInfo;
        const link = new URL(`http://127.0.0.1:${address.port}/launch/${encodeURIComponent(id)}`);
        if (redirectOnExitUrl) link.searchParams.set('redirecturl', redirectOnExitUrl);
        return send(response, 200, { launchLink: link.href });
      }
      return send(response, 404, { message: 'no such endpoint' });
    })().catch(() => send(response, 500));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v2`,
    appId,
    secret,
    registrations,
    requests,
    learnerResults: (registrationId, recorded) => {
      if (!registrations.has(registrationId)) throw new Error(`fake SCORM Cloud: no registration ${registrationId}`);
      results.set(registrationId, { ...results.get(registrationId), ...recorded });
    },
    answerProgressWith: (answer) => (progressOverride = answer),
    failWith: (status) => (failure = status),
    loseNextCreationRace: () => (loseRace = true),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
