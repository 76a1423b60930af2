import { createHmac, timingSafeEqual } from 'node:crypto';
import { scormCloudCourseId, scormCloudRegistrationId } from './scorm-cloud-adapter';
import type { ScormCloudProgress } from './scorm-cloud-adapter';

/** The result a learner records on the development launch page. */
export type DevScormCloudOutcome = 'passed' | 'failed' | 'incomplete';

/** One registration the development adapter holds, as SCORM Cloud would: its course, its learner, its results. */
export interface DevScormCloudRegistration {
  readonly courseRef: string;
  readonly learnerId: string;
  readonly progress: ScormCloudProgress;
}

/**
 * The registrations of the development adapter in demo mode (docs/server.md "SCORM Cloud"): what SCORM Cloud
 * would hold for learners who opened a course, kept in this process's memory (a restart forgets them, and
 * another process does not see them: a development aid, like the development outbox). Its launch page URLs are
 * signed with a key derived from the server's secret, so a learner records results in their own registration
 * only, and the page returns only to the address the launch gave.
 */
export class DevScormCloudRegistrations {
  private readonly registrations = new Map<string, DevScormCloudRegistration>();
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('campus development SCORM Cloud launch v1').digest();
  }

  /** The signature of a launch: the registration and the address it returns to. */
  sign(registrationId: string, redirectUrl: string): string {
    return createHmac('sha256', this.key).update(`${registrationId}\n${redirectUrl}`).digest('base64url');
  }

  /** Whether `signature` is this server's for that launch. */
  verify(registrationId: string, redirectUrl: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(registrationId, redirectUrl));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /**
   * Records that the learner opened the course (SCORM Cloud's first access: started, `incomplete`), keeping
   * results already recorded. Answers the registration id.
   */
  open(courseRef: string, learnerId: string): string {
    const id = scormCloudRegistrationId(courseRef, learnerId);
    if (!this.registrations.has(id)) {
      this.registrations.set(id, {
        courseRef,
        learnerId,
        progress: {
          started: true,
          completion: 'incomplete',
          success: 'unknown',
          completionAmount: null,
          score: null,
          secondsTracked: 0,
        },
      });
    }
    return id;
  }

  /** Records the learner's result in an opened registration; false when there is none. */
  record(registrationId: string, outcome: DevScormCloudOutcome): boolean {
    const progress = this.registrations.get(registrationId)?.progress;
    if (!progress) return false;
    const finished = outcome !== 'incomplete';
    return this.update(registrationId, {
      ...progress,
      completion: finished ? 'completed' : 'incomplete',
      success: finished ? outcome : 'unknown',
      completionAmount: finished ? 1 : progress.completionAmount,
      score: outcome === 'passed' ? 100 : outcome === 'failed' ? 0 : progress.score,
    });
  }

  /** Replaces the results of an opened registration (what SCORM Cloud records as the course runs); false when there is none. */
  update(registrationId: string, progress: ScormCloudProgress): boolean {
    const registration = this.registrations.get(registrationId);
    if (!registration) return false;
    this.registrations.set(registrationId, { ...registration, progress });
    return true;
  }

  /** A registration, or undefined. */
  get(registrationId: string): DevScormCloudRegistration | undefined {
    return this.registrations.get(registrationId);
  }

  /** The learner's results in the course, or undefined when they never opened it. */
  progressOf(courseRef: string, learnerId: string): ScormCloudProgress | undefined {
    return this.registrations.get(scormCloudRegistrationId(courseRef, learnerId))?.progress;
  }

  /** The course id the registration's course names (shown on the launch page). */
  static courseIdOf(registration: DevScormCloudRegistration): string {
    return scormCloudCourseId(registration.courseRef);
  }
}
