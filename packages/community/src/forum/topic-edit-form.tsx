import { useState } from 'react';
import { editForumTopic } from '@campus/core/api';
import { FORUM_BODY_MAX_LENGTH, FORUM_TITLE_MAX_LENGTH, checkForumText } from '@campus/core/rules';
import type { ForumTopic } from '@campus/core/schemas';
import { Button, useCampus, useT } from '@campus/ui';
import { ForumTextField } from './forum-text-field.js';
import { useForumWrite } from './use-forum-write.js';

/** Props of {@link TopicEditForm}. */
export interface TopicEditFormProps {
  topic: ForumTopic;
  /** The form closes: `saved` after a save, false when cancelled. */
  onDone: (saved: boolean) => void;
}

/** The author's edit of their open topic: title and body, checked by core's rule, kept on failure. */
export function TopicEditForm({ topic, onDone }: TopicEditFormProps) {
  const t = useT();
  const campus = useCampus();
  const [title, setTitle] = useState(topic.title);
  const [body, setBody] = useState(topic.body);
  const [checked, setChecked] = useState(false);
  const saving = useForumWrite<ForumTopic>('forum-post');
  const titleError = (checked ? checkForumText(title, FORUM_TITLE_MAX_LENGTH) : null) ?? saving.fieldErrors['title'];
  const bodyError = (checked ? checkForumText(body, FORUM_BODY_MAX_LENGTH) : null) ?? saving.fieldErrors['body'];

  const save = async () => {
    setChecked(true);
    if (
      checkForumText(title, FORUM_TITLE_MAX_LENGTH) !== null ||
      checkForumText(body, FORUM_BODY_MAX_LENGTH) !== null
    ) {
      return;
    }
    const edit = { title: title.trim(), body: body.trim() };
    const saved = await saving.run({ id: topic.id, ...edit }, (idempotencyKey) =>
      editForumTopic(campus.api, topic.id, edit, { idempotencyKey }),
    );
    if (saved !== null) onDone(true);
  };

  return (
    <form
      className="campus-forum__form"
      part="edit-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {saving.problem !== null && (
        <p className="campus-forum__problem" role="alert" part="problem">
          {t('forum.failed.edit')} {saving.problem}
        </p>
      )}
      <ForumTextField
        name="title"
        label={t('forum.topic_title')}
        value={title}
        max={FORUM_TITLE_MAX_LENGTH}
        error={titleError}
        onChange={setTitle}
      />
      <ForumTextField
        multiline
        name="body"
        label={t('forum.topic_body')}
        value={body}
        max={FORUM_BODY_MAX_LENGTH}
        error={bodyError}
        onChange={setBody}
      />
      <div className="campus-forum__actions">
        <Button type="submit" loading={saving.status === 'sending'}>
          {saving.status === 'sending' ? t('forum.saving') : t('forum.save')}
        </Button>
        <Button variant="secondary" disabled={saving.status === 'sending'} onClick={() => onDone(false)}>
          {t('forum.cancel')}
        </Button>
      </div>
    </form>
  );
}
