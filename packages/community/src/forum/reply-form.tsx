import { useState } from 'react';
import { createForumReply } from '@campus/core/api';
import { FORUM_BODY_MAX_LENGTH, checkForumText } from '@campus/core/rules';
import type { ForumReply } from '@campus/core/schemas';
import { Button, useCampus, useT } from '@campus/ui';
import { ForumTextField } from './forum-text-field.js';
import { useForumWrite } from './use-forum-write.js';

/** Props of {@link ReplyForm}. */
export interface ReplyFormProps {
  topicId: number | string;
  /** The reply was posted. */
  onReplied: (reply: ForumReply) => void;
}

/**
 * The reply form of an open topic: a text area with a counter, checked by core's rule as the person sends it. A
 * refused or failed reply keeps the text and says why (a topic closed meanwhile: `forum_topic_closed`).
 */
export function ReplyForm({ topicId, onReplied }: ReplyFormProps) {
  const t = useT();
  const campus = useCampus();
  const [body, setBody] = useState('');
  const [checked, setChecked] = useState(false);
  const sending = useForumWrite<ForumReply>('forum-post');
  const error = (checked ? checkForumText(body, FORUM_BODY_MAX_LENGTH) : null) ?? sending.fieldErrors['body'];

  const send = async () => {
    setChecked(true);
    if (checkForumText(body, FORUM_BODY_MAX_LENGTH) !== null) return;
    const text = body.trim();
    const reply = await sending.run({ topicId, body: text }, (idempotencyKey) =>
      createForumReply(campus.api, topicId, text, { idempotencyKey }),
    );
    if (reply === null) return;
    setBody('');
    setChecked(false);
    onReplied(reply);
  };

  return (
    <form
      className="campus-forum__form"
      part="reply-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {sending.problem !== null && (
        <p className="campus-forum__problem" role="alert" part="problem">
          {t('forum.failed.post')} {sending.problem}
        </p>
      )}
      <ForumTextField
        multiline
        name="body"
        label={t('forum.your_reply')}
        value={body}
        max={FORUM_BODY_MAX_LENGTH}
        error={error}
        onChange={setBody}
      />
      <div className="campus-forum__actions">
        <Button type="submit" loading={sending.status === 'sending'}>
          {sending.status === 'sending' ? t('forum.sending') : t('forum.send_reply')}
        </Button>
      </div>
    </form>
  );
}
