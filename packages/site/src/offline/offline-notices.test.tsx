import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithCampus } from '@campus/ui/testing';
import { createSiteTestCampus } from '../testing/site-render.test-util';
import { setSiteUpdateWaiting } from '../sw/update-state';
import { OfflineIndicator } from './offline-indicator';
import { UpdatePrompt } from './update-prompt';

/** Sets what the browser says about its network and tells the page, as a real change does. */
function goOnline(online: boolean): void {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

afterEach(() => {
  vi.restoreAllMocks();
  act(() => setSiteUpdateWaiting(undefined));
});

describe('OfflineIndicator', () => {
  it('says so, politely, while the browser is offline, and goes when the network returns', async () => {
    renderWithCampus(
      <OfflineIndicator />,
      createSiteTestCampus(() => undefined),
    );
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();

    goOnline(false);
    expect(region).toHaveTextContent(/^Você está offline\. Algumas informações podem não carregar/);
    expect(region).toHaveAttribute('data-offline', 'true');

    goOnline(true);
    expect(region).toBeEmptyDOMElement();
  });

  it('speaks the interface language', async () => {
    const campus = createSiteTestCampus(() => undefined);
    await campus.setLocale('fr-FR');
    renderWithCampus(<OfflineIndicator />, campus);
    goOnline(false);
    expect(await screen.findByText('Vous êtes hors ligne.')).toBeInTheDocument();
  });
});

describe('UpdatePrompt', () => {
  it('offers the waiting version and applies it only when asked', async () => {
    renderWithCampus(
      <UpdatePrompt />,
      createSiteTestCampus(() => undefined),
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button')).toBeNull();

    const apply = vi.fn();
    act(() => setSiteUpdateWaiting(apply));
    expect(screen.getByRole('status')).toHaveTextContent('Nova versão disponível');
    expect(apply).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(apply).toHaveBeenCalledOnce();
  });
});
