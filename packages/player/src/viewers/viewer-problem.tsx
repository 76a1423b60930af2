import { Button, useCampus, useT } from '@campus/ui';

/** Props of {@link ViewerProblem}. */
export interface ViewerProblemProps {
  /** The failure: its text is `campus.errorMessage` (spec §8), e.g. 'Não encontrado ou não possui permissão para acessar.'. */
  error?: unknown;
  /** A message of the player instead of an error's (already translated). */
  message?: string;
  onRetry?: () => void;
}

/** Why a viewer shows nothing: an alert with the §8 message of the failure and, when it can help, a retry. */
export function ViewerProblem({ error, message, onRetry }: ViewerProblemProps) {
  const campus = useCampus();
  const t = useT();
  return (
    <div className="campus-player__problem" part="problem" role="alert">
      <p className="campus-player__problem-title">{t('player.viewer.failed')}</p>
      <p>{message ?? campus.errorMessage(error, 'player')}</p>
      {onRetry !== undefined && (
        <Button variant="secondary" onClick={onRetry}>
          {t('player.viewer.retry')}
        </Button>
      )}
    </div>
  );
}
