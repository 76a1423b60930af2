import { expect, test } from '@playwright/test';
import { apiPort, examplesPort } from '../../playwright.config';
import { CheckInAdmin, randomCheckInCode } from '../support/checkin-admin';
import { HostPage } from '../support/host-page';
import { RewardFixtures } from '../support/rewards-fixtures';
import { chooseActiveCampaign, fillSale, freshInvoice, label } from '../support/sales-form';
import { demoUser } from '../../packages/server/src/test-support/demo-credentials.test-util';

const FIRST_COURSE = 'Técnicas de Vendas no Varejo';
const api = `http://localhost:${apiPort}`;
const AGENT = demoUser('agent');
/** Waits on the API get room: the machine runs many suites at once. */
const API_WAIT = { timeout: 20_000 };

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

  test(`the loyalty components work in a React ${major} host: a redemption, a sale and a check-in, then every view`, async ({
    page,
    request,
  }, testInfo) => {
    // Three writes, nine views and a few axe runs on a 2-core machine shared with the other suites.
    test.setTimeout(150_000);
    const [fixtures, admin] = await Promise.all([
      RewardFixtures.create(request, api),
      CheckInAdmin.signIn(request, api),
    ]);
    const [reward, event] = await Promise.all([
      fixtures.reward(`Brinde React ${major}`, 1),
      admin.createEvent(`Check-in React ${major} ${randomCheckInCode()}`, { points: 70 }),
    ]);
    const host = new HostPage(page);
    await host.open(`http://localhost:${examplesPort}/${path}/`);
    await host.signIn(AGENT);
    const main = page.getByRole('main');
    const hostStatus = main.getByRole('status').filter({ hasText: /^The host / });
    const open = async (label: string) => {
      await page.getByRole('navigation', { name: 'Acme' }).getByRole('button', { name: label }).click();
      const heading = page.getByRole('heading', { level: 1, name: label });
      await expect(heading).toBeFocused();
    };

    // Reward store: redeem the reward made for this test and find the order in "my orders".
    await open('Reward store');
    const points = main.getByRole('region', { name: 'Seus pontos' });
    await expect(points.getByText('Creator')).toBeVisible(API_WAIT);
    await host.expectAccessible(`React ${major} host, reward store`);
    await host.screenshots(testInfo, `${path}-rewards`);
    await main.getByRole('article', { name: reward.name }).getByRole('button', { name: 'Resgatar' }).click();
    const confirm = main.getByRole('dialog', { name: `Resgatar “${reward.name}”` });
    await confirm.getByRole('button', { name: 'Confirmar resgate' }).click();
    const done = main.getByRole('dialog', { name: 'Resgate realizado' });
    await expect(done.getByText(new RegExp(`Seu pedido nº (\\d+) de 1 × ${reward.name}`))).toBeVisible(API_WAIT);
    const orderId = /nº (\d+)/.exec((await done.getByRole('status').textContent()) ?? '')?.[1] ?? '';
    await expect(hostStatus).toHaveText(new RegExp(`^The host recorded order ${orderId} \\(1 points\\)\\.$`));
    await done.getByRole('button', { name: 'Ver meus pedidos' }).click();
    const order = main.getByRole('list', { name: 'Seus pedidos' }).getByRole('article', { name: reward.name });
    await expect(order.getByText(`Pedido nº ${orderId}`)).toBeVisible(API_WAIT);

    // Sales: the form reports a sale with its invoice photo; the points are credited at once.
    await open('Sales');
    const invoice = freshInvoice(`RH${major}`);
    await chooseActiveCampaign(main);
    await fillSale(main, invoice);
    await host.expectAccessible(`React ${major} host, sale form`);
    await main.getByRole('button', { name: 'Enviar venda' }).click();
    await expect(main.getByRole('heading', { name: 'Venda enviada!' })).toBeFocused(API_WAIT);
    await expect(hostStatus).toHaveText(
      new RegExp(`^The host recorded sale \\d+ \\(invoice ${invoice}, \\d+ points\\)\\.$`),
    );
    const saleId = /sale (\d+)/.exec((await hostStatus.textContent()) ?? '')?.[1] ?? '';

    // Store photos: the form with its photo types and stores.
    await open('Store photos');
    await expect(main.getByLabel(label('Tipo de foto'))).toBeVisible(API_WAIT);
    await expect(main.getByLabel(label('Loja')).getByRole('option', { name: /^Horizonte Paulista/ })).toBeAttached();
    await host.expectAccessible(`React ${major} host, store photos`);

    // Events: check in with the six digits of the event made for this test.
    await open('Events');
    await expect(main.getByRole('article', { name: event.title })).toBeVisible(API_WAIT);
    await main.getByRole('tab', { name: 'Código' }).click();
    await main.getByRole('textbox', { name: 'Dígito 1 de 6' }).click();
    await page.keyboard.type(event.check_in_code);
    await main.getByRole('button', { name: 'Fazer check-in' }).click();
    await expect(main.locator('[part="result"]')).toContainText(`Você ganhou 70 pontos em “${event.title}”.`, API_WAIT);
    await expect(hostStatus).toHaveText(`The host recorded a check-in at “${event.title}” (70 points).`);
    await host.expectAccessible(`React ${major} host, check-in result`);
    await host.screenshots(testInfo, `${path}-events`);

    await open('Ranking');
    const table = main.getByRole('table', { name: /^Ranking de .+ — Todo o programa$/ });
    await expect(table.getByRole('row', { name: /Bruno Lima \(você\)/ })).toBeVisible(API_WAIT);
    await host.expectAccessible(`React ${major} host, ranking`);
    await host.screenshots(testInfo, `${path}-ranking`);

    // The statement lists what this test just did.
    await open('Points statement');
    const entries = main.getByRole('region', { name: 'Tabela de lançamentos' });
    await expect(entries.getByRole('row', { name: new RegExp(`Venda nº ${saleId}\\b`) })).toBeVisible(API_WAIT);
    await expect(entries.getByRole('row', { name: new RegExp(`Pedido de prêmio nº ${orderId}\\b`) })).toBeVisible();
    await expect(entries.getByRole('row', { name: /Presença em evento/ }).first()).toBeVisible();
    await host.expectAccessible(`React ${major} host, points statement`);

    await open('Points table');
    await expect(main.getByRole('region', { name: 'Tabela de produtos' }).getByRole('row').nth(1)).toBeVisible(
      API_WAIT,
    );
    await expect(main.getByText('Uma foto por tipo, loja e semana.')).toBeVisible();

    // The campaign the sales form chose is the one the campaigns view marks.
    await open('Campaigns');
    const selected = main.locator('li[aria-current="true"]');
    await expect(selected.getByText('Selecionada')).toBeVisible(API_WAIT);
    await expect(selected.getByText('Ativa', { exact: true })).toBeVisible();
    await host.expectAccessible(`React ${major} host, campaigns`);

    expect(await host.cspViolations()).toEqual([]);
    expect(host.record.errors).toEqual([]);
  });
}
