import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestCampus } from '@campus/core/testing';
import { renderWithCampus } from '@campus/ui/testing';
import { createForumApi, FORUM_LEARNER_SESSION, openTopic } from '../testing/forum-fake-api.test-util.js';
import { Forum } from './forum.js';

const reply = (text: string) => screen.getByText(text).closest('li') as HTMLElement;

describe('<Forum>', { timeout: 20_000 }, () => {
  it('goes from the forum’s topics to a topic with its replies, and says when one is opened', async () => {
    const opened: (string | null)[] = [];
    const { campus } = renderWithCampus(
      <Forum topicHref="/forum/{topic_id}" onTopicChange={({ topic_id }) => opened.push(topic_id)} />,
      { api: createForumApi(), session: FORUM_LEARNER_SESSION },
    );
    const link = await screen.findByRole('link', { name: 'Como bater a meta do mês?' });
    expect(screen.getByText('2 respostas')).toBeInTheDocument();
    expect(campus.t('forum.reply_count', { count: 1 })).toBe('1 resposta');
    expect(link).toHaveAttribute('href', '/forum/21');
    await userEvent.setup().click(link);
    expect(await screen.findByRole('heading', { level: 2, name: 'Como bater a meta do mês?' })).toHaveFocus();
    expect(opened).toEqual(['21']);
    expect(await screen.findByText('Ofereça os kits promocionais.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Respostas (2)' })).toBeInTheDocument();
  });

  it('replies, edits and deletes one’s own reply with a confirmation', async () => {
    const api = createForumApi();
    renderWithCampus(<Forum topicId={21} />, { api, session: FORUM_LEARNER_SESSION });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Sua resposta/ }), 'Boa ideia!');
    await user.click(screen.getByRole('button', { name: 'Responder' }));
    expect(await screen.findByText('Boa ideia!')).toBeInTheDocument();
    expect(api.to(`POST /api/forum-topics/21/replies/`)[0]?.body).toEqual({ body: 'Boa ideia!' });
    expect(screen.getByRole('textbox', { name: /Sua resposta/ })).toHaveValue('');

    const mine = within(reply('Eu começo pelos clientes antigos.'));
    await user.click(mine.getByRole('button', { name: 'Editar' }));
    const box = mine.getByRole('textbox', { name: /Sua resposta/ });
    await user.clear(box);
    await user.type(box, 'Começo pelos antigos clientes.');
    await user.click(mine.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Começo pelos antigos clientes.')).toBeInTheDocument();

    await user.click(within(reply('Começo pelos antigos clientes.')).getByRole('button', { name: 'Apagar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Apagar a resposta?' });
    await user.click(within(dialog).getByRole('button', { name: 'Apagar' }));
    expect(await screen.findByText('Resposta apagada pelo autor.')).toBeInTheDocument();
    expect(api.to('DELETE /api/forum-replies/32/')).toHaveLength(1);
    // Someone else's reply has no edit or delete, only a report.
    const theirs = within(reply('Ofereça os kits promocionais.'));
    expect(theirs.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(theirs.getByRole('button', { name: 'Denunciar' })).toBeInTheDocument();
  });

  it('reports a reply only after a confirmation with a reason', async () => {
    const api = createForumApi();
    renderWithCampus(<Forum topicId={21} />, { api, session: FORUM_LEARNER_SESSION });
    const user = userEvent.setup();
    await screen.findByText('Ofereça os kits promocionais.');
    await user.click(within(reply('Ofereça os kits promocionais.')).getByRole('button', { name: 'Denunciar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar esta publicação?' });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
    expect(await within(dialog).findByText('Escolha um motivo.')).toBeInTheDocument();
    expect(api.to('POST /api/forum-reports/')).toHaveLength(0);
    await user.click(within(dialog).getByRole('radio', { name: 'Spam ou propaganda' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Detalhes/ }), 'Link suspeito');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('POST /api/forum-reports/')[0]?.body).toEqual({
      target_type: 'reply',
      target_id: 31,
      reason: 'spam',
      details: 'Link suspeito',
    });
    expect(await within(reply('Ofereça os kits promocionais.')).findByText('Denunciado')).toBeInTheDocument();
  });

  it('says a closed topic takes no replies; a reply refused meanwhile keeps its text', async () => {
    const api = createForumApi();
    const { unmount } = renderWithCampus(<Forum topicId={21} />, { api, session: FORUM_LEARNER_SESSION });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Sua resposta/ }), 'Ainda dá tempo?');
    api.state.topic = { ...api.state.topic, status: 'closed' };
    await user.click(screen.getByRole('button', { name: 'Responder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível publicar. O que você escreveu foi mantido. Este tópico está fechado e não aceita novas respostas nem edições.',
    );
    expect(screen.getByRole('textbox', { name: /Sua resposta/ })).toHaveValue('Ainda dá tempo?');
    unmount();

    renderWithCampus(<Forum topicId={21} />, {
      api: createForumApi({ topic: openTopic({ status: 'closed' }) }),
      session: FORUM_LEARNER_SESSION,
    });
    expect(
      await screen.findByText('Este tópico foi fechado por um moderador e não aceita novas respostas.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Sua resposta/ })).not.toBeInTheDocument();
  });

  it('reloads the thread when a realtime forum event arrives', async () => {
    const api = createForumApi();
    const campus = createTestCampus({ api, session: FORUM_LEARNER_SESSION });
    renderWithCampus(<Forum topicId={21} />, campus);
    await screen.findByText('Ofereça os kits promocionais.');
    api.state.replies = [...api.state.replies, { ...api.state.replies[0]!, id: 99, body: 'Chegou agora' }];
    act(() => {
      campus.realtime.emit({ area: 'client:1:forum:21', kind: 'reply_created', topic_id: 21 }, 'forum');
    });
    expect(await screen.findByText('Chegou agora')).toBeInTheDocument();
    // A moderator closing the topic elsewhere: the open page says so and drops the reply form.
    api.state.topic = { ...api.state.topic, status: 'closed' };
    act(() => {
      campus.realtime.emit({ area: 'client:1:forum:21', kind: 'topic_changed', topic_id: 21 }, 'forum');
    });
    expect(
      await screen.findByText('Este tópico foi fechado por um moderador e não aceita novas respostas.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Sua resposta/ })).not.toBeInTheDocument();
  });

  it('gives moderators the queue: they hide the reported reply and close the topic', async () => {
    const api = createForumApi({ moderator: true });
    renderWithCampus(<Forum />, { api, session: FORUM_LEARNER_SESSION });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Moderação (1)' }));
    const report = within((await screen.findByText('Propaganda')).closest('li') as HTMLElement);
    expect(report.getByText('Ofereça os kits promocionais.')).toBeInTheDocument();
    await user.type(report.getByRole('textbox', { name: /Observação/ }), 'Sem propaganda, por favor');
    await user.click(report.getByRole('button', { name: 'Ocultar' }));
    expect(await screen.findByText('Nenhuma denúncia aberta.')).toBeInTheDocument();
    expect(api.to('POST /api/forum-moderation/replies/31/status/')[0]?.body).toEqual({
      status: 'hidden',
      note: 'Sem propaganda, por favor',
    });

    await user.click(screen.getByRole('tab', { name: /Fórum/ }));
    await user.click(await screen.findByRole('button', { name: 'Como bater a meta do mês?' }));
    await user.click(await screen.findByRole('button', { name: 'Fechar tópico' }));
    expect(
      await screen.findByText('Este tópico foi fechado por um moderador e não aceita novas respostas.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reabrir tópico' })).toBeInTheDocument();
  });
});
