import { beforeAll, expect, it } from 'vitest';
import { activityContents } from '../../db/schema';
import { insertActivities } from '../../test-support/activity-fixture.test-util';
import { seedCatalogueFixture } from '../../test-support/catalogue-fixture.test-util';
import type { CatalogueFixture, FixtureUser } from '../../test-support/catalogue-fixture.test-util';
import { describeEachDatabase, useTestApp } from '../../test-support/test-app.test-util';

const sco = (itemIdentifier: string) => ({
  itemIdentifier,
  resourceIdentifier: `r-${itemIdentifier}`,
  title: itemIdentifier,
  launchUrl: `${itemIdentifier}.html`,
});

describeEachDatabase('SCORM run-time data of a sequenced SCORM 2004 package', (kind) => {
  const context = useTestApp(kind);
  let fixture: CatalogueFixture;
  let ids: Record<'sequenced' | 'plain', number>;

  beforeAll(async () => {
    fixture = await seedCatalogueFixture(context.app);
    const { db } = context.database;
    ids = await insertActivities(db, fixture.items.salesCourse, {
      sequenced: { title: 'Golfe sequenciado', type: 'scorm' },
      plain: { title: 'Golfe sem sequenciamento', type: 'scorm' },
    });
    const row = (activityId: number, hasSequencing: boolean) => ({
      activityId,
      kind: 'package' as const,
      objectKey: `activities/${activityId}/package`,
      launchPath: 'pretest.html',
      scormVersion: '2004' as const,
      scormEdition: '4th',
      scormOrganization: { identifier: 'golf', title: 'Golfe', hasSequencing, items: [] },
      scormScos: [sco('pretest'), sco('lesson'), sco('posttest')],
    });
    await db.insert(activityContents).values([row(ids.sequenced, true), row(ids.plain, false)]);
  }, 60_000);

  const put = (user: FixtureUser, id: number, payload: Record<string, unknown>) =>
    context.app.inject({
      method: 'PUT',
      url: `/api/activities/${id}/runtime/`,
      headers: { authorization: `Bearer ${user.token}`, 'accept-language': 'pt-BR' },
      payload,
    });
  const commit = (id: number, scoId: string, sequence: number, cmi: Record<string, unknown>) =>
    put(fixture.ana, id, { sco: scoId, version: 'scorm2004', attempt: 1, sequence, cmi });

  it('takes the status from the package’s rollup the player stored, the progress from the SCOs', async () => {
    // A failed pretest: counted over the SCOs the activity would be reproved once all were done; in progress now.
    expect(
      (await commit(ids.sequenced, 'pretest', 1, { completion_status: 'completed', success_status: 'failed' })).json(),
    ).toMatchObject({ status: 'in_progress', progress: 33 });
    // The engine's rollup: not done yet (the lesson was skipped, the post-test is to come).
    const rolling = await commit(ids.sequenced, '#organization', 1, { completion_status: 'incomplete' });
    expect(rolling.statusCode, rolling.body).toBe(200);
    expect(rolling.json()).toMatchObject({ status: 'in_progress', progress: 33 });
    await commit(ids.sequenced, 'posttest', 1, { completion_status: 'completed', success_status: 'passed' });
    // The lesson never ran, the pretest failed: the package's rollup passed it all the same.
    const passed = await commit(ids.sequenced, '#organization', 2, {
      completion_status: 'completed',
      success_status: 'passed',
      score: { scaled: 0.9 },
    });
    expect(passed.json()).toEqual({ sco: '#organization', attempt: 1, sequence: 2, status: 'approved', progress: 100 });
  });

  it('ignores a rollup stored for a package without sequencing: its SCOs roll up as always', async () => {
    await commit(ids.plain, 'pretest', 1, { completion_status: 'completed', success_status: 'failed' });
    const root = await commit(ids.plain, '#organization', 1, {
      completion_status: 'completed',
      success_status: 'passed',
    });
    expect(root.json()).toMatchObject({ status: 'in_progress', progress: 33 });
  });
});
