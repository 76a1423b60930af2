import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@campus/core';
import { ASSESSMENT_PATHS } from '@campus/core/api';
import { reactionOverviewSchema } from '@campus/core/schemas';
import type { ReactionOverview } from '@campus/core/schemas';
import { answer, apiError, createFakeApi, createTestCampus } from '@campus/core/testing';
import { renderWithCampus } from '@campus/ui/testing';
import { demoActivities } from '../../testing/player-fixtures.test-util.js';
import { answersBody, draftErrors, serverFieldErrors } from './reaction-answers.js';
import { ReactionViewer } from './reaction-viewer.js';

const ACTIVITY = { ...demoActivities()[0]!, id: 77, title: 'Avaliação do curso', type: 'reaction_evaluation' as const };
const ROUTE = ASSESSMENT_PATHS.reaction;
const QUESTIONS: ReactionOverview['questions'] = [
  { id: 'overall', type: 'rating', text: 'Como você avalia o treinamento?', scale: 5, required: true },
  { id: 'comment', type: 'comment', text: 'Deixe um comentário', required: false },
];
const ANSWERED_AT = '2026-11-20T15:30:00Z';

/** The viewer on a fake API holding one evaluation; a POST stores the answers as the server does. */
function renderViewer(options: { available?: boolean; answeredAt?: string | null; locale?: Locale } = {}) {
  let overview: ReactionOverview = {
    activity_id: 77,
    questions: QUESTIONS,
    available: options.available ?? true,
    answered_at: options.answeredAt ?? null,
  };
  const api = createFakeApi({
    [`GET ${ROUTE}`]: () => answer(reactionOverviewSchema, overview),
    [`POST ${ROUTE}`]: () => {
      if (overview.answered_at !== null) return apiError(409, 'already_reviewed', { message: 'Você já avaliou' });
      overview = { ...overview, answered_at: ANSWERED_AT };
      return answer(reactionOverviewSchema, overview);
    },
  });
  const campus = createTestCampus({ api, session: true, locale: options.locale ?? 'pt-BR' });
  const onState = vi.fn();
  const onStatement = vi.fn();
  const view = renderWithCampus(
    <ReactionViewer
      campus={campus}
      activity={ACTIVITY}
      holder={{ kind: 'online-courses', id: '42' }}
      report={vi.fn(async () => {})}
      onState={onState}
      onStatement={onStatement}
    />,
    campus,
  );
  const answerElsewhere = () => {
    overview = { ...overview, answered_at: ANSWERED_AT };
  };
  return { api, onState, onStatement, answerElsewhere, ...view };
}

/** axe-core's violations in the rendered viewer (colour contrast needs a real layout: the e2e stories check it). */
async function violations(container: HTMLElement) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join()}`);
}

describe('ReactionViewer', { timeout: 20_000 }, () => {
  it('says when it opens while the training is not finished, with no form', async () => {
    renderViewer({ available: false });
    expect(await screen.findByText('Disponível quando o treinamento for concluído')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enviar avaliação' })).toBeNull();
  });

  it('is a keyboard-usable, accessible form: rating radios with their scale, a counted comment, required marks', async () => {
    const { container, api } = renderViewer();
    const group = await screen.findByRole('radiogroup', { name: /Como você avalia o treinamento\?/ });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAccessibleDescription('De 1 (muito ruim) a 5 (excelente)');
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByText('Perguntas marcadas com * são obrigatórias.')).toBeInTheDocument();
    const comment = screen.getByRole('textbox', { name: 'Deixe um comentário' });
    expect(comment).toHaveAttribute('maxlength', '256');
    expect(comment).toHaveAccessibleDescription('0 de 256 caracteres');
    expect(await violations(container)).toEqual([]);

    // Sending nothing: the required rating is refused here, the focus goes to it, nothing is sent.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    expect(await screen.findByText('Responda esta pergunta.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Revise as respostas marcadas.');
    await waitFor(() => expect(within(group).getByRole('radio', { name: '1' })).toHaveFocus());
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(api.to(`POST ${ROUTE}`)).toHaveLength(0);
    expect(await violations(container)).toEqual([]);

    // The keyboard alone: arrows choose a rating, Tab reaches the comment, typing counts.
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(group).getByRole('radio', { name: '3' })).toBeChecked();
    expect(screen.queryByText('Responda esta pergunta.')).toBeNull();
    await user.tab();
    expect(comment).toHaveFocus();
    await user.keyboard('Bom');
    expect(comment).toHaveAccessibleDescription('3 de 256 caracteres');
  });

  it('sends the answers, confirms, shows ‘Você já avaliou’ with the date and finishes the activity', async () => {
    const { api, onState, onStatement } = renderViewer();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: '4' }));
    await user.type(screen.getByRole('textbox', { name: 'Deixe um comentário' }), '  Ótimo curso ');
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Avaliação enviada. Obrigado!');
    const title = screen.getByText('Você já avaliou');
    expect(title).toHaveFocus();
    const date = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'medium', timeStyle: 'short' }).format(
      Date.parse(ANSWERED_AT),
    );
    expect(screen.getByText(`Avaliação enviada em ${date}.`)).toBeInTheDocument();
    expect(api.to(`POST ${ROUTE}`).map((request) => request.body)).toEqual([
      { answers: { overall: 4, comment: 'Ótimo curso' } },
    ]);
    expect(onState).toHaveBeenCalledWith({ status: 'finished', progress: 100 });
    expect(onStatement).toHaveBeenCalledWith('completed');
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('keeps what was typed when the submit fails, and shows the server’s field errors beside their questions', async () => {
    const { api, onState } = renderViewer();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: '2' }));
    await user.type(screen.getByRole('textbox', { name: 'Deixe um comentário' }), 'Faltou prática');
    api.failNext(`POST ${ROUTE}`, 'network');
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    expect(await screen.findByText('Suas respostas foram mantidas: tente enviar de novo.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '2' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Deixe um comentário' })).toHaveValue('Faltou prática');

    api.failNext(`POST ${ROUTE}`, {
      status: 400,
      code: 'invalid_request',
      field_errors: { 'body.answers.overall': 'out_of_range' },
    });
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    expect(await screen.findByText('Escolha uma nota de 1 a 5.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Deixe um comentário' })).toHaveValue('Faltou prática');
    expect(onState).not.toHaveBeenCalled();
  });

  it('shows ‘Você já avaliou’ with the date, and no form, when already answered', async () => {
    const { container } = renderViewer({ answeredAt: ANSWERED_AT });
    expect(await screen.findByText('Você já avaliou')).toBeInTheDocument();
    expect(screen.getByText(/^Avaliação enviada em .*2026/)).toBeInTheDocument();
    expect(await violations(container)).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Enviar avaliação' })).toBeNull();
  });

  it('after a 409 already_reviewed from another tab’s answer, shows the answered evaluation', async () => {
    const { answerElsewhere, onState } = renderViewer();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: '5' }));
    answerElsewhere();
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    expect(await screen.findByText('Você já avaliou')).toBeInTheDocument();
    expect(onState).not.toHaveBeenCalled();
  });

  it.each([
    ['en-US', 'Available once the training is finished', 'You already reviewed'],
    ['es-ES', 'Disponible cuando termine la capacitación', 'Ya has valorado'],
    ['fr-FR', 'Disponible une fois la formation terminée', 'Vous avez déjà donné votre avis'],
  ] as const)('speaks %s', async (locale, unavailable, answered) => {
    const first = renderViewer({ available: false, locale });
    expect(await screen.findByText(unavailable)).toBeInTheDocument();
    first.unmount();
    renderViewer({ answeredAt: ANSWERED_AT, locale });
    expect(await screen.findByText(answered)).toBeInTheDocument();
  });
});

describe('reaction answers', () => {
  it('refuses required answers left blank and long comments, and sends ratings as numbers and comments trimmed', () => {
    const required = [...QUESTIONS, { id: 'why', type: 'comment' as const, text: 'Por quê?', required: true }];
    expect(draftErrors(required, { why: '   ' })).toEqual({ overall: 'required', why: 'required' });
    expect(draftErrors(QUESTIONS, { overall: '3', comment: 'x'.repeat(257) })).toEqual({ comment: 'too_long' });
    expect(answersBody(QUESTIONS, { overall: '3', comment: ' ok ' })).toEqual({
      answers: { overall: 3, comment: 'ok' },
    });
    expect(answersBody(QUESTIONS, { overall: '3', comment: '  ' })).toEqual({ answers: { overall: 3 } });
    expect(
      serverFieldErrors({ 'body.answers.overall': 'out_of_range', 'body.answers.x': 'unknown_question' }, [
        'body.answers.comment',
      ]),
    ).toEqual({ overall: 'out_of_range', x: 'invalid', comment: 'invalid' });
  });
});
