import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button.js';
import { Card } from './card.js';

describe('Card', () => {
  it('is an article with a heading at the level the page needs, body and actions', () => {
    render(
      <Card title="Excel avançado" headingLevel={2} footer={<Button>Continuar</Button>}>
        3 de 12 atividades
      </Card>,
    );
    const card = screen.getByRole('article');
    expect(screen.getByRole('heading', { level: 2, name: 'Excel avançado' })).toHaveAttribute('part', 'title');
    expect(card).toHaveTextContent('3 de 12 atividades');
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
  });

  it('leaves out the slots it was not given', () => {
    render(<Card>Só texto</Card>);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('article').querySelector('[part="footer"]')).toBeNull();
  });
});
