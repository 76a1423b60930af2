import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../badge/badge.js';
import { Button } from '../button/button.js';
import { Card } from './card.js';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: { title: 'Excel avançado', children: 'Fórmulas, tabelas dinâmicas e gráficos. 12 atividades.' },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title and text only. */
export const Default: Story = {};

/** With status badges and an action. */
export const WithActions: Story = {
  args: {
    eyebrow: (
      <>
        <Badge tone="success">Em andamento</Badge>
        <Badge>Online</Badge>
      </>
    ),
    footer: <Button>Continuar</Button>,
  },
};
