import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { profiles, userAgencies, userBrands, userClients, users, userStores } from '../db/schema';
import { verifySecret } from '../security/password-hash';
import { DEMO_USERS, demoDocument } from '../seed/demo';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';
import { DEMO_BASIC, passwordGrant } from '../test-support/auth-test-helpers.test-util';
import {
  demoProfileId,
  freshIp,
  newCpf,
  newEmail,
  registrationChoices,
  sendJson,
  validRegistration,
} from './account-test-helpers.test-util';

const learner = DEMO_USERS.find((user) => user.username === 'learner');
if (!learner) throw new Error('the demo learner is missing');

describeEachDatabase('registration', (kind) => {
  const context = useTestApp(kind, { seed: true });
  const post = (path: string, body: unknown) => sendJson(context.app, path, body, { auth: 'client' });

  it('registers a learner: approved, signs in, profile and choices stored, member of the client', async () => {
    const formatted = newCpf().replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
    const body = await validRegistration(context.app, { document: formatted });
    const response = await post('/accounts/register/', body);
    expect(response.statusCode, response.body).toBe(201);
    const digits = body.document.replace(/\D/g, '');
    expect(response.json()).toEqual({ id: expect.any(Number), username: digits, status: 'approved' });
    expect((await passwordGrant(context.app, digits, body.password)).statusCode).toBe(200);

    const id = response.json<{ id: number }>().id;
    const { db } = context.database;
    const [user] = await db.select().from(users).where(eq(users.id, id));
    expect(user).toMatchObject({
      document: digits,
      documentCountry: 'BRA',
      fullName: 'Rita Lopes',
      roles: [],
      acceptTermsAndConditions: true,
    });
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, id));
    expect(profile).toMatchObject({
      name: 'Rita',
      lastName: 'Lopes',
      birthdayDate: '1990-02-03',
      registrationVariant: 'register',
      registrationProfileId: await demoProfileId(context.app, null),
    });
    expect(await db.select().from(userAgencies).where(eq(userAgencies.userId, id))).toHaveLength(1);
    expect(await db.select().from(userBrands).where(eq(userBrands.userId, id))).toHaveLength(1);
    expect(await db.select().from(userStores).where(eq(userStores.userId, id))).toHaveLength(1);
    expect(await db.select().from(userClients).where(eq(userClients.userId, id))).toHaveLength(1);
  });

  it('needs the client credentials', async () => {
    const response = await sendJson(context.app, '/accounts/register/', await validRegistration(context.app));
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('invalid_client');
  });

  it('reports every failing rule at once: the first code, and each field with its code', async () => {
    const { chain } = await registrationChoices(context.app);
    const body = await validRegistration(context.app, {
      name: ' ',
      document: '111.111.111-11',
      email: 'not-an-email',
      phone_mobile: '123',
      password: 'abc',
      password_confirmation: 'abd',
      accept_terms: false,
      birthday_date: '2015-01-01',
      agencies: [],
      chains: [{ id: chain.id, store_ids: [] }],
    });
    const response = await post('/accounts/register/', body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'required_fields_missing',
      message: 'Certifique-se de que todos os campos obrigatórios estão preenchidos',
      field_errors: {
        name: 'required_fields_missing',
        document: 'invalid_document',
        email: 'invalid_email',
        phone_mobile: 'invalid_phone',
        password: 'password_too_short',
        password_confirmation: 'passwords_do_not_match',
        accept_terms: 'terms_not_accepted',
        birthday_date: 'underage',
        agencies: 'company_agency_required',
        chains: 'store_required',
      },
    });
  });

  it('refuses each rule with its own code', async () => {
    const { agency, otherAgency, chain } = await registrationChoices(context.app);
    const brand = agency.brands[0]?.id ?? 0;
    const otherBrand = otherAgency.brands[0]?.id ?? 0;
    const email = newEmail();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ document: ' ' }, 'document', 'document_required'],
      [{ document: '529.982.247-24' }, 'document', 'invalid_document'],
      [{ email, email_confirmation: `x${email}` }, 'email_confirmation', 'emails_do_not_match'],
      [{ name: 'a'.repeat(257) }, 'name', 'text_too_long'],
      [{ nickname: 'é'.repeat(257) }, 'nickname', 'text_too_long'],
      [{ birthday_date: '2999-01-01' }, 'birthday_date', 'invalid_birthday'],
      [{ birthday_date: '1990-02-30' }, 'birthday_date', 'invalid_birthday'],
      [{ password: '12345', password_confirmation: '12345' }, 'password', 'password_too_short'],
      [
        {
          agencies: [
            { id: agency.id, brand_ids: [brand] },
            { id: otherAgency.id, brand_ids: [otherBrand] },
          ],
        },
        'agencies',
        'too_many_company_agencies',
      ],
      [{ agencies: [{ id: agency.id, brand_ids: [] }] }, 'agencies', 'brand_required'],
      [{ agencies: [{ id: agency.id, brand_ids: [otherBrand] }] }, 'agencies', 'invalid_selection'],
      [{ agencies: [{ id: 999_999, brand_ids: [brand] }] }, 'agencies', 'invalid_selection'],
      [{ chains: [{ id: chain.id, store_ids: [999_999] }] }, 'chains', 'invalid_selection'],
    ];
    for (const [overrides, field, code] of cases) {
      const response = await post('/accounts/register/', { ...(await validRegistration(context.app)), ...overrides });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(response.json(), JSON.stringify(overrides)).toMatchObject({ code, field_errors: { [field]: code } });
    }
  });

  it('answers 409 for a taken document (formatted or not), e-mail (any case) or username', async () => {
    const taken = demoDocument(learner);
    const formatted = taken.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
    const byDocument = await post('/accounts/register/', await validRegistration(context.app, { document: formatted }));
    expect(byDocument.statusCode).toBe(409);
    expect(byDocument.json()).toEqual({
      code: 'document_already_registered',
      message: 'CPF já cadastrado',
      field_errors: { document: 'document_already_registered' },
    });
    const byEmail = await post(
      '/accounts/register/',
      await validRegistration(context.app, {
        email: 'LEARNER@campus.example',
        email_confirmation: 'learner@campus.example',
      }),
    );
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json().code).toBe('email_already_registered');
    const byUsername = await post('/accounts/register/', await validRegistration(context.app, { username: 'learner' }));
    expect(byUsername.statusCode).toBe(409);
    expect(byUsername.json().code).toBe('username_already_registered');
  });

  it('gives exactly one of two simultaneous registrations of one document (the other 409)', async () => {
    const document = newCpf();
    const [first, second] = await Promise.all([
      validRegistration(context.app, { document }),
      validRegistration(context.app, { document }),
    ]);
    const responses = await Promise.all([post('/accounts/register/', first), post('/accounts/register/', second)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const conflict = responses.find((response) => response.statusCode === 409);
    expect(conflict?.json().code).toBe('document_already_registered');
    expect(await context.database.db.select().from(users).where(eq(users.document, document))).toHaveLength(1);
  });

  it('needs one of the profiles the client offers (spec §2 profile selection)', async () => {
    const missing = await post(
      '/accounts/register/',
      await validRegistration(context.app, { user_profile: undefined }),
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      code: 'profile_required',
      message: expect.any(String),
      field_errors: { user_profile: 'profile_required' },
    });
    const unknown = await post('/accounts/register/', await validRegistration(context.app, { user_profile: 999_999 }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      code: 'invalid_profile',
      field_errors: { user_profile: 'invalid_profile' },
    });
    const malformed = await post('/accounts/register/', {
      ...(await validRegistration(context.app)),
      user_profile: 'seller',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('stores the chosen profile and grants its role; a programme role waits for approval', async () => {
    const seller = await demoProfileId(context.app, 'seller');
    const response = await post('/accounts/register/', await validRegistration(context.app, { user_profile: seller }));
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json<{ id: number }>().id;
    expect(response.json().status).toBe('awaiting_approval');
    const [user] = await context.database.db.select().from(users).where(eq(users.id, id));
    expect(user?.roles).toEqual(['seller']);
    const [profile] = await context.database.db.select().from(profiles).where(eq(profiles.userId, id));
    expect(profile?.registrationProfileId).toBe(seller);

    // On a trade screen the screen's role stays, and the profile's is added once.
    const promoter = await demoProfileId(context.app, 'brand_promoter');
    const trade = await post(
      '/accounts/register-pop-trade/',
      await validRegistration(context.app, { user_profile: promoter }),
    );
    expect(trade.statusCode, trade.body).toBe(201);
    const [tradeUser] = await context.database.db
      .select()
      .from(users)
      .where(eq(users.id, trade.json<{ id: number }>().id));
    expect(tradeUser?.roles).toEqual(['seller', 'brand_promoter']);
  });

  it('registers trade staff: stores required, awaiting approval, with their role', async () => {
    for (const [path, role] of [
      ['/accounts/register-seven-trade/', 'brand_promoter'],
      ['/accounts/register-pop-trade/', 'seller'],
    ] as const) {
      const noStores = await post(path, await validRegistration(context.app, { chains: [] }));
      expect(noStores.statusCode).toBe(422);
      expect(noStores.json()).toMatchObject({ code: 'store_required', field_errors: { chains: 'store_required' } });
      const response = await post(path, await validRegistration(context.app));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().status).toBe('awaiting_approval');
      const [user] = await context.database.db
        .select()
        .from(users)
        .where(eq(users.id, response.json<{ id: number }>().id));
      expect(user?.roles).toEqual([role]);
    }
  });

  it('pre-registers without a password; first access proves identity once and sets it', async () => {
    const document = newCpf();
    const email = newEmail('pre');
    const preBody = {
      name: 'Paula',
      last_name: 'Dias',
      email,
      email_confirmation: email,
      document,
      document_country: 'BRA',
      birthday_date: '1992-06-15',
      country: 'BRA',
      accept_terms: true,
    };
    const underage = await post('/accounts/pre_register/', { ...preBody, birthday_date: '2020-01-01' });
    expect(underage.json()).toMatchObject({ code: 'underage', field_errors: { birthday_date: 'underage' } });
    const created = await post('/accounts/pre_register/', preBody);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ username: document, status: 'awaiting_approval' });
    const [row] = await context.database.db.select().from(users).where(eq(users.document, document));
    expect(row?.passwordHash).toBeNull();

    const access = (body: Record<string, unknown>) =>
      sendJson(context.app, '/accounts/first_access/', {
        document,
        document_country: 'BRA',
        password: 'First-Pass1',
        password_confirmation: 'First-Pass1',
        ...body,
      });
    expect((await access({})).json()).toMatchObject({ code: 'required_fields_missing' });
    const wrongBirthday = await access({ birthday_date: '1992-06-16' });
    expect(wrongBirthday.statusCode).toBe(404);
    const unknown = await access({ document: newCpf(), birthday_date: '1992-06-15' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(wrongBirthday.body);
    expect(wrongBirthday.json().code).toBe('user_not_found');
    expect((await access({ birthday_date: '1992-06-15', email: 'other@test.example' })).statusCode).toBe(404);

    // The account has no profile yet and its client offers some: one is chosen now.
    const noProfile = await access({ birthday_date: '1992-06-15', email });
    expect(noProfile.statusCode).toBe(422);
    expect(noProfile.json()).toMatchObject({
      code: 'profile_required',
      field_errors: { user_profile: 'profile_required' },
    });
    const badProfile = await access({ birthday_date: '1992-06-15', user_profile: 999_999 });
    expect(badProfile.json()).toMatchObject({
      code: 'invalid_profile',
      field_errors: { user_profile: 'invalid_profile' },
    });
    const painter = await demoProfileId(context.app, 'painter');
    const done = await access({ birthday_date: '1992-06-15', email: email.toUpperCase(), user_profile: painter });
    expect(done.statusCode, done.body).toBe(200);
    const [after] = await context.database.db.select().from(users).where(eq(users.document, document));
    expect(await verifySecret('First-Pass1', after?.passwordHash)).toBe(true);
    expect(after?.roles).toEqual(['painter']);
    const [afterProfile] = await context.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, after?.id ?? 0));
    expect(afterProfile?.registrationProfileId).toBe(painter);
    const again = await access({ birthday_date: '1992-06-15' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('account_already_activated');
  });

  it('creates at most 20 accounts per address and hour', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const email = newEmail('burst');
      const body = {
        name: 'B',
        last_name: 'C',
        email,
        email_confirmation: email,
        document: newCpf(),
        document_country: 'BRA',
        birthday_date: '1990-01-01',
        country: 'BRA',
        accept_terms: true,
      };
      statuses.push((await sendJson(context.app, '/accounts/pre_register/', body, { auth: 'client', ip })).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('lists the registration options of a client in a country', async () => {
    const ask = (query: string) =>
      context.app.inject({
        method: 'GET',
        url: `/accounts/registration_options/?${query}`,
        headers: { authorization: DEMO_BASIC },
      });
    // Each client has its own organisations: a caller names its client (Basic credentials, `?client_id=`, a token).
    expect((await context.app.inject({ method: 'GET', url: '/accounts/registration_options/' })).statusCode).toBe(401);
    const response = await ask('country=BRA');
    expect(response.statusCode).toBe(200);
    const options = response.json();
    expect(options.countries.map((country: { code: string }) => country.code).sort()).toEqual([
      'ARG',
      'BRA',
      'CAN',
      'CHL',
      'COL',
      'MEX',
      'PER',
    ]);
    expect(options.agencies.map((agency: { name: string }) => agency.name)).toEqual([
      'Campus Trade Marketing',
      'Pop Trade',
      'Seven Trade',
    ]);
    expect(options.chains[0].stores[0]).toMatchObject({ name: expect.any(String), city: expect.any(String) });
    const byClientId = await context.app.inject({
      method: 'GET',
      url: '/accounts/registration_options/?client_id=campus-web&country=BRA',
    });
    expect(byClientId.json()).toEqual(options);
    const elsewhere = await ask('country=PER');
    expect(elsewhere.json().agencies).toEqual([]);
    expect((await ask('country=XXX')).statusCode).toBe(400);
  });
});
