import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithCampus } from '@campus/ui/testing';
import { Library } from './library.js';
import { CATEGORY_MEDIA, EXTENSION_AUDIO } from '../testing/library-news-fixtures.test-util.js';
import { createLibraryNewsApi, FILE_TEXT, LEARNER_SESSION } from '../testing/library-news-api.test-util.js';

let saved: { href: string; download: string }[];
let created: Blob[];

beforeEach(() => {
  saved = [];
  created = [];
  // jsdom has neither object URLs nor downloads: record what the widget asks of them.
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return `blob:https://campus.test/${created.length}`;
      },
      revokeObjectURL: () => undefined,
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('<Library>', { timeout: 20_000 }, () => {
  it('lists the files and filters them by category, type and search, asking the API', async () => {
    const user = userEvent.setup();
    const api = createLibraryNewsApi();
    const onCategoryChange = vi.fn();
    renderWithCampus(<Library onCategoryChange={onCategoryChange} />, { api, session: LEARNER_SESSION });
    const list = await screen.findByRole('list', { name: 'Arquivos da biblioteca' });
    expect(await screen.findByText('4 arquivos')).toBeInTheDocument();
    expect(within(list).getByRole('listitem', { name: 'Manual do Vendedor' })).toHaveTextContent(
      'Manuais · PDF · 240 kB',
    );

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Categoria' }), CATEGORY_MEDIA.name);
    expect(onCategoryChange).toHaveBeenLastCalledWith({ category: String(CATEGORY_MEDIA.id) });
    expect(await screen.findByText('2 arquivos')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de arquivo' }), EXTENSION_AUDIO.name);
    expect(await screen.findByText('1 arquivo')).toBeInTheDocument();
    expect(within(list).getByRole('listitem', { name: 'Vinheta do Programa' })).toBeInTheDocument();
    expect(api.to('GET /api/library/').at(-1)?.query.toString()).toBe(
      `categories=${CATEGORY_MEDIA.id}&extensions=${EXTENSION_AUDIO.id}&page=1&page_size=24`,
    );

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar na biblioteca' }), 'metas');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('1 arquivo')).toBeInTheDocument();
    expect(within(list).getByRole('listitem', { name: 'Metas Trimestrais' })).toBeInTheDocument();
  });

  it('opens a file with its facts, downloads it and goes back to the list', async () => {
    const user = userEvent.setup();
    const onFileOpen = vi.fn();
    const onDownloaded = vi.fn();
    renderWithCampus(<Library onFileOpen={onFileOpen} onDownloaded={onDownloaded} />, {
      api: createLibraryNewsApi(),
      session: LEARNER_SESSION,
    });
    await user.click(await screen.findByRole('button', { name: 'Ver arquivo: Manual do Vendedor' }));
    expect(onFileOpen).toHaveBeenCalledWith({ id: 501 });
    const heading = await screen.findByRole('heading', { name: 'Manual do Vendedor', level: 2 });
    expect(heading).toHaveFocus();
    const facts = screen.getByLabelText('Sobre o arquivo');
    expect(facts).toHaveTextContent('CategoriaManuais');
    expect(facts).toHaveTextContent('Tamanho240 kB');
    expect(facts).toHaveTextContent('Publicado em10 de mar. de 2026');
    expect(facts).toHaveTextContent('manual-do-vendedor.pdf');

    await user.click(screen.getByRole('button', { name: 'Baixar Manual do Vendedor' }));
    expect(await screen.findByText('Arquivo manual-do-vendedor.pdf baixado.')).toBeInTheDocument();
    expect(saved).toEqual([{ href: 'blob:https://campus.test/1', download: 'manual-do-vendedor.pdf' }]);
    expect(await created[0]?.text()).toBe(FILE_TEXT);
    expect(onDownloaded).toHaveBeenCalledWith({ id: 501, file_name: 'manual-do-vendedor.pdf' });

    await user.click(screen.getByRole('button', { name: 'Voltar para a biblioteca' }));
    expect(await screen.findByRole('heading', { name: 'Biblioteca' })).toHaveFocus();
  });

  it('goes back to the category it showed when the host routed to the file', async () => {
    const user = userEvent.setup();
    const onFileClose = vi.fn();
    const { rerender } = renderWithCampus(<Library category="62" onFileClose={onFileClose} />, {
      api: createLibraryNewsApi(),
      session: LEARNER_SESSION,
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Tipo de arquivo' }), EXTENSION_AUDIO.name);
    await user.click(await screen.findByRole('button', { name: 'Ver arquivo: Vinheta do Programa' }));
    // The host's file route names no category.
    rerender(<Library file="502" onFileClose={onFileClose} />);
    await user.click(await screen.findByRole('button', { name: 'Voltar para a biblioteca' }));
    expect(onFileClose).toHaveBeenCalledWith({ category: '62' });
    expect(screen.getByRole('combobox', { name: 'Tipo de arquivo' })).toHaveValue(String(EXTENSION_AUDIO.id));
  });

  it('previews pictures and text in place', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithCampus(<Library file={503} />, {
      api: createLibraryNewsApi(),
      session: LEARNER_SESSION,
    });
    await user.click(await screen.findByRole('button', { name: 'Visualizar' }));
    const picture = await screen.findByRole('img', { name: 'Planograma de Vitrine' });
    expect(picture).toHaveAttribute('src', 'https://api.campus.test/static/demo/library/planograma.png');
    expect(screen.getByRole('button', { name: 'Fechar visualização' })).toHaveAttribute('aria-expanded', 'true');
    unmount();

    renderWithCampus(<Library file={504} />, { api: createLibraryNewsApi(), session: LEARNER_SESSION });
    await user.click(await screen.findByRole('button', { name: 'Visualizar' }));
    expect(await screen.findByLabelText('Metas Trimestrais', { selector: 'pre' })).toHaveTextContent('loja;meta');
  });

  it("says 'library file not found' for a missing file and for a file whose bytes are gone", async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithCampus(<Library file={999} />, {
      api: createLibraryNewsApi(),
      session: LEARNER_SESSION,
    });
    expect(await screen.findByText('Arquivo da biblioteca não encontrado.')).toBeInTheDocument();
    unmount();

    renderWithCampus(<Library file={501} />, {
      api: createLibraryNewsApi({ missingFiles: ['manual-do-vendedor.pdf'] }),
      session: LEARNER_SESSION,
    });
    await user.click(await screen.findByRole('button', { name: 'Baixar Manual do Vendedor' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Arquivo da biblioteca não encontrado.');
    expect(saved).toEqual([]);
  });

  it("says 'library file not found' when a PDF's preview finds no file, instead of opening the viewer", async () => {
    const user = userEvent.setup();
    const api = createLibraryNewsApi({ missingFiles: ['manual-do-vendedor.pdf'] });
    renderWithCampus(<Library file={501} />, { api, session: LEARNER_SESSION });
    await user.click(await screen.findByRole('button', { name: 'Visualizar' }));
    const preview = await screen.findByRole('region', { name: 'Visualização' });
    expect(await within(preview).findByRole('alert')).toHaveTextContent('Arquivo da biblioteca não encontrado.');
    // The file was asked for once, with a HEAD: the viewer never loaded it.
    expect(
      api.requests
        .filter((request) => request.path.includes('manual-do-vendedor.pdf'))
        .map((request) => request.method),
    ).toEqual(['HEAD']);
  });

  it('speaks English', async () => {
    renderWithCampus(<Library />, { api: createLibraryNewsApi(), session: LEARNER_SESSION, locale: 'en-US' });
    expect(await screen.findByText('4 files')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View file: Manual do Vendedor' })).toBeInTheDocument();
  });
});
