import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { registrationOptionsSchema } from '@campus/core/schemas';
import { answer, createFakeApi, createTestCampus } from '@campus/core/testing';
import { renderWithCampus } from '@campus/ui/testing';
import { paramsFixture, registrationOptionsFixture } from '../fixtures/wire.fixtures.js';
import { Register } from './register.js';

/** The fixture's countries as the API names them in each language. */
const COUNTRY_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'pt-BR': { BRA: 'Brasil', ARG: 'Argentina', CHL: 'Chile' },
  'en-US': { BRA: 'Brazil', ARG: 'Argentina', CHL: 'Chile' },
};

// Issue 25: the registration form's countries come in the interface language, and follow it when it changes.
describe('<Register> options in the interface language', { timeout: 20_000 }, () => {
  it('asks for the options again when the language changes, and lists the countries in the new one', async () => {
    const languages: string[] = [];
    const api = createFakeApi({
      '/api/params/': { status: 200, body: paramsFixture() },
      '/accounts/registration_options/': (request) => {
        const language = request.headers.get('accept-language') ?? 'pt-BR';
        languages.push(language);
        const names = COUNTRY_NAMES[language] ?? COUNTRY_NAMES['pt-BR'] ?? {};
        return answer(registrationOptionsSchema, {
          ...registrationOptionsFixture,
          countries: registrationOptionsFixture.countries.map(({ code }) => ({ code, name: names[code] ?? code })),
        });
      },
    });
    const campus = createTestCampus({ api });
    renderWithCampus(<Register />, campus);
    expect(await screen.findByRole('option', { name: 'Brasil' })).toBeInTheDocument();
    await act(() => campus.setLocale('en-US'));
    expect(await screen.findByRole('option', { name: 'Brazil' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Brasil' })).not.toBeInTheDocument();
    expect(languages).toEqual(['pt-BR', 'en-US']);
  });
});
