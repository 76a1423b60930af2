import type { ScormCloudConfig } from '../../config';
import {
  SCORM_CLOUD_NOT_STARTED,
  ScormCloudError,
  scormCloudCourseId,
  scormCloudRegistrationId,
  splitLearnerName,
} from './scorm-cloud-adapter';
import type { ScormCloudAdapter, ScormCloudProgress } from './scorm-cloud-adapter';

/** How long one call to SCORM Cloud may take: the learner waits for the launch. */
export const SCORM_CLOUD_REQUEST_TIMEOUT_MS = 10_000;

/** Seconds a launch link stays valid: the longest SCORM Cloud grants (10–300 s); it is opened at once. */
export const SCORM_CLOUD_LINK_EXPIRY_SECONDS = 300;

/** Options of the REST adapter; tests pass another `fetch` or a shorter timeout. */
export interface RestScormCloudOptions {
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
}

/**
 * The SCORM Cloud REST API v2 adapter (basic authentication with the application's id and secret):
 * 1. `HEAD /registrations/{registrationId}`: whether the learner's registration exists (200) or not (404);
 * 2. if not, `POST /registrations` with `{ courseId, registrationId, learner: { id, firstName, lastName } }`; a
 *    refusal because a concurrent launch created it meanwhile is settled by asking again (1);
 * 3. `POST /registrations/{registrationId}/launchLink` with `{ redirectOnExitUrl, expiry }` → `{ launchLink }`.
 * Results: `GET /registrations/{registrationId}` → `RegistrationSchema` (see {@link progressOfRegistration}); 404
 * is a learner who never launched.
 * The registration id is {@link scormCloudRegistrationId}, so a learner always resumes the same registration. A
 * course SCORM Cloud does not know (404 on creation) is `course_missing`; any other refusal, a timeout or a
 * network failure is `unavailable`.
 */
export function createRestScormCloudAdapter(
  config: ScormCloudConfig,
  options: RestScormCloudOptions = {},
): ScormCloudAdapter {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? SCORM_CLOUD_REQUEST_TIMEOUT_MS;
  const authorization = `Basic ${Buffer.from(`${config.appId}:${config.secret}`).toString('base64')}`;

  async function call(method: 'HEAD' | 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
    try {
      return await fetchImpl(`${config.url}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      throw new ScormCloudError('unavailable', `SCORM Cloud ${method} ${path} failed`, null, { cause: error });
    }
  }

  const refused = (response: Response, what: string) =>
    new ScormCloudError('unavailable', `SCORM Cloud answered ${response.status} to ${what}`, response.status);

  async function registrationExists(path: string): Promise<boolean> {
    const response = await call('HEAD', path);
    if (response.status === 404) return false;
    if (response.ok) return true;
    throw refused(response, 'the registration check');
  }

  return {
    kind: 'rest',
    async launchUrl({ courseRef, learner, redirectUrl }) {
      const registrationId = scormCloudRegistrationId(courseRef, learner.id);
      const registrationPath = `/registrations/${encodeURIComponent(registrationId)}`;
      if (!(await registrationExists(registrationPath))) {
        const created = await call('POST', '/registrations', {
          courseId: scormCloudCourseId(courseRef),
          registrationId,
          learner: { id: learner.id, ...splitLearnerName(learner.name) },
        });
        await created.body?.cancel();
        if (created.status === 404) {
          throw new ScormCloudError('course_missing', 'SCORM Cloud does not know the course', 404);
        }
        // A concurrent launch of the same learner may have created it first: then it exists now.
        if (!created.ok && !(await registrationExists(registrationPath))) throw refused(created, 'the registration');
      }
      const link = await call('POST', `${registrationPath}/launchLink`, {
        redirectOnExitUrl: redirectUrl,
        expiry: SCORM_CLOUD_LINK_EXPIRY_SECONDS,
      });
      if (!link.ok) throw refused(link, 'the launch link');
      const answer = (await link.json().catch(() => null)) as { launchLink?: unknown } | null;
      const launchLink = answer?.launchLink;
      if (typeof launchLink !== 'string' || !URL.canParse(launchLink)) {
        throw new ScormCloudError('unavailable', 'SCORM Cloud answered no launch link', link.status);
      }
      return launchLink;
    },
    async registrationProgress({ courseRef, learner }) {
      const registrationId = scormCloudRegistrationId(courseRef, learner.id);
      const response = await call('GET', `/registrations/${encodeURIComponent(registrationId)}`);
      if (response.status === 404) {
        await response.body?.cancel();
        return SCORM_CLOUD_NOT_STARTED;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw refused(response, 'the registration progress');
      }
      const body: unknown = await response.json().catch(() => null);
      const progress = progressOfRegistration(body);
      if (progress === null) {
        throw new ScormCloudError('unavailable', 'SCORM Cloud answered no registration', response.status);
      }
      return progress;
    },
  };
}

/** A finite number of a JSON answer within `[min, max]`, else `null` (SCORM Cloud may send `"NaN"`). */
function numberWithin(value: unknown, min: number, max: number): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max ? value : null;
}

/**
 * A learner's results from SCORM Cloud's `RegistrationSchema`, or `null` when the answer is not one (not an
 * object). Enumerations are read case-insensitively, any other value is `unknown`; a missing or malformed number
 * is absent. The learner started when SCORM Cloud saw a first access, tracked time or reported a result: a
 * registration created by a launch that never loaded is {@link SCORM_CLOUD_NOT_STARTED}.
 */
export function progressOfRegistration(body: unknown): ScormCloudProgress | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const registration = body as Readonly<Record<string, unknown>>;
  const token = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : '');
  const completionToken = token(registration['registrationCompletion']);
  const successToken = token(registration['registrationSuccess']);
  const completion =
    completionToken === 'COMPLETED' ? 'completed' : completionToken === 'INCOMPLETE' ? 'incomplete' : 'unknown';
  const success = successToken === 'PASSED' ? 'passed' : successToken === 'FAILED' ? 'failed' : 'unknown';
  const score = registration['score'];
  const secondsTracked = numberWithin(registration['totalSecondsTracked'], 0, Number.MAX_SAFE_INTEGER) ?? 0;
  const accessed = typeof registration['firstAccessDate'] === 'string' && registration['firstAccessDate'] !== '';
  // A registration never launched (SCORM Cloud answers a 0 amount for it) is the same as none.
  if (!accessed && secondsTracked === 0 && completion === 'unknown' && success === 'unknown') {
    return SCORM_CLOUD_NOT_STARTED;
  }
  return {
    started: true,
    completion,
    success,
    completionAmount: numberWithin(registration['registrationCompletionAmount'], 0, 1),
    score:
      typeof score === 'object' && score !== null
        ? numberWithin((score as Readonly<Record<string, unknown>>)['scaled'], 0, 100)
        : null,
    secondsTracked,
  };
}
