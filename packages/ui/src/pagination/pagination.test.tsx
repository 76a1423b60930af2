import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithCampus } from '../testing/index.js';
import { Pagination } from './pagination.js';
import { paginationRange } from './pagination-range.js';

describe('Pagination', () => {
  it('is a labelled navigation marking the current page and saying where you are', () => {
    renderWithCampus(<Pagination page={5} pageCount={20} onPageChange={vi.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Paginação' });
    expect(screen.getByRole('button', { name: 'Ir para a página 5' })).toHaveAttribute('aria-current', 'page');
    expect(nav).toHaveTextContent('Página 5 de 20');
  });

  it('moves with previous, next and page buttons, disabled at the ends', async () => {
    const onPageChange = vi.fn();
    const { rerender } = renderWithCampus(<Pagination page={1} pageCount={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ir para a página 3' }));
    expect(onPageChange.mock.calls).toEqual([[2], [3]]);
    rerender(<Pagination page={3} pageCount={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
  });

  it('renders nothing for a single page', () => {
    const { container } = renderWithCampus(<Pagination page={1} pageCount={1} onPageChange={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('paginationRange', () => {
  it('keeps the ends and the neighbours of the current page in a constant number of slots', () => {
    expect(paginationRange(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(paginationRange(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationRange(1, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(paginationRange(10, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
    expect(paginationRange(2, 2)).toEqual([1, 2]);
    expect(paginationRange(1, 0)).toEqual([]);
  });
});
