import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Button } from '../button/button.js';
import { useToast } from './toast-context.js';
import type { ToastOptions } from './toast-context.js';
import { ToastProvider } from './toast.js';

function Demo({ initial }: { initial: readonly ToastOptions[] }) {
  const toast = useToast();
  useEffect(() => {
    for (const options of initial) toast.show({ duration: 0, ...options });
  }, [initial, toast]);
  return <Button onClick={() => toast.show({ message: 'Favorito adicionado', tone: 'success' })}>Favoritar</Button>;
}

const meta = {
  title: 'Primitives/Toast',
  component: ToastProvider,
  render: (_args, { parameters }) => (
    <ToastProvider>
      <Demo initial={(parameters['toasts'] as readonly ToastOptions[] | undefined) ?? []} />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No toast yet: the button shows one (polite, leaves after 5 s). */
export const Empty: Story = {};

/** Information and success (polite). */
export const Polite: Story = {
  parameters: {
    toasts: [
      { message: 'Inscrição realizada com sucesso', tone: 'success' },
      { message: 'Sua aula começa em 10 minutos' },
    ],
  },
};

/** An error (assertive, stays until dismissed). */
export const Assertive: Story = {
  parameters: { toasts: [{ message: 'Erro ao realizar o resgate. Tente novamente.', tone: 'error' }] },
};
