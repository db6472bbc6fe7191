'use client';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { DropdownMenu } from 'radix-ui';
import { useRef, useState, type ComponentType, type RefObject } from 'react';
import { useGatedAction } from '@/components/account/use-gated-action';
import { IslandMessages } from '@/components/i18n/island-messages';
import { HelpLink } from '@/components/help/help-link';
import { HeadsetIcon } from '@/components/ui/icons/headset';
import { MailIcon } from '@/components/ui/icons/mail';
import { LocalizedLink } from '@/components/ui/localized-link';
import type { MenuBodyProps } from '@/components/ui/lazy-menu';
import { ISLAND_FILES } from '@/lib/i18n/client-messages';
import { useSite } from '@/lib/site/site-context';
import { routeExists } from '@/lib/site-routes';
import { helpCentrePath, mustLogIn } from '@/lib/tenant/gates';
import { isTrialType } from '@/lib/tenant/member-types';
import { GaugeIcon, HelpCircleIcon, MegaphoneIcon, MessageSquareIcon } from './service-icons';
import { useCustomerService } from './use-customer-service';

/** Each dialog's code loads the first time it opens. */
const NoticesDialog = dynamic(() => import('./notices-dialog').then((m) => m.NoticesDialog));
const SpeedTestDialog = dynamic(() => import('./speed-test-dialog').then((m) => m.SpeedTestDialog));
const FeedbackDialog = dynamic(() => import('./feedback-dialog').then((m) => m.FeedbackDialog));

type ServiceDialog = 'notices' | 'speedTest' | 'feedback';

const itemClass =
  'flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-ink outline-none select-none ' +
  'data-[highlighted]:bg-surface-sunken';

type Action = 'service' | ServiceDialog;

type Entry = { key: string; label: string; icon: ComponentType<{ className?: string }> } & ({ href: string } | { action: Action });

/** The help-and-service menu (Radix DropdownMenu) and its dialogs, loaded by ServiceMenu when first wanted. */
export function ServiceMenuBody({ open, onOpenChange, trigger, triggerRef }: MenuBodyProps & { triggerRef: RefObject<HTMLButtonElement | null> }) {
  const t = useTranslations('ServiceMenu');
  const { site, loggedIn, memberType } = useSite();
  // A free demo has no messages and cannot send feedback: neither is offered (its menus offer Register to unlock).
  const trial = isTrialType(memberType);
  const service = useCustomerService();
  const gate = useGatedAction();
  const [dialog, setDialog] = useState<ServiceDialog | null>(null);
  // A dialog opened from the menu takes focus; the menu must not hand it back to its button meanwhile.
  const openingDialog = useRef(false);

  const entries: Entry[] = [];
  if (service.available) entries.push({ key: 'service', label: t('customerService'), icon: HeadsetIcon, action: 'service' });
  if (loggedIn && !trial && site.features.messages && routeExists('/member/messageV2')) {
    entries.push({ key: 'messages', label: t('messages'), icon: MailIcon, href: '/member/messageV2' });
  }
  // On a login-to-home brand the announcements, like the pages that show them, wait for a session.
  if (!mustLogIn(site.features.loginToHome, loggedIn, '/')) entries.push({ key: 'notices', label: t('announcements'), icon: MegaphoneIcon, action: 'notices' });
  const helpPath = helpCentrePath(site.features.loginToHome, loggedIn);
  if (routeExists(helpPath)) entries.push({ key: 'help', label: t('helpCentre'), icon: HelpCircleIcon, href: helpPath });
  entries.push({ key: 'speed', label: t('speedTest'), icon: GaugeIcon, action: 'speedTest' });
  if (site.features.feedback && !trial) entries.push({ key: 'feedback', label: t('feedback'), icon: MessageSquareIcon, action: 'feedback' });

  const select = (action: Action) => {
    if (action === 'service') {
      // At the click itself: the service window must open now (use-customer-service.ts).
      service.open();
      return;
    }
    openingDialog.current = true;
    // Feedback needs a real account: a visitor gets the login popup, a trial account the warning (spec §6).
    if (action === 'feedback') gate(() => setDialog('feedback'));
    else setDialog(action);
  };

  const close = (next: boolean) => {
    if (!next) setDialog(null);
  };
  // Focus goes back to the menu's button when a dialog closes (the menu item it was opened from is gone).
  const refocus = (event: Event) => {
    event.preventDefault();
    triggerRef.current?.focus();
  };

  return (
    <>
      <DropdownMenu.Root open={open} onOpenChange={onOpenChange}>
        <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            collisionPadding={8}
            className="z-50 w-64 max-w-[calc(100vw-1rem)] rounded-xl border border-line bg-surface-raised p-1.5 text-ink shadow-2xl"
            onCloseAutoFocus={(event) => {
              if (openingDialog.current) {
                event.preventDefault();
                openingDialog.current = false;
              }
            }}
          >
            <DropdownMenu.Label className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase">
              {t('label')}
            </DropdownMenu.Label>
            {entries.map((entry) => {
              const Icon = entry.icon;
              const content = (
                <>
                  <Icon className="h-4 w-4 shrink-0 text-ink-muted" />
                  {entry.label}
                </>
              );
              return 'href' in entry ? (
                <DropdownMenu.Item key={entry.key} asChild className={itemClass}>
                  {entry.key === 'help' ? <HelpLink href={entry.href}>{content}</HelpLink> : <LocalizedLink href={entry.href}>{content}</LocalizedLink>}
                </DropdownMenu.Item>
              ) : (
                <DropdownMenu.Item
                  key={entry.key}
                  className={itemClass}
                  aria-haspopup={entry.action === 'service' ? undefined : 'dialog'}
                  onSelect={() => select(entry.action)}
                >
                  {content}
                </DropdownMenu.Item>
              );
            })}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {dialog ? (
        <IslandMessages files={ISLAND_FILES.service}>
          {dialog === 'notices' ? <NoticesDialog open onOpenChange={close} onCloseAutoFocus={refocus} /> : null}
          {dialog === 'speedTest' ? <SpeedTestDialog open onOpenChange={close} onCloseAutoFocus={refocus} /> : null}
          {dialog === 'feedback' ? <FeedbackDialog open onOpenChange={close} onCloseAutoFocus={refocus} /> : null}
        </IslandMessages>
      ) : null}
    </>
  );
}
