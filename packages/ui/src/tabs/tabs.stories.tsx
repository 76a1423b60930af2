import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from './tabs.js';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: {
    label: 'Conteúdo do curso',
    tabs: [
      { id: 'activities', label: 'Atividades', panel: <p>12 atividades, 3 concluídas.</p> },
      { id: 'about', label: 'Sobre', panel: <p>Fórmulas, tabelas dinâmicas e gráficos.</p> },
      { id: 'certificate', label: 'Certificado', panel: <p>Disponível ao concluir.</p>, disabled: true },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first tab selected; ←/→ move, the disabled tab is skipped. */
export const Default: Story = {};

/** Another tab selected from the start. */
export const SecondSelected: Story = { args: { defaultSelectedId: 'about' } };
