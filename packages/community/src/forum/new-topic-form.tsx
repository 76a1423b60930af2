import { useId, useState } from 'react';
import { createForumTopic } from '@campus/core/api';
import { FORUM_BODY_MAX_LENGTH, FORUM_TITLE_MAX_LENGTH, checkForumText } from '@campus/core/rules';
import type { ForumTopic } from '@campus/core/schemas';
import { Button, Heading, useCampus, useT } from '@campus/ui';
import type { HeadingLevel } from '@campus/ui';
import { ForumTextField } from './forum-text-field.js';
import { useForumWrite } from './use-forum-write.js';

/** Props of {@link NewTopicForm}. */
export interface NewTopicFormProps {
  forumId: number | string;
  headingLevel: HeadingLevel;
  /** The topic was posted. */
  onPosted: (topic: ForumTopic) => void;
}

/**
 * A new topic: a title (≤ 256 characters) and a message (≤ 5,000), checked by core's rule when sent. A refusal
 * (too many posts, a rule the server applied) keeps both and says why.
 */
export function NewTopicForm({ forumId, headingLevel, onPosted }: NewTopicFormProps) {
  const t = useT();
  const campus = useCampus();
  const headingId = useId();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [checked, setChecked] = useState(false);
  const posting = useForumWrite<ForumTopic>('forum-post');
  const titleError = (checked ? checkForumText(title, FORUM_TITLE_MAX_LENGTH) : null) ?? posting.fieldErrors['title'];
  const bodyError = (checked ? checkForumText(body, FORUM_BODY_MAX_LENGTH) : null) ?? posting.fieldErrors['body'];

  const post = async () => {
    setChecked(true);
    if (
      checkForumText(title, FORUM_TITLE_MAX_LENGTH) !== null ||
      checkForumText(body, FORUM_BODY_MAX_LENGTH) !== null
    ) {
      return;
    }
    const topic = { title: title.trim(), body: body.trim() };
    const posted = await posting.run({ forumId, ...topic }, (idempotencyKey) =>
      createForumTopic(campus.api, forumId, topic, { idempotencyKey }),
    );
    if (posted === null) return;
    setTitle('');
    setBody('');
    setChecked(false);
    onPosted(posted);
  };

  return (
    <section className="campus-forum__card" aria-labelledby={headingId} part="new-topic">
      <Heading level={headingLevel} id={headingId} className="campus-forum__card-title">
        {t('forum.new_topic')}
      </Heading>
      <form
        className="campus-forum__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void post();
        }}
      >
        {posting.problem !== null && (
          <p className="campus-forum__problem" role="alert" part="problem">
            {t('forum.failed.post')} {posting.problem}
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
          <Button type="submit" loading={posting.status === 'sending'}>
            {posting.status === 'sending' ? t('forum.publishing') : t('forum.publish')}
          </Button>
        </div>
      </form>
    </section>
  );
}
