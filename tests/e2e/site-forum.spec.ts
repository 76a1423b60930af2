import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { SITE_VIEWPORTS, SitePage, skipCookieBanner } from '../support/site-page';

// The forum with moderation in the reference site (issue 24), on the demo's forum
// (packages/server/src/seed/demo/demo-forum.ts). A learner opens a topic, replies, edits and deletes her reply, and
// reports someone else's with a confirmation and a reason; the moderator finds the report in the queue and closes
// the topic; the learner's open page then says the topic is closed (live) and offers no reply form. Each language
// uses its own demo topic, so the two tests never meet.

interface Words {
  readonly locale: 'pt-BR' | 'en-US';
  readonly viewport: { width: number; height: number };
  readonly topic: string;
  /** The reply of someone else the learner reports. */
  readonly reported: string;
  readonly forums: string;
  readonly general: string;
  readonly replyLabel: RegExp;
  readonly reply: string;
  readonly send: string;
  readonly edit: string;
  readonly save: string;
  readonly del: string;
  readonly deleteTitle: string;
  readonly deleted: string;
  readonly report: string;
  readonly reportTitle: string;
  readonly sendReport: string;
  readonly chooseReason: string;
  readonly reason: string;
  readonly details: RegExp;
  readonly reportedMark: string;
  readonly moderation: RegExp;
  readonly closeTopic: string;
  readonly closedNotice: string;
}

const PT: Words = {
  locale: 'pt-BR',
  viewport: SITE_VIEWPORTS.desktop,
  topic: 'Como vocês organizam a vitrine da loja?',
  reported: 'Por cor chama mais atenção de quem passa na calçada.',
  forums: 'Fóruns',
  general: 'Geral',
  replyLabel: /Sua resposta/,
  reply: 'Uso as cores da estação na vitrine.',
  send: 'Responder',
  edit: 'Editar',
  save: 'Salvar',
  del: 'Apagar',
  deleteTitle: 'Apagar a resposta?',
  deleted: 'Resposta apagada pelo autor.',
  report: 'Denunciar',
  reportTitle: 'Denunciar esta publicação?',
  sendReport: 'Enviar denúncia',
  chooseReason: 'Escolha um motivo.',
  reason: 'Fora do assunto',
  details: /Detalhes/,
  reportedMark: 'Denunciado',
  moderation: /^Moderação/,
  closeTopic: 'Fechar tópico',
  closedNotice: 'Este tópico foi fechado por um moderador e não aceita novas respostas.',
};

const EN: Words = {
  locale: 'en-US',
  viewport: SITE_VIEWPORTS.mobile,
  topic: 'Tips for your first week on the platform',
  reported: 'Report your sales the same day: the points show up at once.',
  forums: 'Forums',
  general: 'General',
  replyLabel: /Your reply/,
  reply: 'Bookmark the forum to keep up with new topics.',
  send: 'Reply',
  edit: 'Edit',
  save: 'Save',
  del: 'Delete',
  deleteTitle: 'Delete the reply?',
  deleted: 'Reply deleted by its author.',
  report: 'Report',
  reportTitle: 'Report this post?',
  sendReport: 'Send report',
  chooseReason: 'Choose a reason.',
  reason: 'Off topic',
  details: /Details/,
  reportedMark: 'Reported',
  moderation: /^Moderation/,
  closeTopic: 'Close topic',
  closedNotice: 'A moderator closed this topic: it takes no more replies.',
};

/** The reply (a list item of the thread) that holds `text`. */
const replyWith = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });

/** Signs in as the moderator in a browser context of their own and closes `topic` from the report of `details`. */
async function moderatorCloses(browser: Browser, words: Words, details: string): Promise<void> {
  const context = await browser.newContext({ viewport: words.viewport });
  await skipCookieBanner(context);
  const page = await context.newPage();
  const site = new SitePage(page);
  await site.signIn('moderator');
  await site.goto(`/forum?locale=${words.locale}`);
  await page.getByRole('tab', { name: words.moderation }).click();
  const report = page.getByRole('listitem').filter({ hasText: details });
  await expect(report).toBeVisible();
  await expect(report.getByText(words.reported)).toBeVisible();
  await site.settled();
  await site.expectAccessible(`moderation queue (${words.locale})`);
  await report.getByRole('button', { name: words.closeTopic }).click();
  // Closing the topic settles every report of its thread: this one leaves the queue.
  await expect(page.getByRole('listitem').filter({ hasText: details })).toHaveCount(0);
  site.expectNoErrors(`moderator (${words.locale})`);
  await context.close();
}

for (const words of [PT, EN]) {
  test(`a learner replies, edits and deletes her reply, reports another; the moderator closes the topic (${words.locale}, ${words.viewport.width}px)`, async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(90_000);
    await skipCookieBanner(context);
    await page.setViewportSize(words.viewport);
    const site = new SitePage(page);
    await site.signIn('learner');
    await site.goto(`/forum?locale=${words.locale}`);
    await page.getByRole('button', { name: words.general, exact: true }).click();
    await page.getByRole('link', { name: words.topic }).click();
    await expect(page).toHaveURL(/\/forum\/\d+$/);
    await expect(page.getByRole('heading', { name: words.topic })).toBeVisible();
    await site.settled();
    await site.expectAccessible(`topic (${words.locale})`);

    // Reply, then edit and delete the reply.
    await page.getByRole('textbox', { name: words.replyLabel }).fill(words.reply);
    await page.getByRole('button', { name: words.send, exact: true }).click();
    const mine = replyWith(page, words.reply);
    await expect(mine).toBeVisible();
    await expect(page.getByRole('textbox', { name: words.replyLabel }).last()).toHaveValue('');
    await mine.getByRole('button', { name: words.edit }).click();
    const edited = `${words.reply} (2)`;
    // The reply being edited: its text is now the value of a text box, which is not text of the item (the built
    // site renders with Preact, which sets a textarea's value, not its text content as React does).
    const editing = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: words.save }) });
    await editing.getByRole('textbox', { name: words.replyLabel }).fill(edited);
    await editing.getByRole('button', { name: words.save }).click();
    const editedReply = replyWith(page, edited);
    await expect(editedReply).toBeVisible();
    await editedReply.getByRole('button', { name: words.del }).click();
    const confirm = page.getByRole('alertdialog', { name: words.deleteTitle });
    await confirm.getByRole('button', { name: words.del }).click();
    await expect(page.getByText(words.deleted)).toBeVisible();
    await expect(page.getByText(edited)).toHaveCount(0);

    // Report someone else's reply: confirmed, with a reason.
    const other = replyWith(page, words.reported);
    await other.getByRole('button', { name: words.report }).click();
    const dialog = page.getByRole('dialog', { name: words.reportTitle });
    await dialog.getByRole('button', { name: words.sendReport }).click();
    await expect(dialog.getByText(words.chooseReason)).toBeVisible();
    await site.expectAccessible(`report dialog (${words.locale})`);
    await dialog.getByRole('radio', { name: words.reason }).check();
    const details = `e2e ${words.locale} ${Date.now()}`;
    await dialog.getByRole('textbox', { name: words.details }).fill(details);
    await dialog.getByRole('button', { name: words.sendReport }).click();
    await expect(dialog).toBeHidden();
    await expect(other.getByText(words.reportedMark)).toBeVisible();

    // The moderator closes the topic; the learner's page says so at once and takes no more replies.
    await moderatorCloses(browser, words, details);
    await expect(page.getByText(words.closedNotice)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('textbox', { name: words.replyLabel })).toHaveCount(0);
    site.expectNoErrors(`learner (${words.locale})`);
  });
}
