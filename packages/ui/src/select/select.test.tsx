import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithCampus } from '../testing/index.js';
import { Select } from './select.js';

const countries = [
  { value: 'BR', label: 'Brasil' },
  { value: 'CL', label: 'Chile' },
  { value: 'AR', label: 'Argentina', disabled: true },
];

describe('Select', () => {
  it('is a labelled combobox with a translated placeholder first', () => {
    renderWithCampus(<Select label="País" options={countries} />);
    const select = screen.getByRole('combobox', { name: 'País' });
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Selecione' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Argentina' })).toBeDisabled();
  });

  it('reports the chosen value', async () => {
    const onChange = vi.fn();
    renderWithCampus(<Select label="País" options={countries} onChange={(e) => onChange(e.target.value)} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'País' }), 'Chile');
    expect(onChange).toHaveBeenCalledWith('CL');
  });

  it('reads its error and is marked invalid', () => {
    renderWithCampus(<Select label="País" options={countries} placeholder={false} error="Escolha um país." />);
    const select = screen.getByRole('combobox', { name: 'País' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Escolha um país.');
    expect(screen.queryByRole('option', { name: 'Selecione' })).not.toBeInTheDocument();
  });
});
