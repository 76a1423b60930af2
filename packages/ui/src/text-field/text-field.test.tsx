import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field.js';

function EmailField() {
  const [value, setValue] = useState('');
  const error = value !== '' && !value.includes('@') ? 'Informe um e-mail válido.' : undefined;
  return (
    <TextField
      label="E-mail"
      hint="Usamos para recuperar sua senha."
      type="email"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      error={error}
      required
    />
  );
}

describe('TextField', () => {
  it('is named by its label and described by its hint', () => {
    render(<EmailField />);
    const input = screen.getByRole('textbox', { name: /E-mail/ });
    expect(input).toHaveAccessibleDescription('Usamos para recuperar sua senha.');
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the field invalid, reads the error with it and keeps the typed value', async () => {
    render(<EmailField />);
    const input = screen.getByRole('textbox', { name: /E-mail/ });
    await userEvent.type(input, 'ana');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Usamos para recuperar sua senha. Informe um e-mail válido.');
    expect(input).toHaveValue('ana');
    await userEvent.type(input, '@campus.dev');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveValue('ana@campus.dev');
  });

  it('exposes parts for host styling', () => {
    render(<TextField label="Nome" error="Obrigatório" />);
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveAttribute('part', 'input');
    expect(screen.getByText('Obrigatório')).toHaveAttribute('part', 'error');
  });
});
