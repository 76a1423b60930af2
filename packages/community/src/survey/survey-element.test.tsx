import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { configureElementPage, insideShadow, mountElement, resetElementPage } from '@campus/ui/testing';
import type { SurveyAnsweredDetail } from '../events.js';
import '../element.js';
import { createSurveyApi, openSurvey, SURVEY_LEARNER_SESSION } from '../testing/survey-fake-api.test-util.js';

afterEach(async () => {
  await resetElementPage();
});

describe('<campus-survey>', { timeout: 20_000 }, () => {
  it('renders in a shadow root with its parts and dispatches campus-survey-answered', async () => {
    const survey = openSurvey({
      questions: [
        {
          id: 11,
          type: 'alternatives',
          text: 'Recomendaria?',
          mandatory: true,
          with_justification: false,
          options: [
            { id: 101, text: 'Sim' },
            { id: 102, text: 'Não' },
          ],
        },
      ],
    });
    configureElementPage({ fetch: createSurveyApi({ surveys: [survey] }).fetch, session: SURVEY_LEARNER_SESSION });
    const element = mountElement('campus-survey', { 'survey-id': '7', 'heading-level': '3', 'continue-href': '/home' });
    const view = insideShadow(element);
    expect(await view.findByRole('heading', { level: 3, name: 'Pesquisa de clima 2026' })).toBeInTheDocument();
    expect(element.shadowRoot?.querySelector('[part~="question"]')).not.toBeNull();
    expect(element.shadowRoot?.querySelector('style')).toBeNull();
    const events: SurveyAnsweredDetail[] = [];
    document.addEventListener('campus-survey-answered', (event) => events.push(event.detail));
    const user = userEvent.setup();
    await user.click(view.getByRole('radio', { name: 'Sim' }));
    await user.click(view.getByRole('button', { name: 'Enviar respostas' }));
    expect(await view.findByText('Obrigado por responder!')).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Continuar' })).toHaveAttribute('href', '/home');
    expect(events).toEqual([{ survey_id: 7, has_mandatory_surveys: false }]);
  });
});
