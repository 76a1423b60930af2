import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateInput } from './date-input.js';

describe('DateInput', () => {
  it('is a labelled date field bounded by min and max, valued in ISO', () => {
    render(<DateInput label="Data da venda" defaultValue="2026-03-15" min="2026-03-01" max="2026-03-31" />);
    const input = screen.getByLabelText('Data da venda');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveValue('2026-03-15');
    expect(input).toHaveAttribute('min', '2026-03-01');
    expect(input).toHaveAttribute('max', '2026-03-31');
  });

  it('reports ISO dates and an empty string for an incomplete one', () => {
    const onChange = vi.fn();
    render(<DateInput label="Nascimento" onChange={onChange} />);
    const input = screen.getByLabelText('Nascimento');
    fireEvent.change(input, { target: { value: '1990-07-04' } });
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange.mock.calls).toEqual([['1990-07-04'], ['']]);
  });

  it('shows a non-ISO value as empty rather than a wrong date, and reads its error', () => {
    render(
      <DateInput
        label="Nascimento"
        value="04/07/1990"
        onChange={() => undefined}
        error="A data de nascimento deve ser anterior a hoje."
      />,
    );
    const input = screen.getByLabelText('Nascimento');
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('A data de nascimento deve ser anterior a hoje.');
  });
});
