import { isChunkLoadError, reloadForMissingCode, willReloadForMissingCode, type ReloadEnvironment } from '@/components/system/missing-code';

/** A tab of its own: a storage, and a count of reloads. */
function tab(build: string, storage: Map<string, string> = new Map()) {
  const env: ReloadEnvironment & { reloads: number } = {
    build,
    storage: { getItem: (key) => storage.get(key) ?? null, setItem: (key, value) => void storage.set(key, value) },
    reload: () => {
      env.reloads += 1;
    },
    reloads: 0,
  };
  return env;
}

function turbopackError(): Error {
  const error = new Error('Failed to load chunk /_next/static/chunks/0abc.js from module 123');
  error.name = 'ChunkLoadError';
  return error;
}

describe('a chunk gone with a new deploy', () => {
  it.each([
    ['Turbopack’s ChunkLoadError', turbopackError()],
    ['webpack’s', new Error('Loading chunk 42 failed.\n(missing: http://localhost/_next/static/chunks/42.js)')],
    ['Chromium’s failed dynamic import', new TypeError('Failed to fetch dynamically imported module: http://localhost/_next/static/chunks/a.js')],
    ['Firefox’s', new TypeError('error loading dynamically imported module: http://localhost/a.js')],
    ['Safari’s', new TypeError('Importing a module script failed.')],
  ])('is recognised: %s', (_, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    ['another error', new Error('Cannot read properties of undefined')],
    ['a string', 'ChunkLoadError'],
    ['nothing', undefined],
  ])('is not %s', (_, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });

  it('reloads the page once per build: a second failure of the same build reloads no more', () => {
    const storage = new Map<string, string>();
    const before = tab('build-1', storage);
    expect(willReloadForMissingCode(turbopackError(), before)).toBe(true);
    expect(reloadForMissingCode(turbopackError(), before)).toBe(true);
    expect(before.reloads).toBe(1);
    // The reloaded page, still of build-1 (the chunk is missing for good): it shows its error instead.
    const after = tab('build-1', storage);
    expect(willReloadForMissingCode(turbopackError(), after)).toBe(false);
    expect(reloadForMissingCode(turbopackError(), after)).toBe(false);
    expect(after.reloads).toBe(0);
  });

  it('counts a second failure while the page is reloading as part of that reload, not as a page that failed', () => {
    const env = { ...tab('build-1', new Map([['reloadedForBuild', 'build-1']])), reloading: true };
    expect(willReloadForMissingCode(turbopackError(), env)).toBe(true);
    expect(reloadForMissingCode(turbopackError(), env)).toBe(true);
    expect(env.reloads).toBe(0);
  });

  it('reloads again on a later build of the same tab', () => {
    const storage = new Map([['reloadedForBuild', 'build-1']]);
    const next = tab('build-2', storage);
    expect(reloadForMissingCode(turbopackError(), next)).toBe(true);
    expect(next.reloads).toBe(1);
  });

  it('never reloads for any other error', () => {
    const env = tab('build-1');
    expect(reloadForMissingCode(new Error('boom'), env)).toBe(false);
    expect(env.reloads).toBe(0);
  });

  it('never reloads where it could not tell a loop (storage blocked)', () => {
    const env = { ...tab('build-1'), storage: null };
    expect(reloadForMissingCode(turbopackError(), env)).toBe(false);
    const throwing = tab('build-1');
    throwing.storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(reloadForMissingCode(turbopackError(), throwing)).toBe(false);
    expect(throwing.reloads).toBe(0);
  });

  it('reads the build from the page in a browser', () => {
    document.documentElement.dataset.build = 'build-7';
    window.sessionStorage.setItem('reloadedForBuild', 'build-7');
    expect(willReloadForMissingCode(turbopackError())).toBe(false);
    window.sessionStorage.setItem('reloadedForBuild', 'build-6');
    expect(willReloadForMissingCode(turbopackError())).toBe(true);
    window.sessionStorage.clear();
    delete document.documentElement.dataset.build;
  });
});
