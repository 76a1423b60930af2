import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithCampus } from '../testing/index.js';
import { Spinner } from './spinner.js';

describe('Spinner', () => {
  it('is a status read as "Carregando" by default', () => {
    renderWithCampus(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando');
  });

  it('reads a specific label', () => {
    renderWithCampus(<Spinner label="Carregando cursos" size="large" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Carregando cursos');
    expect(status).toHaveAttribute('data-size', 'large');
  });
});
