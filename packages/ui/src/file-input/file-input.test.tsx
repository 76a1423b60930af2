import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithCampus } from '../testing/index.js';
import { FileInput } from './file-input.js';

// jsdom has no object URLs: count what the component creates and revokes, then put the originals back.
const urlStatics = URL as unknown as Record<'createObjectURL' | 'revokeObjectURL', unknown>;
const originals = { create: urlStatics.createObjectURL, revoke: urlStatics.revokeObjectURL };
let created: string[];
let revoked: string[];
beforeEach(() => {
  created = [];
  revoked = [];
  urlStatics.createObjectURL = () => {
    const url = `blob:campus/${created.length + 1}`;
    created.push(url);
    return url;
  };
  urlStatics.revokeObjectURL = (url: string) => revoked.push(url);
});
afterEach(() => {
  urlStatics.createObjectURL = originals.create;
  urlStatics.revokeObjectURL = originals.revoke;
});

const photo = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('FileInput', () => {
  it('is a labelled file input that reads which file is chosen and previews images', async () => {
    const onChange = vi.fn();
    renderWithCampus(<FileInput label="Foto da fachada" onChange={onChange} />);
    const input = screen.getByLabelText('Foto da fachada');
    expect(input).toHaveAccessibleDescription('Nenhum arquivo selecionado');
    await userEvent.upload(input, photo('fachada.png'));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'fachada.png' }));
    expect(input).toHaveAccessibleDescription('Arquivo selecionado: fachada.png');
    expect(screen.getByRole('img', { name: 'Pré-visualização de fachada.png' })).toHaveAttribute(
      'src',
      'blob:campus/1',
    );
  });

  it('revokes the previous preview when the file is replaced, removed or the field unmounts', async () => {
    const { unmount } = renderWithCampus(<FileInput label="Foto" />);
    const input = screen.getByLabelText('Foto');
    await userEvent.upload(input, photo('a.png'));
    await userEvent.upload(input, photo('b.png'));
    expect(revoked).toEqual(['blob:campus/1']);
    await userEvent.click(screen.getByRole('button', { name: 'Remover arquivo' }));
    expect(revoked).toEqual(['blob:campus/1', 'blob:campus/2']);
    expect(input).toHaveFocus();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await userEvent.upload(input, photo('c.png'));
    unmount();
    expect(revoked).toEqual(created);
  });

  it('does not preview a file that is not an image', async () => {
    renderWithCampus(<FileInput label="Nota fiscal" accept="application/pdf" />);
    await userEvent.upload(
      screen.getByLabelText('Nota fiscal'),
      new File(['%PDF'], 'nota.pdf', { type: 'application/pdf' }),
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(created).toEqual([]);
  });

  it('reads its error', () => {
    renderWithCampus(<FileInput label="Nota fiscal" error="A foto da nota fiscal é obrigatória." />);
    const input = screen.getByLabelText('Nota fiscal');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Nenhum arquivo selecionado A foto da nota fiscal é obrigatória.');
  });
});
