'use client';
import { useSyncExternalStore } from 'react';
import { installState, promptInstall, subscribeInstallState, type InstallState } from '@/lib/pwa/install-prompt';
import { buttonClasses } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons/check';
import { DownloadIcon } from '@/components/ui/icons/download';

const serverState = (): InstallState => 'unavailable';

/**
 * "Install <brand>" where the browser offers it (Chromium), "installed" inside the installed app, nothing elsewhere. The
 * texts come from the caller, so the download page ships no message catalog for it.
 */
export function InstallButton({ texts }: { texts: { install: string; hint: string; installed: string } }) {
  const state = useSyncExternalStore(subscribeInstallState, installState, serverState);
  if (state === 'installed') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-success">
        <CheckIcon className="size-4 shrink-0" />
        {texts.installed}
      </p>
    );
  }
  if (state !== 'available') return null;
  return (
    <div className="flex flex-col items-start gap-2">
      <button type="button" className={buttonClasses({ variant: 'primary' })} onClick={() => void promptInstall()}>
        <DownloadIcon className="size-4" />
        {texts.install}
      </button>
      <p className="text-sm text-ink-muted">{texts.hint}</p>
    </div>
  );
}
