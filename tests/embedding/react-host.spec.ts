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
}
