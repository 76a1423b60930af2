import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs.js';

const tabs = [
  { id: 'activities', label: 'Atividades', panel: <p>12 atividades</p> },
  { id: 'certificate', label: 'Certificado', panel: <p>Disponível ao concluir</p>, disabled: true },
  { id: 'reviews', label: 'Avaliações', panel: <p>4,8 de 5</p> },
];

describe('Tabs', () => {
  it('shows the selected panel, labelled by its tab, with one tab stop', () => {
    render(<Tabs label="Conteúdo do curso" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Conteúdo do curso' })).toBeInTheDocument();
    const first = screen.getByRole('tab', { name: 'Atividades' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Avaliações' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Atividades' })).toHaveTextContent('12 atividades');
  });

  it('moves and selects with the arrow keys, skipping disabled tabs and wrapping', async () => {
    const onSelect = vi.fn();
    render(<Tabs label="Conteúdo" tabs={tabs} onSelect={onSelect} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Atividades' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const reviews = screen.getByRole('tab', { name: 'Avaliações' });
    expect(reviews).toHaveFocus();
    expect(reviews).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Avaliações' })).toHaveTextContent('4,8 de 5');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Atividades' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(onSelect.mock.calls).toEqual([['reviews'], ['activities'], ['reviews']]);
  });

  it('Tab leaves the tab list for the panel', async () => {
    render(<Tabs label="Conteúdo" tabs={tabs} />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel', { name: 'Atividades' })).toHaveFocus();
  });
});
