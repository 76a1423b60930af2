import type { MouseEvent, ReactNode } from 'react';

/** Props of {@link TopicLink}. */
export interface TopicLinkProps {
  topicId: number | string;
  /** The link template (`/forum/{topic_id}`); empty: a button that opens the topic in place. */
  hrefTemplate: string;
  onOpen: (topicId: string) => void;
  children: ReactNode;
}

/**
 * A topic's title as a link to it when the host gives a template (a real address: opens in a new tab, can be
 * shared), else as a button. A plain click opens it in place either way (the host follows with its own navigation).
 */
export function TopicLink({ topicId, hrefTemplate, onOpen, children }: TopicLinkProps) {
  const id = String(topicId);
  if (hrefTemplate === '') {
    return (
      <button type="button" className="campus-forum__link" part="topic-link" onClick={() => onOpen(id)}>
        {children}
      </button>
    );
  }
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(id);
  };
  return (
    <a
      className="campus-forum__link"
      part="topic-link"
      href={hrefTemplate.replace('{topic_id}', encodeURIComponent(id))}
      onClick={open}
    >
      {children}
    </a>
  );
}
