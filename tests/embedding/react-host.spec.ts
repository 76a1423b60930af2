import { expect, test } from '@playwright/test';
import { examplesPort } from '../../playwright.config';
import { HostPage } from '../support/host-page';

const FIRST_COURSE = 'Técnicas de Vendas no Varejo';

// The same host app, built once against React 19 and once against React 18 (examples/react-host-18).
for (const { path, major } of [
  { path: 'react-host', major: '19' },
  { path: 'react-host-18', major: '18' },
]) {
  test(`the React components work in a React ${major} host`, async ({ page }, testInfo) => {
    const host = new HostPage(page);
    await host.open(`http://localhost:${examplesPort}/${path}/`);
    await expect(page.getByTestId('react-version')).toHaveText(new RegExp(`^React ${major}\\.`));

    await host.signIn();
    await expect(page.getByText(FIRST_COURSE).first()).toBeVisible();
    await host.expectAccessible(`React ${major} host, signed in`);
    await page.getByRole('article', { name: FIRST_COURSE }).getByRole('button', { name: 'Revisar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The host would open online-courses' })).toBeVisible();
    await host.screenshots(testInfo, `${path}-catalogue`);

    expect(await host.cspViolations()).toEqual([]);
    expect(host.record.errors).toEqual([]);
  });

  test(`the loyalty components work in a React ${major} host`, async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const host = new HostPage(page);
    await host.open(`http://localhost:${examplesPort}/${path}/`);
    await host.signIn({ username: 'agent', password: 'Campus#2026' });
    const nav = page.getByRole('navigation', { name: 'Acme' });

    await nav.getByRole('button', { name: 'Reward store' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reward store' })).toBeVisible();
    const points = page.getByRole('region', { name: 'Seus pontos' });
    await expect(points.getByText('Creator')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('article').first()).toBeVisible();
    await host.expectAccessible(`React ${major} host, reward store`);
    await host.screenshots(testInfo, `${path}-rewards`);

    await nav.getByRole('button', { name: 'Ranking' }).click();
    const table = page.getByRole('table', { name: /^Ranking de .+ — Todo o programa$/ });
    await expect(table.getByRole('row', { name: /Bruno Lima \(você\)/ })).toBeVisible({ timeout: 20_000 });
    await host.expectAccessible(`React ${major} host, ranking`);
    await host.screenshots(testInfo, `${path}-ranking`);

    expect(await host.cspViolations()).toEqual([]);
    expect(host.record.errors).toEqual([]);
  });
}
