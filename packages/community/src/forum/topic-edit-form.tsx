import { editForumTopic } from '@campus/core/api';
import type { ForumTopic } from '@campus/core/schemas';
import { Button, useCampus, useT } from '@campus/ui';
import { TopicFields, useTopicFields } from './topic-fields.js';
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
  const fields = useTopicFields(topic);
  const saving = useForumWrite<ForumTopic>('forum-post');

  const save = async () => {
    const edit = fields.check();
    if (edit === null) return;
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
      <TopicFields fields={fields} fieldErrors={saving.fieldErrors} />
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
