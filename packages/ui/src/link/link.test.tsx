import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithCampus } from '../testing/index.js';
import { Link } from './link.js';

describe('Link', () => {
  it('is a link named by its text', () => {
    renderWithCampus(<Link href="/courses">Ver cursos</Link>);
    const link = screen.getByRole('link', { name: 'Ver cursos' });
    expect(link).toHaveAttribute('href', '/courses');
    expect(link).not.toHaveAttribute('target');
    expect(link).toHaveAttribute('part', 'link');
  });

  it('opens an external link in a new tab safely and says so', () => {
    renderWithCampus(
      <Link href="https://example.com/regulamento" external>
        Regulamento
      </Link>,
    );
    const link = screen.getByRole('link', { name: /^Regulamento ?\(abre em uma nova aba\)$/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
