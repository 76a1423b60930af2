import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVE_BLOB_REVOKE_AFTER_MS } from '@campus/ui';
import { renderWithCampus } from '@campus/ui/testing';
import { CertificateList } from './certificate-list.js';
import { createAchievementsApi, FAKE_PDF, LEARNER_SESSION } from '../testing/fake-api.test-util.js';

let saved: { href: string; download: string }[];
let created: Blob[];
let revoked: string[];

beforeEach(() => {
  saved = [];
  created = [];
  revoked = [];
  // jsdom has neither object URLs nor downloads: record what the widget asks of them.
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return `blob:https://campus.test/${created.length}`;
      },
      revokeObjectURL: (url: string) => revoked.push(url),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('<CertificateList>', { timeout: 20_000 }, () => {
  it('lists the certificates with workload, day of issue in the locale and code', async () => {
    renderWithCampus(<CertificateList />, { api: createAchievementsApi(), session: LEARNER_SESSION });
    const list = await screen.findByRole('list', { name: 'Meus certificados' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const excel = within(list).getByRole('listitem', { name: 'Excel essencial: fórmulas/tabelas' });
    expect(excel).toHaveTextContent('2 h 30 min');
    expect(excel).toHaveTextContent('20 de nov. de 2026');
    expect(excel).toHaveTextContent('7K2M-9QXD-4B0R');
    expect(within(list).getByRole('listitem', { name: 'Atendimento ao cliente' })).toHaveTextContent('—');
  });

  it('downloads the PDF under the training’s name and revokes its URL afterwards', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = createAchievementsApi();
    const downloaded = vi.fn();
    renderWithCampus(<CertificateList onDownloaded={downloaded} />, { api, session: LEARNER_SESSION });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await user.click(
      await screen.findByRole('button', { name: 'Baixar PDF do certificado Excel essencial: fórmulas/tabelas' }),
    );
    expect(await screen.findByText('Certificado Excel essencial: fórmulas/tabelas baixado.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(api.to('GET /api/certificates/12/pdf/')).toHaveLength(1);
    expect(created).toHaveLength(1);
    expect(created[0]?.type).toBe('application/pdf');
    expect(await created[0]?.text()).toBe(FAKE_PDF);
    expect(saved).toEqual([{ href: 'blob:https://campus.test/1', download: 'Excel essencial fórmulas tabelas.pdf' }]);
    expect(downloaded).toHaveBeenCalledWith({
      id: 12,
      code: '7K2M-9QXD-4B0R',
      training_title: 'Excel essencial: fórmulas/tabelas',
    });
    expect(revoked).toEqual([]);
    act(() => vi.advanceTimersByTime(SAVE_BLOB_REVOKE_AFTER_MS));
    expect(revoked).toEqual(['blob:https://campus.test/1']);
  });

  it('says why a download failed, in the person’s language, and saves nothing', async () => {
    const api = createAchievementsApi({
      fail: (_method, path) => (path.endsWith('/pdf/') ? { status: 404, code: 'not_found_or_forbidden' } : undefined),
    });
    renderWithCampus(<CertificateList />, { api, session: LEARNER_SESSION });
    await userEvent.click(await screen.findByRole('button', { name: /Baixar PDF do certificado Atendimento/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Certificado não encontrado.');
    expect(saved).toEqual([]);
  });

  it('copies the verification link of the template and confirms it politely', async () => {
    const user = userEvent.setup();
    const copied = vi.fn();
    renderWithCampus(<CertificateList verifyUrl="https://verify.example/c/{code}" onLinkCopied={copied} />, {
      api: createAchievementsApi(),
      session: LEARNER_SESSION,
    });
    await user.click(
      await screen.findByRole('button', { name: 'Copiar link de verificação do certificado Atendimento ao cliente' }),
    );
    expect(await navigator.clipboard.readText()).toBe('https://verify.example/c/A1B2-C3D4-E5F6');
    expect(screen.getByRole('status')).toHaveTextContent('Link de verificação de Atendimento ao cliente copiado.');
    expect(copied).toHaveBeenCalledWith({
      id: 7,
      code: 'A1B2-C3D4-E5F6',
      url: 'https://verify.example/c/A1B2-C3D4-E5F6',
    });
  });

  it('points the link at the site’s verification page by default', async () => {
    const user = userEvent.setup();
    renderWithCampus(<CertificateList />, { api: createAchievementsApi(), session: LEARNER_SESSION });
    await user.click(await screen.findByRole('button', { name: /Copiar link de verificação do certificado Excel/ }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/certificates/verify/7K2M-9QXD-4B0R`);
  });

  it('has an empty state', async () => {
    renderWithCampus(<CertificateList />, {
      api: createAchievementsApi({ certificates: { results: [] } }),
      session: LEARNER_SESSION,
    });
    expect(await screen.findByText(/Você ainda não tem certificados/)).toBeInTheDocument();
  });

  it('invites to sign in without asking the API', async () => {
    const api = createAchievementsApi();
    renderWithCampus(<CertificateList />, { api });
    expect(await screen.findByText('Entre para ver suas conquistas')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('speaks English when the locale is en-US', async () => {
    renderWithCampus(<CertificateList />, { api: createAchievementsApi(), session: LEARNER_SESSION, locale: 'en-US' });
    expect(await screen.findByRole('button', { name: /Download the PDF of the certificate Excel/ })).toBeVisible();
    expect(screen.getByRole('listitem', { name: /Excel/ })).toHaveTextContent('Nov 20, 2026');
  });
});
