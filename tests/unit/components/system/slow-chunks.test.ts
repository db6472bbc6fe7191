import { CHUNK_TIMEOUT_MS, watchSlowChunks } from '@/components/system/slow-chunks';

/** MutationObserver delivers its records in a microtask. */
const observed = () => Promise.resolve();

function script(src: string): HTMLScriptElement {
  const element = document.createElement('script');
  // Not loaded by jsdom (it runs no external scripts): the test fires load and error itself.
  element.setAttribute('src', src);
  return element;
}

describe('a chunk still loading after the spec’s 120 s', () => {
  let changes: boolean[];
  let stop: () => void;

  beforeEach(() => {
    jest.useFakeTimers();
    changes = [];
    stop = watchSlowChunks(document.head, (slow) => changes.push(slow));
  });

  afterEach(() => {
    stop();
    document.head.replaceChildren();
    jest.useRealTimers();
  });

  it('is 120 000 ms', () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('says so at 120 s, not before, and stops saying so when it lands', async () => {
    const chunk = script('/_next/static/chunks/0abc.js');
    document.head.appendChild(chunk);
    await observed();
    jest.advanceTimersByTime(CHUNK_TIMEOUT_MS - 1);
    expect(changes).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(changes).toEqual([true]);
    chunk.dispatchEvent(new Event('load'));
    expect(changes).toEqual([true, false]);
  });

  it('says nothing of a chunk that lands in time, nor later', async () => {
    const chunk = script('/_next/static/chunks/0abc.js');
    document.head.appendChild(chunk);
    await observed();
    jest.advanceTimersByTime(5_000);
    chunk.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(CHUNK_TIMEOUT_MS);
    expect(changes).toEqual([]);
  });

  it('keeps saying so while any late chunk is still loading (a failed one counts as ended)', async () => {
    const first = script('/_next/static/chunks/a.js');
    const stylesheet = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/_next/static/chunks/b.css' });
    document.head.append(first, stylesheet);
    await observed();
    jest.advanceTimersByTime(CHUNK_TIMEOUT_MS);
    expect(changes).toEqual([true]);
    first.dispatchEvent(new Event('error'));
    expect(changes).toEqual([true]);
    stylesheet.dispatchEvent(new Event('load'));
    expect(changes).toEqual([true, false]);
  });

  it('watches only the build’s own files', async () => {
    const analytics = script('https://www.googletagmanager.com/gtag/js?id=G-1');
    const preload = Object.assign(document.createElement('link'), { rel: 'preload', href: '/_next/static/chunks/c.js' });
    document.head.append(analytics, preload);
    await observed();
    jest.advanceTimersByTime(CHUNK_TIMEOUT_MS);
    expect(changes).toEqual([]);
  });

  it('stops watching when stopped', async () => {
    document.head.appendChild(script('/_next/static/chunks/a.js'));
    await observed();
    stop();
    jest.advanceTimersByTime(CHUNK_TIMEOUT_MS);
    expect(changes).toEqual([]);
  });
});
