import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Pagination } from './pagination.js';

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  args: { page: 5, pageCount: 20, onPageChange: () => undefined },
  render: function PaginationStory(args) {
    const [page, setPage] = useState(args.page);
    return <Pagination {...args} page={page} onPageChange={setPage} />;
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the middle of many pages. */
export const Middle: Story = {};

/** On the first page: "previous" is disabled. */
export const First: Story = { args: { page: 1, pageCount: 8 } };

/** On the last page: "next" is disabled. */
export const Last: Story = { args: { page: 8, pageCount: 8 } };

/** Few pages: all numbers shown. */
export const Few: Story = { args: { page: 2, pageCount: 4 } };
