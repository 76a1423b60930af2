import { issueCertificate } from '../../achievements/certificate-issuance';
import { demoItemId } from './demo-item-id';
import type { DemoSeedContext } from './index';

/*
 * Demo step (issue 26; spec §8 "Already has a certificate for this event type"): the moderator Diego Rocha
 * (`moderator`, whom no browser test enrols anywhere) holds the certificate of an earlier edition of the in-person
 * course "Imersão em Negociação" (pre-scheduled, taking enrolments), so enrolling in it is refused with 409
 * `already_certified_event_type`. In-person certificates are not issued by the platform yet: like the server's own
 * test of the refusal, it is recorded as a course certificate of that item (the refusal reads the item).
 */

/** The in-person course the moderator is certified for. */
export const DEMO_CERTIFIED_COURSE = 'Imersão em Negociação';

/** Demo step: see the module comment. */
export async function seedDemoEventTypeCertificate({ tx, client, users }: DemoSeedContext): Promise<void> {
  const courseId = await demoItemId(tx, client.id, 'presential_course', DEMO_CERTIFIED_COURSE);
  await issueCertificate(tx, users.moderator.id, courseId, 'online_course');
}
