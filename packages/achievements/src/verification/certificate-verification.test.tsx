import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithCampus } from '@campus/ui/testing';
import { CertificateVerification } from './certificate-verification.js';
import { GENUINE_CODE, UNKNOWN_CODE } from '../testing/achievements-fixtures.test-util.js';
import { createAchievementsApi } from '../testing/fake-api.test-util.js';

describe('<CertificateVerification>', { timeout: 20_000 }, () => {
  it('says a genuine code is genuine, with name, training and day, without a session', async () => {
    const api = createAchievementsApi();
    renderWithCampus(<CertificateVerification code={GENUINE_CODE.toLowerCase()} />, { api });
    const outcome = await screen.findByRole('status');
    expect(outcome).toHaveTextContent('Certificado autêntico');
    expect(outcome).toHaveTextContent('Ana Souza');
    expect(outcome).toHaveTextContent('Excel essencial: fórmulas/tabelas');
    expect(outcome).toHaveTextContent('20 de nov. de 2026');
    expect(api.requests[0]?.headers.get('authorization') ?? null).toBeNull();
  });

  it('says when no certificate has the code', async () => {
    renderWithCampus(<CertificateVerification code={UNKNOWN_CODE} />, { api: createAchievementsApi() });
    expect(await screen.findByText('Certificado não encontrado')).toBeInTheDocument();
  });

  it('refuses a malformed code in place, without asking the API', async () => {
    const api = createAchievementsApi();
    renderWithCampus(<CertificateVerification code="ABC-123" />, { api, locale: 'es-ES' });
    expect(await screen.findByText('Código no válido')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });
});
