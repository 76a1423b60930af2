import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithCampus } from '@campus/ui/testing';
import { News } from './news.js';
import { createLibraryNewsApi, LEARNER_SESSION } from '../testing/library-news-api.test-util.js';

declare global {
  // What the hostile body would set if anything of it ran.
  var __hacked: boolean | undefined;
}

describe('<News>', { timeout: 20_000 }, () => {
  it('lists the articles newest first with their pictures, a page at a time', async () => {
    const user = userEvent.setup();
    const api = createLibraryNewsApi();
    renderWithCampus(<News />, { api, session: LEARNER_SESSION });
    const list = await screen.findByRole('list', { name: 'Notícias, das mais recentes às mais antigas' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveAccessibleName('Nova campanha começa com pontos em dobro');
    expect(items[0]).toHaveTextContent('Publicada em 20 de nov. de 2026');
    expect(items[0]?.querySelector('img')).toHaveAttribute(
      'src',
      'https://api.campus.test/static/demo/covers/cover-4.svg',
    );
    expect(items[1]).toHaveAccessibleName('Notícia 2');

    await user.click(screen.getByRole('button', { name: 'Ir para a página 2' }));
    expect(await screen.findByRole('listitem', { name: 'Notícia 11' })).toBeInTheDocument();
    expect(api.to('GET /api/news/').at(-1)?.query.get('page')).toBe('2');
  });

  it('shows an article’s rich text, sanitized again: headings and links stay, nothing runs', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    const onClose = vi.fn();
    globalThis.__hacked = undefined;
    renderWithCampus(<News onOpen={onOpen} onClose={onClose} />, {
      api: createLibraryNewsApi(),
      session: LEARNER_SESSION,
    });
    await user.click(
      await screen.findByRole('button', { name: 'Ler notícia: Nova campanha começa com pontos em dobro' }),
    );
    expect(onOpen).toHaveBeenCalledWith({ news_id: 801 });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Nova campanha começa com pontos em dobro' }),
    ).toHaveFocus();

    const subheading = await screen.findByRole('heading', { level: 2, name: 'O que vale em dobro' });
    expect(subheading).not.toHaveAttribute('style');
    expect(screen.getByRole('link', { name: 'regulamento' })).toHaveAttribute('href', '/library');
    expect(screen.getByText('isto')).not.toHaveAttribute('href');
    const body = subheading.parentElement as HTMLElement;
    expect(within(body).getByRole('img', { name: 'Gráfico' })).toHaveAttribute(
      'src',
      'https://api.campus.test/static/demo/news/campanha.svg',
    );
    expect(within(body).queryByRole('img', { name: 'pixel' })).toBeNull();
    expect(body.querySelector('script, [onclick], [onerror], [style]')).toBeNull();
    expect(body.querySelectorAll('img')).toHaveLength(1);
    expect(globalThis.__hacked).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Voltar para as notícias' }));
    expect(onClose).toHaveBeenCalledWith({ page: 1 });
    expect(await screen.findByRole('heading', { name: 'Notícias' })).toHaveFocus();
  });

  it('opens the article the host routes to, and says when it does not exist', async () => {
    renderWithCampus(<News newsId="999" />, { api: createLibraryNewsApi(), session: LEARNER_SESSION });
    expect(await screen.findByText('Não encontrado ou não possui permissão para acessar.')).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    renderWithCampus(<News />, { api: createLibraryNewsApi(), session: LEARNER_SESSION, locale: 'es-ES' });
    expect(await screen.findByRole('heading', { name: 'Noticias' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Leer noticia: Notícia 2' })).toBeInTheDocument();
  });
});
