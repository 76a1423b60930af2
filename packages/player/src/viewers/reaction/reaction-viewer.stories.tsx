import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ASSESSMENT_PATHS } from '@campus/core/api';
import { reactionOverviewSchema } from '@campus/core/schemas';
import type { ReactionOverview } from '@campus/core/schemas';
import { answer, apiError, createFakeApi } from '@campus/core/testing';
import { useCampus } from '@campus/ui';
import { withStoryCampus } from '@campus/ui/testing';
import { demoActivities } from '../../testing/player-fixtures.test-util.js';
import { ReactionViewer } from './reaction-viewer.js';

const QUESTIONS: ReactionOverview['questions'] = [
  { id: 'overall', type: 'rating', text: 'Como você avalia o treinamento?', scale: 5, required: true },
  { id: 'instructor', type: 'rating', text: 'E o instrutor?', scale: 10, required: false },
  { id: 'comment', type: 'comment', text: 'Deixe um comentário', required: false },
];

/** A fake API holding one evaluation in the state the story's `parameters.reaction` gives. */
function reactionApi(start: Partial<ReactionOverview>) {
  let overview: ReactionOverview = {
    activity_id: 77,
    questions: QUESTIONS,
    available: true,
    answered_at: null,
    ...start,
  };
  return createFakeApi({
    [`GET ${ASSESSMENT_PATHS.reaction}`]: () => answer(reactionOverviewSchema, overview),
    [`POST ${ASSESSMENT_PATHS.reaction}`]: () => {
      if (overview.answered_at !== null) return apiError(409, 'already_reviewed');
      overview = { ...overview, answered_at: new Date().toISOString() };
      return answer(reactionOverviewSchema, overview);
    },
  });
}

/** The viewer as the player mounts it, on the story's Campus. */
function ReactionStory() {
  const campus = useCampus();
  const activity = {
    ...demoActivities()[0]!,
    id: 77,
    title: 'Avaliação do curso',
    type: 'reaction_evaluation' as const,
  };
  return (
    <ReactionViewer
      campus={campus}
      activity={activity}
      holder={{ kind: 'presential-courses', id: '42' }}
      report={async () => {}}
      onState={() => {}}
      onStatement={() => {}}
    />
  );
}

const meta = {
  title: 'Player/ReactionViewer',
  component: ReactionStory,
  decorators: [
    withStoryCampus((context) => ({
      api: reactionApi((context.parameters['reaction'] as Partial<ReactionOverview> | undefined) ?? {}),
      session: true,
    })),
  ],
} satisfies Meta<typeof ReactionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The questions once the training is finished. */
export const Form: Story = {};

/** Answered and sent: the confirmation, then 'Você já avaliou'. */
export const Answering: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const overall = await canvas.findByRole('radiogroup', { name: /Como você avalia o treinamento/ });
    await userEvent.click(within(overall).getByRole('radio', { name: '4' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Deixe um comentário' }), 'Muito bom');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar avaliação' }));
    await expect(await canvas.findByText('Você já avaliou')).toBeVisible();
  },
};

/** Sent without the required rating: the error beside it, the focus on it. */
export const MissingAnswer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Enviar avaliação' }));
    await expect(await canvas.findByText('Responda esta pergunta.')).toBeVisible();
  },
};

/** Before the training is finished. */
export const NotAvailable: Story = { parameters: { reaction: { available: false } } };

/** Answered already: 'Você já avaliou' with the date. */
export const Answered: Story = { parameters: { reaction: { answered_at: '2026-11-20T15:30:00Z' } } };
