'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useTranslations } from 'next-intl';
import type { LoginResponse } from '@/lib/api/contract';
import { useSite } from '@/lib/site/site-context';
import { useLoginDialog } from './login-dialog-context';
import { UsernameLoginForm, type VerifyRequired } from './username-login-form';

/** Which door the login goes through (spec §6 "Entrances"): the member entrance refuses trial accounts, the agent one non-agents. */
export type Entrance = 'member' | 'agent';

/** The room a form takes while its code loads. */
const formLoading = () => <div className="h-64" aria-busy="true" />;
const SmsLoginForm = dynamic(() => import('./sms-login-form').then((m) => m.SmsLoginForm), { loading: formLoading });
// Only after a sign-in from a new address: its form and rules load then.
const LoginVerifyStep = dynamic(() => import('./login-verify-step').then((m) => m.LoginVerifyStep), { loading: formLoading });
const ForgotPasswordDialog = dynamic(() => import('@/components/account/forgot-password-dialog').then((m) => m.ForgotPasswordDialog));


/**
 * The login form of the /login page and the login popup: username + password, and where the merchant has SMS login, an
 * SMS tab. A login from a new IP continues with a code sent to the account's mobile. What happens after a sign-in
 * (forced password change, home, after-login notices) is LoginDialogProvider's completeSignIn. The password never
 * leaves memory: it goes to the BFF and, only when a change is forced, to the change-password dialog.
 */
export function LoginForm({
  autoFocus = true,
  entrance = 'member',
  returnTo = null,
}: {
  autoFocus?: boolean;
  entrance?: Entrance;
  /** A validated path of this site to continue to after signing in (the /login page's ?next=). */
  returnTo?: string | null;
}) {
  const t = useTranslations('Auth');
  const { site } = useSite();
  const { completeSignIn } = useLoginDialog();
  const [verify, setVerify] = useState<VerifyRequired | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);

  function signedIn(kind: 'username' | 'sms', response: LoginResponse, password?: string) {
    completeSignIn({ kind, response, password, returnTo });
  }

  if (verify) {
    return (
      <LoginVerifyStep
        verifyToken={verify.verifyToken}
        mobileMasked={verify.mobileMasked}
        remember={verify.remember}
        onSignedIn={(response) => signedIn('username', response, verify.password)}
        onBack={() => setVerify(null)}
      />
    );
  }

  const usernameForm = (
    <UsernameLoginForm
      entrance={entrance}
      autoFocus={autoFocus}
      onSignedIn={({ response, password }) => signedIn('username', response, password)}
      onVerifyRequired={setVerify}
      onForgotPassword={() => setForgotOpen(true)}
    />
  );

  return (
    <>
      {site.features.smsLogin ? (
        <Tabs defaultValue="username">
          <TabsList look="underline" aria-label={t('loginMethods')} className="mb-4">
            <TabsTrigger look="underline" value="username">
              {t('usernameTab')}
            </TabsTrigger>
            <TabsTrigger look="underline" value="sms">
              {t('smsTab')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="username">
            {usernameForm}
          </TabsContent>
          <TabsContent value="sms">
            <SmsLoginForm entrance={entrance} onSignedIn={(response) => signedIn('sms', response)} />
          </TabsContent>
        </Tabs>
      ) : (
        usernameForm
      )}
      {forgotOpen ? (
        <ForgotPasswordDialog
          open
          onOpenChange={setForgotOpen}
          onSignedIn={(response) => {
            setForgotOpen(false);
            completeSignIn({ kind: 'reset', response, returnTo });
          }}
        />
      ) : null}
    </>
  );
}
