import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from './link.js';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '#courses', children: 'Ver todos os cursos' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link inside the widget. */
export const Default: Story = {};

/** Opens in a new tab; screen readers hear "(abre em uma nova aba)". */
export const External: Story = {
  args: { href: 'https://example.com/regulamento', external: true, children: 'Regulamento da campanha' },
};
