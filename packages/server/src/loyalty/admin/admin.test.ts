import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { productToday } from '../../shared/product-time';
import { campaigns, memberCampaignLevels, memberMessages, pointAccounts } from '../../db/schema';
import { runCloseCampaignCommand } from './close-campaign-command';
import { expectLedgerConsistent } from '../ledger-invariants.test-util';
import { describeEachDatabase, useTestApp } from '../../test-support/test-app.test-util';
import {
  dayFromToday,
  jpegWithExif,
  postMultipart,
  saleFields,
  sendJson,
  useDemoIds,
  useDemoTokens,
} from '../loyalty-test-helpers.test-util';

describeEachDatabase('loyalty administration', (kind) => {
  const context = useTestApp(kind, { seed: true });
  const tokens = useDemoTokens(context, ['agent', 'owner', 'auditor', 'admin', 'learner']);
  const ids = useDemoIds(context);
  let photo: Buffer;

  beforeAll(async () => {
    photo = await jpegWithExif(3);
  });

  const sell = (invoice: string) =>
    postMultipart(
      context.app,
      '/api/sales/',
      tokens.agent,
      saleFields(ids.store('Horizonte Paulista'), { invoice_number: invoice }),
      { invoice_photo: { bytes: photo } },
    );
  const balance = async (token: string) => (await sendJson(context.app, 'GET', '/api/points/', token)).json().balance;

  it('lists sales by status for auditors only', async () => {
    const credited = await sendJson(context.app, 'GET', '/api/admin/sales/?status=credited', tokens.auditor);
    expect(credited.statusCode).toBe(200);
    expect(credited.json().results.length).toBeGreaterThan(0);
    for (const sale of credited.json().results) expect(sale.status).toBe('credited');
    expect(credited.json().results[0].member).toEqual(expect.objectContaining({ username: expect.any(String) }));
    const rejected = await sendJson(context.app, 'GET', '/api/admin/sales/?status=rejected', tokens.admin);
    expect(rejected.json().results.map((sale: { invoice_number: string }) => sale.invoice_number)).toEqual([
      'NF-30102',
    ]);
    expect((await sendJson(context.app, 'GET', '/api/admin/sales/', tokens.agent)).statusCode).toBe(403);
    expect((await sendJson(context.app, 'GET', '/api/admin/sales/?status=lost', tokens.auditor)).statusCode).toBe(400);
  });

  it('pages the queue oldest first, with or without a status, each page its own slice', async () => {
    const invoices = async (query: string) => {
      const page = (await sendJson(context.app, 'GET', `/api/admin/sales/?${query}`, tokens.auditor)).json();
      return {
        count: page.count,
        invoices: page.results.map((sale: { invoice_number: string }) => sale.invoice_number),
      };
    };
    const all = await invoices('page_size=100');
    expect(all.invoices.length).toBe(all.count);
    expect(all.count).toBeGreaterThan(2);
    expect(await invoices('page_size=1&page=2')).toEqual({ count: all.count, invoices: [all.invoices[1]] });
    expect(await invoices('page_size=2&page=2')).toEqual({ count: all.count, invoices: all.invoices.slice(2, 4) });
    const approved = await invoices('status=approved&page_size=100');
    expect(approved.count).toBeGreaterThan(1);
    expect(await invoices('status=approved&page_size=1&page=2')).toEqual({
      count: approved.count,
      invoices: [approved.invoices[1]],
    });
  });

  it('approves a sale, and rejects another: points reversed, reason shown, invoice sent again', async () => {
    const approved = await sell('NF-AUDIT-1');
    const approval = await sendJson(
      context.app,
      'POST',
      `/api/admin/sales/${approved.json().id}/audit/`,
      tokens.auditor,
      { decision: 'approve' },
    );
    expect(approval.statusCode).toBe(200);
    expect(approval.json().status).toBe('approved');
    const twice = await sendJson(context.app, 'POST', `/api/admin/sales/${approved.json().id}/audit/`, tokens.auditor, {
      decision: 'reject',
      reason: 'tarde demais',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('sale_already_audited');

    const sale = await sell('NF-AUDIT-2');
    const before = await balance(tokens.agent);
    const noReason = await sendJson(context.app, 'POST', `/api/admin/sales/${sale.json().id}/audit/`, tokens.auditor, {
      decision: 'reject',
    });
    expect(noReason.statusCode).toBe(400);
    const rejection = await sendJson(context.app, 'POST', `/api/admin/sales/${sale.json().id}/audit/`, tokens.auditor, {
      decision: 'reject',
      reason: 'Nota ilegível',
    });
    expect(rejection.statusCode).toBe(200);
    expect(rejection.json()).toEqual(
      expect.objectContaining({ status: 'rejected', rejection_reason: 'Nota ilegível', unrecovered_points: 0 }),
    );
    expect(await balance(tokens.agent)).toBe(before - sale.json().total_points);
    const statement = (await sendJson(context.app, 'GET', '/api/points/statement/?kind=reversed', tokens.agent)).json();
    expect(statement.results[0]).toEqual(
      expect.objectContaining({ points: -sale.json().total_points, source: { type: 'sale', id: sale.json().id } }),
    );
    const mine = (await sendJson(context.app, 'GET', '/api/sales/', tokens.agent)).json();
    expect(mine.results.find((entry: { id: number }) => entry.id === sale.json().id)).toEqual(
      expect.objectContaining({ status: 'rejected', rejection_reason: 'Nota ilegível' }),
    );
    const [message] = await context.database.db
      .select()
      .from(memberMessages)
      .where(and(eq(memberMessages.userId, ids.user('agent')), eq(memberMessages.kind, 'sale_rejected')));
    expect(message?.params).toEqual(expect.objectContaining({ invoice_number: 'NF-AUDIT-2', reason: 'Nota ilegível' }));
    // The member may send the invoice again.
    expect((await sell('NF-AUDIT-2')).statusCode).toBe(201);
    expect(
      (await sendJson(context.app, 'POST', '/api/admin/sales/999999/audit/', tokens.auditor, { decision: 'approve' }))
        .statusCode,
    ).toBe(404);
    await expectLedgerConsistent(context.database.db, ids.user('agent'));
  });

  it('adjusts points up and down, never below zero', async () => {
    const owner = ids.user('owner');
    const start = await balance(tokens.owner);
    const up = await sendJson(context.app, 'POST', '/api/admin/points/adjustments/', tokens.admin, {
      user: owner,
      points: 250,
      reason: 'Campanha de incentivo',
    });
    expect(up.statusCode).toBe(201);
    expect(up.json()).toEqual({ id: expect.any(Number), user: owner, points: 250, balance: start + 250 });
    const tooMuch = await sendJson(context.app, 'POST', '/api/admin/points/adjustments/', tokens.admin, {
      user: owner,
      points: -(start + 251),
      reason: 'Correção',
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().code).toBe('balance_below_zero');
    const down = await sendJson(context.app, 'POST', '/api/admin/points/adjustments/', tokens.admin, {
      user: owner,
      points: -(start + 250),
      reason: 'Correção',
    });
    expect(down.json().balance).toBe(0);
    const statement = (await sendJson(context.app, 'GET', '/api/points/statement/?kind=adjusted', tokens.owner)).json();
    expect(statement.results[0]).toEqual(expect.objectContaining({ points: -(start + 250), note: 'Correção' }));
    const unknown = await sendJson(context.app, 'POST', '/api/admin/points/adjustments/', tokens.admin, {
      user: 999999,
      points: 1,
      reason: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    const zero = await sendJson(context.app, 'POST', '/api/admin/points/adjustments/', tokens.admin, {
      user: owner,
      points: 0,
      reason: 'x',
    });
    expect(zero.statusCode).toBe(400);
    expect(
      (
        await sendJson(context.app, 'POST', '/api/admin/points/adjustments/', tokens.auditor, {
          user: owner,
          points: 1,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(403);
    await expectLedgerConsistent(context.database.db, owner);
  });

  it('blocks a member, who loses access at once (‘Você foi bloqueado’), and unblocks them', async () => {
    const learner = ids.user('learner');
    const block = await sendJson(context.app, 'POST', `/api/admin/members/${learner}/block/`, tokens.admin, {
      reason: 'Notas repetidas',
    });
    expect(block.statusCode).toBe(200);
    expect(block.json()).toEqual({ user: learner, status: 'blocked' });
    const refused = await sendJson(context.app, 'GET', '/api/me/', tokens.learner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'user_blocked', message: 'Você foi bloqueado' });
    const again = await sendJson(context.app, 'POST', `/api/admin/members/${learner}/block/`, tokens.admin, {
      reason: 'de novo',
    });
    expect(again.json().code).toBe('member_already_blocked');
    const admin = ids.user('admin');
    expect(
      (await sendJson(context.app, 'POST', `/api/admin/members/${admin}/block/`, tokens.admin, { reason: 'x' }))
        .statusCode,
    ).toBe(403);
    const unblock = await sendJson(context.app, 'POST', `/api/admin/members/${learner}/unblock/`, tokens.admin);
    expect(unblock.json()).toEqual({ user: learner, status: 'approved' });
    expect((await sendJson(context.app, 'GET', '/api/me/', tokens.learner)).statusCode).toBe(200);
    const notBlocked = await sendJson(context.app, 'POST', `/api/admin/members/${learner}/unblock/`, tokens.admin);
    expect(notBlocked.json().code).toBe('member_not_blocked');
  });

  it('closes an ended campaign: its points expire, levels carry over or drop one, experience stays', async () => {
    const db = context.database.db;
    const [, , previous, active, next] = await db.select().from(campaigns).orderBy(asc(campaigns.beginDate));
    if (!previous || !active || !next) throw new Error('campaigns');
    const running = await sendJson(context.app, 'POST', `/api/admin/campaigns/${active.id}/close/`, tokens.admin);
    expect(running.statusCode).toBe(409);
    expect(running.json().code).toBe('campaign_not_finished');

    // The previous campaign's points expired already (lazily); closing it carries levels and is repeatable.
    const closed = await sendJson(context.app, 'POST', `/api/admin/campaigns/${previous.id}/close/`, tokens.admin);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toEqual(
      expect.objectContaining({ campaign_id: previous.id, points_expired: 0, next_campaign_id: active.id }),
    );

    // End the active campaign yesterday and close it with the command.
    const agent = ids.user('agent');
    const [accountBefore] = await db.select().from(pointAccounts).where(eq(pointAccounts.userId, agent));
    await db
      .update(campaigns)
      .set({ endDate: dayFromToday(-1) })
      .where(eq(campaigns.id, active.id));
    const lines: string[] = [];
    const code = await runCloseCampaignCommand([String(active.id)], db, productToday(), (line) => lines.push(line));
    expect(code).toBe(0);
    const result = JSON.parse(lines[0] ?? '{}');
    expect(result).toEqual(expect.objectContaining({ campaign_id: active.id, next_campaign_id: next.id }));
    expect(result.points_expired).toBeGreaterThan(0);
    const [accountAfter] = await db.select().from(pointAccounts).where(eq(pointAccounts.userId, agent));
    expect(accountAfter?.balance).toBe(0);
    expect(accountAfter?.experiencePoints).toBe(accountBefore?.experiencePoints);
    // The agent (Creator) earned under 5000 level points in the campaign: one level down, to basic.
    const [carried] = await db
      .select()
      .from(memberCampaignLevels)
      .where(and(eq(memberCampaignLevels.userId, agent), eq(memberCampaignLevels.campaignId, next.id)));
    expect(carried?.level).toBe('basic');
    await expectLedgerConsistent(db, agent);

    const rerun: string[] = [];
    expect(await runCloseCampaignCommand(['--due'], db, productToday(), (line) => rerun.push(line))).toBe(0);
    expect(rerun.map((line) => JSON.parse(line).points_expired)).toEqual(rerun.map(() => 0));
    const usage: string[] = [];
    expect(await runCloseCampaignCommand(['abc'], db, productToday(), (line) => usage.push(line))).toBe(2);
    expect(await runCloseCampaignCommand([String(next.id)], db, productToday(), () => undefined)).toBe(1);
  });
});
