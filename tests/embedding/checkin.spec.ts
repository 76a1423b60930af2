import { chromium, expect, test } from '@playwright/test';
import QRCode from 'qrcode';
import { apiPort, examplesPort } from '../../playwright.config';
import { CheckInAdmin, randomCheckInCode } from '../support/checkin-admin';
import { writeQrVideo } from '../support/checkin-camera';
import { CheckInWidget } from '../support/checkin-page';
import { chromiumArgs, requireChromium } from '../support/chromium';
import { HostPage } from '../support/host-page';
import { demoUser } from '../../packages/server/src/test-support/demo-credentials.test-util';

const pageUrl = `http://localhost:${examplesPort}/embed-html/loyalty.html`;
const api = `http://localhost:${apiPort}`;
/** `agent` is at the Creator level: events are open to them (docs/demo.md). */
const AGENT = demoUser('agent');
const INVALID_EVENT_CODE = 'Código do evento inválido. Confirme o código com o organizador.';
/** The demo seed's event running now (docs/demo.md): code 246810, 200 points. */
const SEEDED_EVENT = { code: '246810', title: 'Treinamento de lançamento da linha Aurora', points: 200 } as const;

/** The host's error log, without the refusals a test provokes on purpose. */
const unexpected = (errors: readonly string[], expected: RegExp[] = []) =>
  errors.filter((error) => !expected.some((pattern) => pattern.test(error)));

test.describe('<campus-check-in> on the partner portal page under a strict CSP', () => {
  // Each test signs in, checks in and runs axe and six screenshots on a page of seven widgets: on a busy
  // 2-core machine that takes longer than the default 30 s.
  test.describe.configure({ timeout: 120_000 });

  test('agent checks in with an event code, then a wrong code is refused', async ({ page, request }, testInfo) => {
    const admin = await CheckInAdmin.signIn(request, api);
    const event = await admin.createEvent(`Check-in por código ${randomCheckInCode()}`, { points: 120 });
    const wrongCode = await admin.unusedCode();

    const host = new HostPage(page);
    const widget = new CheckInWidget(page);
    await host.open(pageUrl);
    await expect(widget.element.getByText('Entre para ver os eventos')).toBeVisible();
    await host.signIn(AGENT);
    const card = widget.element.getByRole('article', { name: event.title });
    await expect(card).toBeVisible();
    await expect(card.getByText('Acontecendo agora')).toBeVisible();
    await widget.expectAccessible('events and code form');
    await widget.screenshots(testInfo, 'checkin-code-form');

    await widget.enterCode(event.check_in_code);
    await expect(widget.result).toContainText('Check-in confirmado!');
    await expect(widget.result).toContainText(`Você ganhou 120 pontos em “${event.title}”.`);
    await expect(widget.result).toBeFocused();
    await expect(card.getByText('Check-in feito', { exact: true })).toBeVisible();
    await expect(host.eventLog).toContainText('campus-checked-in');
    await expect(host.eventLog).toContainText(`"title":"${event.title}"`);
    await expect(host.eventLog).toContainText('"points":120');
    await widget.expectAccessible('result');
    await widget.screenshots(testInfo, 'checkin-result');

    await widget.again();
    await widget.enterCode(wrongCode);
    await expect(widget.alert).toContainText(INVALID_EVENT_CODE);
    await expect(widget.alert).toBeFocused();
    // What was typed stays.
    await expect(widget.element.getByRole('textbox', { name: 'Dígito 1 de 6' })).toHaveValue(wrongCode.slice(0, 1));
    await widget.expectAccessible('wrong code');
    await widget.screenshots(testInfo, 'checkin-wrong-code');

    // The page's language switches every widget, this one included.
    await page.locator('campus-config').evaluate((config) => config.setAttribute('locale', 'en-US'));
    await expect(widget.element.getByRole('heading', { name: 'Event check-in' })).toBeVisible();
    await expect(widget.element.getByRole('article', { name: event.title }).getByText('Happening now')).toBeVisible();
    await widget.expectAccessible('en-US');
    await widget.screenshots(testInfo, 'checkin-en-US');

    expect(await host.cspViolations()).toEqual([]);
    expect(unexpected(host.record.errors, [/^422 .*\/api\/events\/check-in\/$/])).toEqual([]);
  });

  test('agent checks in with the demo seed’s event code, and the same code again is refused', async ({
    page,
  }, testInfo) => {
    const host = new HostPage(page);
    const widget = new CheckInWidget(page);
    await host.open(pageUrl);
    await host.signIn(AGENT);
    const card = widget.element.getByRole('article', { name: SEEDED_EVENT.title });
    await expect(card.getByText('Acontecendo agora')).toBeVisible();
    // The API of the test run starts on fresh demo data (playwright.config.ts): no one has used the code yet.
    await expect(
      card.getByText('Check-in feito', { exact: true }),
      'the seeded event is still open to the agent: restart the API for fresh demo data',
    ).toHaveCount(0);

    await widget.enterCode(SEEDED_EVENT.code);
    await expect(widget.result).toContainText('Check-in confirmado!');
    await expect(widget.result).toContainText(`Você ganhou ${SEEDED_EVENT.points} pontos em “${SEEDED_EVENT.title}”.`);
    await expect(card.getByText('Check-in feito', { exact: true })).toBeVisible();
    await expect(host.eventLog).toContainText(`"title":"${SEEDED_EVENT.title}"`);
    await widget.screenshots(testInfo, 'checkin-seeded-code');

    await widget.again();
    await widget.enterCode(SEEDED_EVENT.code);
    await expect(widget.alert).toContainText('Você já fez check-in neste evento.');
    await widget.expectAccessible('seeded code already used');

    expect(await host.cspViolations()).toEqual([]);
    expect(unexpected(host.record.errors, [/^409 .*\/api\/events\/check-in\/$/])).toEqual([]);
  });

  test('agent checks in with a picture of the event QR code, decoded by jsQR in the page', async ({
    page,
    request,
  }, testInfo) => {
    const admin = await CheckInAdmin.signIn(request, api);
    const event = await admin.createEvent(`Check-in por QR ${randomCheckInCode()}`, { points: 80 });
    // A real PNG of the event's QR code, as an organiser would print it.
    const png = await QRCode.toBuffer(event.qr, { type: 'png', margin: 4, scale: 8 });

    const host = new HostPage(page);
    const widget = new CheckInWidget(page);
    const decoderLoads: string[] = [];
    page.on('request', (sent) => {
      if (/\/cdn\/chunks\/checkin\.standalone\.jsQR-/.test(sent.url())) decoderLoads.push(sent.url());
    });
    await host.open(pageUrl);
    await host.signIn(AGENT);
    await expect(widget.element.getByRole('article', { name: event.title })).toBeVisible();
    // The decoder is a chunk of its own, fetched only when a QR code is read.
    expect(decoderLoads).toEqual([]);

    await widget.choosePicture(png);
    await expect(widget.result).toContainText(`Você ganhou 80 pontos em “${event.title}”.`);
    expect(decoderLoads).toHaveLength(1);
    await expect(host.eventLog).toContainText('"method":"qr"');
    await widget.expectAccessible('result by QR code');
    await widget.screenshots(testInfo, 'checkin-qr-result');

    // The same QR code again: already checked in.
    await widget.again();
    await widget.choosePicture(png, 'qr-evento-de-novo.png');
    await expect(widget.alert).toContainText('Você já fez check-in neste evento.');

    // A QR code that is not an event's is refused in the page, without asking the server.
    await widget.element.getByRole('button', { name: 'Remover arquivo' }).click();
    const stranger = await QRCode.toBuffer('https://example.com/promocao', { type: 'png', margin: 4, scale: 8 });
    await widget.choosePicture(stranger, 'qr-promocao.png');
    await expect(
      widget.element.getByText('Este QR code não é de um evento do programa. Use o QR code mostrado pelo organizador.'),
    ).toBeVisible();
    await widget.expectAccessible('stranger QR code');
    await widget.screenshots(testInfo, 'checkin-stranger-qr');

    expect(await host.cspViolations()).toEqual([]);
    expect(unexpected(host.record.errors, [/^409 .*\/api\/events\/check-in\/$/])).toEqual([]);
  });

  test('agent checks in by pointing the camera at the event QR code', async ({ request }, testInfo) => {
    const admin = await CheckInAdmin.signIn(request, api);
    const event = await admin.createEvent(`Check-in pela câmera ${randomCheckInCode()}`, { points: 60 });
    // Chromium's fake camera shows a video of the event's QR code, as a phone held up to the organiser's screen.
    const video = testInfo.outputPath('qr-camera.y4m');
    await writeQrVideo(video, event.qr);
    const browser = await chromium.launch({
      executablePath: requireChromium(),
      args: [
        ...chromiumArgs,
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    try {
      const context = await browser.newContext({ permissions: ['camera'] });
      const page = await context.newPage();
      const host = new HostPage(page);
      const widget = new CheckInWidget(page);
      await host.open(pageUrl);
      await host.signIn(AGENT);
      await expect(widget.element.getByRole('article', { name: event.title })).toBeVisible();
      await widget.element.getByRole('tab', { name: 'Câmera' }).click();
      await widget.expectAccessible('camera closed');
      await widget.element.getByRole('button', { name: 'Abrir câmera' }).click();
      await expect(widget.result).toContainText(`Você ganhou 60 pontos em “${event.title}”.`, { timeout: 20_000 });
      // The camera closed once the code was read.
      await expect(widget.element.locator('video')).toHaveCount(0);
      await expect(host.eventLog).toContainText('"method":"qr"');
      await widget.screenshots(testInfo, 'checkin-camera-result');
      expect(await host.cspViolations()).toEqual([]);
      expect(host.record.errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
