/**
 * Spec §9, Business constants and limits: chunk timeout 120000 ms. A chunk still loading after this says the page took
 * too long.
 */
export const CHUNK_TIMEOUT_MS = 120_000;

/** The build's own files the page adds to <head> as it needs them: scripts and stylesheets under /_next/static/. */
function isChunk(node: Node): node is HTMLScriptElement | HTMLLinkElement {
  if (node instanceof HTMLScriptElement) return node.src.includes('/_next/static/');
  return node instanceof HTMLLinkElement && node.rel === 'stylesheet' && node.href.includes('/_next/static/');
}

/**
 * Watches the chunks the page adds to `head` from now on (a dialog's code, the next page's): `onSlow(true)` when one
 * has been loading for `timeoutMs`, `onSlow(false)` when every such one has loaded or failed. Returns the stop.
 */
export function watchSlowChunks(head: HTMLElement, onSlow: (slow: boolean) => void, timeoutMs = CHUNK_TIMEOUT_MS): () => void {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let late = 0;
  const track = (chunk: HTMLScriptElement | HTMLLinkElement) => {
    let isLate = false;
    const timer = setTimeout(() => {
      timers.delete(timer);
      isLate = true;
      if (late++ === 0) onSlow(true);
    }, timeoutMs);
    timers.add(timer);
    const settle = () => {
      chunk.removeEventListener('load', settle);
      chunk.removeEventListener('error', settle);
      clearTimeout(timer);
      timers.delete(timer);
      if (isLate && --late === 0) onSlow(false);
    };
    chunk.addEventListener('load', settle);
    chunk.addEventListener('error', settle);
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach((node) => isChunk(node) && track(node));
  });
  observer.observe(head, { childList: true });
  return () => {
    observer.disconnect();
    timers.forEach(clearTimeout);
  };
}
