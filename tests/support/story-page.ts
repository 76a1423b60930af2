import type { Page } from '@playwright/test';

/** One Storybook entry as listed by its index.json. */
export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

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

  /** Opens one story and waits until Storybook reports it rendered. */
  async open(id: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
    await this.page.locator('#storybook-root > *').first().waitFor();
  }

  /** The root the story renders into. */
  get root() {
    return this.page.locator('#storybook-root');
  }
}
