'use client';
import { setNonce } from 'get-nonce';

/**
 * Radix's dialogs and menus lock the page's scroll with a <style> element they insert (react-remove-scroll, through
 * react-style-singleton), which takes its nonce from get-nonce: it is given the page's own here, when the layout's
 * code loads, before anything can open. The nonce is read from the document, where the server put it on the scripts
 * (the DOM hides the attribute's value but keeps the property), not passed down as a prop: the page cache gives each
 * response its own nonce, and a client navigation's payload is rendered for another request with another one, while
 * the document keeps the policy it was loaded with.
 */
if (typeof document !== 'undefined') {
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) setNonce(nonce);
}

/** Rendered once by the root layout, so that this module runs on every page. */
export function StyleNonce() {
  return null;
}
