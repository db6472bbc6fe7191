/**
 * Full-document navigations, in one place so components say why they leave the client router (a session change) and
 * tests can watch them: jsdom cannot navigate.
 */
export function loadDocument(url: string): void {
  window.location.assign(url);
}

export function reloadDocument(): void {
  window.location.reload();
}
