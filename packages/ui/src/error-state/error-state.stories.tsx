import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpError, NetworkError } from '@campus/core';
import { ErrorState } from './error-state.js';

const request = { method: 'GET', url: 'https://api.campus.invalid/api/courses/' };

const meta = {
  title: 'Primitives/ErrorState',
  component: ErrorState,
  args: { error: new HttpError({ status: 400, request, body: null }) },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A failed load: the spec message (§8) and a retry button. */
export const LoadFailed: Story = { args: { onRetry: () => undefined } };

/** Offline. */
export const ServerError: Story = {
  args: { error: new HttpError({ status: 500, request, body: null }), onRetry: () => undefined },
};

/** No connection. */
export const Network: Story = {
  args: { error: new NetworkError(request, new TypeError('Failed to fetch')), onRetry: () => undefined },
};

/** A rule refused by the server, translated from its code; nothing to retry. */
export const ServerCode: Story = {
  args: {
    error: new HttpError({
      status: 422,
      request: { ...request, method: 'POST' },
      body: { code: 'out_of_stock', message: 'Sem estoque' },
    }),
  },
};

/** While the retry runs. */
export const Retrying: Story = { args: { retrying: true, onRetry: () => undefined } };
