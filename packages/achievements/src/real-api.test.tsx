// The achievements widgets against the real reference API: @campus/server on an in-memory PGlite with the demo
// seed, in a child process, reached through the Campus client's own fetch (no fake anywhere). The demo `learner`
// finished courses in the seed, so holds certificates and the first badges.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { downloadCertificate, fetchCertificates } from '@campus/core/api';
import { renderWithCampus } from '@campus/ui/testing';
import { startReferenceApi } from '@campus/server/test-support/reference-api';
import type { ReferenceApi } from '@campus/server/test-support/reference-api';
import { referenceCampus, signedIn } from '../../server/src/test-support/signed-in.test-util.js';
import { BadgeList } from './badges/badge-list.js';
import { CertificateList } from './certificates/certificate-list.js';
import { CertificateVerification } from './verification/certificate-verification.js';

let server: ReferenceApi | undefined;

beforeAll(async () => {
  server = await startReferenceApi();
}, 180_000);

afterAll(async () => {
  await server?.stop();
}, 60_000);

describe('the achievements widgets on the reference API', { timeout: 60_000 }, () => {
  it('list the learner’s certificates, whose PDF is a PDF and whose code verifies as genuine when signed out', async () => {
    const campus = await signedIn('learner', { server });
    const { results } = await fetchCertificates(campus.api);
    const certificate = results[0];
    if (certificate === undefined) throw new Error('the demo learner has no certificate');
    renderWithCampus(<CertificateList />, campus);
    const item = await screen.findByRole('listitem', { name: certificate.training_title });
    expect(item).toHaveTextContent(certificate.code);

    const pdf = await downloadCertificate(campus.api, certificate.id);
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');

    renderWithCampus(<CertificateVerification code={certificate.code} />, referenceCampus(server));
    const outcome = await screen.findByText('Certificado autêntico');
    const box = outcome.closest('[role="status"]') as HTMLElement;
    expect(box).toHaveTextContent('Ana Souza');
    expect(within(box).getByText(certificate.training_title)).toBeInTheDocument();
  });

  it('show the learner’s earned badges first, the others with their progress', async () => {
    const campus = await signedIn('learner', { server });
    renderWithCampus(<BadgeList />, campus);
    const list = await screen.findByRole('list', { name: 'Minhas medalhas' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveAttribute('data-earned', 'true');
    expect(items[0]).toHaveTextContent(/Conquistada em/);
    const locked = items.filter((item) => item.getAttribute('data-earned') === 'false');
    expect(locked.length).toBeGreaterThan(0);
    expect(within(locked[0] as HTMLElement).getByRole('progressbar')).toBeInTheDocument();
  });
});
