import { expect, test } from '@playwright/test';
import type { Frame, Page } from '@playwright/test';
import { examplesPort, sitePort } from '../../playwright.config';
import { HostPage } from '../support/host-page';
import { demoUser } from '../../packages/server/src/test-support/demo-credentials.test-util';

/** The partner page of examples/iframe-embed, and the reference site it frames (another origin: another port). */
const pageUrl = `http://localhost:${examplesPort}/iframe-embed/`;
const SITE = `http://localhost:${sitePort}`;
/** The same partner page from an origin the site does not list in its frame-ancestors. */
const foreignPageUrl = `http://127.0.0.1:${examplesPort}/iframe-embed/`;
const AGENT = demoUser('agent');

/** The frame element on the partner page. */
const frameElement = (page: Page) => page.locator('#campus-site');

/** The frame's height on the partner page, in CSS pixels. */
async function frameHeight(page: Page): Promise<number> {
  return (await frameElement(page).boundingBox())?.height ?? 0;
}

/** The framed site's document, once it has loaded from the site's origin. */
async function siteFrame(page: Page): Promise<Frame> {
  await expect.poll(() => page.frames().some((frame) => frame.url().startsWith(SITE))).toBe(true);
  const frame = page.frames().find((candidate) => candidate.url().startsWith(SITE));
  if (!frame) throw new Error('the site frame is gone');
  return frame;
}

/** Starts recording every height iframe-resizer gives the frame (its inline style), however briefly. */
async function recordSetHeights(page: Page): Promise<void> {
  await page.evaluate(() => {
    const frame = document.getElementById('campus-site');
    const heights: string[] = [];
    Object.assign(window, { campusFrameHeights: heights });
    if (frame) {
      new MutationObserver(() => heights.push(frame.style.height)).observe(frame, { attributeFilter: ['style'] });
    }
  });
}

/** The heights recorded since `recordSetHeights`. */
const setHeights = (page: Page) =>
  page.evaluate(() => (window as unknown as { campusFrameHeights: string[] }).campusFrameHeights);

/** The framed document's own height: what iframe-resizer must make the frame as tall as. */
const contentHeight = (frame: Frame) => frame.evaluate(() => document.documentElement.scrollHeight);

/** Waits until the frame is as tall as the framed document (iframe-resizer's reports have arrived). */
async function expectFrameFitsContent(page: Page, frame: Frame): Promise<number> {
  await expect
    .poll(async () => Math.abs((await frameHeight(page)) - (await contentHeight(frame))), { timeout: 10_000 })
    .toBeLessThanOrEqual(2);
  return frameHeight(page);
}

test.describe('a partner page framing the reference site (iframe-resizer, origin allow-list, strict CSP)', () => {
  test('the framed site signs in, keeps its session and the frame follows the content height', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    const host = new HostPage(page);
    const answer = await page.request.get(pageUrl);
    expect(answer.headers()['content-security-policy']).toContain("script-src 'self'; style-src 'self'");
    expect(answer.headers()['content-security-policy']).toContain(`frame-src ${SITE}`);
    // The site lets the examples' origin frame it (and no X-Frame-Options forbids it).
    const siteAnswer = await page.request.get(`${SITE}/`);
    expect(siteAnswer.headers()['content-security-policy']).toContain(`frame-ancestors 'self'`);
    expect(siteAnswer.headers()['content-security-policy']).toContain(`http://localhost:${examplesPort}`);
    expect(siteAnswer.headers()['x-frame-options']).toBeUndefined();

    await host.open(pageUrl);
    const site = page.frameLocator('#campus-site');
    await expect(site.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
    let frame = await siteFrame(page);
    expect(await frame.evaluate(() => document.documentElement.dataset['framed'])).toBe('true');
    const loginHeight = await expectFrameFitsContent(page, frame);
    // The frame never scrolls: the partner page does.
    expect(await frameElement(page).getAttribute('scrolling')).toBe('no');
    await expect(page.locator('#frame-height')).toHaveText(`${Math.round(loginHeight)} px`);
    await host.expectAccessible('login in the frame');

    await site.getByLabel('Usuário, e-mail ou CPF').fill(AGENT.username);
    await site.getByLabel(/^Senha/).fill(AGENT.password);
    await site.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(site.getByRole('heading', { level: 1 })).toContainText('Olá', { timeout: 20_000 });
    await expect.poll(() => new URL(frame.url()).pathname).toBe('/home');
    // The session's key cookie (Secure; SameSite=Strict) is set inside the frame: localhost ports are one site.
    expect(await frame.evaluate(() => document.cookie)).toMatch(/(^|; )campus-site_key=/);
    const homeHeight = await expectFrameFitsContent(page, frame);

    // Another page: the frame takes its full height, well above the login's… (The demo home's height depends on
    // the agent's courses and open surveys, so it may be taller or shorter than the FAQ: the frame must move away
    // from it; the fit to the content below is the real check.)
    await site.getByRole('link', { name: 'Perguntas frequentes', exact: true }).first().click();
    await expect(site.getByRole('heading', { level: 1 })).toHaveText('Perguntas frequentes');
    // The questions arrive after the heading, and iframe-resizer reports each height in turn: the frame may first
    // take a shorter, still loading page's height. Wait for the FAQ's own (it failed once under load on 610 px).
    await expect(site.getByRole('region', { name: 'Programa de pontos' })).toBeVisible();
    await expect.poll(() => frameHeight(page), { timeout: 10_000 }).toBeGreaterThan(loginHeight + 50);
    await expect
      .poll(async () => Math.abs((await frameHeight(page)) - homeHeight), { timeout: 10_000 })
      .toBeGreaterThan(50);
    const faqHeight = await expectFrameFitsContent(page, frame);
    await host.expectAccessible('FAQ in the frame');
    await host.screenshots(testInfo, 'iframe-embed-faq');

    // …and follows the home's again (the site does not hold on to the frame's last height).
    await site.getByRole('link', { name: 'Início', exact: true }).first().click();
    await expect(site.getByRole('heading', { level: 1 })).toContainText('Olá');
    await expect
      .poll(async () => Math.abs((await frameHeight(page)) - faqHeight), { timeout: 10_000 })
      .toBeGreaterThan(50);
    await expectFrameFitsContent(page, frame);

    // The session survives a reload of the partner page: storage and cookie work inside the frame.
    await page.reload();
    await expect(site.getByRole('heading', { level: 1 })).toContainText('Olá', { timeout: 20_000 });
    frame = await siteFrame(page);
    expect(new URL(frame.url()).pathname).toBe('/home');

    expect(await host.cspViolations()).toEqual([]);
    expect(host.record.errors).toEqual([]);
  });

  test('resize messages from origins that are not allowed are ignored', async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const host = new HostPage(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await host.open(pageUrl);
    const frame = await siteFrame(page);
    await expect(page.frameLocator('#campus-site').getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
    const height = await expectFrameFitsContent(page, frame);
    const forged = '[iFrameSizer]campus-site:3000:1280:resize';
    await recordSetHeights(page);

    // From the partner page's own origin (not the site's)…
    await page.evaluate((message) => window.postMessage(message, '*'), forged);
    // …and from a window of a foreign origin that holds a reference to the partner page.
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate((url) => void window.open(url), `http://127.0.0.1:${examplesPort}/`),
    ]);
    await popup.waitForLoadState();
    await popup.evaluate((message) => window.opener.postMessage(message, '*'), forged);
    await popup.close();

    await expect
      .poll(() => warnings.filter((text) => text.startsWith('Campus frame: ignored a resize message')))
      .toEqual([
        `Campus frame: ignored a resize message from http://localhost:${examplesPort}`,
        `Campus frame: ignored a resize message from http://127.0.0.1:${examplesPort}`,
      ]);
    expect(await frameHeight(page)).toBeCloseTo(height, 0);

    expect(await setHeights(page)).not.toContain('3000px');

    // The same message from the site's origin is obeyed (until the site's next report puts the height right):
    // what the check above refused is the origin, not the message.
    await frame.evaluate((message) => window.parent.postMessage(message, '*'), forged);
    await expect.poll(() => setHeights(page)).toContain('3000px');
    expect(host.record.errors).toEqual([]);
  });

  test('the site refuses to be framed by an origin outside its frame-ancestors', async ({ page }) => {
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
    });
    await page.goto(foreignPageUrl);
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    expect(refusals[0]).toContain(SITE);
    // Nothing of the site rendered in the frame.
    await expect(page.frameLocator('#campus-site').getByRole('button', { name: 'Entrar' })).toHaveCount(0);
  });
});
