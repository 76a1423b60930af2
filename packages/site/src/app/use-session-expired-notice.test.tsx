import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createSiteTestCampus, renderInSite } from '../testing/site-render.test-util';
import type { FakeAnswer } from '../testing/site-render.test-util';
import { useSessionExpiredNotice, watchSessionExpiry } from './use-session-expired-notice';

function Notice() {
  useSessionExpiredNotice();
  return <p>página</p>;
}

/** Every call answers 401, and the refresh is refused with `refusal`. */
async function expireWith(refusal: { code: string; message: string }) {
  const answer: FakeAnswer = ({ path }) =>
    path === '/o/token/' ? { status: 400, body: refusal } : { status: 401, body: { detail: 'expired' } };
  const campus = createSiteTestCampus(answer);
  campus.stores.session.setState({ refresh_token: 'refresh-maria' });
  renderInSite(<Notice />, campus);
  await screen.findByText('página');
  await campus.api.request('/api/me/').catch(() => undefined);
  return campus;
}

describe('useSessionExpiredNotice (spec §4)', () => {
  it("tells a member blocked meanwhile 'Você foi bloqueado' when the refresh is refused for it", async () => {
    const campus = await expireWith({ code: 'user_blocked', message: 'Você foi bloqueado' });
    expect(await screen.findByText('Você foi bloqueado')).toBeInTheDocument();
    expect(campus.stores.session.getState().access_token).toBeNull();
  });

  it('says the session expired otherwise', async () => {
    await expireWith({ code: 'invalid_grant', message: 'invalid' });
    expect(await screen.findByText(/sessão expirou/i)).toBeInTheDocument();
    expect(screen.queryByText('Você foi bloqueado')).not.toBeInTheDocument();
  });
});

describe('watchSessionExpiry', () => {
  it('keeps an end that comes before the page renders, and the notice tells it once mounted', async () => {
    const answer: FakeAnswer = ({ path }) =>
      path === '/o/token/'
        ? { status: 400, body: { code: 'user_blocked', message: 'Você foi bloqueado' } }
        : { status: 401, body: { detail: 'expired' } };
    const campus = createSiteTestCampus(answer);
    campus.stores.session.setState({ refresh_token: 'refresh-maria' });
    watchSessionExpiry(campus);
    await campus.api.request('/api/me/').catch(() => undefined);
    expect(campus.stores.session.getState().access_token).toBeNull();

    renderInSite(<Notice />, campus);
    expect(await screen.findByText('Você foi bloqueado')).toBeInTheDocument();
    expect(screen.getAllByText('Você foi bloqueado')).toHaveLength(1);
  });
});
