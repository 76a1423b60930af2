import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryCookieJar } from '@campus/core';
import { createSiteTestCampus, renderInSite } from '../testing/site-render.test-util';
import { COOKIE_CHOICE_COOKIE } from './cookie-choice';
import { CookieConsentSlot } from './cookie-consent-slot';

function setUp(choice?: 'all' | 'essential') {
  const campus = createSiteTestCampus(() => undefined);
  const jar = createMemoryCookieJar();
  if (choice !== undefined) jar.set(COOKIE_CHOICE_COOKIE, choice);
  const { container } = renderInSite(<CookieConsentSlot jar={jar} />, campus);
  return { campus, container };
}

describe('CookieConsentSlot (the consent’s code only when it shows)', () => {
  it('loads and shows the banner while no choice is recorded', async () => {
    setUp();
    expect(await screen.findByRole('region', { name: 'Sua privacidade' })).toBeInTheDocument();
  });

  it('renders nothing after a choice, until the preferences are opened (the footer’s link)', async () => {
    const { campus, container } = setUp('essential');
    await act(async () => undefined);
    expect(screen.queryByRole('region', { name: 'Sua privacidade' })).not.toBeInTheDocument();
    expect(container.querySelector('.site-cookie-banner')).toBeNull();
    act(() => campus.stores.cookiesPolicy.getState().openPolicyPreferences());
    expect(await screen.findByRole('dialog', { name: 'Preferências de cookies' })).toBeInTheDocument();
  });
});
