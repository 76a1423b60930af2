import { deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { API, apiToken, SITE_VIEWPORTS, SitePage, skipCookieBanner } from '../support/site-page';
import { confirmDeletion, registerThrowaway, THROWAWAY_PASSWORD } from '../support/throwaway-learner';

// The profile in the reference site (issue 25): a new learner edits their data with bad and good input, sets a
// photo, verifies their phone, changes their password and finally deletes the account, on a desktop in
// Portuguese; a programme member reads a message, their activity, the rankings, points and orders on a phone in
// English. The first test changes only its own throwaway account; the second only marks a message read.

/** A small opaque PNG (a 64×48 gradient), made here so the test carries no binary fixture. */
function pngImage(width = 64, height = 48): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) rows.set([x * 4, y * 5, 160], y * (width * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The newest six-digit code the development sender "sent" to a phone (the API's demo-mode outbox). */
async function latestPhoneCode(request: APIRequestContext, phone: string): Promise<string> {
  const digits = phone.replace(/\D/g, '');
  let code: string | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await request.get(`${API}/dev/outbox/?limit=50`)).json()) as {
        results: { recipient: string; body: string }[];
      };
      const message = outbox.results.find((entry) => entry.recipient.replace(/\D/g, '').endsWith(digits.slice(-11)));
      code = message?.body.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

test('a new learner edits the profile, sets a photo, verifies the phone, changes the password and deletes the account (desktop, pt-BR)', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  await skipCookieBanner(context);
  await page.setViewportSize(SITE_VIEWPORTS.desktop);
  const learner = await registerThrowaway(request);
  const site = new SitePage(page);
  await site.signIn(learner.email, THROWAWAY_PASSWORD);
  await page.getByRole('button', { name: /Menu da conta de/ }).click();
  await page.locator('.site-user-menu__panel').getByRole('link', { name: 'Meu perfil' }).click();
  await expect(site.heading).toHaveText('Meu perfil');
  const tabs = page.getByRole('tablist', { name: 'Seções do perfil' });
  await expect(tabs.getByRole('tab', { name: 'Dados pessoais' })).toHaveAttribute('aria-selected', 'true');
  // Text fields by role and name: a required field's label also shows a star, hidden from assistive technology.
  const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
  const name = field('Nome');
  await expect(name).toHaveValue('Teresa');
  await site.settled();
  await site.expectAccessible('personal data');
  const save = page.getByRole('button', { name: 'Salvar alterações' });

  await test.step('bad input: an empty name and the e-mail of another account, each refused at its field', async () => {
    await field('Apelido').fill('Tê');
    await name.fill('');
    await save.click();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(field('Apelido')).toHaveValue('Tê');

    // The server's refusal (the address belongs to the demo learner) lands at the e-mail field; nothing is lost.
    site.expectFailures(/^409 PATCH \/accounts\/profile\/$/);
    await name.fill('Teresa');
    await field('E-mail').fill('learner@campus.example');
    await field('Confirme o e-mail').fill('learner@campus.example');
    await field('Endereço').fill('Rua das Flores');
    await field('Número').fill('42');
    await field('Bairro').fill('Centro');
    await field('Cidade').fill('São Paulo');
    await field('Estado').fill('SP');
    await field('CEP').fill('01001-000');
    await save.click();
    await expect(field('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Este e-mail já está cadastrado.').first()).toBeVisible();
    await expect(field('Apelido')).toHaveValue('Tê');
    await expect(field('Bairro')).toHaveValue('Centro');
  });

  await test.step('good input is saved and still there after a reload', async () => {
    // Back to the account's own address: the confirmation is asked only while the e-mail changes.
    await field('E-mail').fill(learner.email);
    await expect(field('Confirme o e-mail')).toBeHidden();
    await field('Profissão').fill('Consultora de vendas');
    await save.click();
    await expect(page.getByRole('status').filter({ hasText: 'Dados salvos.' })).toBeVisible();
    await page.reload();
    await expect(field('Apelido')).toHaveValue('Tê');
    await expect(field('Profissão')).toHaveValue('Consultora de vendas');
    await expect(field('Bairro')).toHaveValue('Centro');
  });

  await test.step('a photo is chosen, cropped and saved; the API serves it re-encoded', async () => {
    await page
      .getByLabel(/^Escolher imagem/)
      .setInputFiles({ name: 'eu.png', mimeType: 'image/png', buffer: pngImage() });
    await expect(page.getByRole('button', { name: 'Salvar foto' })).toBeVisible();
    await page.getByRole('slider', { name: 'Zoom' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('button', { name: 'Salvar foto' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Foto atualizada.' })).toBeVisible();
    const photo = page.getByRole('img', { name: 'Sua foto de perfil' });
    await expect(photo).toBeVisible();
    const answer = await request.get(new URL((await photo.getAttribute('src')) ?? '', API).toString());
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^image\//);
    await site.expectAccessible('photo');
  });

  await test.step('the phone is verified with the code the development sender wrote', async () => {
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await expect(page.getByText(/Você poderá pedir outro código em/)).toBeVisible();
    // The cooldown survives a reload: the button stays unavailable until it ends.
    await page.reload();
    await expect(page.getByText(/Você poderá pedir outro código em/)).toBeVisible();
    const code = await latestPhoneCode(request, learner.phone);
    await page.getByLabel(/^Código recebido/).fill(code);
    await page.getByRole('button', { name: 'Verificar', exact: true }).click();
    await expect(page.getByText('Celular verificado.').first()).toBeVisible();
  });

  const newPassword = 'Nova#Senha2026';
  await test.step('the password: a wrong current one is refused, then it changes', async () => {
    site.expectFailures(/^409 PATCH \/accounts\/profile\/$/, /^4\d\d POST \/accounts\/change_password\/$/);
    const current = page.getByLabel(/^Senha atual/);
    await current.fill('errada123');
    await page.getByLabel(/^Nova senha/).fill(newPassword);
    await page.getByLabel(/^Confirme a nova senha/).fill(newPassword);
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(page.getByText('A senha atual está incorreta.')).toBeVisible();
    await expect(page.getByLabel(/^Nova senha/)).toHaveValue(newPassword);
    await current.fill(THROWAWAY_PASSWORD);
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(page.getByText(/Senha alterada/)).toBeVisible();
    expect(await apiToken(request, learner.email, newPassword)).not.toBe('');
  });

  await test.step('the account is deleted from the profile by typing the full name', async () => {
    await page.getByRole('button', { name: 'Excluir minha conta' }).click();
    await confirmDeletion(page, request, learner.email, learner.fullName, newPassword);
  });
  site.expectNoErrors('profile');
});

test.describe('on a phone in English', () => {
  test.use({ viewport: SITE_VIEWPORTS.mobile });

  test('a programme member reads a message, their activity, the rankings, points and orders', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await skipCookieBanner(context);
    const site = new SitePage(page);
    await site.signIn('agent');
    await site.goto('/profile?tab=messages&locale=en-US');
    await expect(site.heading).toHaveText('My profile');
    const tabs = page.getByRole('tablist', { name: 'Profile sections' });
    for (const label of [
      'Personal data',
      'Messages',
      'Activity',
      'Certificates',
      'Badges',
      'Ranking',
      'My points',
      'Orders',
    ]) {
      await expect(tabs.getByRole('tab', { name: label })).toBeVisible();
    }
    const noSidewaysScroll = async (label: string) =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth), label).toBeLessThanOrEqual(390);

    await test.step('messages: opening an unread one marks it read', async () => {
      // The demo member holds unread messages from the seed (badges earned by the demo's points).
      const inbox = page.getByRole('list', { name: 'Messages' });
      await expect(inbox.getByRole('listitem').first()).toBeVisible();
      const states = await inbox.locator('.campus-profile-inbox__state').allTextContents();
      const index = states.indexOf('Unread');
      expect(index, 'an unread message').toBeGreaterThanOrEqual(0);
      const message = inbox.getByRole('listitem').nth(index);
      await message.getByRole('button').click();
      await expect(message.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
      await expect(message.locator('.campus-profile-inbox__state')).toHaveText('Read');
      await site.settled();
      await site.expectAccessible('messages');
      await noSidewaysScroll('messages');
    });

    await test.step('activity: what the member did, newest first', async () => {
      await tabs.getByRole('tab', { name: 'Activity' }).click();
      await expect(page).toHaveURL(/tab=feed/);
      await expect(page.getByRole('list', { name: 'Activity' }).getByRole('listitem').first()).toBeVisible();
      await site.expectAccessible('activity');
      await noSidewaysScroll('activity');
    });

    await test.step('ranking: the training ranking with the member’s own row, and the programme’s ranking', async () => {
      await tabs.getByRole('tab', { name: 'Ranking' }).click();
      await expect(page.getByRole('heading', { name: 'Training ranking' })).toBeVisible();
      await expect(page.locator('tr[aria-current="true"]').first()).toBeVisible();
      await expect(page.locator('campus-ranking, .campus-ranking').first()).toBeVisible();
      await site.settled();
      await site.expectAccessible('ranking');
      await noSidewaysScroll('ranking');
    });

    await test.step('points and orders', async () => {
      await tabs.getByRole('tab', { name: 'My points' }).click();
      await expect(page).toHaveURL(/tab=points/);
      await site.settled();
      await site.expectAccessible('points');
      await tabs.getByRole('tab', { name: 'Orders' }).click();
      await expect(page).toHaveURL(/tab=orders/);
      await site.settled();
      await site.expectAccessible('orders');
      await noSidewaysScroll('orders');
    });
    site.expectNoErrors('member profile');
  });
});
