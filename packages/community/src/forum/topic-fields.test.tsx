import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { usePackageMessages } from '@campus/ui';
import { renderWithCampus } from '@campus/ui/testing';
import { FORUM_MESSAGES } from '../messages/forum/forum-messages.js';
import { createForumApi, FORUM_LEARNER_SESSION, openTopic } from '../testing/forum-fake-api.test-util.js';
import { NewTopicForm } from './new-topic-form.js';
import { TopicEditForm } from './topic-edit-form.js';

/** The forms with the forum's messages, as the widget gives them. */
function WithMessages({ children }: { children: ReactNode }) {
  usePackageMessages(FORUM_MESSAGES);
  return <>{children}</>;
}

describe('the topic fields of the new topic form and the edit (one TopicFields)', () => {
  it('says what is missing only once a send was tried, sends the texts trimmed, then empties the new topic form', async () => {
    const api = createForumApi();
    const onPosted = vi.fn();
    renderWithCampus(
      <WithMessages>
        <NewTopicForm forumId={1} headingLevel={3} onPosted={onPosted} />
      </WithMessages>,
      { api, session: FORUM_LEARNER_SESSION },
    );
    const user = userEvent.setup();
    const title = await screen.findByRole('textbox', { name: 'Título' });
    expect(screen.queryByText('Preencha este campo.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publicar tópico' }));
    expect(screen.getAllByText('Preencha este campo.')).toHaveLength(2);
    expect(api.to('POST /api/forums/1/topics/')).toHaveLength(0);
    await user.type(title, '  Dúvida  ');
    await user.type(screen.getByRole('textbox', { name: 'Mensagem' }), ' Como faço? ');
    await user.click(screen.getByRole('button', { name: 'Publicar tópico' }));
    await vi.waitFor(() => expect(onPosted).toHaveBeenCalledTimes(1));
    expect(api.to('POST /api/forums/1/topics/')[0]?.body).toEqual({ title: 'Dúvida', body: 'Como faço?' });
    expect(title).toHaveValue('');
    expect(screen.queryByText('Preencha este campo.')).not.toBeInTheDocument();
  });

  it('starts the edit with the topic’s texts and checks them the same way', async () => {
    const api = createForumApi();
    renderWithCampus(
      <WithMessages>
        <TopicEditForm topic={openTopic({ title: 'Título antigo', body: 'Texto antigo' })} onDone={vi.fn()} />
      </WithMessages>,
      { api, session: FORUM_LEARNER_SESSION },
    );
    const user = userEvent.setup();
    const title = await screen.findByRole('textbox', { name: 'Título' });
    expect(title).toHaveValue('Título antigo');
    expect(screen.getByRole('textbox', { name: 'Mensagem' })).toHaveValue('Texto antigo');
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('Preencha este campo.')).toBeInTheDocument();
  });
});
