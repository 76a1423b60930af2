import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '@campus/core/api';
import { renderWithCampus } from '@campus/ui/testing';
import { createProfileApi, LEARNER_SESSION } from '../testing/fake-api.test-util.js';
import { ProfileDetails } from './profile-details.js';

describe('<ProfileDetails>', { timeout: 20_000 }, () => {
  it('shows every field with the document masked and each phone’s verified flag', async () => {
    renderWithCampus(<ProfileDetails />, { api: createProfileApi(), session: LEARNER_SESSION });
    expect(await screen.findByRole('textbox', { name: 'Nome' })).toHaveValue('Ana');
    expect(screen.getByRole('textbox', { name: 'Documento (BRA)' })).toHaveValue('529.982.247-25');
    expect(screen.getByRole('textbox', { name: 'Celular' })).toHaveAccessibleDescription('Verificado');
    expect(screen.getByRole('textbox', { name: 'Telefone comercial' })).toHaveAccessibleDescription('Não verificado');
    expect(screen.getByRole('combobox', { name: 'Estado civil' })).toHaveValue('single');
    expect(screen.getByText('Agência Norte')).toBeInTheDocument();
  });

  it('validates as the person types, and sends only the changes', async () => {
    const api = createProfileApi();
    const user = userEvent.setup();
    renderWithCampus(<ProfileDetails />, { api, session: LEARNER_SESSION });
    const phone = await screen.findByRole('textbox', { name: 'Telefone comercial' });
    await user.type(phone, '12');
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('Informe um telefone válido.'));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(api.to(`PATCH ${ACCOUNT_PATHS.profile}`)).toHaveLength(0);
    await user.clear(phone);
    await user.type(phone, '+55 11 3333-4444');
    await user.click(screen.getByRole('checkbox', { name: 'Sou pessoa com deficiência' }));
    await user.type(screen.getByRole('textbox', { name: 'Descreva a deficiência' }), 'Baixa visão');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Dados salvos.')).toBeInTheDocument();
    expect(api.to(`PATCH ${ACCOUNT_PATHS.profile}`).map((request) => request.body)).toEqual([
      { phone_commercial: '+55 11 3333-4444', is_handicapped: true, handicap_description: 'Baixa visão' },
    ]);
  });

  it('keeps the changes and shows the server’s field error at its field when a save is refused', async () => {
    const api = createProfileApi();
    api.failNext(`PATCH ${ACCOUNT_PATHS.profile}`, {
      status: 409,
      code: 'email_already_registered',
      field_errors: { email: 'email_already_registered' },
    } as never);
    const user = userEvent.setup();
    renderWithCampus(<ProfileDetails />, { api, session: LEARNER_SESSION });
    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    await user.clear(email);
    await user.type(email, 'bruno@campus.example');
    await user.type(screen.getByRole('textbox', { name: 'Confirme o e-mail' }), 'bruno@campus.example');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(email).toHaveValue('bruno@campus.example');
  });

  it('edits the company/agency, its brands and the chains with the registration’s options; the document stays read-only', async () => {
    const api = createProfileApi();
    const user = userEvent.setup();
    renderWithCampus(<ProfileDetails />, { api, session: LEARNER_SESSION });
    const agencies = await screen.findByRole('radiogroup', { name: 'Empresa/agência' });
    expect(within(agencies).getByRole('radio', { name: 'Agência Norte' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Marca A' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Loja Centro' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Documento (BRA)' })).toHaveAttribute('readonly');

    // Another agency: its brands, none chosen, and a brand is required before saving.
    await user.click(within(agencies).getByRole('radio', { name: 'Agência Leste' }));
    const brands = screen.getByRole('group', { name: 'Marcas de Agência Leste' });
    expect(within(brands).getByRole('checkbox', { name: 'Marca C' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(within(brands).getByRole('checkbox', { name: 'Marca C' })).toHaveAccessibleDescription(
      expect.stringMatching(/marca/i),
    );
    expect(api.to(`PATCH ${ACCOUNT_PATHS.profile}`)).toHaveLength(0);

    await user.click(within(brands).getByRole('checkbox', { name: 'Marca C' }));
    await user.click(screen.getByRole('checkbox', { name: 'Rede Oeste' }));
    await user.click(screen.getByRole('checkbox', { name: 'Loja Oeste' }));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Dados salvos.')).toBeInTheDocument();
    expect(api.to(`PATCH ${ACCOUNT_PATHS.profile}`).map((request) => request.body)).toEqual([
      {
        agencies: [{ id: 3, brand_ids: [6] }],
        chains: [
          { id: 2, store_ids: [9] },
          { id: 7, store_ids: [11] },
        ],
      },
    ]);
    expect(api.state.profile.company_agency).toEqual({ id: 3, name: 'Agência Leste' });
    expect(api.state.profile.retailers.map((chain) => chain.name)).toEqual(['Rede Sul', 'Rede Oeste']);
  });
});
