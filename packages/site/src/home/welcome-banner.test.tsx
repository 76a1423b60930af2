import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createSiteTestCampus, renderInSite } from '../testing/site-render.test-util';
import { WelcomeBanner } from './welcome-banner';

describe('WelcomeBanner', () => {
  it('holds the banner’s place while the first answer loads, then shows the slides in it', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const campus = createSiteTestCampus(() => ({
      status: 200,
      body: { welcome_banner: [{ id: 1, title: 'Bem-vindo', image: '/static/banner.svg' }] },
    }));
    const fetchOf = campus.api.requestJson.bind(campus.api);
    campus.api.requestJson = (async (...args: Parameters<typeof fetchOf>) => {
      await answered;
      return fetchOf(...args);
    }) as typeof campus.api.requestJson;
    const { container } = renderInSite(<WelcomeBanner />, campus);

    const placeholder = await waitFor(() => {
      const found = container.querySelector('.site-banner[data-loading="true"]');
      expect(found).not.toBeNull();
      return found;
    });
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder?.querySelector('.site-banner__slide .site-banner__image')).not.toBeNull();

    release();
    expect(await screen.findByRole('heading', { name: 'Bem-vindo' })).toBeInTheDocument();
    expect(container.querySelector('.site-banner[data-loading="true"]')).toBeNull();
    await campus.destroy();
  });

  it('shows nothing when there are no slides', async () => {
    const campus = createSiteTestCampus(() => ({ status: 200, body: { welcome_banner: [] } }));
    const { container } = renderInSite(<WelcomeBanner />, campus);
    await waitFor(() => expect(container.querySelector('.site-banner')).toBeNull());
    await campus.destroy();
  });
});
