import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { sendPhoneCode, verifyPhoneCode } from './phone-verification';
import { profiles, tokenFamilies, userIdentities, users, verificationCodes } from '../db/schema';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';
import { passwordGrant } from '../test-support/auth-test-helpers.test-util';
import {
  accountContext,
  createUser,
  lastCode,
  manualClock,
  newCpf,
  newEmail,
  registrationChoices,
  sendJson,
  signIn,
  TEST_ADDRESS,
  TEST_PASSWORD,
} from './account-test-helpers.test-util';

let counter = 0;

describeEachDatabase('profile', (kind) => {
  const context = useTestApp(kind, { seed: true });

  /** A signed-in user with a profile (mobile phone, birthday) and a document. */
  async function person(phone = `+55 11 9${String(10_000_000 + (counter + 1) * 7).slice(0, 8)}`) {
    counter += 1;
    const { db } = context.database;
    const user = await createUser(db, `profile-${counter}`, { email: newEmail('profile') });
    await db
      .update(users)
      .set({ document: newCpf(), documentCountry: 'BRA', fullName: `Pessoa ${counter}` })
      .where(eq(users.id, user.id));
    await db.insert(profiles).values({
      userId: user.id,
      name: 'Pessoa',
      lastName: String(counter),
      phoneMobile: phone,
      birthdayDate: '1991-01-01',
    });
    const tokens = await signIn(context.app, user.username, TEST_PASSWORD);
    return { ...user, fullName: `Pessoa ${counter}`, phone, token: tokens.access_token };
  }

  const get = (token: string) => sendJson(context.app, '/accounts/profile/', undefined, { method: 'GET', auth: token });
  const patch = (token: string, body: unknown) =>
    sendJson(context.app, '/accounts/profile/', body, { method: 'PATCH', auth: token });

  it('needs a signed-in user, before looking at the body', async () => {
    for (const [method, url] of [
      ['GET', '/accounts/profile/'],
      ['PATCH', '/accounts/profile/'],
      ['DELETE', '/accounts/profile/'],
      ['POST', '/accounts/complete_register/'],
      ['POST', '/accounts/change_password/'],
      ['POST', '/accounts/phone_verification/send/'],
      ['POST', '/accounts/accept_terms/'],
    ] as const) {
      const response = await sendJson(context.app, url, { nonsense: true }, { method });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().code).toBe('unauthorized');
    }
  });

  it('shows each user only their own profile, and ignores ids in a body', async () => {
    const a = await person();
    const b = await person();
    const mine = await get(a.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      id: a.id,
      username: a.username,
      phone_mobile: a.phone,
      phone_mobile_verified: false,
      birthday_date: '1991-01-01',
    });
    expect((await get(b.token)).json()).toMatchObject({ id: b.id, username: b.username });

    const sneaky = await patch(b.token, {
      id: a.id,
      user_id: a.id,
      username: a.username,
      status: 'approved',
      is_superuser: true,
      roles: ['platform_admin'],
      nickname: 'Bee',
    });
    expect(sneaky.statusCode, sneaky.body).toBe(200);
    expect(sneaky.json()).toMatchObject({ id: b.id, username: b.username, nickname: 'Bee' });
    const [rowB] = await context.database.db.select().from(users).where(eq(users.id, b.id));
    expect(rowB).toMatchObject({ isSuperuser: false, roles: [] });
    expect((await get(a.token)).json()).toMatchObject({ nickname: null });
  });

  it('updates with core’s rules, answering each failing field', async () => {
    const a = await person();
    const bad = await patch(a.token, {
      name: ' ',
      email: 'bad@',
      phone_commercial: '12',
      birthday_date: '2999-01-01',
      address: { address: 'Rua A', number: '1', city: 'São Paulo' },
      profession: 'p'.repeat(257),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      code: 'text_too_long',
      field_errors: {
        profession: 'text_too_long',
        name: 'required_fields_missing',
        email: 'invalid_email',
        phone_commercial: 'invalid_phone',
        birthday_date: 'invalid_birthday',
        'address.neighborhood': 'required_fields_missing',
        'address.state': 'required_fields_missing',
        'address.zip_code': 'required_fields_missing',
      },
    });
    const email = newEmail('changed');
    expect((await patch(a.token, { email })).json()).toMatchObject({ code: 'emails_do_not_match' });
    expect((await patch(a.token, { birthday_date: '2015-05-05' })).json()).toMatchObject({ code: 'underage' });
    expect((await patch(a.token, { agencies: [] })).json()).toMatchObject({ code: 'company_agency_required' });
    const taken = await patch(a.token, {
      email: 'LEARNER@campus.example',
      email_confirmation: 'learner@campus.example',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('email_already_registered');

    const { agency } = await registrationChoices(context.app);
    const good = await patch(a.token, {
      email,
      email_confirmation: email,
      last_name: 'Nova',
      phone_mobile: '+55 11 91111-2222',
      address: TEST_ADDRESS,
      gender: 'female',
      marital_status: 'married',
      children_count: 2,
      is_handicapped: true,
      handicap_description: 'Baixa visão',
      agencies: [{ id: agency.id, brand_ids: [agency.brands[0]?.id ?? 0] }],
      language: 'en-US',
      country: 'ARG',
    });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toMatchObject({
      email,
      last_name: 'Nova',
      full_name: 'Pessoa Nova',
      phone_mobile: '+55 11 91111-2222',
      phone_mobile_verified: false,
      address: { city: 'São Paulo', zip_code: '01000-000', complement: null },
      children_count: 2,
      company_agency: { id: agency.id },
      language: 'en-US',
      country: 'ARG',
    });
    // A partial address merges with the stored one.
    expect((await patch(a.token, { address: { number: '2' } })).json()).toMatchObject({
      address: { number: '2', city: 'São Paulo' },
    });
    // The avatar is not a field of the update: only the upload route (avatar-routes) sets it, re-encoded.
    const withAvatar = await patch(a.token, { avatar: 'https://tracker.example/pixel.png', nickname: 'Pê' });
    expect(withAvatar.statusCode).toBe(200);
    expect(withAvatar.json()).toMatchObject({ nickname: 'Pê', avatar: null });
  });

  it('completes the registration, asking for the document when the account has none', async () => {
    const { db } = context.database;
    const user = await createUser(db, `complete-${kind}`, { email: newEmail('complete') });
    const token = (await signIn(context.app, user.username, TEST_PASSWORD)).access_token;
    const { agency, chain } = await registrationChoices(context.app);
    const body = {
      name: 'Clara',
      last_name: 'Melo',
      birthday_date: '1993-09-09',
      phone_mobile: '+55 21 93333-4444',
      address: {
        address: 'Rua B',
        number: '2',
        neighborhood: 'Centro',
        state: 'RJ',
        city: 'Rio de Janeiro',
        zip_code: '20000-000',
      },
      accept_terms: true,
      agencies: [{ id: agency.id, brand_ids: [agency.brands[0]?.id ?? 0] }],
      chains: [{ id: chain.id, store_ids: [chain.stores[0]?.id ?? 0] }],
      document_country: 'BRA',
    };
    const post = (payload: unknown) => sendJson(context.app, '/accounts/complete_register/', payload, { auth: token });
    expect((await post(body)).json()).toMatchObject({ code: 'document_required' });
    expect((await post({ ...body, document: '52998224725' })).json()).toMatchObject({ code: 'document_already_used' });
    expect((await post({ ...body, document: newCpf(), accept_terms: false })).json()).toMatchObject({
      code: 'terms_not_accepted',
    });
    const document = newCpf();
    const done = await post({ ...body, document });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      register_completed: true,
      document,
      accept_terms_and_conditions: true,
      retailers: [{ id: chain.id, stores: [{ id: chain.stores[0]?.id }] }],
    });
  });

  it('sets the terms and cookie flags', async () => {
    const { db } = context.database;
    const user = await createUser(db, `flags-${kind}`);
    const token = (await signIn(context.app, user.username, TEST_PASSWORD)).access_token;
    const terms = await sendJson(context.app, '/accounts/accept_terms/', undefined, { auth: token });
    expect(terms.json()).toEqual({ accept_terms_and_conditions: true, accept_cookies_policy: false });
    const cookies = await sendJson(
      context.app,
      '/accounts/accept_cookies/',
      { accept_cookies_policy: true },
      { auth: token },
    );
    expect(cookies.json()).toEqual({ accept_terms_and_conditions: true, accept_cookies_policy: true });
    expect(
      (await sendJson(context.app, '/accounts/accept_cookies/', { accept_cookies_policy: 'yes' }, { auth: token }))
        .statusCode,
    ).toBe(400);
  });

  it('changes the password, checking the current one, and signs out the other sessions', async () => {
    const a = await person();
    const other = await signIn(context.app, a.username, TEST_PASSWORD);
    const change = (body: unknown) => sendJson(context.app, '/accounts/change_password/', body, { auth: a.token });
    const wrong = await change({
      current_password: 'nope',
      password: 'Brand-New1',
      password_confirmation: 'Brand-New1',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      code: 'current_password_incorrect',
      field_errors: { current_password: 'current_password_incorrect' },
    });
    expect(
      (await change({ current_password: TEST_PASSWORD, password: 'short', password_confirmation: 'short' })).json(),
    ).toMatchObject({
      code: 'password_too_short',
    });
    const done = await change({
      current_password: TEST_PASSWORD,
      password: 'Brand-New1',
      password_confirmation: 'Brand-New1',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await get(a.token)).statusCode).toBe(200);
    expect((await get(other.access_token)).statusCode).toBe(401);
    expect((await passwordGrant(context.app, a.username, 'Brand-New1')).statusCode).toBe(200);
  });

  it('verifies a phone with a code: cooldown, wrong code, right code; nobody else’s code works', async () => {
    const a = await person('+55 11 97777-0001');
    const b = await person('+55 11 97777-0002');
    const send = (token: string, body: unknown = {}) =>
      sendJson(context.app, '/accounts/phone_verification/send/', body, { auth: token });
    const verify = (token: string, code: string) =>
      sendJson(context.app, '/accounts/phone_verification/verify/', { code }, { auth: token });

    const sent = await send(a.token);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ duration: 300, expires_in: 600, start_time: expect.any(Number) });
    const cooling = await send(a.token, { channel: 'whatsapp' });
    expect(cooling.statusCode).toBe(429);
    expect(cooling.json().code).toBe('verification_code_cooldown');
    expect(Number(cooling.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(a.token, { phone_type: 'commercial' })).json()).toMatchObject({ code: 'no_registered_phone' });

    const codeA = await lastCode(context.database.db, a.phone);
    expect((await send(b.token)).statusCode).toBe(200);
    expect((await verify(b.token, codeA)).json().code).toBe('invalid_verification_code');
    const wrong = String((Number(codeA) + 1) % 1_000_000).padStart(6, '0');
    expect((await verify(a.token, wrong)).statusCode).toBe(422);
    const right = await verify(a.token, codeA);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ phone_type: 'mobile', verified: true });
    expect((await get(a.token)).json()).toMatchObject({ phone_mobile_verified: true });
    expect((await get(b.token)).json()).toMatchObject({ phone_mobile_verified: false });
    // A changed number is no longer verified.
    expect((await patch(a.token, { phone_mobile: '+55 11 97777-0009' })).json()).toMatchObject({
      phone_mobile_verified: false,
    });
  });

  it('expires phone codes after ten minutes (injected clock)', async () => {
    const a = await person('+55 11 96666-0001');
    const clock = manualClock();
    const ctx = accountContext(context.app, clock);
    await sendPhoneCode(ctx, a.id, { phoneType: 'mobile', channel: 'sms', locale: 'pt-BR' });
    const code = await lastCode(context.database.db, a.phone);
    clock.advance(600);
    await expect(verifyPhoneCode(ctx, a.id, { phoneType: 'mobile', code })).rejects.toMatchObject({
      status: 422,
      code: 'invalid_verification_code',
    });
    await expect(
      sendPhoneCode(ctx, a.id, { phoneType: 'mobile', channel: 'sms', locale: 'pt-BR' }),
    ).resolves.toMatchObject({ duration: 300 });
  });

  it('deletes the account only with the right name: data anonymised, sessions revoked, others untouched', async () => {
    const a = await person();
    const b = await person();
    const { db } = context.database;
    await db
      .insert(userIdentities)
      .values({ userId: a.id, issuer: 'https://accounts.google.com', subject: `sub-${a.id}` });
    const remove = (token: string, fullName: unknown) =>
      sendJson(context.app, '/accounts/profile/', { full_name: fullName }, { method: 'DELETE', auth: token });
    const mismatch = await remove(a.token, b.fullName);
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toMatchObject({
      code: 'account_name_mismatch',
      field_errors: { full_name: 'account_name_mismatch' },
    });

    const deleted = await remove(a.token, `  ${a.fullName.toUpperCase().replace(' ', '   ')} `);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(deleted.body).toBe('');
    expect((await get(a.token)).statusCode).toBe(401);
    expect((await passwordGrant(context.app, a.username, TEST_PASSWORD)).statusCode).toBe(400);

    const [row] = await db.select().from(users).where(eq(users.id, a.id));
    expect(row).toMatchObject({
      email: null,
      document: null,
      passwordHash: null,
      fullName: '',
      status: 'blocked',
      roles: [],
    });
    expect(row?.username).toMatch(/^deleted-/);
    expect(await db.select().from(profiles).where(eq(profiles.userId, a.id))).toEqual([]);
    expect(await db.select().from(userIdentities).where(eq(userIdentities.userId, a.id))).toEqual([]);
    expect(await db.select().from(verificationCodes).where(eq(verificationCodes.userId, a.id))).toEqual([]);
    const families = await db.select().from(tokenFamilies).where(eq(tokenFamilies.userId, a.id));
    expect(families.every((family) => family.revokedAt !== null)).toBe(true);
    expect((await get(b.token)).json()).toMatchObject({ id: b.id, email: b.email });
  });
});
