import { useId } from 'react';
import { createForumTopic } from '@campus/core/api';
import type { ForumTopic } from '@campus/core/schemas';
import { Button, Heading, useCampus, useT } from '@campus/ui';
import type { HeadingLevel } from '@campus/ui';
import { TopicFields, useTopicFields } from './topic-fields.js';
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
  const fields = useTopicFields();
  const posting = useForumWrite<ForumTopic>('forum-post');

  const post = async () => {
    const topic = fields.check();
    if (topic === null) return;
    const posted = await posting.run({ forumId, ...topic }, (idempotencyKey) =>
      createForumTopic(campus.api, forumId, topic, { idempotencyKey }),
    );
    if (posted === null) return;
    fields.reset();
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
        <TopicFields fields={fields} fieldErrors={posting.fieldErrors} />
        <div className="campus-forum__actions">
          <Button type="submit" loading={posting.status === 'sending'}>
            {posting.status === 'sending' ? t('forum.publishing') : t('forum.publish')}
          </Button>
        </div>
      </form>
    </section>
  );
}
