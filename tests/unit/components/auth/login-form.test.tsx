import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import auth from '@/messages/en/auth.json';
import common from '@/messages/en/common.json';
import account from '@/messages/en/account.json';
import { SiteProvider } from '@/lib/site/site-context';
import { LoginForm } from '@/components/auth/login-form';
import { makeSite } from '../../support/shell-providers';

jest.mock('next/navigation', () => ({ useRouter: () => ({ replace: jest.fn(), refresh: jest.fn(), push: jest.fn() }), usePathname: () => '/login' }));
jest.mock('@/lib/navigation/document', () => ({ loadDocument: jest.fn(), reloadDocument: jest.fn() }));
const { loadDocument } = jest.requireMock('@/lib/navigation/document') as { loadDocument: jest.Mock };

jest.mock('@/lib/api/browser', () => jest.requireActual('../../support/api-browser-mock'));
const { apiFetch, ApiError } = jest.requireMock('@/lib/api/browser') as { apiFetch: jest.Mock; ApiError: typeof import('@/lib/api/api-error').ApiError };

function loginTree(locale = 'vi') {
  return (
    <NextIntlClientProvider locale="en" messages={{ ...auth, ...common, ...account }} timeZone="UTC">
      <SiteProvider value={{ site: makeSite({ languages: ['en', 'vi'] }), locale, loggedIn: false, memberType: null }}>
        <QueryClientProvider client={new QueryClient()}>
          <LoginForm />
        </QueryClientProvider>
      </SiteProvider>
    </NextIntlClientProvider>
  );
}

function renderForm(locale = 'vi') {
  return render(loginTree(locale));
}

/** The form as the server draws it (for the visitors' cache), in the document; `hydrate` then brings it to life. */
function serverDrawn() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(loginTree('en'));
  document.body.appendChild(container);
  return {
    container,
    field: <T extends HTMLElement>(selector: string) => container.querySelector<T>(selector)!,
    hydrate: () =>
      act(async () => {
        hydrateRoot(container, loginTree('en'));
      }),
  };
}

beforeEach(() => {
  apiFetch.mockReset();
  loadDocument.mockReset();
  document.cookie = 'remembered_username=; Max-Age=0; Path=/';
});

test('empty fields show "{field} is required" under each input and send nothing', async () => {
  renderForm();
  await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
  expect(await screen.findByText('Username is required')).toBeInTheDocument();
  expect(await screen.findByText('Password is required')).toBeInTheDocument();
  expect(apiFetch).not.toHaveBeenCalled();
});

test('a successful login goes home in the page language, without keeping the password anywhere', async () => {
  apiFetch.mockResolvedValue({ firstTimeLogin: false, passwordExpired: false });
  renderForm('vi');
  await userEvent.type(await screen.findByLabelText('Username'), ' player1 ');
  await userEvent.type(screen.getByLabelText('Password'), 'Player#2026');
  await userEvent.click(screen.getByLabelText('Remember me'));
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  // A new document: nothing the client router prefetched while logged out is replayed (on login-to-home brands a
  // prefetched "/ → /login" redirect once looped).
  await waitFor(() => expect(loadDocument).toHaveBeenCalledWith('/vi'));
  expect(apiFetch).toHaveBeenCalledWith('/api/session/login', {
    method: 'POST',
    json: { username: 'player1', password: 'Player#2026', remember: true, entrance: 'member' },
  });
  expect(document.cookie).toContain('remembered_username=player1');
  expect(document.cookie).not.toContain('Player#2026');
  expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('Player#2026');
});

test('a failure that needs a captcha shows the captcha field and the error', async () => {
  apiFetch.mockImplementation(async (path: string) => {
    if (path === '/api/session/captcha') return { image: 'data:image/png;base64,AAAA' };
    throw new ApiError('login_failed', 401, 'Wrong', { captcha: true });
  });
  renderForm();
  await userEvent.type(await screen.findByLabelText('Username'), 'player1');
  await userEvent.type(screen.getByLabelText('Password'), 'nope');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password');
  expect(screen.getByLabelText('Captcha')).toBeInTheDocument();
  await waitFor(() => expect(apiFetch).toHaveBeenCalledWith('/api/session/captcha'));
});

test('the captcha’s answer goes with the id of the captcha shown', async () => {
  let attempts = 0;
  apiFetch.mockImplementation(async (path: string) => {
    if (path === '/api/session/captcha') return { image: 'data:image/png;base64,AAAA', captchaId: `c${attempts}` };
    if (path !== '/api/session/login') return { required: false };
    attempts += 1;
    if (attempts === 1) throw new ApiError('login_failed', 401, 'Wrong', { captcha: true });
    return { firstTimeLogin: false, passwordExpired: false };
  });
  renderForm();
  await userEvent.type(await screen.findByLabelText('Username'), 'player1');
  await userEvent.type(screen.getByLabelText('Password'), 'nope');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await userEvent.type(await screen.findByLabelText('Captcha'), '1234');
  await waitFor(() => expect(apiFetch).toHaveBeenCalledWith('/api/session/captcha'));
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() =>
    expect(apiFetch).toHaveBeenLastCalledWith('/api/session/login', {
      method: 'POST',
      json: { username: 'player1', password: 'nope', remember: false, captcha: '1234', captchaId: 'c1', entrance: 'member' },
    }),
  );
});

test('a network failure says so', async () => {
  apiFetch.mockRejectedValue(new ApiError('network', 0, ''));
  renderForm();
  await userEvent.type(await screen.findByLabelText('Username'), 'player1');
  await userEvent.type(screen.getByLabelText('Password'), 'x');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
});

test('the form is in the server-drawn page, usable once hydrated, with a remembered username filled in then', async () => {
  apiFetch.mockResolvedValue({ required: false });
  // The page comes from the visitors' shared cache: drawn without anybody's remembered name, the button off until live.
  document.cookie = 'remembered_username=player9; Path=/';
  const page = serverDrawn();
  expect(page.field<HTMLInputElement>('input[name="username"]').value).toBe('');
  expect(page.field<HTMLButtonElement>('button[type="submit"]').disabled).toBe(true);

  await page.hydrate();
  await waitFor(() => expect(screen.getByLabelText('Username')).toHaveValue('player9'));
  expect(screen.getByLabelText('Remember me')).toBeChecked();
  expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  page.container.remove();
});

test('what was typed before the page became interactive is what logs in', async () => {
  apiFetch.mockResolvedValue({ firstTimeLogin: false, passwordExpired: false });
  const page = serverDrawn();
  // Typed into the server's fields while the page's code was still loading.
  page.field<HTMLInputElement>('input[name="username"]').value = 'early1';
  page.field<HTMLInputElement>('input[name="password"]').value = 'Player#2026';
  page.field<HTMLInputElement>('input[name="remember"]').checked = true;
  await page.hydrate();
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() =>
    expect(apiFetch).toHaveBeenCalledWith('/api/session/login', {
      method: 'POST',
      json: { username: 'early1', password: 'Player#2026', remember: true, entrance: 'member' },
    }),
  );
  page.container.remove();
});
