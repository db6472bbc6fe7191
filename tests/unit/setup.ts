import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy… and waitFor give a form 5 s to show its message instead of 1 s: on a loaded two-core CI machine a dialog that
// types, validates and renders a rule message took longer than a second once (change-password-dialog, 1 of 1,893).
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout: scrolling an element into view is a no-op that tests can watch.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}

// jsdom has <dialog> but not its methods: open, modal or not, and close with its `close` event, as a browser does.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>('button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])')?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// The popups' catalog files (components/i18n/island-messages.tsx) come from GET /api/messages: under jsdom it answers
// from messages/ as the site's route does (app/api/messages/route.ts); any other request goes where it went before.
if (typeof window !== 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { readFileSync } = require('node:fs') as typeof import('node:fs');
  const previous = globalThis.fetch as typeof fetch | undefined;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    if (url.pathname === '/api/messages') {
      const locale = url.searchParams.get('locale') ?? 'en';
      const files = (url.searchParams.get('files') ?? '').split(',').filter(Boolean);
      const value = Object.assign({}, ...files.map((file) => JSON.parse(readFileSync(`${process.cwd()}/messages/${locale}/${file}.json`, 'utf8')) as object));
      return { ok: true, status: 200, json: async () => ({ success: true, value }) } as Response;
    }
    if (previous) return previous(input, init);
    throw new TypeError(`no fetch in this test for ${href}`);
  }) as typeof fetch;
}
