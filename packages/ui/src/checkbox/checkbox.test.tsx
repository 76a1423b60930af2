import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox.js';

describe('Checkbox', () => {
  it('toggles from its label and from the keyboard', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Aceito os termos de uso" onChange={(e) => onChange(e.target.checked)} />);
    const box = screen.getByRole('checkbox', { name: 'Aceito os termos de uso' });
    await userEvent.click(screen.getByText('Aceito os termos de uso'));
    expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('reads its error and hint, and is marked invalid', () => {
    render(<Checkbox label="Tenho 18 anos ou mais" hint="Exigido pelo regulamento." error="Confirme sua idade." />);
    const box = screen.getByRole('checkbox', { name: 'Tenho 18 anos ou mais' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Exigido pelo regulamento. Confirme sua idade.');
  });

  it('shows the mixed state', () => {
    render(<Checkbox label="Todas as lojas" indeterminate />);
    expect(screen.getByRole('checkbox', { name: 'Todas as lojas' })).toBePartiallyChecked();
  });
});
