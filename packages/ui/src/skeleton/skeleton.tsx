/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** `text` lines, a `rect` (image, card) or a `circle` (avatar). @default 'text' */
  shape?: 'text' | 'rect' | 'circle';
  /** Number of text lines; the last one is shorter, like a paragraph. @default 1 */
  lines?: number;
  /** Width of a single line or shape. @default 'full' */
  width?: 'full' | 'three-quarters' | 'half' | 'quarter';
}

/**
 * A placeholder shaped like the content that is loading. Hidden from assistive technology (`aria-hidden`):
 * the region being loaded says so itself (`aria-busy`, or a `Spinner`). Part: `skeleton`.
 */
export function Skeleton({ shape = 'text', lines = 1, width = 'full' }: SkeletonProps) {
  if (shape !== 'text' || lines <= 1) {
    return (
      <span className="campus-skeleton" part="skeleton" aria-hidden="true" data-shape={shape} data-width={width} />
    );
  }
  return (
    <span className="campus-skeleton-lines" aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <span
          key={index}
          className="campus-skeleton"
          part="skeleton"
          data-shape="text"
          data-width={index === lines - 1 ? 'three-quarters' : 'full'}
        />
      ))}
    </span>
  );
}
