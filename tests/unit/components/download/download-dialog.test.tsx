import { TextEncoder } from 'node:util';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DownloadDialog } from '@/components/download/download-dialog';
import { makeSite, renderWithShell } from '../../support/shell-providers';

jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
}));

// The QR encoder needs TextEncoder, which every browser has and jsdom does not.
Object.assign(globalThis, { TextEncoder });

const userAgent = jest.spyOn(window.navigator, 'userAgent', 'get');

async function openDialog(site = makeSite()) {
  renderWithShell(<DownloadDialog open onOpenChange={() => undefined} />, { site });
  return screen.findByRole('dialog', { name: 'Download the app' });
}

describe('the download popup', () => {
  afterEach(() => userAgent.mockReset());

  it('shows the site’s QR code at 130 px and the Android steps first, with no app of its own when the merchant has none', async () => {
    userAgent.mockReturnValue('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/140');
    const dialog = await openDialog();
    const qr = await within(dialog).findByRole('img', { name: 'QR code of localhost' });
    expect(qr).toHaveAttribute('width', '130');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(within(dialog).getByRole('tab', { name: 'Android' })).toHaveAttribute('aria-selected', 'true');
    expect(within(within(dialog).getByRole('list', { name: 'Steps for Android' })).getAllByRole('listitem')).toHaveLength(3);
    expect(within(dialog).queryByRole('link', { name: /Download the .* app/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open the download page' })).toHaveAttribute('href', '/download');
  });

  it('opens on the iOS steps on an iPhone, with Safari’s note and the merchant’s iOS app and its 100 px QR code', async () => {
    userAgent.mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1');
    const site = makeSite({
      appDownloads: [
        { platform: 'android', url: 'https://dl.example/app.apk', qrCodeUrl: null },
        { platform: 'ios', url: 'https://dl.example/app.mobileconfig', qrCodeUrl: null },
      ],
    });
    const dialog = await openDialog(site);
    expect(within(dialog).getByRole('tab', { name: 'iOS' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('note')).toHaveTextContent('only Safari can add Demo Casino to the home screen');
    expect(within(dialog).getByRole('link', { name: 'Download the iPhone and iPad app' })).toHaveAttribute('href', 'https://dl.example/app.mobileconfig');
    expect(await within(dialog).findByRole('img', { name: 'QR code to download the iPhone and iPad app' })).toHaveAttribute('width', '100');

    fireEvent.mouseDown(within(dialog).getByRole('tab', { name: 'Android' }));
    expect(within(dialog).getByRole('link', { name: 'Download the Android app' })).toHaveAttribute('href', 'https://dl.example/app.apk');
    expect(within(dialog).queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows the operator’s own QR code of an app before drawing one, and draws one when that image does not load', async () => {
    userAgent.mockReturnValue('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/140');
    const own = 'https://cdn.example/qr/android.svg';
    const site = makeSite({ appDownloads: [{ platform: 'android', url: 'https://dl.example/app.apk', qrCodeUrl: own }] });
    const dialog = await openDialog(site);
    const qr = within(dialog).getByRole('img', { name: 'QR code to download the Android app' });
    expect(qr).toHaveAttribute('src', own);
    expect(qr).toHaveAttribute('width', '100');

    fireEvent.error(qr);
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: 'QR code to download the Android app' }).getAttribute('src')).toMatch(/^data:image\/png;base64,/),
    );
  });
});
