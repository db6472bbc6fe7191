/**
 * @jest-environment node
 */
import { EventEmitter } from 'node:events';
import { onShutdown, runShutdownHooks } from '@/server/shutdown-hooks';
import { closeWithin, stopOnSignals, type StoppingProcess } from '@/server/stop';

/** A process as stopOnSignals sees it: signals to emit, and the exit it calls (recorded, with what had happened by then). */
function fakeProcess(journal: string[]) {
  const emitter = new EventEmitter();
  const exited = new Promise<number>((resolve) => {
    (emitter as unknown as StoppingProcess).exit = (code: number) => {
      journal.push(`exit ${code}`);
      resolve(code);
    };
  });
  return { target: emitter as unknown as StoppingProcess, signal: (name: NodeJS.Signals) => emitter.emit(name), exited };
}

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('a signal: the server closes, then the shutdown hooks run, then the process exits 0', async () => {
  const journal: string[] = [];
  onShutdown('spans', async () => {
    await later(20);
    journal.push('spans flushed');
  });
  const process = fakeProcess(journal);
  stopOnSignals(['SIGTERM', 'SIGINT'], async () => {
    await later(20);
    journal.push('server closed');
  }, { target: process.target });

  process.signal('SIGTERM');
  // A second signal while it stops (Ctrl-C after a deploy's SIGTERM) starts nothing again.
  process.signal('SIGINT');
  expect(await process.exited).toBe(0);
  expect(journal).toEqual(['server closed', 'spans flushed', 'exit 0']);
});

test('a server that fails to close still has its hooks run', async () => {
  const journal: string[] = [];
  onShutdown('spans', async () => void journal.push('spans flushed'));
  const process = fakeProcess(journal);
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  stopOnSignals(['SIGTERM'], () => Promise.reject(new Error('not running')), { target: process.target });
  process.signal('SIGTERM');
  await process.exited;
  expect(journal).toEqual(['spans flushed', 'exit 0']);
  quiet.mockRestore();
});

test('a stop that hangs: the process exits at its deadline all the same', async () => {
  const journal: string[] = [];
  const process = fakeProcess(journal);
  stopOnSignals(['SIGTERM'], () => new Promise(() => undefined), { target: process.target, deadlineMs: 50 });
  process.signal('SIGTERM');
  expect(await process.exited).toBe(0);
});

describe('runShutdownHooks', () => {
  test('a hook that throws is reported, and the others still run', async () => {
    const ran: string[] = [];
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    onShutdown('broken', () => Promise.reject(new Error('collector gone')));
    onShutdown('spans', async () => void ran.push('spans'));
    await runShutdownHooks(1000);
    expect(ran).toEqual(['spans']);
    expect(errors).toHaveBeenCalledWith('shutdown: broken failed', 'collector gone');
    errors.mockRestore();
  });

  test('hooks still running after the grace are left behind, and named', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    onShutdown('slow exporter', () => new Promise(() => undefined));
    const started = Date.now();
    await runShutdownHooks(50);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(errors).toHaveBeenCalledWith('shutdown: slow exporter not done after 50 ms');
    errors.mockRestore();
  });

  test('each hook runs once', async () => {
    let runs = 0;
    onShutdown('spans', async () => void runs++);
    await runShutdownHooks(1000);
    await runShutdownHooks(1000);
    expect(runs).toBe(1);
  });
});

describe('closeWithin', () => {
  test('resolves once the server has closed', async () => {
    let closed = false;
    await closeWithin({ close: (done) => setTimeout(() => ((closed = true), done?.()), 10) }, 1000);
    expect(closed).toBe(true);
  });

  test('resolves after the grace when requests are still going', async () => {
    const started = Date.now();
    await closeWithin({ close: () => undefined }, 50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });
});
