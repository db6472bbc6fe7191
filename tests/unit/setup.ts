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
