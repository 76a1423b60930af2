import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDevelopmentCaptcha } from '../../../auth/src/adapters/captcha';
import { captchaToken, requestPasswordSignIn } from '../../../auth/src/login/login-request';
import { clients, userClients, users } from '../db/schema';
import { hashSecret } from '../security/password-hash';
import { DEMO_CLIENT } from '../seed';
import { DEMO_PASSWORD } from '../test-support/demo-credentials.test-util';
import { referenceCampus } from '../test-support/signed-in.test-util';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';
import {
  basic,
  createUser,
  freshIp,
  passwordGrant,
  postForm,
  TEST_PASSWORD,
} from '../test-support/auth-test-helpers.test-util';
import type { PostFormOptions } from '../test-support/auth-test-helpers.test-util';
import { ADDRESS_CAPTCHA_FAILURES } from './captcha-rule';
import {
  accountFailures,
  accountKey,
  addressFailures,
  FREE_ACCOUNT_FAILURES,
  ipKey,
  MAX_ADDRESS_FAILURES,
  recordSignInFailure,
} from './sign-in-throttle';

/** A client whose params turn `use_recaptcha` on; the demo client keeps it off. */
const CAPTCHA_CLIENT = { clientId: 'captcha-web', secret: 'captcha-web-secret' } as const;
const CAPTCHA_BASIC = basic(CAPTCHA_CLIENT.clientId, CAPTCHA_CLIENT.secret);

/** A token of the login widget's development captcha, which the development verifier (no secret set) accepts. */
function goodToken(): Promise<string> {
  return createDevelopmentCaptcha().execute('login');
}

/** The first failure count at which the account's next try would wait. */
const FIRST_DELAYED = FREE_ACCOUNT_FAILURES + 1;

describeEachDatabase('the CAPTCHA on password sign-ins', (kind) => {
  const context = useTestApp(kind, { seed: true });
  let captchaClientId: number;

  beforeAll(async () => {
    const { db } = context.database;
    const [demo] = await db.select().from(clients).where(eq(clients.clientId, DEMO_CLIENT.clientId));
    if (!demo) throw new Error('demo client missing');
    const [client] = await db
      .insert(clients)
      .values({
        clientId: CAPTCHA_CLIENT.clientId,
        secretHash: await hashSecret(CAPTCHA_CLIENT.secret),
        name: 'Captcha programme',
        params: { ...demo.params, login: { ...demo.params.login, use_recaptcha: true } },
        defaultLanguageId: demo.defaultLanguageId,
      })
      .returning();
    if (!client) throw new Error('client not inserted');
    captchaClientId = client.id;
  });

  /** A user of both the demo client and the captcha client. */
  async function member(username: string) {
    const user = await createUser(context.database.db, username);
    await context.database.db.insert(userClients).values({ userId: user.id, clientId: captchaClientId });
    return user;
  }

  /** The password grant of the captcha client, with `recaptcha_token` when given. */
  function captchaGrant(username: string, password: string, token?: string, options: PostFormOptions = {}) {
    return postForm(
      context.app,
      '/o/token/',
      { grant_type: 'password', username, password, ...(token === undefined ? {} : { recaptcha_token: token }) },
      { authorization: CAPTCHA_BASIC, ...options },
    );
  }

  const accountCount = async (user: { id: number }) =>
    (await accountFailures.recent(context.app, accountKey(user, ''))).count;

  it('asks for the CAPTCHA once the account starts failing; a good token and the right password sign in at once', async () => {
    const user = await member('captcha-target');
    // Below the threshold nothing is asked: the widget's token may come or not.
    for (let attempt = 0; attempt < FIRST_DELAYED; attempt++) {
      const wrong = await captchaGrant('captcha-target', `wrong-${attempt}`);
      expect(wrong.json()).toMatchObject({ code: 'login_failed' });
    }
    expect(await accountCount(user)).toBe(FIRST_DELAYED);

    // Now a try without a token, or with a refused one, is refused before the password is looked at, even the
    // right one, and counts as no failure.
    const missing = await captchaGrant('captcha-target', TEST_PASSWORD, undefined, {
      headers: { 'accept-language': 'en-US' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: 'invalid_request',
      error_description: 'For your security, confirm that you are not a robot and try again.',
      code: 'captcha_required',
      message: 'For your security, confirm that you are not a robot and try again.',
    });
    expect(missing.headers['retry-after']).toBeUndefined();
    for (const bad of ['', 'not-a-token', 'dev-captcha:register:abc123', `${await goodToken()}\n`]) {
      const refused = await captchaGrant('captcha-target', TEST_PASSWORD, bad);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json(), bad).toMatchObject({ code: 'captcha_required' });
    }
    // Typed as the e-mail it is the same account.
    expect((await captchaGrant('captcha-target@test.example', TEST_PASSWORD)).json()).toMatchObject({
      code: 'captcha_required',
    });
    expect(await accountCount(user)).toBe(FIRST_DELAYED);

    // With a good token a wrong password still fails, and counts.
    expect((await captchaGrant('captcha-target', 'wrong-again', await goodToken())).json()).toMatchObject({
      code: 'login_failed',
    });
    expect(await accountCount(user)).toBe(FIRST_DELAYED + 1);

    // Push the account's delay to its 15-minute ceiling: the demo client (no CAPTCHA) must wait...
    for (let attempt = 0; attempt < 10; attempt++) {
      await recordSignInFailure(context.app, { ip: freshIp(), account: accountKey(user, '') });
    }
    const slowed = await passwordGrant(context.app, 'captcha-target', TEST_PASSWORD);
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(800);

    // ...while the person who proved themselves on the CAPTCHA client signs in now.
    const signedIn = await captchaGrant('captcha-target', TEST_PASSWORD, await goodToken());
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toHaveProperty('access_token');
    expect(await accountCount(user)).toBe(0);
    // Failures forgotten: the next sign-in needs no token again.
    expect((await captchaGrant('captcha-target', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('asks for it when the address starts failing, for whoever signs in from there', async () => {
    await member('captcha-colleague');
    const ip = freshIp();
    for (let attempt = 0; attempt < ADDRESS_CAPTCHA_FAILURES - 1; attempt++) {
      await recordSignInFailure(context.app, { ip, account: `name:typo-${attempt}` });
    }
    expect((await captchaGrant('captcha-colleague', TEST_PASSWORD, undefined, { ip })).statusCode).toBe(200);
    await recordSignInFailure(context.app, { ip, account: 'name:one-more-typo' });
    const refused = await captchaGrant('captcha-colleague', TEST_PASSWORD, undefined, { ip });
    expect(refused.json()).toMatchObject({ code: 'captcha_required' });
    expect((await addressFailures.recent(context.app, ipKey(ip))).count).toBe(ADDRESS_CAPTCHA_FAILURES);
    expect((await captchaGrant('captcha-colleague', TEST_PASSWORD, await goodToken(), { ip })).statusCode).toBe(200);
    // Elsewhere nothing is asked.
    expect((await captchaGrant('captcha-colleague', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps the address’s ceiling even with a good token', async () => {
    await member('captcha-crowd');
    const ip = freshIp();
    for (let attempt = 0; attempt < MAX_ADDRESS_FAILURES; attempt++) {
      await addressFailures.recordFailure(context.app, [ipKey(ip)]);
    }
    const stopped = await captchaGrant('captcha-crowd', TEST_PASSWORD, await goodToken(), { ip });
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json()).toMatchObject({ code: 'too_many_attempts' });
  });

  it('asks for it on the document sign-in too', async () => {
    const user = await member('captcha-document');
    await context.database.db
      .update(users)
      .set({ document: '30123456', documentCountry: 'ARG' })
      .where(eq(users.id, user.id));
    const documentSignIn = (password: string, token?: string) =>
      postForm(
        context.app,
        '/etraining_login/alternative_login/',
        {
          provider: 'document',
          document: '30123456',
          document_country: 'ARG',
          password,
          ...(token === undefined ? {} : { recaptcha_token: token }),
        },
        { authorization: CAPTCHA_BASIC },
      );
    for (let attempt = 0; attempt < FIRST_DELAYED; attempt++) {
      expect((await documentSignIn('wrong')).json()).toMatchObject({ code: 'login_failed' });
    }
    expect((await documentSignIn(TEST_PASSWORD)).json()).toMatchObject({ code: 'captcha_required' });
    expect((await documentSignIn(TEST_PASSWORD, 'forged')).json()).toMatchObject({ code: 'captcha_required' });
    expect(await accountCount(user)).toBe(FIRST_DELAYED);
    const signedIn = await documentSignIn(TEST_PASSWORD, await goodToken());
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it('changes nothing for a client without use_recaptcha: no CAPTCHA asked, tokens ignored, the delay applies', async () => {
    const user = await member('no-captcha-target');
    for (let attempt = 0; attempt < FIRST_DELAYED; attempt++) {
      expect((await passwordGrant(context.app, 'no-captcha-target', 'wrong')).json()).toMatchObject({
        code: 'login_failed',
      });
    }
    const slowed = await passwordGrant(context.app, 'no-captcha-target', TEST_PASSWORD);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toMatchObject({ code: 'too_many_attempts' });
    const withToken = await postForm(context.app, '/o/token/', {
      grant_type: 'password',
      username: 'no-captcha-target',
      password: TEST_PASSWORD,
      recaptcha_token: await goodToken(),
    });
    expect(withToken.statusCode).toBe(429);
    expect(await accountCount(user)).toBe(FIRST_DELAYED);
    // A fresh account of that client signs in with or without a token.
    expect((await passwordGrant(context.app, 'learner', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

/** The login widget's own request (`requestPasswordSignIn`, core's API client) against the listening server. */
describeEachDatabase('the login widget and the server agree on the CAPTCHA', (kind) => {
  const context = useTestApp(kind, { seed: true });
  let apiBase = '';

  beforeAll(async () => {
    const { db } = context.database;
    const [demo] = await db.select().from(clients).where(eq(clients.clientId, DEMO_CLIENT.clientId));
    if (!demo) throw new Error('demo client missing');
    await db
      .update(clients)
      .set({ params: { ...demo.params, login: { ...demo.params.login, use_recaptcha: true } } })
      .where(eq(clients.id, demo.id));
    apiBase = await context.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => {
    context.app.server.closeAllConnections();
  });

  it('answers captcha_required to a sign-in without the widget’s token, and signs in with it', async () => {
    await createUser(context.database.db, 'widget-user');
    const campus = referenceCampus(apiBase, { locale: 'en-US' });
    const signIn = async (password: string, withCaptcha: boolean) =>
      requestPasswordSignIn(campus, {
        username: 'widget-user',
        password,
        recaptchaToken: withCaptcha ? await captchaToken(createDevelopmentCaptcha()) : undefined,
      });
    try {
      for (let attempt = 0; attempt < FIRST_DELAYED; attempt++) {
        await expect(signIn('wrong', attempt % 2 === 0)).rejects.toMatchObject({ status: 400, code: 'login_failed' });
      }
      await expect(signIn(TEST_PASSWORD, false)).rejects.toMatchObject({ status: 400, code: 'captcha_required' });
      const tokens = await signIn(TEST_PASSWORD, true);
      expect(tokens.access_token).toEqual(expect.any(String));
    } finally {
      await campus.destroy();
    }
  });
});
