import { expect, test } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { apiPort, examplesPort } from '../../playwright.config';
import { HostPage } from '../support/host-page';
import { RewardFixtures } from '../support/rewards-fixtures';
import { demoUser } from '../../packages/server/src/test-support/demo-credentials.test-util';

const pageUrl = `http://localhost:${examplesPort}/embed-html/loyalty.html`;
const api = `http://localhost:${apiPort}`;
const AGENT = demoUser('agent');
/** More than any demo member can hold: the rules refuse it before and after asking. */
const UNAFFORDABLE = 10_000_000;
/** Waits on the API (sign-in, redemption, reloads) get room: the machine runs many suites at once. */
const API_WAIT = { timeout: 20_000 };

/** The reward card named `name` inside the store element. */
const rewardCard = (store: Locator, name: string) => store.getByRole('article', { name });

test.describe('<campus-reward-store> on the partner portal under a strict CSP', () => {
  // Two to three axe runs and full-page screenshots at two sizes of a page with seven widgets, on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('the agent redeems a reward with its shipping address and sees the order; accessible at both sizes', async ({
    page,
    request,
  }, testInfo) => {
    const fixtures = await RewardFixtures.create(request, api);
    const mug = await fixtures.reward('Caneca do portal', 1, { ships: true });
    const host = new HostPage(page);
    await host.open(pageUrl);
    const store = page.locator('campus-reward-store');
    await expect(store.getByText('Entre para ver a loja de prêmios')).toBeVisible();

    await host.signIn(AGENT);
    await expect(host.eventLog).toContainText('campus-signed-in', API_WAIT);
    const header = store.getByRole('region', { name: 'Seus pontos' });
    await expect(header.getByText('Creator')).toBeVisible(API_WAIT);
    const card = rewardCard(store, mug.name);
    await expect(card.getByText('1 ponto', { exact: true })).toBeVisible(API_WAIT);
    await host.expectAccessible('reward store');
    await host.screenshots(testInfo, 'rewards-store');

    await card.getByRole('button', { name: 'Resgatar' }).click();
    const dialog = store.getByRole('dialog', { name: `Resgatar “${mug.name}”` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Endereço/ }).fill('Av. Paulista');
    await dialog.getByRole('textbox', { name: /^Número/ }).fill('1000');
    await dialog.getByRole('textbox', { name: /^Bairro/ }).fill('Bela Vista');
    await dialog.getByRole('textbox', { name: /^Cidade/ }).fill('São Paulo');
    await dialog.getByRole('textbox', { name: /^Estado/ }).fill('SP');
    await dialog.getByRole('textbox', { name: /^CEP/ }).fill('01310-100');
    await host.expectAccessible('redeem confirmation');
    await host.screenshots(testInfo, 'rewards-redeem-dialog');
    await dialog.getByRole('button', { name: 'Confirmar resgate' }).click();

    const done = store.getByRole('dialog', { name: 'Resgate realizado' });
    await expect(done.getByText(new RegExp(`Seu pedido nº (\\d+) de 1 × ${mug.name}`))).toBeVisible(API_WAIT);
    const text = (await done.getByRole('status').textContent()) ?? '';
    const orderId = /nº (\d+)/.exec(text)?.[1];
    expect(orderId).toBeDefined();
    await expect(host.eventLog).toContainText('campus-redeemed');
    await expect(host.eventLog).toContainText(`"id":${orderId}`);
    await expect(host.eventLog).toContainText('"status":"awaiting_approval"');

    await done.getByRole('button', { name: 'Ver meus pedidos' }).click();
    const order = store.getByRole('list', { name: 'Seus pedidos' }).getByRole('article', { name: mug.name });
    await expect(order.getByText(`Pedido nº ${orderId}`)).toBeVisible(API_WAIT);
    await expect(order.getByText('Aguardando aprovação')).toBeVisible();
    await expect(order.getByText('Av. Paulista, 1000 · Bela Vista · São Paulo – SP · 01310-100')).toBeVisible();
    await host.expectAccessible('my orders');
    await host.screenshots(testInfo, 'rewards-orders');

    expect(await host.cspViolations()).toEqual([]);
    expect(host.record.errors).toEqual([]);
  });

  test('insufficient points: explained before asking, and the server’s refusal when the cost rose meanwhile', async ({
    page,
    request,
  }, testInfo) => {
    const fixtures = await RewardFixtures.create(request, api);
    const trip = await fixtures.reward('Viagem do portal', UNAFFORDABLE);
    const keyring = await fixtures.reward('Chaveiro do portal', 1);
    const host = new HostPage(page);
    await host.open(pageUrl);
    await host.signIn(AGENT);
    const store = page.locator('campus-reward-store');

    const tripCard = rewardCard(store, trip.name);
    const blocked = tripCard.getByRole('button', { name: 'Resgatar' });
    await expect(blocked).toBeDisabled(API_WAIT);
    await expect(blocked).toHaveAccessibleDescription('Você não tem pontos suficientes para este resgate.', API_WAIT);

    const keyringCard = rewardCard(store, keyring.name);
    await keyringCard.getByRole('button', { name: 'Resgatar' }).click();
    const dialog = store.getByRole('dialog', { name: `Resgatar “${keyring.name}”` });
    await expect(dialog.getByRole('button', { name: 'Confirmar resgate' })).toBeEnabled(API_WAIT);
    await fixtures.setCost(keyring, UNAFFORDABLE);
    const redeem = page.waitForResponse(
      (response) =>
        response.url() === `${api}/api/rewards/${keyring.id}/redeem/` && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Confirmar resgate' }).click();
    const refused = await redeem;
    expect(refused.status()).toBe(422);
    expect(((await refused.json()) as { code: string }).code).toBe('insufficient_points');
    expect(refused.request().headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    const alert = dialog.getByRole('alert');
    await expect(alert).toHaveText('Você não tem pontos suficientes para este resgate.', API_WAIT);
    await expect(alert).toBeFocused();
    await expect(dialog.getByRole('spinbutton', { name: 'Quantidade' })).toHaveValue('1');
    await host.expectAccessible('redemption refused');
    await host.screenshots(testInfo, 'rewards-refused');

    expect(await host.cspViolations()).toEqual([]);
    // The one failed response is the refusal the test provoked.
    expect(host.record.errors).toEqual([`422 ${api}/api/rewards/${keyring.id}/redeem/`]);
  });
});
