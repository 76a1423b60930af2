import { eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { createPasswordLink, encodeUid } from './password-link';
import { sendRecoveryCode } from './recovery-service';
import { profiles, users } from '../db/schema';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';
import { passwordGrant } from '../test-support/auth-test-helpers.test-util';
import {
  accountContext,
  createUser,
  freshIp,
  lastCode,
  manualClock,
  newCpf,
  newEmail,
  outboxFor,
  sendJson,
  TEST_PASSWORD,
} from './account-test-helpers.test-util';

let userCounter = 0;

describeEachDatabase('password recovery', (kind) => {
  const context = useTestApp(kind, { seed: true });

  /** A user with an e-mail, a document and (unless told otherwise) a mobile phone. */
  async function recoverableUser(phone: string | null = '+55 11 99876-0001') {
    userCounter += 1;
    const { db } = context.database;
    const user = await createUser(db, `recover-${userCounter}`, { email: newEmail('recover') });
    const document = newCpf();
    await db
      .update(users)
      .set({ document, documentCountry: 'BRA', fullName: 'Rosa Reis' })
      .where(eq(users.id, user.id));
    await db.insert(profiles).values({ userId: user.id, name: 'Rosa', phoneMobile: phone });
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    if (!row) throw new Error('user not found');
    return { ...row, document, phone: phone ?? '' };
  }

  async function waitForEmail(email: string) {
    return vi.waitFor(
      async () => {
        const [message] = await outboxFor(context.database.db, email, 'email');
        if (!message) throw new Error('no e-mail yet');
        return message;
      },
      { timeout: 3000, interval: 20 },
    );
  }

  const linkOf = (body: string) => {
    const match = /\/recover-password\/([^/\s]+)\/([^/\s]+)\/([^/\s]+)/.exec(body);
    if (!match?.[1] || !match[2] || !match[3]) throw new Error(`no link in ${body}`);
    return { username: decodeURIComponent(match[1]), uidb64: match[2], token: match[3] };
  };

  it('answers the same for any login, and e-mails a link only to a real account', async () => {
    const user = await recoverableUser();
    const answers = [];
    for (const login of [user.username, user.email ?? '', user.document, 'nobody-at-all', 'ghost@example.com']) {
      const response = await sendJson(context.app, '/etraining_login/api_recover_password/', { login });
      expect(response.statusCode).toBe(200);
      answers.push(response.body);
    }
    expect(new Set(answers).size).toBe(1);
    expect(JSON.parse(answers[0] ?? '{}')).toEqual({ message: expect.stringContaining('link') });

    const message = await waitForEmail(user.email ?? '');
    expect(message.subject).toBe('Redefinição de senha');
    expect(message.body).toContain(`http://localhost:3000/recover-password/${user.username}/${encodeUid(user.id)}/`);
    expect(message.body).toContain('Rosa');
    for (const secret of [context.config.tokenPepper, user.passwordHash ?? '-', user.document])
      expect(message.body).not.toContain(secret);
    expect(await outboxFor(context.database.db, 'ghost@example.com')).toEqual([]);
  });

  it('answers in the request language', async () => {
    const response = await sendJson(
      context.app,
      '/etraining_login/api_recover_password/',
      { login: 'x' },
      { headers: { 'accept-language': 'en-US' } },
    );
    expect(response.json()).toEqual({
      message: 'If an account matches, we will send a link to reset the password to its registered e-mail address.',
    });
  });

  it('sets a password from the e-mailed link once; the link then dies', async () => {
    const user = await recoverableUser();
    await sendJson(context.app, '/etraining_login/api_recover_password/', { login: user.email });
    const link = linkOf((await waitForEmail(user.email ?? '')).body);

    const check = await sendJson(context.app, '/etraining_login/check_password_link/', link);
    expect(check.json()).toEqual({ username: user.username });

    const weak = await sendJson(context.app, '/etraining_login/recover_password/', {
      ...link,
      password: 'abc',
      password_confirmation: 'abd',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json()).toMatchObject({
      code: 'password_too_short',
      field_errors: { password: 'password_too_short', password_confirmation: 'passwords_do_not_match' },
    });

    const done = await sendJson(context.app, '/etraining_login/recover_password/', {
      ...link,
      password: 'New-Pass1',
      password_confirmation: 'New-Pass1',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await passwordGrant(context.app, user.username, 'New-Pass1')).statusCode).toBe(200);
    expect((await passwordGrant(context.app, user.username, TEST_PASSWORD)).statusCode).toBe(400);

    for (const path of ['/etraining_login/recover_password/', '/etraining_login/set_password/']) {
      const again = await sendJson(context.app, path, {
        ...link,
        password: 'Other-Pass2',
        password_confirmation: 'Other-Pass2',
      });
      expect(again.statusCode).toBe(422);
      expect(again.json()).toEqual({
        code: 'password_link_invalid',
        message: 'O link para definir a senha é inválido ou expirou. Solicite um novo link.',
      });
    }
  });

  it('refuses expired, forged and mismatched links', async () => {
    const user = await recoverableUser();
    const dayAgo = new Date(Date.now() - 24 * 3600 * 1000 - 1000);
    const expired = createPasswordLink(user, context.config.tokenPepper, dayAgo, 24 * 3600);
    const fresh = createPasswordLink(user, context.config.tokenPepper, new Date(), 3600);
    const forged = createPasswordLink(user, 'another-pepper-another-pepper-another', new Date(), 3600);
    const cases = [
      expired,
      forged,
      { ...fresh, username: 'learner' },
      { ...fresh, uidb64: encodeUid(user.id + 1000) },
      { ...fresh, uidb64: '@@' },
      { ...fresh, token: 'nonsense' },
    ];
    for (const link of cases) {
      const response = await sendJson(context.app, '/etraining_login/set_password/', {
        ...link,
        password: 'New-Pass1',
        password_confirmation: 'New-Pass1',
      });
      expect(response.statusCode, JSON.stringify(link)).toBe(422);
      expect(response.json().code).toBe('password_link_invalid');
    }
    const ok = await sendJson(context.app, '/etraining_login/set_password/', {
      ...fresh,
      password: 'New-Pass1',
      password_confirmation: 'New-Pass1',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('recovers by SMS code: masked phone, matching number, cooldown, wrong code, right code, link once', async () => {
    const user = await recoverableUser('+55 11 99876-1234');
    const identity = { document: user.document, document_country: 'BRA' };
    const lookup = await sendJson(context.app, '/etraining_login/get_phone_number_with_document/', identity);
    expect(lookup.json()).toEqual({ phone_number: '+** ** *****-1234', channels: ['sms', 'whatsapp'] });

    const mismatch = await sendJson(context.app, '/etraining_login/send_recover_password_code/', {
      ...identity,
      phone_number: '(11) 99876-0000',
      channel: 'sms',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().code).toBe('phone_mismatch');

    const sent = await sendJson(context.app, '/etraining_login/send_recover_password_code/', {
      ...identity,
      phone_number: '(11) 99876-1234',
      channel: 'whatsapp',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ expires_in: 600, resend_after: 300 });
    const [text] = await outboxFor(context.database.db, user.phone);
    expect(text).toMatchObject({ channel: 'whatsapp', subject: null });
    const code = await lastCode(context.database.db, user.phone);

    const again = await sendJson(context.app, '/etraining_login/send_recover_password_code/', {
      ...identity,
      phone_number: user.phone,
      channel: 'sms',
    });
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('verification_code_cooldown');
    const retryAfter = Number(again.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(290);
    expect(retryAfter).toBeLessThanOrEqual(300);
    expect(again.json().message).toContain(String(retryAfter));

    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await sendJson(context.app, '/etraining_login/validate_recover_password_code/', {
      ...identity,
      code: wrongCode,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      code: 'invalid_verification_code',
      message: expect.stringMatching(/^O código enviado é inválido/),
    });

    const right = await sendJson(context.app, '/etraining_login/validate_recover_password_code/', {
      ...identity,
      code,
    });
    expect(right.statusCode).toBe(200);
    const link = right.json();
    expect(link).toEqual({ username: user.username, uidb64: encodeUid(user.id), token: expect.any(String) });
    const reused = await sendJson(context.app, '/etraining_login/validate_recover_password_code/', {
      ...identity,
      code,
    });
    expect(reused.json().code).toBe('invalid_verification_code');

    const set = await sendJson(context.app, '/etraining_login/recover_password/', {
      ...link,
      password: 'Code-Pass1',
      password_confirmation: 'Code-Pass1',
    });
    expect(set.statusCode).toBe(200);
    expect((await passwordGrant(context.app, user.username, 'Code-Pass1')).statusCode).toBe(200);
  });

  it('answers no_registered_phone alike for unknown documents and accounts without a phone', async () => {
    const withoutPhone = await recoverableUser(null);
    for (const document of [withoutPhone.document, newCpf()]) {
      const lookup = await sendJson(context.app, '/etraining_login/get_phone_number_with_document/', {
        document,
        document_country: 'BRA',
      });
      expect(lookup.statusCode).toBe(404);
      expect(lookup.json()).toEqual({
        code: 'no_registered_phone',
        message: 'Não há telefone cadastrado para este usuário.',
      });
      const send = await sendJson(context.app, '/etraining_login/send_recover_password_code/', {
        document,
        document_country: 'BRA',
        phone_number: '11999990000',
        channel: 'sms',
      });
      expect(send.json().code).toBe('no_registered_phone');
    }
    const invalid = await sendJson(context.app, '/etraining_login/get_phone_number_with_document/', {
      document: '52998224724',
      document_country: 'BRA',
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('locks a document out after ten wrong codes (429 with Retry-After), whatever the address', async () => {
    const user = await recoverableUser('+55 11 99876-5555');
    const identity = { document: user.document, document_country: 'BRA' };
    for (let i = 0; i < 10; i++) {
      const response = await sendJson(
        context.app,
        '/etraining_login/validate_recover_password_code/',
        { ...identity, code: '000000' },
        { ip: freshIp() },
      );
      expect(response.statusCode).toBe(422);
    }
    const locked = await sendJson(
      context.app,
      '/etraining_login/validate_recover_password_code/',
      { ...identity, code: '000000' },
      { ip: freshIp() },
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('too_many_attempts');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits recovery e-mails per login', async () => {
    const user = await recoverableUser();
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await sendJson(context.app, '/etraining_login/api_recover_password/', { login: user.username })).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const unknown = [];
    for (let i = 0; i < 6; i++) {
      unknown.push(
        (await sendJson(context.app, '/etraining_login/api_recover_password/', { login: 'no-such-login' })).statusCode,
      );
    }
    expect(unknown).toEqual(statuses);
  });

  it('withdraws a code its sender could not deliver (502), so a new one can be sent at once', async () => {
    const user = await recoverableUser('+55 11 99876-7777');
    const clock = manualClock();
    const failing = { ...accountContext(context.app, clock) };
    const broken = {
      ...failing,
      senders: {
        ...failing.senders,
        sms: { name: 'broken', sendText: () => Promise.reject(new Error('gateway down')) },
      },
    };
    const input = {
      document: user.document,
      documentCountry: 'BRA' as const,
      phoneNumber: user.phone,
      channel: 'sms' as const,
      ip: freshIp(),
      locale: 'pt-BR' as const,
    };
    await expect(sendRecoveryCode(broken, input)).rejects.toMatchObject({
      status: 502,
      code: 'verification_code_send_failed',
    });
    await expect(sendRecoveryCode(failing, input)).resolves.toMatchObject({ resend_after: 300 });
  });
});
