import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SignOutDialog } from '@/components/layout/header/sign-out-dialog';
import { ApiError, apiFetch } from '@/lib/api/browser';
import { ApiPath } from '@/lib/api/contract';
import { makeSite, renderWithShell } from '../../../support/shell-providers';

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn() };
jest.mock('next/navigation', () => ({ usePathname: () => '/vi/rng', useRouter: () => router }));
jest.mock('@/lib/api/browser', () => jest.requireActual('../../../support/api-browser-mock'));
jest.mock('@/lib/navigation/document', () => ({ loadDocument: jest.fn(), reloadDocument: jest.fn() }));
const { loadDocument } = jest.requireMock('@/lib/navigation/document') as { loadDocument: jest.Mock };

const fetchMock = apiFetch as jest.Mock;

describe('SignOutDialog', () => {
  it('asks first; Cancel keeps the session', () => {
    const onOpenChange = jest.fn();
    renderWithShell(<SignOutDialog open onOpenChange={onOpenChange} />, { loggedIn: true });
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out?' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(dialog).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on confirm deletes the session, clears browser state and goes home in the page language, in a new document', async () => {
    fetchMock.mockRejectedValue(new ApiError('network', 0, 'network'));
    window.sessionStorage.setItem('disclaimerAccept', '1');
    const { queryClient } = renderWithShell(<SignOutDialog open onOpenChange={jest.fn()} />, {
      loggedIn: true,
      locale: 'vi',
      site: makeSite(),
    });
    queryClient.setQueryData(['demo', 'member', 'balance'], { amount: 1 });

    fireEvent.click(screen.getByRole('button', { name: 'Confirm sign out' }));
    await waitFor(() => expect(loadDocument).toHaveBeenCalledWith('/vi'));
    expect(fetchMock).toHaveBeenCalledWith(ApiPath.LOGOUT, { method: 'POST' });
    expect(window.sessionStorage.length).toBe(0);
    expect(queryClient.getQueryData(['demo', 'member', 'balance'])).toBeUndefined();
    expect(loadDocument).toHaveBeenCalledTimes(1);
    expect(router.replace).not.toHaveBeenCalled();
  });
});
