import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button.js';
import { renderWithCampus } from '../testing/index.js';
import { EmptyState } from './empty-state.js';

describe('EmptyState', () => {
  it('says nothing was found by default', () => {
    renderWithCampus(<EmptyState />);
    expect(screen.getByText('Nenhum item encontrado')).toBeInTheDocument();
  });

  it('shows a specific message and a way forward', () => {
    renderWithCampus(
      <EmptyState
        title="Nenhum curso encontrado"
        description="Tente outros filtros."
        action={<Button>Limpar filtros</Button>}
      />,
    );
    expect(screen.getByText('Nenhum curso encontrado')).toBeInTheDocument();
    expect(screen.getByText('Tente outros filtros.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Limpar filtros' })).toBeInTheDocument();
  });
});
