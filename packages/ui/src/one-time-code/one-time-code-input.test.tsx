import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithCampus } from '../testing/index.js';
import { writeDigits } from './code-digits.js';
import { OneTimeCodeInput } from './one-time-code-input.js';

const boxes = () => screen.getAllByRole('textbox');

describe('OneTimeCodeInput', () => {
  it('is a named group of six numeric boxes, the first one offering code autofill', () => {
    renderWithCampus(<OneTimeCodeInput label="Código enviado por SMS" />);
    const group = screen.getByRole('group', { name: 'Código enviado por SMS' });
    expect(group).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
    expect(screen.getByRole('textbox', { name: 'Dígito 1 de 6' })).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByRole('textbox', { name: 'Dígito 6 de 6' })).toHaveAttribute('inputmode', 'numeric');
  });

  it('moves forward while typing, ignores letters and completes at the sixth digit', async () => {
    const onComplete = vi.fn();
    renderWithCampus(<OneTimeCodeInput label="Código" onComplete={onComplete} />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('12a3456');
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(onComplete).toHaveBeenCalledWith('123456');
    expect(boxes()[5]).toHaveFocus();
  });

  it('spreads a pasted code over the boxes', async () => {
    const onChange = vi.fn();
    renderWithCampus(<OneTimeCodeInput label="Código" onChange={onChange} />);
    await userEvent.click(boxes()[0]!);
    await userEvent.paste('482 913');
    expect(onChange).toHaveBeenLastCalledWith('482913');
    expect(boxes()[5]).toHaveValue('3');
  });

  it('accepts a whole code autofilled into the first box', () => {
    const onComplete = vi.fn();
    renderWithCampus(<OneTimeCodeInput label="Código" onComplete={onComplete} />);
    fireEvent.change(boxes()[0]!, { target: { value: '705112' } });
    expect(onComplete).toHaveBeenCalledWith('705112');
  });

  it('goes back with Backspace and moves with the arrow keys', async () => {
    renderWithCampus(<OneTimeCodeInput label="Código" defaultValue="123" />);
    await userEvent.click(boxes()[3]!);
    await userEvent.keyboard('{Backspace}');
    expect(boxes()[2]).toHaveFocus();
    expect(boxes()[2]).toHaveValue('');
    await userEvent.keyboard('{ArrowLeft}');
    expect(boxes()[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(boxes()[5]).toHaveFocus();
  });

  it('reads its error with the group', () => {
    renderWithCampus(<OneTimeCodeInput label="Código" error="O código enviado é inválido." />);
    expect(screen.getByRole('group', { name: 'Código' })).toHaveAccessibleDescription('O código enviado é inválido.');
  });
});

describe('writeDigits', () => {
  it('writes from an index, stops at the length and keeps the code contiguous', () => {
    expect(writeDigits('12', 2, '3-4', 6)).toEqual({ code: '1234', next: 4 });
    expect(writeDigits('', 0, '1234567', 6)).toEqual({ code: '123456', next: 5 });
    expect(writeDigits('1', 3, '9', 6)).toEqual({ code: '1', next: 4 });
  });
});
