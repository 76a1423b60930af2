import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { journalProgressReport } from '@campus/core/api';
import { apiError, createFakeApi, createTestCampus, FAKE_SESSION } from '@campus/core/testing';
import { usePackageMessages } from '@campus/ui';
import { renderWithCampus } from '@campus/ui/testing';
import { PLAYER_MESSAGES } from '../messages/player-messages.js';
import { JournalStatus } from './journal-status.js';
import type { Campus } from '@campus/core';

function Status({ campus }: { campus: Campus }) {
  usePackageMessages(PLAYER_MESSAGES);
  return <JournalStatus campus={campus} />;
}

const result = {
  activity_id: 3,
  status: 'in_progress',
  progress: 50,
  course: { id: 42, status: 'in_progress', progress: 10 },
};

describe('JournalStatus', () => {
  it('asks the journal for a replay as the player opens (its code loads then), without waiting for the start to end', () => {
    const campus = createTestCampus({ api: createFakeApi({}), session: { ...FAKE_SESSION, id: 7 } });
    const replay = vi.spyOn(campus.journal, 'replay');
    renderWithCampus(<Status campus={campus} />, campus);
    expect(replay).toHaveBeenCalledOnce();
  });

  it('says progress made offline is saved on the device, then that it was sent', async () => {
    const network = { down: true };
    const api = createFakeApi(
      { 'POST /api/activities/:id/progress/': () => ({ status: 200, body: result }) },
      { fail: () => (network.down ? 'network' : undefined) },
    );
    const campus = createTestCampus({ api, session: { ...FAKE_SESSION, id: 7 } });
    renderWithCampus(<Status campus={campus} />, campus);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    const outcome = await act(() =>
      journalProgressReport(campus.journal, 3, { kind: 'document', page: 2, page_count: 4 }),
    );
    expect(outcome.status).toBe('saved');
    expect(status).toHaveTextContent(
      'Sem conexão: seu progresso foi salvo neste dispositivo e será enviado quando a conexão voltar.',
    );

    network.down = false;
    await act(() => campus.journal.replay());
    expect(status).toHaveTextContent('Progresso salvo neste dispositivo enviado.');
    await expect(outcome.status === 'saved' ? outcome.sent : undefined).resolves.toEqual(result);
  });

  it('reports a late write the API refused, with its reason', async () => {
    const network = { down: true };
    const api = createFakeApi(
      { 'POST /api/activities/:id/progress/': () => apiError(403, 'not_found_or_forbidden') },
      { fail: () => (network.down ? 'network' : undefined) },
    );
    const campus = createTestCampus({ api, session: { ...FAKE_SESSION, id: 7 } });
    renderWithCampus(<Status campus={campus} />, campus);
    await act(() => journalProgressReport(campus.journal, 3, { kind: 'document', page: 2, page_count: 4 }));
    network.down = false;
    await act(() => campus.journal.replay());
    expect(screen.getByRole('status')).toHaveTextContent(
      'Parte do progresso salvo neste dispositivo não foi aceita: Não encontrado ou não possui permissão para acessar.',
    );
  });
});
