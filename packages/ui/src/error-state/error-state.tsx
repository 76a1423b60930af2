import type { ReactNode } from 'react';
import { Button } from '../button/button.js';
import { useCampus } from '../provider/use-campus.js';
import { useT } from '../provider/use-t.js';

/** Props of {@link ErrorState}. */
export interface ErrorStateProps {
  /** The failure (any rejection): its message comes from `campus.errorMessage(error)` in the current language. */
  error: unknown;
  /** Tries again (e.g. `resource.retry`); without it no retry button is shown. */
  onRetry?: () => void;
  /** A heading above the message. @default "Algo deu errado" (`ui.error_title`) */
  title?: ReactNode;
  /** While the retry runs. @default false */
  retrying?: boolean;
}

/**
 * What a screen shows when loading failed: the spec §8 message for the error (never a raw server text or
 * stack), announced as an alert, with a retry button. Part: `error-state`.
 */
export function ErrorState({ error, onRetry, title, retrying = false }: ErrorStateProps) {
  const campus = useCampus();
  const t = useT();
  return (
    <div className="campus-error-state" part="error-state" role="alert">
      <p className="campus-error-state__title">{title ?? t('ui.error_title')}</p>
      <p className="campus-error-state__message">{campus.errorMessage(error)}</p>
      {onRetry !== undefined && (
        <div className="campus-error-state__action">
          <Button variant="secondary" loading={retrying} onClick={onRetry}>
            {t('ui.retry')}
          </Button>
        </div>
      )}
    </div>
  );
}
