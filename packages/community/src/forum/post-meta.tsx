import { Badge, formatDateTime, useLocale, useT } from '@campus/ui';

/** Props of {@link PostMeta}. */
export interface PostMetaProps {
  author: string;
  createdAt: string;
  edited: boolean;
  /** A status other than the ordinary one, shown as a badge (closed, hidden). */
  status?: string | null;
  reported?: boolean;
}

/** Who wrote a post and when, whether it was edited, its status and whether the viewer reported it. */
export function PostMeta({ author, createdAt, edited, status = null, reported = false }: PostMetaProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <p className="campus-forum__meta" part="meta">
      <span>{t('forum.by_author', { name: author })}</span>
      <span>
        <time dateTime={createdAt}>{t('forum.posted_at', { date: formatDateTime(createdAt, locale) })}</time>
        {edited ? ` ${t('forum.edited')}` : ''}
      </span>
      {status !== null && (
        <span>
          <Badge>{t(`forum.status.${status}`)}</Badge>
        </span>
      )}
      {reported && <span>{t('forum.reported')}</span>}
    </p>
  );
}
