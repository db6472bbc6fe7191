import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { LoginDialogContext } from '@/components/auth/login-dialog-context';
import { ServiceMenu } from '@/components/service/service-menu';
import { ApiError, apiFetch } from '@/lib/api/browser';
import { ServiceApiPath } from '@/lib/api/service';
import type { Site } from '@/lib/platform/site';
import { SiteProvider } from '@/lib/site/site-context';
import commonMessages from '@/messages/en/common.json';
import serviceMessages from '@/messages/en/service.json';
import shellMessages from '@/messages/en/shell.json';
import { makeSite } from '../../support/shell-providers';
import { loginDialogStub } from '../../support/login-dialog';

jest.mock('next/navigation', () => ({ usePathname: () => '/', useSelectedLayoutSegment: () => '(home)', useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }) }));
jest.mock('@/lib/api/browser', () => jest.requireActual('../../support/api-browser-mock'));
jest.mock('@/components/system/toasts', () => ({ notify: jest.fn() }));
const { notify } = jest.requireMock('@/components/system/toasts') as { notify: jest.Mock };
const fetchMock = apiFetch as jest.Mock;

const LIVE = 'https://chat.example.com/demo/livechat';
const VIP_ROOM = 'https://chat.example.com/demo/vip?ticket=abc';
const login = loginDialogStub();

function renderMenu(ui: ReactElement, { site = makeSite(), loggedIn = false, memberType = null as number | null } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <NextIntlClientProvider locale="en" timeZone="UTC" messages={{ ...shellMessages, Common: commonMessages.Common, ServiceMenu: serviceMessages.ServiceMenu }}>
      <SiteProvider value={{ site, locale: 'en', loggedIn, memberType }}>
        <LoginDialogContext.Provider value={login}>
          <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
        </LoginDialogContext.Provider>
      </SiteProvider>
    </NextIntlClientProvider>,
  );
}

const serviceSite = (features: Partial<Site['features']> = {}, customerService: Site['customerService'] = [
  { type: 'LIVECHAT', url: LIVE },
  { type: 'VIP', url: 'https://chat.example.com/demo/vip' },
]) => makeSite({ customerService, speedTestUrl: 'https://speedtest.example.com/demo', features: features as Site['features'] });

async function openMenu() {
  fireEvent.click(screen.getByRole('button', { name: 'Help and service' }));
  return screen.findByRole('menu', {}, { timeout: 5000 });
}

async function choose(name: string | RegExp) {
  const menu = await openMenu();
  fireEvent.click(within(menu).getByRole('menuitem', { name }));
}

/** A stand-in for the service window the click opens. */
function fakeWindow() {
  return { opener: {} as unknown, location: { replace: jest.fn() }, focus: jest.fn(), close: jest.fn() };
}

beforeAll(() => {
  // What Radix's popper asks of the browser, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

beforeEach(() => {
  fetchMock.mockReset();
  notify.mockReset();
  document.cookie = 'popupNoticesSeen=; max-age=0; path=/';
});

describe('the help-and-service menu', () => {
  it('offers a visitor customer service, announcements, the help centre and the speed test (feedback where it is on)', async () => {
    const { unmount } = renderMenu(<ServiceMenu />, { site: serviceSite() });
    const menu = await openMenu();
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Customer service',
      'Announcements',
      'Help centre',
      'Speed test',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Help centre' })).toHaveAttribute('href', '/help');
    unmount();

    // A login-to-home merchant's help centre for visitors is /helpmc; feedback asks a visitor to log in first.
    renderMenu(<ServiceMenu />, { site: serviceSite({ feedback: true, loginToHome: true }, []) });
    const second = await openMenu();
    expect(within(second).queryByRole('menuitem', { name: 'Customer service' })).not.toBeInTheDocument();
    expect(within(second).getByRole('menuitem', { name: 'Help centre' })).toHaveAttribute('href', '/helpmc');
    fireEvent.click(within(second).getByRole('menuitem', { name: 'Feedback' }));
    expect(login.openLogin).toHaveBeenCalled();
  });

  it('offers a member platform messages where the merchant has them', async () => {
    renderMenu(<ServiceMenu />, { site: serviceSite({ messages: true, feedback: true }), loggedIn: true, memberType: 0 });
    const menu = await openMenu();
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Customer service',
      'Platform messages',
      'Announcements',
      'Help centre',
      'Speed test',
      'Feedback',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Platform messages' })).toHaveAttribute('href', '/member/messageV2');
  });
});

describe('customer service', () => {
  it('opens a visitor’s live chat in a 440 × 750 window opened at the click', async () => {
    const win = fakeWindow();
    const open = jest.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    renderMenu(<ServiceMenu />, { site: serviceSite() });
    await choose('Customer service');
    expect(open).toHaveBeenCalledWith('', 'customer-service', expect.stringMatching(/^width=440,height=750,left=\d+,top=\d+$/));
    expect(win.opener).toBeNull();
    await waitFor(() => expect(win.location.replace).toHaveBeenCalledWith(LIVE));
    expect(fetchMock).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it('asks the site for a member’s service, and points the window at the address it answers', async () => {
    const win = fakeWindow();
    const open = jest.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    let answer!: (value: unknown) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderMenu(<ServiceMenu />, { site: serviceSite(), loggedIn: true, memberType: 0 });
    await choose('Customer service');
    // The window is there before the answer (a window opened after an await would be blocked).
    expect(open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(ServiceApiPath.CHAT, { method: 'POST' }));
    expect(win.location.replace).not.toHaveBeenCalled();
    await act(async () => answer({ kind: 'vip', url: VIP_ROOM }));
    expect(win.location.replace).toHaveBeenCalledWith(VIP_ROOM);
    expect(win.close).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it.each([
    ['invalid_service_url', 502, 'Invalid URL, please contact customer service'],
    ['network', 0, 'Network link is abnormal, please try again'],
    ['service_not_offered', 404, 'Customer service is not available right now.'],
    ['internal_error', 500, 'Customer service could not be opened. Please try again.'],
  ])('closes the window and says so when the site answers %s', async (code, status, message) => {
    const win = fakeWindow();
    const open = jest.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    fetchMock.mockRejectedValue(new ApiError(code, status, ''));
    renderMenu(<ServiceMenu />, { site: serviceSite(), loggedIn: true, memberType: 0 });
    await choose('Customer service');
    await waitFor(() => expect(win.close).toHaveBeenCalled());
    expect(win.location.replace).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith('error', message);
    open.mockRestore();
  });

  it('says a blocked popup is blocked, and asks nothing', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderMenu(<ServiceMenu />, { site: serviceSite(), loggedIn: true, memberType: 0 });
    await choose('Customer service');
    expect(notify).toHaveBeenCalledWith('error', 'Popup blocked. Please allow popups and try again.');
    expect(fetchMock).not.toHaveBeenCalled();
    open.mockRestore();
  });
});

describe('the menu’s dialogs', () => {
  const notice = { id: 1, title: 'Welcome gift', html: '<p>A <b>gift</b> for you.</p>', time: '2026-01-02T03:04:05Z', timeLabel: '2026-01-02 03:04:05' };

  it('shows the announcements in an accordion, and gives focus back to the menu’s button on close', async () => {
    fetchMock.mockResolvedValue({ notices: [notice, { ...notice, id: 2, title: 'Maintenance window' }] });
    renderMenu(<ServiceMenu />, { site: serviceSite() });
    await choose('Announcements');
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    expect(fetchMock).toHaveBeenCalledWith(ServiceApiPath.NOTICES);
    expect(await within(dialog).findByText('Welcome gift')).toBeInTheDocument();
    expect(within(dialog).getByText('Maintenance window')).toBeInTheDocument();
    expect(within(dialog).getAllByText('2026-01-02 03:04:05')).toHaveLength(2);
    expect(dialog.querySelectorAll('details')).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Help and service' })).toHaveFocus());
  });

  it('says when there are no announcements', async () => {
    fetchMock.mockResolvedValue({ notices: [] });
    renderMenu(<ServiceMenu />, { site: serviceSite() });
    await choose('Announcements');
    expect(await screen.findByText('There are no announcements right now.')).toBeInTheDocument();
  });

  it('checks feedback as typed and sent: empty, too short, then sent with a thank-you', async () => {
    renderMenu(<ServiceMenu />, { site: serviceSite({ feedback: true }), loggedIn: true, memberType: 0 });
    await choose('Feedback');
    const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
    const text = within(dialog).getByRole('textbox', { name: 'Your feedback' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await within(dialog).findByText('Please enter content')).toBeInTheDocument();
    expect(text).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(text, { target: { value: '   too short   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await within(dialog).findByText('The content is between 10 and 500 characters')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue({});
    fireEvent.change(text, { target: { value: '  The speed test helped me pick a faster address.  ' } });
    expect(within(dialog).getByText('47 / 500')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(ServiceApiPath.FEEDBACK, {
        method: 'PUT',
        json: { content: 'The speed test helped me pick a faster address.' },
      }),
    );
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Thank you for your feedback.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('tells a member who sent too much feedback to wait, and offers a trial account neither feedback nor messages', async () => {
    fetchMock.mockRejectedValue(new ApiError('TOO_MANY_REQUESTS', 429, ''));
    const { unmount } = renderMenu(<ServiceMenu />, { site: serviceSite({ feedback: true }), loggedIn: true, memberType: 0 });
    await choose('Feedback');
    const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Another idea for the lobby' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have sent a lot of feedback already. Please try again later.');
    unmount();

    // A free demo can send no feedback and has no messages: the menu leaves both out.
    renderMenu(<ServiceMenu />, { site: serviceSite({ feedback: true }), loggedIn: true, memberType: 4 });
    const menu = await openMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Announcements' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Feedback' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: /messages/i })).not.toBeInTheDocument();
    expect(login.warnTrialAccount).not.toHaveBeenCalled();
  });
});
