import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { DEMO_CLIENT_BASIC, DEMO_PASSWORD } from '../../packages/server/src/test-support/demo-credentials.test-util';

/** What the administrator's API answers for an event (with its code and QR secret). */
export interface AdminEvent {
  id: number;
  title: string;
  check_in_code: string;
  qr: string;
}

/** Six random digits. */
export const randomCheckInCode = (): string => String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');

/**
 * The programme administrator (`admin`) through the reference API, creating the events a test needs with fresh
 * random codes, so re-runs and parallel tests never share one (packages/server/src/routes/loyalty-spending/
 * admin-event-routes.ts).
 */
export class CheckInAdmin {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly api: string,
    private readonly token: string,
  ) {}

  /** Signs in as `admin` (password grant with the demo client's credentials). */
  static async signIn(request: APIRequestContext, api: string): Promise<CheckInAdmin> {
    const answer = await request.post(`${api}/o/token/`, {
      headers: { authorization: DEMO_CLIENT_BASIC },
      form: { grant_type: 'password', username: 'admin', password: DEMO_PASSWORD },
    });
    expect(answer.status()).toBe(200);
    const { access_token: token } = (await answer.json()) as { access_token: string };
    return new CheckInAdmin(request, api, token);
  }

  /** Creates an event happening now (or starting `startsInHours` from now) worth `points`. */
  async createEvent(title: string, { points = 120, startsInHours = -1 } = {}): Promise<AdminEvent> {
    const begin = new Date(Date.now() + startsInHours * 3_600_000);
    // A drawn code may be taken by another event (409): draw again.
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await this.request.post(`${this.api}/api/admin/events/`, {
        headers: {
          authorization: `Bearer ${this.token}`,
          'idempotency-key': `checkin-e2e-${Date.now()}-${randomCheckInCode()}`,
        },
        data: {
          type: 'training',
          title,
          description: 'Evento criado pelo teste de check-in.',
          location: 'Sala de testes',
          begin_at: begin.toISOString(),
          end_at: new Date(begin.getTime() + 4 * 3_600_000).toISOString(),
          points,
          minimum_level: 'intermediate',
          check_in_code: randomCheckInCode(),
        },
      });
      if (answer.status() === 409) continue;
      expect(answer.status()).toBe(201);
      return (await answer.json()) as AdminEvent;
    }
    throw new Error('no free check-in code after five draws');
  }

  /** A six-digit code no event of the client uses. */
  async unusedCode(): Promise<string> {
    const answer = await this.request.get(`${this.api}/api/admin/events/`, {
      headers: { authorization: `Bearer ${this.token}` },
    });
    const { results } = (await answer.json()) as { results: AdminEvent[] };
    const taken = new Set(results.map((event) => event.check_in_code));
    let code = randomCheckInCode();
    while (taken.has(code)) code = randomCheckInCode();
    return code;
  }
}
