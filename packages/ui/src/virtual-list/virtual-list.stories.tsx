import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from '../empty-state/empty-state.js';
import { VirtualList } from './virtual-list.js';

interface Course {
  id: number;
  name: string;
}

const courses: Course[] = Array.from({ length: 10_000 }, (_, index) => ({ id: index + 1, name: `Curso ${index + 1}` }));

const meta = {
  title: 'Primitives/VirtualList',
  component: VirtualList<Course>,
  args: {
    label: 'Cursos online',
    items: courses,
    getKey: (course: Course) => course.id,
    renderItem: (course: Course) => <p>{course.name}</p>,
    estimateSize: 56,
  },
} satisfies Meta<typeof VirtualList<Course>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 10,000 items; only the visible rows are in the DOM. */
export const TenThousand: Story = {};

/** A short list. */
export const Few: Story = { args: { items: courses.slice(0, 3) } };

/** No items: the `empty` content replaces the list; the status still reads "Nenhum resultado encontrado". */
export const Empty: Story = {
  args: { items: [], empty: <EmptyState title="Nenhum curso encontrado" description="Tente outros filtros." /> },
};
