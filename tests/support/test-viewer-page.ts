import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/*
 * The test viewer (tests and quizzes, issue 21) as a learner takes it in the player: the overview's start, one
 * question at a time answered as a person would (radios, checkboxes, a text field, the ordering's move buttons),
 * the submission with its confirmation, and the result. The answer keys are the demo documents'
 * (packages/server/demo-content/tests/*.json), written here by question text.
 */

/** An answer as a learner gives it: the option's text, every option's text, true or false, typed text, an order. */
export type GivenAnswer =
  | { readonly choose: string }
  | { readonly check: readonly string[] }
  | { readonly truth: boolean }
  | { readonly type: string }
  | { readonly order: readonly string[] };

/** The viewer's words a test reads (packages/player/src/viewers/test/test-messages.ts). */
export interface TestViewerTexts {
  readonly start: RegExp;
  readonly resume: string;
  readonly tryAgain: string;
  readonly next: string;
  readonly submit: string;
  readonly confirmTitle: string;
  readonly confirm: string;
  readonly saved: string;
  readonly back: string;
  readonly true: string;
  readonly false: string;
  readonly textLabel: string;
  /** "Questão 2 de 6" as a pattern. */
  readonly position: RegExp;
  readonly moveUp: (item: string) => string;
  readonly attempt: (number: number) => string;
}

export const TEST_VIEWER_TEXTS = {
  'pt-BR': {
    start: /^(Começar|Tentar de novo|Continuar a tentativa)$/,
    resume: 'Continuar a tentativa',
    tryAgain: 'Tentar de novo',
    next: 'Próxima questão',
    submit: 'Enviar respostas',
    confirmTitle: 'Enviar as respostas?',
    confirm: 'Enviar',
    saved: 'Salvo',
    back: 'Voltar ao teste',
    true: 'Verdadeiro',
    false: 'Falso',
    textLabel: 'Sua resposta',
    position: /^Questão \d+ de \d+$/,
    moveUp: (item) => `Mover “${item}” para cima`,
    attempt: (number) => `Tentativa ${number}`,
  },
  'en-US': {
    start: /^(Start|Try again|Resume the attempt)$/,
    resume: 'Resume the attempt',
    tryAgain: 'Try again',
    next: 'Next question',
    submit: 'Submit answers',
    confirmTitle: 'Submit your answers?',
    confirm: 'Submit',
    saved: 'Saved',
    back: 'Back to the test',
    true: 'True',
    false: 'False',
    textLabel: 'Your answer',
    position: /^Question \d+ of \d+$/,
    moveUp: (item) => `Move “${item}” up`,
    attempt: (number) => `Attempt ${number}`,
  },
} satisfies Record<string, TestViewerTexts>;

/** Page object of the test viewer inside the player (light DOM or an element's open shadow root). */
export class TestViewerPage {
  readonly root: Locator;

  constructor(
    readonly page: Page,
    readonly texts: TestViewerTexts = TEST_VIEWER_TEXTS['pt-BR'],
    root?: Locator,
  ) {
    this.root = root ?? page.locator('[part="test"]');
  }

  /** The overview's button: start, try again or resume, whichever the learner's standing offers. */
  get startButton(): Locator {
    return this.root.getByRole('button', { name: this.texts.start });
  }

  /** The overview's "Sua situação" section. */
  get standing(): Locator {
    return this.root.locator('[part="test-overview"]');
  }

  /** The attempt's bar: its number, the countdown, the save status. */
  get bar(): Locator {
    return this.root.locator('[part="test-bar"]');
  }

  get saveStatus(): Locator {
    return this.root.locator('[part="test-save"]');
  }

  /** The countdown (`role="timer"`), named "Restam 2:41". */
  get timer(): Locator {
    return this.root.getByRole('timer');
  }

  /** The question shown: the region named by its "Questão 1 de 6" heading. */
  get question(): Locator {
    return this.root.getByRole('region', { name: this.texts.position });
  }

  get questionText(): Locator {
    return this.question.locator('.campus-test__question-text');
  }

  /** The result screen's outcome: approved, reproved, blocked, restarted or finished, in words. */
  get outcome(): Locator {
    return this.root.locator('[part="test-outcome"]');
  }

  get resultScreen(): Locator {
    return this.root.locator('[part="test-result-screen"]');
  }

  /** Starts (or resumes, or tries again) and waits for the attempt's first question. */
  async start(): Promise<void> {
    await this.startButton.click();
    await expect(this.question).toBeVisible({ timeout: 15_000 });
  }

  /** The countdown's seconds left, read from its text (`m:ss`). */
  async secondsLeft(): Promise<number> {
    const text = (await this.timer.textContent()) ?? '';
    const match = /^(\d+):(\d\d)$/.exec(text.trim());
    expect(match, `the countdown reads m:ss (${text})`).not.toBeNull();
    return Number(match?.[1]) * 60 + Number(match?.[2]);
  }

  /** Answers the question shown, as a person would. */
  async answer(given: GivenAnswer): Promise<void> {
    const question = this.question;
    if ('choose' in given) await question.getByRole('radio', { name: given.choose, exact: true }).check();
    else if ('truth' in given) {
      await question
        .getByRole('radio', { name: given.truth ? this.texts.true : this.texts.false, exact: true })
        .check();
    } else if ('check' in given) {
      for (const option of given.check) await question.getByRole('checkbox', { name: option, exact: true }).check();
    } else if ('type' in given) await question.getByLabel(this.texts.textLabel).fill(given.type);
    else await this.putInOrder(given.order);
  }

  /** An ordering question put in `order` with the "move up" buttons, one item at a time, from the top. */
  private async putInOrder(order: readonly string[]): Promise<void> {
    const items = this.question.locator('.campus-test__ordering-text');
    for (const [target, item] of order.entries()) {
      const texts = await items.allTextContents();
      const from = texts.indexOf(item);
      expect(from, `“${item}” is among the items`).toBeGreaterThanOrEqual(target);
      for (let position = from; position > target; position -= 1) {
        await this.question.getByRole('button', { name: this.texts.moveUp(item), exact: true }).click();
        await expect(items.nth(position - 1)).toHaveText(item);
      }
    }
    await expect(items).toHaveText([...order]);
  }

  /**
   * Answers every question of the attempt from the first, by its text (`answers`; a question missing from it is
   * left unanswered), moving on with "Próxima questão". Returns the texts of the questions asked.
   */
  async answerAll(answers: Readonly<Record<string, GivenAnswer>>): Promise<string[]> {
    const asked: string[] = [];
    for (;;) {
      const text = (await this.questionText.textContent()) ?? '';
      asked.push(text);
      const given = answers[text];
      if (given !== undefined) await this.answer(given);
      const next = this.root.getByRole('button', { name: this.texts.next, exact: true });
      if (!(await next.isVisible())) return asked;
      const heading = await this.question.getByRole('heading').textContent();
      await next.click();
      await expect(this.question.getByRole('heading')).not.toHaveText(heading ?? '');
    }
  }

  /** Waits until every answer given is saved ("Salvo"). */
  async expectSaved(): Promise<void> {
    await expect(this.saveStatus).toHaveText(this.texts.saved);
  }

  /** "Enviar respostas": the confirmation (checked by `confirmation`, when given), then "Enviar"; waits for the result. */
  async submit(confirmation?: (dialog: Locator) => Promise<void>): Promise<void> {
    await this.confirmSubmission(confirmation);
    await expect(this.resultScreen).toBeVisible({ timeout: 15_000 });
  }

  /** "Enviar respostas", the confirmation (checked by `confirmation`, when given), "Enviar", and the dialog closes. */
  async confirmSubmission(confirmation?: (dialog: Locator) => Promise<void>): Promise<void> {
    await this.root.getByRole('button', { name: this.texts.submit, exact: true }).click();
    const dialog = this.page.getByRole('alertdialog', { name: this.texts.confirmTitle });
    await expect(dialog).toBeVisible();
    if (confirmation) await confirmation(dialog);
    await dialog.getByRole('button', { name: this.texts.confirm, exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  /** From the result, "Voltar ao teste": the overview. */
  async backToOverview(): Promise<void> {
    await this.resultScreen.getByRole('button', { name: this.texts.back }).click();
    await expect(this.standing).toBeVisible();
  }
}

/**
 * Accepts the page's "leave this page?" (`beforeunload`, which a test attempt in progress asks) so a reload goes
 * through; any other dialog is dismissed. Returns the kinds of dialogs seen, for the test to check.
 */
export function acceptLeavingThePage(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.type());
    void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss());
  });
  return seen;
}
