import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithCampus } from '../testing/index.js';
import { Combobox } from './combobox.js';
import { filterOptions, nextEnabledIndex } from './combobox-filter.js';

const cities = [
  { value: 'SP', label: 'São Paulo' },
  { value: 'RJ', label: 'Rio de Janeiro' },
  { value: 'SA', label: 'Salvador', disabled: true },
  { value: 'SC', label: 'Santiago' },
];

describe('Combobox', () => {
  it('filters as you type, ignoring accents, and announces how many options match', async () => {
    renderWithCampus(<Combobox label="Cidade" options={cities} />);
    const input = screen.getByRole('combobox', { name: 'Cidade' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(input, 'sao');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['São Paulo']);
    expect(screen.getByRole('status')).toHaveTextContent('1 opção disponível');
  });

  it('moves with the arrow keys (skipping disabled options) and chooses with Enter', async () => {
    const onChange = vi.fn();
    renderWithCampus(<Combobox label="Cidade" options={cities} onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Cidade' });
    await userEvent.type(input, 's');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const active = screen.getByRole('option', { name: 'Santiago' });
    expect(input).toHaveAttribute('aria-activedescendant', active.id);
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('SC');
    expect(input).toHaveValue('Santiago');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveFocus();
  });

  it('closes on Escape, then clears on a second Escape', async () => {
    const onChange = vi.fn();
    renderWithCampus(<Combobox label="Cidade" options={cities} defaultValue="RJ" onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Cidade' });
    expect(input).toHaveValue('Rio de Janeiro');
    await userEvent.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: 'Rio de Janeiro' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('chooses with a click and keeps focus in the input', async () => {
    renderWithCampus(<Combobox label="Cidade" options={cities} name="city" />);
    const input = screen.getByRole('combobox', { name: 'Cidade' });
    await userEvent.click(input);
    await userEvent.click(screen.getByRole('option', { name: 'Rio de Janeiro' }));
    expect(input).toHaveValue('Rio de Janeiro');
    expect(input).toHaveFocus();
  });

  it('says so when nothing matches', async () => {
    renderWithCampus(<Combobox label="Cidade" options={cities} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Cidade' }), 'xyz');
    expect(screen.getByRole('status')).toHaveTextContent('Nenhuma opção encontrada');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('combobox helpers', () => {
  it('wrap around and skip disabled options', () => {
    expect(nextEnabledIndex(cities, 1, 1)).toBe(3);
    expect(nextEnabledIndex(cities, 3, 1)).toBe(0);
    expect(nextEnabledIndex(cities, 0, -1)).toBe(3);
    expect(filterOptions(cities, '  JANEIRO ')).toEqual([cities[1]]);
  });
});
