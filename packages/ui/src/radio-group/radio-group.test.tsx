import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './radio-group.js';

const channels = [
  { value: 'email', label: 'E-mail' },
  { value: 'sms', label: 'SMS' },
  { value: 'whatsapp', label: 'WhatsApp' },
];

describe('RadioGroup', () => {
  it('is a radio group named by its legend, and chooses on click and with arrow keys', async () => {
    const onChange = vi.fn();
    render(<RadioGroup label="Receber código por" options={channels} onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Receber código por' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'SMS' }));
    expect(screen.getByRole('radio', { name: 'SMS' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
    expect(onChange.mock.calls).toEqual([['sms'], ['whatsapp']]);
  });

  it('follows a controlled value', () => {
    const { rerender } = render(<RadioGroup label="Canal" options={channels} value="email" />);
    expect(screen.getByRole('radio', { name: 'E-mail' })).toBeChecked();
    rerender(<RadioGroup label="Canal" options={channels} value="sms" />);
    expect(screen.getByRole('radio', { name: 'SMS' })).toBeChecked();
  });

  it('reads its error with the group', () => {
    render(<RadioGroup label="Canal" options={channels} error="Escolha um canal." />);
    const group = screen.getByRole('radiogroup', { name: 'Canal' });
    expect(group).toHaveAccessibleDescription('Escolha um canal.');
    expect(group).toHaveAttribute('aria-invalid', 'true');
  });
});
