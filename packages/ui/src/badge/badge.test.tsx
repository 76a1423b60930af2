import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge.js';

describe('Badge', () => {
  it('shows its label with a tone hook and a part', () => {
    render(<Badge tone="danger">Vagas esgotadas</Badge>);
    const badge = screen.getByText('Vagas esgotadas');
    expect(badge).toHaveAttribute('data-tone', 'danger');
    expect(badge).toHaveAttribute('part', 'badge');
  });

  it('is neutral by default', () => {
    render(<Badge>Online</Badge>);
    expect(screen.getByText('Online')).toHaveAttribute('data-tone', 'neutral');
  });
});
