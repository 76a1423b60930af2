import type { Meta, StoryObj } from '@storybook/react-vite';
import { fails, hangs, withFakeApi } from '../testing/story-campus.test-util.js';
import { PointsTable } from './points-table.js';

const meta = {
  title: 'Ranking/PointsTable',
  component: PointsTable,
  decorators: [withFakeApi],
} satisfies Meta<typeof PointsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Levels, products and photo types, the member's level marked. */
export const Complete: Story = {};

/** Nothing earns points yet. */
export const Empty: Story = { parameters: { api: { products: { products: [] }, photoTypes: { photo_types: [] } } } };

/** One part failed; the others still show. */
export const ProductsFailed: Story = {
  parameters: {
    api: {
      fail: (_method: string, path: string) =>
        path === '/api/products/' ? { status: 500, code: 'server_error' } : undefined,
    },
  },
};

/** The first load. */
export const Loading: Story = { parameters: { api: { fail: hangs } } };

/** Every part failed. */
export const Failed: Story = { parameters: { api: { fail: fails } } };

/** Nobody signed in. */
export const SignedOut: Story = { parameters: { signedOut: true } };
