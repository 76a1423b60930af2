import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { meAnswer } from '@campus/core/testing';
import { renderWithCampus } from '@campus/ui/testing';
import { createProfileApi, LEARNER_SESSION } from '../testing/fake-api.test-util.js';
import { Profile } from './profile.js';
import { MEMBER_TABS, PROFILE_TAB_IDS } from './profile-tab-ids.js';

const member = () => createProfileApi({ me: meAnswer({ id: 42, roles: ['brand_promoter'] }) });

describe('<Profile>', { timeout: 20_000 }, () => {
  it('opens on “Dados pessoais”, with the personal data in its panel', async () => {
    renderWithCampus(<Profile />, { api: createProfileApi(), session: LEARNER_SESSION });
    const tablist = await screen.findByRole('tablist', { name: 'Seções do perfil' });
    expect(within(tablist).getByRole('tab', { name: 'Dados pessoais' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('textbox', { name: 'Nome' })).toHaveValue('Ana');
    expect(within(tablist).getByRole('tab', { name: 'Certificados' })).toBeInTheDocument();
    expect(within(tablist).getByRole('tab', { name: 'Medalhas' })).toBeInTheDocument();
  });

  it('shows “Meus pontos” and “Pedidos” only to programme members', async () => {
    const { unmount } = renderWithCampus(<Profile />, { api: createProfileApi(), session: LEARNER_SESSION });
    const tablist = await screen.findByRole('tablist', { name: 'Seções do perfil' });
    await screen.findByRole('textbox', { name: 'Nome' });
    expect(within(tablist).queryByRole('tab', { name: 'Meus pontos' })).toBeNull();
    expect(within(tablist).queryByRole('tab', { name: 'Pedidos' })).toBeNull();
    unmount();

    renderWithCampus(<Profile />, { api: member(), session: LEARNER_SESSION });
    const memberTabs = await screen.findByRole('tablist', { name: 'Seções do perfil' });
    expect(await within(memberTabs).findByRole('tab', { name: 'Meus pontos' })).toBeInTheDocument();
    expect(within(memberTabs).getByRole('tab', { name: 'Pedidos' })).toBeInTheDocument();
  });

  it('shows the `tab` asked, the first one when it is unknown or for members only, and reports a choice', async () => {
    const onTabChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = renderWithCampus(<Profile tab="badges" onTabChange={onTabChange} />, {
      api: createProfileApi(),
      session: LEARNER_SESSION,
    });
    expect(await screen.findByRole('tab', { name: 'Medalhas' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Certificados' }));
    expect(onTabChange).toHaveBeenLastCalledWith({ tab: 'certificates' });
    // Controlled: the tab stays until the host passes the new one.
    expect(screen.getByRole('tab', { name: 'Medalhas' })).toHaveAttribute('aria-selected', 'true');
    rerender(<Profile tab="certificates" onTabChange={onTabChange} />);
    expect(screen.getByRole('tab', { name: 'Certificados' })).toHaveAttribute('aria-selected', 'true');
    rerender(<Profile tab="orders" onTabChange={onTabChange} />);
    expect(screen.getByRole('tab', { name: 'Dados pessoais' })).toHaveAttribute('aria-selected', 'true');
    rerender(<Profile tab="nowhere" onTabChange={onTabChange} />);
    expect(screen.getByRole('tab', { name: 'Dados pessoais' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    const onTabChange = vi.fn();
    const user = userEvent.setup();
    renderWithCampus(<Profile onTabChange={onTabChange} />, { api: createProfileApi(), session: LEARNER_SESSION });
    const first = await screen.findByRole('tab', { name: 'Dados pessoais' });
    await user.click(first);
    await user.keyboard('{ArrowRight}');
    // The second tab, whichever it is (the order is PROFILE_TAB_IDS' without the members' tabs).
    const second = screen.getAllByRole('tab')[1];
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(onTabChange).toHaveBeenLastCalledWith({ tab: PROFILE_TAB_IDS.filter((id) => !MEMBER_TABS.has(id))[1] });
    await user.keyboard('{ArrowLeft}');
    expect(first).toHaveFocus();
    await user.keyboard('{End}');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.at(-1)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(first).toHaveAttribute('aria-selected', 'true');
  });

  it('invites a signed-out visitor to sign in and asks nothing of the API', async () => {
    const api = createProfileApi();
    renderWithCampus(<Profile />, { api });
    expect(await screen.findByText('Entre para ver seu perfil')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});
