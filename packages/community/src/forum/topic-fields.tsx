import { useState } from 'react';
import { FORUM_BODY_MAX_LENGTH, FORUM_TITLE_MAX_LENGTH, checkForumText } from '@campus/core/rules';
import { useT } from '@campus/ui';
import { ForumTextField } from './forum-text-field.js';

/** A topic's texts as sent: trimmed. */
export interface TopicTexts {
  readonly title: string;
  readonly body: string;
}

/** What a topic form holds (see {@link useTopicFields}). */
export interface TopicFieldsState {
  readonly title: string;
  readonly body: string;
  readonly setTitle: (title: string) => void;
  readonly setBody: (body: string) => void;
  /** Whether a send was tried: from then on, the rules speak as the person types. */
  readonly checked: boolean;
  /** Marks the texts checked and answers them trimmed, or null while core's rule refuses one (nothing to send). */
  readonly check: () => TopicTexts | null;
  /** Empties the texts and forgets the check (after a new topic was posted). */
  readonly reset: () => void;
}

/** The title and body of a new topic (empty) or of one being edited (its texts), with core's forum rule. */
export function useTopicFields(initial: TopicTexts = { title: '', body: '' }): TopicFieldsState {
  const [title, setTitle] = useState(initial.title);
  const [body, setBody] = useState(initial.body);
  const [checked, setChecked] = useState(false);
  return {
    title,
    body,
    setTitle,
    setBody,
    checked,
    check: () => {
      setChecked(true);
      const refused =
        checkForumText(title, FORUM_TITLE_MAX_LENGTH) !== null || checkForumText(body, FORUM_BODY_MAX_LENGTH) !== null;
      return refused ? null : { title: title.trim(), body: body.trim() };
    },
    reset: () => {
      setTitle('');
      setBody('');
      setChecked(false);
    },
  };
}

/** Props of {@link TopicFields}. */
export interface TopicFieldsProps {
  fields: TopicFieldsState;
  /** The server's refusals by field (`title`, `body`), shown when the rule in the browser has nothing to say. */
  fieldErrors: Readonly<Record<string, string>>;
}

/**
 * A topic's title (≤ 256 characters) and message (≤ 5,000), each with its counter and the rule's error once a send
 * was tried: the body of the new topic form and of the author's edit.
 */
export function TopicFields({ fields, fieldErrors }: TopicFieldsProps) {
  const t = useT();
  const titleError =
    (fields.checked ? checkForumText(fields.title, FORUM_TITLE_MAX_LENGTH) : null) ?? fieldErrors['title'];
  const bodyError = (fields.checked ? checkForumText(fields.body, FORUM_BODY_MAX_LENGTH) : null) ?? fieldErrors['body'];
  return (
    <>
      <ForumTextField
        name="title"
        label={t('forum.topic_title')}
        value={fields.title}
        max={FORUM_TITLE_MAX_LENGTH}
        error={titleError}
        onChange={fields.setTitle}
      />
      <ForumTextField
        multiline
        name="body"
        label={t('forum.topic_body')}
        value={fields.body}
        max={FORUM_BODY_MAX_LENGTH}
        error={bodyError}
        onChange={fields.setBody}
      />
    </>
  );
}
