import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adoptStyles, useCampus } from '@campus/ui';
import { withStoryCampus } from '@campus/ui/testing';
import type { CourseActivity, GameType, TypedGameDocument } from '@campus/core/schemas';
import { playerStyles } from '../../player/activity-player.styles.js';
import type { ViewerProps } from '../viewer-types.js';
import { createGameApi, GAME_ACTIVITY_ID, SAMPLE_GAMES, sampleGame } from './game-api.test-util.js';
import { GameViewer } from './game-viewer.js';

// Stories render in the light DOM: adopt the player styles next to the toolkit's (see .storybook/preview.ts).
if (typeof document !== 'undefined') adoptStyles(document, [playerStyles]);

/** The viewer as the player gives it: the story's Campus, a game activity, callbacks logged as actions. */
function StoryGameViewer(props: Partial<Pick<ViewerProps, 'onState' | 'onStatement'>> & { type: GameType }) {
  const campus = useCampus();
  const activity: CourseActivity = {
    id: GAME_ACTIVITY_ID,
    hierarchy_order: 5,
    title: 'Jogo da linha Aurora',
    type: props.type,
    status: 'not_started',
    progress: 0,
    blocked_reason: null,
    duration_minutes: null,
  };
  return (
    <main>
      <GameViewer
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
  title: 'Player/GameViewer',
  component: StoryGameViewer,
  decorators: [
    withStoryCampus((context) => ({
      api: createGameApi({
        game:
          (context.parameters['game'] as TypedGameDocument | undefined) ??
          sampleGame((context.args as { type?: GameType }).type ?? 'true_or_false'),
      }),
      session: true,
    })),
  ],
  args: { type: 'true_or_false' },
  argTypes: { onState: { action: 'state' }, onStatement: { action: 'statement' } },
} satisfies Meta<typeof StoryGameViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Starts the game and waits for its attempt. */
async function startGame(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Começar' }));
  await expect(await canvas.findByRole('heading', { name: 'Partida 1' })).toBeVisible();
  return canvas;
}

/** Before the first attempt: the author's instructions, how to play, errors allowed, minimum score, attempts. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Começar' })).toBeEnabled();
  },
};

/** True or false: every statement with its two buttons; the first one answered shows its feedback. */
export const TrueOrFalse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await startGame(canvasElement);
    const first = canvas.getByRole('group', { name: /Afirmação 1 de 3/ });
    await userEvent.click(within(first).getByRole('button', { name: 'Verdadeiro' }));
    await expect(await canvas.findByText('Isso: ele pesa 1,2 kg.')).toBeVisible();
  },
};

/** This or that: one item at a time, two big category buttons. */
export const ThisOrThat: Story = {
  args: { type: 'this_or_that' },
  play: async ({ canvasElement }) => {
    const canvas = await startGame(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Acessório' })).toBeVisible();
  },
};

/** Flashcards: a card turned, with "Eu sabia" and "Não sabia". */
export const Flashcards: Story = {
  args: { type: 'flashcards' },
  play: async ({ canvasElement }) => {
    const canvas = await startGame(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Virar o cartão' }));
    await expect(await canvas.findByRole('button', { name: 'Eu sabia' })).toBeVisible();
  },
};

/** Fill in the blanks: a wrong answer kept in its gap and said so. */
export const FillInTheBlanks: Story = {
  args: { type: 'fill_in_the_blanks' },
  play: async ({ canvasElement }) => {
    const canvas = await startGame(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Lacuna 2 de 2' }), 'Acre{Enter}');
    await expect(await canvas.findByText('“Acre” não está certo. Tente de novo.')).toBeVisible();
  },
};

/** Enigma: the hidden answer, the hint, a letter found, the letter keyboard and the whole-answer field. */
export const Enigma: Story = {
  args: { type: 'enigma' },
  play: async ({ canvasElement }) => {
    const canvas = await startGame(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'R' }));
    await expect(await canvas.findByRole('button', { name: 'R, já tentada' })).toBeVisible();
  },
};

/** The end of a lost game: the score, reproved, the attempts left, the solution reviewed and "Jogar de novo". */
export const Lost: Story = {
  parameters: {
    game: { type: 'true_or_false', document: { ...SAMPLE_GAMES.true_or_false, errors_allowed: 0 } },
  },
  play: async ({ canvasElement }) => {
    const canvas = await startGame(canvasElement);
    const first = canvas.getByRole('group', { name: /Afirmação 1 de 3/ });
    await userEvent.click(within(first).getByRole('button', { name: 'Falso' }));
    await expect(await canvas.findByRole('heading', { name: 'Fim de jogo' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Jogar de novo' })).toBeVisible();
  },
};

/** On a phone (390 × 844): the enigma's letter keyboard wraps in rows of 44 px keys. */
export const Phone: Story = {
  args: { type: 'enigma' },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = await startGame(canvasElement);
    await expect(canvas.getByRole('toolbar', { name: 'Teclado de letras' })).toBeVisible();
  },
};
