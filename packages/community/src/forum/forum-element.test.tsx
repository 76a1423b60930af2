import { act, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRealtime } from '@campus/core';
import { configure, elementDefinitions, getConfiguredCampus, resetCampusRegistry } from '@campus/ui';
import type { ForumTopicChangeDetail } from '../events.js';
import '../element.js';
import { createForumApi, FORUM_LEARNER_SESSION } from '../testing/forum-fake-api.test-util.js';

beforeEach(() => {
  const api = createForumApi();
  configure({
    apiBase: 'https://api.campus.test',
    clientId: 'partner-portal',
    persist: false,
    adapters: { fetch: api.fetch, realtime: createMemoryRealtime(), search: '' },
  });
});

afterEach(async () => {
  document.body.replaceChildren();
  await act(() => resetCampusRegistry());
});

describe('<campus-forum>', { timeout: 20_000 }, () => {
  it('renders in an open shadow root, styles adopted, and dispatches campus-forum-topic-change', async () => {
    getConfiguredCampus()?.stores.session.setState(FORUM_LEARNER_SESSION);
    const element = document.createElement('campus-forum');
    element.setAttribute('heading-level', '3');
    element.setAttribute('topic-href', '/forum/{topic_id}');
    document.body.append(element);
    const view = within(element.shadowRoot as unknown as HTMLElement);
    expect(await view.findByRole('heading', { level: 3, name: 'Geral' })).toBeInTheDocument();
    expect(element.shadowRoot?.adoptedStyleSheets.length).toBeGreaterThan(0);
    const events: ForumTopicChangeDetail[] = [];
    document.addEventListener('campus-forum-topic-change', (event) => events.push(event.detail));
    await userEvent.setup().click(await view.findByRole('link', { name: 'Como bater a meta do mês?' }));
    expect(events).toEqual([{ topic_id: '21' }]);
    expect(await view.findByText('Ofereça os kits promocionais.')).toBeInTheDocument();
  });

  it('documents its attributes, events and parts for the manifest', () => {
    const definition = elementDefinitions().find((entry) => entry.tag === 'campus-forum');
    expect(definition?.docs?.attributes).toHaveProperty('topicId');
    expect(definition?.events).toEqual({ onTopicChange: 'campus-forum-topic-change' });
  });
});
