import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adoptStyles, useCampus } from '@campus/ui';
import { withStoryCampus } from '@campus/ui/testing';
import type { CourseActivity } from '@campus/core/schemas';
import { playerStyles } from '../../player/activity-player.styles.js';
import type { ViewerProps } from '../viewer-types.js';
import { createTestApi, TEST_ACTIVITY_ID } from './test-api.test-util.js';
import type { TestApiOptions } from './test-api.test-util.js';
import { TestViewer } from './test-viewer.js';

// Stories render in the light DOM: adopt the player styles next to the toolkit's (see .storybook/preview.ts).
if (typeof document !== 'undefined') adoptStyles(document, [playerStyles]);

/** The viewer as the player gives it: the story's Campus, a test activity, callbacks logged as actions. */
function StoryTestViewer(props: Partial<Pick<ViewerProps, 'onState' | 'onStatement'>> & { type: string }) {
  const campus = useCampus();
  const activity: CourseActivity = {
    id: TEST_ACTIVITY_ID,
    hierarchy_order: 4,
    title: 'Prova do módulo 1',
    type: props.type as CourseActivity['type'],
    status: 'not_started',
    progress: 0,
    blocked_reason: null,
    duration_minutes: null,
  };
  return (
    <main>
      <TestViewer
        campus={campus}
        activity={activity}
        holder={{ kind: 'online-courses', id: '42' }}
        report={() => Promise.resolve()}
        onState={props.onState ?? (() => undefined)}
        onStatement={props.onStatement ?? (() => undefined)}
      />
    </main>
  );
}

const meta = {
  title: 'Player/TestViewer',
  component: StoryTestViewer,
  decorators: [
    withStoryCampus((context) => ({
      api: createTestApi((context.parameters['test'] as TestApiOptions | undefined) ?? {}),
      session: true,
    })),
  ],
  args: { type: 'conventional_test' },
  argTypes: { onState: { action: 'state' }, onStatement: { action: 'statement' } },
} satisfies Meta<typeof StoryTestViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A conventional test before the first attempt: rules, the mode's consequence, support materials, Start. */
export const Overview: Story = {
  parameters: {
    test: {
      timeToAnswer: 900,
      supportMaterials: [{ title: 'Apostila do módulo', url: 'https://files.campus.test/apostila.pdf' }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Começar' })).toBeEnabled();
  },
};

/** A timed block test started: one question at a time, the countdown, the questions list. */
export const TakingATimedBlockTest: Story = {
  args: { type: 'block_test' },
  parameters: { test: { activityType: 'block_test', timeToAnswer: 600 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Começar' }));
    await expect(await canvas.findByRole('heading', { name: 'Questão 1 de 5' })).toBeVisible();
    await expect(canvas.getByRole('timer')).toBeVisible();
  },
};

/** The last attempt of a block test failed: blocked, with what it means, and no way to start again. */
export const Blocked: Story = {
  args: { type: 'block_test' },
  parameters: { test: { activityType: 'block_test', maximumAttempts: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Começar' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Enviar respostas' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Enviar' }));
    await expect(await canvas.findByRole('heading', { name: 'Resultado' })).toBeVisible();
  },
};

/** An unevaluated quiz: no score, "Respostas enviadas" after submitting. */
export const UnevaluatedQuiz: Story = {
  args: { type: 'unevaluated_quiz' },
  parameters: { test: { activityType: 'unevaluated_quiz' } },
};

/** On a phone (390 × 844) everything stands in one column. */
export const Phone: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' }, test: { timeToAnswer: 600 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Começar' }));
    await expect(await canvas.findByRole('heading', { name: 'Questão 1 de 5' })).toBeVisible();
  },
};
