import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { startServer } from './server';
import type { RunningServer } from './server';
import { handleShutdownSignals } from './shutdown-signals';
import type { SignalTarget } from './shutdown-signals';
import { createTestDatabase, describeEachDatabase, testConfig } from './test-support/test-app.test-util';

/** A stand-in for `process`: signals are emitted by the test, exits are recorded. */
class FakeProcess extends EventEmitter implements SignalTarget {
  readonly exits: number[] = [];
  private exited!: (code: number) => void;
  readonly firstExit = new Promise<number>((resolve) => (this.exited = resolve));
  exit(code: number): void {
    this.exits.push(code);
    this.exited(code);
  }
}

describeEachDatabase('shutdown signals', (kind) => {
  async function start(): Promise<RunningServer> {
    const empty = await createTestDatabase(kind, { migrate: false });
    // Demo mode off: seeding is not what this is about, and it is the slow part of a start.
    const server = await startServer(testConfig({ ...empty.config, demo: false }), {
      logger: false,
      database: empty.database,
    });
    return { ...server, stop: () => server.stop().finally(() => empty.dispose()) };
  }

  it('SIGTERM stops the server, closes the database and exits 0', async () => {
    const server = await start();
    const fake = new FakeProcess();
    handleShutdownSignals(server, { timeoutMs: 10_000, target: fake });
    fake.emit('SIGTERM', 'SIGTERM');
    expect(await fake.firstExit).toBe(0);
    await expect(fetch(`${server.url}/health`)).rejects.toThrow();
    await expect(server.database.migrate()).rejects.toThrow();
  }, 60_000);
});

describe('shutdown signals, edge cases', () => {
  const log = { info: () => undefined, warn: () => undefined, error: () => undefined };

  it('a second signal exits 1 at once', async () => {
    const fake = new FakeProcess();
    handleShutdownSignals(
      { app: { log }, stop: () => new Promise<void>(() => undefined) },
      { timeoutMs: 60_000, target: fake },
    );
    fake.emit('SIGINT', 'SIGINT');
    fake.emit('SIGINT', 'SIGINT');
    expect(await fake.firstExit).toBe(1);
  });

  it('exits 1 when stopping takes longer than the timeout', async () => {
    const fake = new FakeProcess();
    handleShutdownSignals(
      { app: { log }, stop: () => new Promise<void>(() => undefined) },
      { timeoutMs: 20, target: fake },
    );
    fake.emit('SIGTERM', 'SIGTERM');
    expect(await fake.firstExit).toBe(1);
  });

  it('exits 1 when stopping fails', async () => {
    const fake = new FakeProcess();
    handleShutdownSignals(
      { app: { log }, stop: () => Promise.reject(new Error('database would not close')) },
      { timeoutMs: 60_000, target: fake },
    );
    fake.emit('SIGTERM', 'SIGTERM');
    expect(await fake.firstExit).toBe(1);
    expect(fake.exits).toEqual([1]);
  });
});
