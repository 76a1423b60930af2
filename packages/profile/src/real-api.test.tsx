// The profile widgets against the real reference API: @campus/server on an in-memory PGlite with the demo seed,
// in a child process, reached through the Campus client's own fetch (no fake anywhere). The demo `learner` opens
// the profile, edits fields (including the organisation choices the registration offers), saves, and the
// server answers them back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchProfile, fetchRegistrationOptions } from '@campus/core/api';
import type { CountryCode } from '@campus/core/rules';
import { renderWithCampus } from '@campus/ui/testing';
import { startReferenceApi } from '@campus/server/test-support/reference-api';
import type { ReferenceApi } from '@campus/server/test-support/reference-api';
import { signedIn } from '../../server/src/test-support/signed-in.test-util.js';
import { Profile } from './profile/profile.js';

let server: ReferenceApi | undefined;

beforeAll(async () => {
  server = await startReferenceApi();
}, 180_000);

afterAll(async () => {
  await server?.stop();
}, 60_000);

describe('the profile on the reference API', { timeout: 60_000 }, () => {
  it('lets the demo learner edit a field and their brands, save, and read them back', async () => {
    const campus = await signedIn('learner', { server });
    const before = await fetchProfile(campus.api);
    const user = userEvent.setup();
    renderWithCampus(<Profile />, campus);

    expect(await screen.findByRole('tab', { name: 'Dados pessoais', selected: true })).toBeInTheDocument();
    const nickname = await screen.findByRole('textbox', { name: 'Apelido' });
    expect(nickname).toHaveValue(before.nickname ?? '');
    await user.clear(nickname);
    await user.type(nickname, 'Aninha do Campus');

    // The organisation choices come from the registration options of the learner's country.
    const options = await fetchRegistrationOptions(campus.api, (before.country ?? undefined) as CountryCode);
    const agency = options.agencies.find(
      (candidate) => candidate.id !== before.company_agency?.id && candidate.brands.length > 0,
    );
    const brand = agency?.brands[0];
    if (agency === undefined || brand === undefined) throw new Error('the demo offers no other agency with brands');
    const agencies = await screen.findByRole('radiogroup', { name: 'Empresa/agência' });
    await user.click(within(agencies).getByRole('radio', { name: agency.name }));
    const brands = screen.getByRole('group', { name: `Marcas de ${agency.name}` });
    await user.click(within(brands).getByRole('checkbox', { name: brand.name }));

    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Dados salvos.')).toBeInTheDocument();

    const after = await fetchProfile(campus.api);
    expect(after.nickname).toBe('Aninha do Campus');
    expect(after.document).toBe(before.document);
    expect(after.company_agency?.id).toBe(agency.id);
    expect(after.brands.map((chosen) => chosen.id)).toEqual([brand.id]);
  });

  it('keeps the changes and shows the server’s refusal when the e-mail is another account’s', async () => {
    const campus = await signedIn('learner', { server });
    const user = userEvent.setup();
    renderWithCampus(<Profile />, campus);
    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    const taken = 'agent@campus.example';
    await user.clear(email);
    await user.type(email, taken);
    await user.type(screen.getByRole('textbox', { name: 'Confirme o e-mail' }), taken);
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(email).toHaveValue(taken);
  });
});
