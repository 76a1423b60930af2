import type { FastifyBaseLogger } from 'fastify';
import type { RunningServer } from './server';

/** What shutting down needs of a server: a logger and `stop()`. */
export interface StoppableServer {
  readonly app: { readonly log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'> };
  stop: RunningServer['stop'];
}

/** Where signals come from and how the process ends: `process` itself, or a stand-in in tests. */
export interface SignalTarget {
  on(event: NodeJS.Signals, listener: (signal: NodeJS.Signals) => void): unknown;
  exit(code: number): void;
}

/** Options of {@link handleShutdownSignals}. */
export interface ShutdownSignalOptions {
  /** Milliseconds to wait for in-flight requests before exiting anyway. */
  readonly timeoutMs: number;
  /** @default process */
  readonly target?: SignalTarget;
  /** @default ['SIGTERM', 'SIGINT'] */
  readonly signals?: readonly NodeJS.Signals[];
}

/**
 * Stops the server cleanly on SIGTERM/SIGINT, then exits 0: in-flight requests finish, then the database
 * closes. Exits 1 when stopping fails, when it takes longer than `timeoutMs`, or at a second signal (an
 * impatient Ctrl-C).
 */
export function handleShutdownSignals(server: StoppableServer, options: ShutdownSignalOptions): void {
  const target = options.target ?? process;
  const { log } = server.app;
  let signalled = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (signalled) {
      log.warn({ signal }, 'second signal: exiting now');
      target.exit(1);
      return;
    }
    signalled = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      log.error('shutdown timed out: exiting with requests still open');
      target.exit(1);
    }, options.timeoutMs);
    force.unref();
    server.stop().then(
      () => {
        clearTimeout(force);
        log.info('stopped');
        target.exit(0);
      },
      (error: unknown) => {
        clearTimeout(force);
        log.error({ err: error }, 'shutdown failed');
        target.exit(1);
      },
    );
  };
  for (const signal of options.signals ?? ['SIGTERM', 'SIGINT']) target.on(signal, shutdown);
}
