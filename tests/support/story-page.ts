import type { Page } from '@playwright/test';
import type { Result } from 'axe-core';
import { axeViolations } from './axe';

/** One Storybook entry as listed by its index.json. */
export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

/** What the preview answers when asked to render a story in place (see {@link StoryPage.show}). */
type ShowOutcome = { rendered: true } | { rendered: false; reason: string };

/** Page object for a story rendered alone in Storybook's preview iframe (no manager UI around it). */
export class StoryPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  /** Every story Storybook knows, read from its index. */
  async stories(): Promise<StoryEntry[]> {
    const response = await this.page.request.get(`${this.baseUrl}/index.json`);
    const index = (await response.json()) as { entries: Record<string, StoryEntry> };
    return Object.values(index.entries).filter((entry) => entry.type === 'story');
  }

  /** Opens one story in a freshly loaded preview and waits until it rendered. */
  async open(id: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
    await this.root.locator('> *').first().waitFor();
  }

  /**
   * Renders another story in the preview that is loaded already, as Storybook's own manager and test runner do
   * (its channel's `setCurrentStory`): the previous story is unmounted, no page load. Fails with Storybook's
   * reason when the story is missing or throws while rendering.
   */
  async show(id: string): Promise<void> {
    const outcome = await this.page.evaluate(
      (storyId) =>
        new Promise<ShowOutcome>((resolve) => {
          const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: StoryChannel })
            .__STORYBOOK_ADDONS_CHANNEL__;
          const describe = (detail: unknown) =>
            detail instanceof Error ? detail.message : typeof detail === 'string' ? detail : JSON.stringify(detail);
          const listeners: [string, (detail: unknown) => void][] = [
            ['storyRendered', (renderedId) => renderedId === storyId && settle({ rendered: true })],
            ...['storyErrored', 'storyThrewException', 'storyMissing'].map(
              (event): [string, (detail: unknown) => void] => [
                event,
                (detail) => settle({ rendered: false, reason: `${event}: ${describe(detail)}` }),
              ],
            ),
          ];
          const settle = (outcome: ShowOutcome) => {
            for (const [event, listener] of listeners) channel.off(event, listener);
            resolve(outcome);
          };
          for (const [event, listener] of listeners) channel.on(event, listener);
          channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
        }),
      id,
    );
    if (!outcome.rendered) throw new Error(`story ${id} did not render: ${outcome.reason}`);
    await this.root.locator('> *').first().waitFor();
  }

  /** The axe violations of the rendered story (axe is evaluated once per loaded preview: see axeViolations). */
  axeViolations(): Promise<Result[]> {
    return axeViolations(this.page, '#storybook-root');
  }

  /** The root the story renders into. */
  get root() {
    return this.page.locator('#storybook-root');
  }
}

/** The part of Storybook's preview channel that {@link StoryPage.show} uses. */
interface StoryChannel {
  on(event: string, listener: (detail: unknown) => void): void;
  off(event: string, listener: (detail: unknown) => void): void;
  emit(event: string, detail: unknown): void;
}
