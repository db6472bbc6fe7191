'use client';
import { Dialog } from 'radix-ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useSite } from '@/lib/site/site-context';
import { CloseIcon } from '@/components/ui/icons/close';

export type LoginDialogTab = 'login' | 'register';

const busy = <div className="h-72" aria-busy="true" />;
const LoginForm = dynamic(() => import('./login-form').then((m) => m.LoginForm), { loading: () => busy });
const RegisterPopupContent = dynamic(
  () => import('@/components/register/register-popup-content').then((m) => m.RegisterPopupContent),
  { loading: () => busy },
);


/**
 * The login/register popup (spec §2 "Modals"): a Log in tab and, where direct registration is on, a Register tab.
 * Opened through useLoginDialog().openLogin() / openRegister(); it is mounted only while open.
 */
export function LoginDialog({
  tab,
  onTabChange,
  onClose,
  returnTo = null,
}: {
  tab: LoginDialogTab;
  onTabChange: (tab: LoginDialogTab) => void;
  onClose: () => void;
  /** Where a login continues (validated again before it is followed); home when null. */
  returnTo?: string | null;
}) {
  const t = useTranslations('Auth');
  const tc = useTranslations('Common');
  const { site } = useSite();
  const queryClient = useQueryClient();
  const withRegister = site.features.directRegister;
  const current: LoginDialogTab = withRegister ? tab : 'login';

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content
          aria-describedby="login-dialog-intro"
          className="fixed start-1/2 top-1/2 z-50 max-h-[92dvh] w-[min(94vw,28rem)] -translate-y-1/2 overflow-y-auto rounded-2xl border border-line bg-surface-raised p-6 text-ink shadow-2xl ltr:-translate-x-1/2 rtl:translate-x-1/2"
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-bold">
                {current === 'login' ? t('loginDialogTitle', { brand: site.brandName }) : t('registerDialogTitle', { brand: site.brandName })}
              </Dialog.Title>
              <Dialog.Description id="login-dialog-intro" className="mt-1 text-sm text-ink-muted">
                {current === 'login' ? t('loginIntro') : t('registerIntro')}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={tc('close')}
              title={tc('close')}
              className="-me-2 -mt-2 flex size-9 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-surface-sunken hover:text-ink"
            >
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
          {withRegister ? (
            <Tabs value={current} onValueChange={(value) => onTabChange(value as LoginDialogTab)}>
              <TabsList look="pill" aria-label={t('popupTabs')} className="mb-5">
                <TabsTrigger look="pill" value="login">
                  {t('loginTab')}
                </TabsTrigger>
                <TabsTrigger look="pill" value="register">
                  {t('registerTab')}
                </TabsTrigger>
              </TabsList>
              <TabsContent value="login">
                <LoginForm returnTo={returnTo} />
              </TabsContent>
              <TabsContent value="register">
                <RegisterPopupContent
                  // The register form has already gone home (after its success dialog); only the popup is left to close.
                  onRegistered={() => {
                    queryClient.clear();
                    onClose();
                  }}
                />
              </TabsContent>
            </Tabs>
          ) : (
            <LoginForm returnTo={returnTo} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
