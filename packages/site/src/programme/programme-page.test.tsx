import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSiteTestCampus, renderInSite } from '../testing/site-render.test-util';
import type { FakeAnswer, SeenRequest } from '../testing/site-render.test-util';
import { meAnswer } from '../testing/me.test-util';
import { ProgrammePage } from './programme-page';

const page = (
  <ProgrammePage title="Loja de prêmios" intro="Troque seus pontos">
    <p>conteúdo do programa</p>
  </ProgrammePage>
);

function renderAs(answer: FakeAnswer) {
  const seen: SeenRequest[] = [];
  const campus = createSiteTestCampus(answer, seen);
  renderInSite(page, campus);
  return { seen, campus };
}

describe('ProgrammePage (spec §6: programme screens for programme members)', () => {
  it('shows a programme member the page', async () => {
    renderAs(({ path }) => (path === '/api/me/' ? { status: 200, body: meAnswer(['seller']) } : undefined));
    expect(await screen.findByRole('heading', { level: 1, name: 'Loja de prêmios' })).toBeInTheDocument();
    expect(screen.getByText('conteúdo do programa')).toBeInTheDocument();
  });

  it("shows the page's heading and intro while the user data loads, and its content once they say member", async () => {
    renderAs(({ path }) => (path === '/api/me/' ? { status: 200, body: meAnswer(['seller']) } : undefined));
    expect(screen.getByRole('heading', { level: 1, name: 'Loja de prêmios' })).toBeInTheDocument();
    expect(screen.getByText('Troque seus pontos')).toBeInTheDocument();
    expect(screen.getByText('Carregando')).toBeInTheDocument();
    expect(screen.queryByText('conteúdo do programa')).not.toBeInTheDocument();
    expect(await screen.findByText('conteúdo do programa')).toBeInTheDocument();
    expect(screen.queryByText('Carregando')).not.toBeInTheDocument();
  });

  it('shows anyone else the members-only page, without the programme content or its calls', async () => {
    const { seen } = renderAs(({ path }) => (path === '/api/me/' ? { status: 200, body: meAnswer([]) } : undefined));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Exclusivo para participantes do programa' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Esta página faz parte do programa de pontos/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o início' })).toHaveAttribute('href', '/home');
    expect(screen.queryByText('conteúdo do programa')).not.toBeInTheDocument();
    expect(seen.map((request) => request.path)).toEqual(['/api/me/']);
  });

  it("tells a blocked member 'Você foi bloqueado' when the server refuses them", async () => {
    renderAs(({ path }) =>
      path === '/api/me/' ? { status: 403, body: { code: 'user_blocked', message: 'Você foi bloqueado' } } : undefined,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Você foi bloqueado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fale conosco' })).toHaveAttribute('href', '/contact-us');
    expect(screen.queryByText('conteúdo do programa')).not.toBeInTheDocument();
  });

  it('offers a retry when the user data cannot be loaded, and shows the page once it can', async () => {
    let fail = true;
    renderAs(({ path }) => {
      if (path !== '/api/me/') return undefined;
      return fail
        ? { status: 500, body: { code: 'server_error', message: 'Erro' } }
        : { status: 200, body: meAnswer(['store_owner']) };
    });
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    expect(screen.getByRole('heading', { level: 1, name: 'Loja de prêmios' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('conteúdo do programa')).toBeInTheDocument();
  });
});
