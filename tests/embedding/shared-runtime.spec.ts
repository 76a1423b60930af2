import { expect, test } from '@playwright/test';
import { examplesPort } from '../../playwright.config';
import { HostPage } from '../support/host-page';
import { demoUser } from '../../packages/server/src/test-support/demo-credentials.test-util';

const pageUrl = `http://localhost:${examplesPort}/embed-html/shared-runtime.html`;
/** The demo sales agent: courses of the catalogue and a points statement (packages/server/src/seed/demo). */
const AGENT = demoUser('agent');
/** The first demo online course, which the agent finished (packages/server/src/seed/demo/demo-courses.ts). */
const FIRST_COURSE = 'Técnicas de Vendas no Varejo';
const RUNTIME = '/cdn/campus-runtime.min.js';

test.describe('several widgets on one shared runtime, mapped by an inline import map allowed by its hash', () => {
  test('render, sign in once, fetch the runtime once, with no CSP violation and no axe violation', async ({
    page,
  }, testInfo) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    const host = new HostPage(page);

    // The strict policy, plus exactly one hash: the page's import map (scripts/serve-examples.mjs).
    const policy = (await page.request.get(pageUrl)).headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'; style-src 'self'; object-src 'none'/);
    expect(policy.match(/'sha256-/g)).toHaveLength(1);

    await host.open(pageUrl);
    const login = page.locator('campus-login');
    await expect(login.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
    await host.expectAccessible('signed out');

    await host.signIn(AGENT);
    await expect(host.eventLog).toContainText('campus-signed-in');
    // One sign-in serves every widget: they share the runtime's registry, so one session.
    const catalogue = page.locator('campus-course-catalogue');
    await expect(catalogue.getByText(FIRST_COURSE).first()).toBeVisible({ timeout: 20_000 });
    const statement = page.locator('campus-points-statement');
    await expect(statement.getByRole('heading', { name: 'Extrato de pontos' })).toBeVisible({ timeout: 20_000 });
    await expect(
      statement.getByRole('region', { name: 'Resumo dos pontos' }).getByText('Saldo', { exact: true }),
    ).toBeVisible();
    await host.expectAccessible('signed in');

    // The course's detail, in place, with its activities; opening one tells the host.
    const course = catalogue.getByRole('article', { name: FIRST_COURSE });
    await course.getByRole('button', { name: 'Ver detalhes' }).click();
    const activities = catalogue.getByRole('region', { name: 'Atividades' });
    await expect(activities.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
    await activities.getByRole('listitem').first().getByRole('button', { name: 'Abrir' }).click();
    await expect(host.eventLog).toContainText('campus-activity-open');
    await expect(host.eventLog).toContainText('"hierarchyOrder":1');
    await host.expectAccessible('course detail');
    await host.screenshots(testInfo, 'shared-runtime-course-detail');

    expect(host.record.tokenCalls).toBe(1);
    expect(fetched.filter((path) => path === RUNTIME)).toHaveLength(1);
    // Only the `.shared` bundles: no standalone bundle (which would bring its own React) was loaded.
    expect(fetched.filter((path) => path.includes('.standalone.'))).toEqual([]);
    expect(fetched).toEqual(
      expect.arrayContaining(['/cdn/auth.shared.min.js', '/cdn/catalogue.shared.min.js', '/cdn/ranking.shared.min.js']),
    );
    expect(await host.cspViolations()).toEqual([]);
    expect(host.record.errors).toEqual([]);
  });
});
