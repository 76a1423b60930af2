import { liveClassDetailSchema, transmissionSchema } from '@campus/core/schemas';
import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { catalogueItems, liveTransmissions, presentialEvents } from '../../db/schema';
import { demoTokens } from '../../loyalty/loyalty-test-helpers.test-util';
import { describeEachDatabase, useTestApp } from '../../test-support/test-app.test-util';
import { DEMO_CERTIFIED_COURSE } from './demo-event-type-certificate';
import { DEMO_EVENT_TRANSMISSION_COURSE } from './demo-event-transmission';
import { DEMO_INSTRUCTOR_LIVE_CLASS } from './demo-instructors';
import { DEMO_TRANSMISSION_VIDEO } from './demo-live-transmissions';

// The demo's live classes as a new user meets them (issue 26): streams that play without the internet, the
// instructor's own class naming her, an in-person course's live event with its transmission, and the §8 refusal
// "already has a certificate for this event type" for the moderator.
describeEachDatabase('demo live classes', (kind) => {
  const context = useTestApp(kind, { seed: true });
  let tokens: Record<'instructor' | 'attendee' | 'moderator', string>;

  beforeAll(async () => {
    tokens = await demoTokens(context.app, ['instructor', 'attendee', 'moderator']);
  });

  const call = (user: keyof typeof tokens, method: 'GET' | 'POST', url: string, locale = 'pt-BR') =>
    context.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${tokens[user]}`, 'accept-language': locale },
    });

  async function itemId(type: 'live_class' | 'presential_course', title: string): Promise<number> {
    const [row] = await context.database.db
      .select({ id: catalogueItems.id })
      .from(catalogueItems)
      .where(and(eq(catalogueItems.type, type), eq(catalogueItems.title, title)));
    if (!row) throw new Error(`no demo ${type} "${title}"`);
    return row.id;
  }

  it('streams its own video everywhere but the two deliberate YouTube and Vimeo examples', async () => {
    const rows = await context.database.db
      .select()
      .from(liveTransmissions)
      .where(isNotNull(liveTransmissions.streamUrl));
    const outside = rows.filter((row) => row.streamUrl !== DEMO_TRANSMISSION_VIDEO);
    expect(outside.map((row) => row.streamKind).sort()).toEqual(['vimeo', 'youtube']);
    expect(
      rows.filter((row) => row.recordingUrl !== null && row.recordingUrl !== DEMO_TRANSMISSION_VIDEO).length,
    ).toBeLessThanOrEqual(2);
  });

  it('names the instructor on her class, and offers her no enrolment in it', async () => {
    const id = await itemId('live_class', DEMO_INSTRUCTOR_LIVE_CLASS);
    const detail = liveClassDetailSchema.parse((await call('instructor', 'GET', `/api/live-classes/${id}/`)).json());
    expect(detail).toMatchObject({ instructor: 'Elisa Martins', instructors: ['Elisa Martins'], teaching: true });
    // Its learners follow the transmission from its first activity; the guided exercise waits for her.
    const { activities } = (await call('attendee', 'GET', `/api/live-classes/${id}/activities/`)).json<{
      activities: { title: string; type: string; blocked_reason: string | null }[];
    }>();
    expect(activities.map((activity) => [activity.title, activity.type, activity.blocked_reason])).toEqual([
      ['Transmissão ao vivo', 'live_class', null],
      ['Exercício guiado com a instrutora', 'live_class', 'awaiting_instructor'],
    ]);
    const refused = await call('instructor', 'POST', `/api/live-classes/${id}/subscribe/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'instructor_of_class' });
  });

  it('streams an in-person course’s live event to the attendee once the instructor takes it live', async () => {
    const course = await itemId('presential_course', DEMO_EVENT_TRANSMISSION_COURSE);
    const [event] = await context.database.db
      .select({ id: presentialEvents.id })
      .from(presentialEvents)
      .where(and(eq(presentialEvents.itemId, course), eq(presentialEvents.type, 'live_class')));
    if (!event) throw new Error(`${DEMO_EVENT_TRANSMISSION_COURSE} has no live class event`);
    // The demo's event is today at 19:00 (product time) and over two hours later; tests run at any hour, so here it
    // begins in an hour.
    const hour = 3_600_000;
    await context.database.db
      .update(presentialEvents)
      .set({ beginAt: new Date(Date.now() + hour), endAt: new Date(Date.now() + 3 * hour) })
      .where(eq(presentialEvents.id, event.id));
    const path = `/api/presential-events/${event.id}/transmission/`;
    const waiting = transmissionSchema.parse((await call('attendee', 'GET', path)).json());
    expect(waiting).toMatchObject({ transmission_status: 'waiting', subscribed: true, has_recording: true });
    const moved = await context.app.inject({
      method: 'POST',
      url: path,
      headers: { authorization: `Bearer ${tokens.instructor}` },
      payload: { status: 'live' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const live = transmissionSchema.parse((await call('attendee', 'GET', path)).json());
    expect(live.stream).toEqual({ kind: 'video', url: DEMO_TRANSMISSION_VIDEO });
  });

  it('refuses the moderator’s enrolment in a course whose event type he is certified for (spec §8)', async () => {
    const id = await itemId('presential_course', DEMO_CERTIFIED_COURSE);
    const refused = await call('moderator', 'POST', `/api/presential-courses/${id}/enrol/`, 'en-US');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'already_certified_event_type' });
  });
});
