import { useEffect, useRef, useState } from 'react';
import { changeForumReplyStatus, deleteForumReply, editForumReply } from '@campus/core/api';
import { FORUM_BODY_MAX_LENGTH, checkForumText, forumActionsFor } from '@campus/core/rules';
import type { ForumTopicStatus } from '@campus/core/rules';
import type { ForumReply } from '@campus/core/schemas';
import { Button, ConfirmDialog, useCampus, useT } from '@campus/ui';
import { ForumTextField } from './forum-text-field.js';
import { PostMeta } from './post-meta.js';
import { useForumWrite } from './use-forum-write.js';

/** Props of {@link ReplyItem}. */
export interface ReplyItemProps {
  reply: ForumReply;
  topicStatus: ForumTopicStatus;
  isModerator: boolean;
  /** Opens the report dialog for this reply. */
  onReport: (reply: ForumReply) => void;
  /** Says something politely (the thread's live region). */
  announce: (text: string) => void;
}

/**
 * One reply of a thread: its author, date and text (a deleted or hidden one keeps its place with a note), and what
 * the viewer may do with it by core's `forumActionsFor`: edit (inline, keeping the text on failure) and delete
 * (confirmed) their own, report someone else's, hide or restore it as a moderator.
 */
export function ReplyItem({ reply, topicStatus, isModerator, onReport, announce }: ReplyItemProps) {
  const t = useT();
  const campus = useCampus();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(reply.body);
  const [confirming, setConfirming] = useState(false);
  const [checked, setChecked] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  // Leaving the edit form (saved or cancelled) puts the focus back on "Edit", where the person was.
  const returnFocus = useRef(false);
  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);
  const edit = useForumWrite<ForumReply>('forum-post');
  const remove = useForumWrite<ForumReply>('forum-post');
  const moderate = useForumWrite<ForumReply>('forum-moderation');
  const actions = forumActionsFor(
    { ...reply, kind: 'reply', topic_status: topicStatus },
    { is_moderator: isModerator },
  );
  const draftError = (checked ? checkForumText(draft, FORUM_BODY_MAX_LENGTH) : null) ?? edit.fieldErrors['body'];

  const save = async () => {
    setChecked(true);
    if (checkForumText(draft, FORUM_BODY_MAX_LENGTH) !== null) return;
    const body = draft.trim();
    const saved = await edit.run({ id: reply.id, body }, (idempotencyKey) =>
      editForumReply(campus.api, reply.id, body, { idempotencyKey }),
    );
    if (saved === null) return;
    returnFocus.current = true;
    setEditing(false);
    setChecked(false);
    announce(t('forum.saved'));
  };

  const confirmDelete = async () => {
    const done = await remove.run({ id: reply.id }, (idempotencyKey) =>
      deleteForumReply(campus.api, reply.id, { idempotencyKey }),
    );
    setConfirming(false);
    if (done !== null) announce(t('forum.deleted'));
  };

  const setStatus = async (status: 'visible' | 'hidden') => {
    const done = await moderate.run({ id: reply.id, status }, (idempotencyKey) =>
      changeForumReplyStatus(campus.api, reply.id, { status }, { idempotencyKey }),
    );
    if (done !== null) announce(t('forum.moderated'));
  };

  const problem = edit.problem ?? remove.problem ?? moderate.problem;
  const problemLabel =
    edit.problem !== null
      ? 'forum.failed.edit'
      : remove.problem !== null
        ? 'forum.failed.delete'
        : 'forum.failed.status';

  return (
    <li
      className="campus-forum__card"
      part="reply"
      data-status={reply.deleted ? 'deleted' : reply.status}
      aria-label={t('forum.by_author', { name: reply.author.name })}
    >
      <PostMeta
        author={reply.author.name}
        createdAt={reply.created_at}
        edited={reply.edited_at !== null}
        status={reply.status === 'hidden' ? 'hidden' : null}
        reported={reply.reported_by_me}
      />
      {reply.deleted ? (
        <p className="campus-forum__placeholder">{t('forum.deleted_reply')}</p>
      ) : reply.body === '' ? (
        <p className="campus-forum__placeholder">{t('forum.hidden_reply')}</p>
      ) : editing ? (
        <form
          className="campus-forum__form"
          part="edit-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <ForumTextField
            multiline
            name="body"
            label={t('forum.your_reply')}
            value={draft}
            max={FORUM_BODY_MAX_LENGTH}
            error={draftError}
            onChange={(value) => {
              setDraft(value);
              if (edit.status === 'error') edit.reset();
            }}
          />
          <div className="campus-forum__actions">
            <Button type="submit" loading={edit.status === 'sending'}>
              {edit.status === 'sending' ? t('forum.saving') : t('forum.save')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                returnFocus.current = true;
                setEditing(false);
                setDraft(reply.body);
                edit.reset();
              }}
            >
              {t('forum.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          {reply.status === 'hidden' && <p className="campus-forum__placeholder">{t('forum.hidden_reply')}</p>}
          <p className="campus-forum__body" lang={reply.locale} part="body">
            {reply.body}
          </p>
        </>
      )}
      {problem !== null && (
        <p className="campus-forum__problem" role="alert" part="problem">
          {t(problemLabel)} {problem}
        </p>
      )}
      {!editing && (actions.edit || actions.delete || actions.report || actions.moderate) && (
        <div
          className="campus-forum__actions"
          part="actions"
          role="group"
          aria-label={t('forum.actions_for', { name: reply.author.name })}
        >
          {actions.edit && (
            <Button
              ref={editButton}
              variant="secondary"
              onClick={() => {
                setDraft(reply.body);
                setEditing(true);
              }}
            >
              {t('forum.edit')}
            </Button>
          )}
          {actions.delete && (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t('forum.delete')}
            </Button>
          )}
          {actions.report && (
            <Button variant="secondary" onClick={() => onReport(reply)}>
              {t('forum.report')}
            </Button>
          )}
          {actions.moderate && !reply.deleted && (
            <Button
              variant="secondary"
              loading={moderate.status === 'sending'}
              onClick={() => void setStatus(reply.status === 'hidden' ? 'visible' : 'hidden')}
            >
              {reply.status === 'hidden' ? t('forum.restore') : t('forum.hide')}
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        tone="danger"
        title={t('forum.delete_reply_title')}
        message={t('forum.delete_reply_message')}
        confirmLabel={t('forum.delete')}
        busy={remove.status === 'sending'}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirmDelete()}
      />
    </li>
  );
}
