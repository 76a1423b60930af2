import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileInput } from './file-input.js';

// A 2×2 PNG built in memory: the preview story needs no network and no fixture file.
const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNkYPjPwMDAxMDAwMDAAAAOGwEF3Ssl3QAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

const meta = {
  title: 'Primitives/FileInput',
  component: FileInput,
  args: { label: 'Foto da fachada da loja', capture: 'environment' },
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No file chosen. */
export const Empty: Story = {};

/** An image chosen: preview and remove button. */
export const WithPreview: Story = {
  args: { defaultFile: new File([PNG_BYTES], 'fachada.png', { type: 'image/png' }) },
};

/** A document (no preview). */
export const Document: Story = {
  args: {
    label: 'Nota fiscal (PDF)',
    accept: 'application/pdf',
    defaultFile: new File(['%PDF-1.4'], 'nota-123.pdf', { type: 'application/pdf' }),
  },
};

/** Invalid, with a hint. */
export const Invalid: Story = {
  args: { required: true, hint: 'Uma foto por semana.', error: 'A foto da nota fiscal é obrigatória.' },
};

/** Disabled. */
export const Disabled: Story = { args: { disabled: true } };
