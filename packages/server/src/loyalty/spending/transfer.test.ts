import { cpfCheckDigits, transferredPointsExpiryDate } from '@campus/core/rules';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { productToday } from '../../shared/product-time';
import { ledgerEntries, pointTransfers } from '../../db/schema';
import { expectLedgerConsistent } from '../ledger-invariants.test-util';
import { createDevelopmentPartner, PartnerUnavailableError, setPartnerProgramme } from './transfer-partner';
import type { DevelopmentPartner } from './transfer-partner';
import { describeEachDatabase, useTestApp } from '../../test-support/test-app.test-util';
import { balanceOf, givePoints } from '../spending-test-helpers.test-util';
import { sendJson, useDemoTokens, userIdOf } from '../loyalty-test-helpers.test-util';

const cpf = (body: string) => `${body}${cpfCheckDigits(body)}`;
const SELLER = cpf('123456789');
const CASHIER = cpf('987654321');

describeEachDatabase('POST /api/points/transfer/', (kind) => {
  const partner: DevelopmentPartner = createDevelopmentPartner();
  let partnerDown = false;
  const context = useTestApp(kind, {
    seed: true,
    routes: (app) =>
      setPartnerProgramme(app, {
        findRegistration: (document) => partner.findRegistration(document),
        credit: (credit) => {
          if (partnerDown) return Promise.reject(new PartnerUnavailableError('down for the test'));
          return partner.credit(credit);
        },
      }),
  });
  const tokens = useDemoTokens(context, ['agent', 'owner', 'learner']);

  it('sends points, records the 12-month deadline and debits the ledger', async () => {
    const agent = await userIdOf(context.database.db, 'agent');
    await givePoints(context.database.db, agent, 1000);
    const before = await balanceOf(context.database.db, agent);
    const response = await sendJson(context.app, 'POST', '/api/points/transfer/', tokens.agent, {
      points: 300,
      document: `${SELLER.slice(0, 3)}.${SELLER.slice(3, 6)}.${SELLER.slice(6, 9)}-${SELLER.slice(9)}`,
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      points: 300,
      document: SELLER,
      partner_role: 'seller',
      redeem_by: transferredPointsExpiryDate(productToday()),
      balance: before - 300,
    });
    expect(partner.credits()).toEqual([
      expect.objectContaining({ document: SELLER, points: 300, reference: `campus-transfer-${body.id}` }),
    ]);
    const [transfer] = await context.database.db.select().from(pointTransfers).where(eq(pointTransfers.id, body.id));
    expect(transfer?.redeemBy).toBe(body.redeem_by);
    const [entry] = await context.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.sourceType, 'point_transfer'), eq(ledgerEntries.sourceId, body.id)));
    expect(entry).toMatchObject({ kind: 'transferred', points: -300 });
    await expectLedgerConsistent(context.database.db, agent);
  });

  it('refuses another account sending to the same document', async () => {
    const owner = await userIdOf(context.database.db, 'owner');
    await givePoints(context.database.db, owner, 500);
    const response = await sendJson(context.app, 'POST', '/api/points/transfer/', tokens.owner, {
      points: 10,
      document: SELLER,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'points_already_sent_with_document',
      message: 'Os pontos já foram enviados com este documento por outra conta.',
    });
  });

  it('refuses without a sending role, and each partner rule with its code', async () => {
    const learner = await sendJson(context.app, 'POST', '/api/points/transfer/', tokens.learner, {
      points: 10,
      document: SELLER,
    });
    expect(learner.statusCode).toBe(403);
    expect(learner.json()).toMatchObject({
      code: 'no_access_to_send_points',
      message: 'Você não tem permissão ou acesso para enviar pontos.',
    });
    const cases: [string, number, string][] = [
      ['111.111.111-11', 10, 'invalid_document'],
      [cpf('444555666'), 10, 'inactive_registration'],
      [cpf('222333444'), 10, 'inactive_registration'],
      [cpf('777888999'), 10, 'invalid_role'],
      [CASHIER, 0, 'no_points'],
      [CASHIER, 10_000_000, 'insufficient_points'],
    ];
    for (const [document, points, code] of cases) {
      const response = await sendJson(context.app, 'POST', '/api/points/transfer/', tokens.owner, { points, document });
      expect(response.statusCode, `${document} ${points}`).toBe(422);
      expect(response.json().code).toBe(code);
    }
  });

  it('writes nothing when the partner cannot be reached', async () => {
    const owner = await userIdOf(context.database.db, 'owner');
    const before = await balanceOf(context.database.db, owner);
    partnerDown = true;
    const response = await sendJson(context.app, 'POST', '/api/points/transfer/', tokens.owner, {
      points: 50,
      document: CASHIER,
    });
    partnerDown = false;
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('partner_unavailable');
    expect(await balanceOf(context.database.db, owner)).toBe(before);
    const retried = await sendJson(context.app, 'POST', '/api/points/transfer/', tokens.owner, {
      points: 50,
      document: CASHIER,
    });
    expect(retried.statusCode, retried.body).toBe(201);
    await expectLedgerConsistent(context.database.db, owner);
  });
});
