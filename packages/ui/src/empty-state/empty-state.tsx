import type { ReactNode } from 'react';
import { useT } from '../provider/use-t.js';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** What is missing ("Nenhum curso encontrado"). @default "Nenhum item encontrado" (`ui.empty`) */
  title?: ReactNode;
  /** What to do about it ("Tente outros filtros"). */
  description?: ReactNode;
  /** A way forward (e.g. a "Limpar filtros" button). */
  action?: ReactNode;
  /** A decorative illustration (hidden from assistive technology). */
  illustration?: ReactNode;
}

/** What a list shows when it has nothing: a message and, ideally, a way forward. Part: `empty-state`. */
export function EmptyState({ title, description, action, illustration }: EmptyStateProps) {
  const t = useT();
  return (
    <div className="campus-empty-state" part="empty-state">
      {illustration !== undefined && (
        <div className="campus-empty-state__illustration" aria-hidden="true">
          {illustration}
        </div>
      )}
      <p className="campus-empty-state__title">{title ?? t('ui.empty')}</p>
      {description !== undefined && <p className="campus-empty-state__description">{description}</p>}
      {action !== undefined && <div className="campus-empty-state__action">{action}</div>}
    </div>
  );
}
