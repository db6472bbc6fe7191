'use client';
import { useEffect, useState, type ComponentProps, type ComponentType } from 'react';
import type { Toaster as SonnerToaster } from 'sonner';

/**
 * Toasts (sonner) without their cost on every page: the toaster mounts, and its code loads, the first time something
 * asks for a toast. `notify` may be called from anywhere; it waits for the toaster.
 */

type Kind = 'success' | 'error';
type ToasterComponent = ComponentType<ComponentProps<typeof SonnerToaster>>;

let requestHost: (() => void) | null = null;
let hostReady: Promise<typeof import('sonner')> | null = null;
let resolveReady: ((sonner: typeof import('sonner')) => void) | null = null;

function ready(): Promise<typeof import('sonner')> {
  if (!hostReady) {
    hostReady = new Promise((resolve) => {
      resolveReady = resolve;
    });
    requestHost?.();
  }
  return hostReady;
}

/** A button in the toast that leads on (e.g. "Deposit" under "your balance is not enough"). */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

export function notify(kind: Kind, message: string, action?: ToastAction): void {
  void ready().then((sonner) => sonner.toast[kind](message, action ? { action } : undefined));
}

/** Mounted once by the root layout; draws nothing until the first toast is asked for. */
export function ToastHost(props: ComponentProps<typeof SonnerToaster>) {
  const [Toaster, setToaster] = useState<{ component: ToasterComponent; sonner: typeof import('sonner') } | null>(null);

  useEffect(() => {
    const load = () => {
      void import('sonner').then((sonner) => setToaster({ component: sonner.Toaster, sonner }));
    };
    requestHost = load;
    if (hostReady) load();
    return () => {
      requestHost = null;
    };
  }, []);

  // Toasts are shown once the toaster is on the page (a toast fired before it would be lost).
  useEffect(() => {
    if (Toaster) resolveReady?.(Toaster.sonner);
  }, [Toaster]);

  if (!Toaster) return null;
  const Component = Toaster.component;
  return <Component {...props} />;
}
