import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithCampus } from '@campus/ui/testing';
import { createSurveyApi, openSurvey, SURVEY_LEARNER_SESSION } from '../testing/survey-fake-api.test-util.js';
import { Survey } from './survey.js';

afterEach(() => {
  vi.restoreAllMocks();
});

const question = (name: RegExp) => screen.getByRole('group', { name });

describe('<Survey>', { timeout: 20_000 }, () => {
  it('shows each question as a fieldset: radios, checkboxes with a justification, a text area with a counter', async () => {
    renderWithCampus(<Survey surveyId={7} />, { api: createSurveyApi(), session: SURVEY_LEARNER_SESSION });
    expect(await screen.findByRole('heading', { level: 2, name: 'Pesquisa de clima 2026' })).toBeInTheDocument();
    expect(screen.getByText('Esta pesquisa é obrigatória: responda para continuar.')).toBeInTheDocument();
    const rating = within(question(/Como você avalia/));
    expect(rating.getAllByRole('radio')).toHaveLength(3);
    const topics = within(question(/Quais temas/));
    expect(topics.getAllByRole('checkbox')).toHaveLength(3);
    expect(topics.getByRole('textbox', { name: 'Justifique sua resposta' })).toBeInTheDocument();
    const suggestion = within(question(/Deixe uma sugestão/));
    expect(suggestion.getByRole('textbox', { name: /Deixe uma sugestão/ })).toHaveAccessibleDescription(
      '0 de 256 caracteres',
    );
  });

  it('refuses a missing answer at its question, focuses it, and keeps what was chosen and typed', async () => {
    const api = createSurveyApi();
    renderWithCampus(<Survey surveyId={7} />, { api, session: SURVEY_LEARNER_SESSION });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Bons' }));
    await user.type(screen.getByRole('textbox', { name: /Deixe uma sugestão/ }), 'Mais vídeos');
    await user.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    expect(await screen.findByText('Selecione pelo menos uma opção.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Certifique-se de que todos os campos obrigatórios estão preenchidos',
    );
    expect(screen.getByRole('checkbox', { name: 'Vendas' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Bons' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Deixe uma sugestão/ })).toHaveValue('Mais vídeos');
    expect(api.to(`POST /api/surveys/7/answers/`)).toHaveLength(0);
    // As typed: choosing an option moves the error to the justification the question asks for.
    await user.click(screen.getByRole('checkbox', { name: 'Vendas' }));
    expect(screen.queryByText('Selecione pelo menos uma opção.')).not.toBeInTheDocument();
    expect(screen.getByText('Escreva a justificativa.')).toBeInTheDocument();
  });

  it('warns as typed past 256 characters', async () => {
    renderWithCampus(<Survey surveyId={7} />, { api: createSurveyApi(), session: SURVEY_LEARNER_SESSION });
    const box = await screen.findByRole('textbox', { name: /Deixe uma sugestão/ });
    const user = userEvent.setup();
    await user.click(box);
    await user.paste('a'.repeat(257));
    expect(screen.getByText('Use no máximo 256 caracteres.')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('Use no máximo 256 caracteres. 257 de 256 caracteres');
  });

  it('sends the answers once, thanks, updates the session flag and tells the host', async () => {
    const api = createSurveyApi();
    const answered = vi.fn();
    const continued = vi.fn();
    const { campus } = renderWithCampus(
      <Survey surveyId={7} continueHref="/home" onAnswered={answered} onContinue={continued} />,
      { api, session: SURVEY_LEARNER_SESSION },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Ótimos' }));
    await user.click(screen.getByRole('checkbox', { name: 'Vendas' }));
    await user.click(screen.getByRole('checkbox', { name: 'Produtos' }));
    await user.type(screen.getByRole('textbox', { name: 'Justifique sua resposta' }), 'São os temas do dia a dia');
    await user.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    expect(await screen.findByText('Obrigado por responder!')).toBeInTheDocument();
    const [sent] = api.to('POST /api/surveys/7/answers/');
    expect(sent?.body).toEqual({
      answers: { '11': { options: [101] }, '12': { options: [201, 202], justification: 'São os temas do dia a dia' } },
    });
    expect(sent?.idempotencyKey).toMatch(/.+/);
    expect(answered).toHaveBeenCalledWith({ survey_id: 7, has_mandatory_surveys: false });
    expect(campus.stores.session.getState().has_mandatory_surveys).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Continuar' }));
    expect(continued).toHaveBeenCalledOnce();
  });

  it('says when the survey was answered already, is closed, upcoming, or not found', async () => {
    const surveys = [
      openSurvey({ id: 1, answered_at: '2026-11-02T10:00:00.000Z' }),
      openSurvey({ id: 2, status: 'closed', end_at: '2026-10-31T12:00:00.000Z' }),
      openSurvey({ id: 3, status: 'upcoming', begin_at: '2099-01-05T12:00:00.000Z' }),
    ];
    const api = createSurveyApi({ surveys });
    const { rerender } = renderWithCampus(<Survey surveyId={1} />, { api, session: SURVEY_LEARNER_SESSION });
    expect(await screen.findByText('Você já respondeu esta pesquisa')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar respostas' })).not.toBeInTheDocument();
    rerender(<Survey surveyId={2} />);
    expect(await screen.findByText('Esta pesquisa não está aberta')).toBeInTheDocument();
    expect(screen.getByText(/Ela ficou aberta até/)).toBeInTheDocument();
    rerender(<Survey surveyId={3} />);
    expect(await screen.findByText(/Ela abre em/)).toBeInTheDocument();
    rerender(<Survey surveyId={99} />);
    expect(await screen.findByText('Pesquisa não encontrada')).toBeInTheDocument();
  });

  it('keeps everything when the server refuses, and reloads when another tab answered first', async () => {
    const api = createSurveyApi();
    renderWithCampus(<Survey surveyId={7} />, { api, session: SURVEY_LEARNER_SESSION });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Bons' }));
    await user.click(screen.getByRole('checkbox', { name: 'Atendimento' }));
    await user.type(screen.getByRole('textbox', { name: 'Justifique sua resposta' }), 'Clientes');
    api.failNext('POST /api/surveys/:survey_id/answers/', { status: 503, code: 'service_unavailable' });
    await user.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    expect(await screen.findByText('Suas respostas foram mantidas. Tente enviar novamente.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Atendimento' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Justifique sua resposta' })).toHaveValue('Clientes');
    api.state.surveys = [openSurvey({ answered_at: '2026-11-20T10:00:00.000Z' })];
    api.failNext('POST /api/surveys/:survey_id/answers/', { status: 409, code: 'survey_already_answered' });
    await user.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    expect(await screen.findByText('Você já respondeu esta pesquisa')).toBeInTheDocument();
  });

  it('invites to sign in when nobody is', () => {
    renderWithCampus(<Survey surveyId={7} />, { api: createSurveyApi() });
    expect(screen.getByText('Entre para responder à pesquisa')).toBeInTheDocument();
  });
});
