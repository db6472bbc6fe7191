/**
 * The browser's offer to install the site (Chromium's `beforeinstallprompt`), kept from the moment the page starts
 * (components/download/service-worker.tsx listens on every page) so the download page and popup can offer an Install
 * button whenever they open. Where there is no such event (Safari, Firefox) the steps to add to the home screen remain.
 */

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallState =
  /** The browser offers to install: the button can ask it. */
  | 'available'
  /** The site is running as the installed app, or was just installed. */
  | 'installed'
  /** Nothing to offer: the steps say how. */
  | 'unavailable';

let offer: BeforeInstallPromptEvent | null = null;
let justInstalled = false;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Starts listening (once per page); returns the cleanup. */
export function listenForInstallOffer(): () => void {
  const onOffer = (event: Event) => {
    // Our own button asks, on the pages about installing; the browser's menu still offers it everywhere.
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    emit();
  };
  const onInstalled = () => {
    offer = null;
    justInstalled = true;
    emit();
  };
  window.addEventListener('beforeinstallprompt', onOffer);
  window.addEventListener('appinstalled', onInstalled);
  return () => {
    window.removeEventListener('beforeinstallprompt', onOffer);
    window.removeEventListener('appinstalled', onInstalled);
  };
}

function runningInstalled(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches === true || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

export function installState(): InstallState {
  if (justInstalled || runningInstalled()) return 'installed';
  return offer ? 'available' : 'unavailable';
}

export function subscribeInstallState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the browser to install; true when the visitor accepted. The offer can be used once. */
export async function promptInstall(): Promise<boolean> {
  const current = offer;
  if (!current) return false;
  offer = null;
  emit();
  await current.prompt();
  const { outcome } = await current.userChoice;
  return outcome === 'accepted';
}
