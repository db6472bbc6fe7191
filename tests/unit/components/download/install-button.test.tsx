import { act, fireEvent, render, screen } from '@testing-library/react';
import { InstallButton } from '@/components/download/install-button';
import { listenForInstallOffer } from '@/lib/pwa/install-prompt';

const texts = { install: 'Install Demo Casino', hint: 'One tap.', installed: 'Demo Casino is installed.' };

function standalone(matches: boolean) {
  window.matchMedia = ((query: string) => ({ matches: matches && query === '(display-mode: standalone)', media: query })) as unknown as typeof window.matchMedia;
}

/** Chromium's offer to install, as the browser fires it. */
function offer(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: jest.Mock; userChoice: Promise<{ outcome: string }> };
  event.prompt = jest.fn(() => Promise.resolve());
  event.userChoice = Promise.resolve({ outcome });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

describe('the Install button', () => {
  let stop: () => void;
  beforeEach(() => {
    standalone(false);
    stop = listenForInstallOffer();
  });
  afterEach(() => stop());

  it('shows only while the browser offers to install, and asks the browser once', async () => {
    render(<InstallButton texts={texts} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

    const event = offer('accepted');
    // The browser's own banner is held back: our button asks.
    expect(event.defaultPrevented).toBe(true);
    const button = screen.getByRole('button', { name: 'Install Demo Casino' });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(event.prompt).toHaveBeenCalledTimes(1);
    // The offer is spent.
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Demo Casino is installed.');
  });

  it('says so inside the installed app', () => {
    standalone(true);
    render(<InstallButton texts={texts} />);
    expect(screen.getByRole('status')).toHaveTextContent('Demo Casino is installed.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
