import { CampusError, ERROR_CLASS } from './campus-error.js';

/** Why an offline download failed. `cancelled` is the user's own choice: a UI usually shows nothing then. */
export type DownloadFailureReason = 'cancelled' | 'http' | 'network' | 'storage';

/**
 * An offline activity file download failed or was cancelled (SPECIFICATION §4 Offline download,
 * §8 'Download do arquivo falhou'). The partial file has been removed when this is thrown.
 */
export class DownloadError extends CampusError {
  static override readonly [ERROR_CLASS]: string = 'DownloadError';
  override name = 'DownloadError';
  /** The activity item whose file was being downloaded. */
  readonly itemId: string | number;
  /** What went wrong. */
  readonly reason: DownloadFailureReason;
  /** HTTP status when `reason` is `http`. */
  readonly status: number | undefined;

  constructor(
    itemId: string | number,
    reason: DownloadFailureReason,
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(`Download of item ${String(itemId)} failed (${reason}${options.status ? ` ${options.status}` : ''})`, {
      code: reason === 'cancelled' ? 'download_cancelled' : 'download_failed',
      messageKey: 'errors.download_failed',
      cause: options.cause,
    });
    this.itemId = itemId;
    this.reason = reason;
    this.status = options.status;
  }
}
