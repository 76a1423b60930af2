import { useState } from 'react';
import { reportForumPost } from '@campus/core/api';
import { FORUM_NOTE_MAX_LENGTH, FORUM_REPORT_REASONS, checkForumNote } from '@campus/core/rules';
import type { ForumReportReason } from '@campus/core/rules';
import type { ForumReport } from '@campus/core/schemas';
import { Button, Dialog, RadioGroup, useCampus, useT } from '@campus/ui';
import { ForumTextField } from './forum-text-field.js';
import { useForumWrite } from './use-forum-write.js';

/** Props of {@link ReportDialog}. */
export interface ReportDialogProps {
  /** The post reported; null: the dialog is closed. */
  target: { readonly type: 'topic' | 'reply'; readonly id: number | string } | null;
  onClose: () => void;
  /** The report was sent. */
  onReported: () => void;
}

/**
 * Reporting a post (spec §5 "reporting a forum topic or answer needs confirmation"): a dialog that asks to confirm,
 * with a required reason and optional details (≤ 256 characters). Nothing is sent before "Send report"; a refusal
 * is shown in the dialog, which keeps the reason and details.
 */
export function ReportDialog({ target, onClose, onReported }: ReportDialogProps) {
  const t = useT();
  const campus = useCampus();
  const [reason, setReason] = useState<ForumReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [checked, setChecked] = useState(false);
  const sending = useForumWrite<ForumReport>('forum-report');
  const detailsError = checkForumNote(details) ?? sending.fieldErrors['details'];

  const close = () => {
    if (sending.status === 'sending') return;
    setReason(null);
    setDetails('');
    setChecked(false);
    sending.reset();
    onClose();
  };

  const confirm = async () => {
    setChecked(true);
    if (target === null || reason === null || checkForumNote(details) !== null) return;
    const body = { target_type: target.type, target_id: Number(target.id), reason, details: details.trim() };
    const done = await sending.run(body, (idempotencyKey) => reportForumPost(campus.api, body, { idempotencyKey }));
    if (done === null) return;
    setReason(null);
    setDetails('');
    setChecked(false);
    sending.reset();
    onReported();
  };

  return (
    <Dialog
      open={target !== null}
      onClose={close}
      title={t('forum.report_title')}
      footer={
        <>
          <Button variant="secondary" disabled={sending.status === 'sending'} onClick={close}>
            {t('forum.cancel')}
          </Button>
          <Button variant="danger" loading={sending.status === 'sending'} onClick={() => void confirm()}>
            {t('forum.report_confirm')}
          </Button>
        </>
      }
    >
      <div className="campus-forum__form" part="report-form">
        <p className="campus-forum__status">{t('forum.report_message')}</p>
        {sending.problem !== null && (
          <p className="campus-forum__problem" role="alert" part="problem">
            {t('forum.failed.report')} {sending.problem}
          </p>
        )}
        <RadioGroup
          label={t('forum.report_reason')}
          name="reason"
          required
          value={reason}
          error={checked && reason === null ? t('forum.reason_required') : undefined}
          options={FORUM_REPORT_REASONS.map((value) => ({ value, label: t(`forum.reasons.${value}`) }))}
          onChange={(value) => setReason(value as ForumReportReason)}
        />
        <ForumTextField
          multiline
          name="details"
          required={false}
          label={t('forum.report_details')}
          value={details}
          max={FORUM_NOTE_MAX_LENGTH}
          error={detailsError}
          onChange={setDetails}
        />
      </div>
    </Dialog>
  );
}
