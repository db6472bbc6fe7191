import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { SmsCodeButton } from '@/components/verification/sms-code-button';
import { useSmsCode } from '@/components/verification/use-sms-code';
import { isSliderCancelled, useSmsWithSlider } from '@/components/verification/use-sms-with-slider';
import { puzzle, renderWithMessages } from '../../support/verification';

jest.mock('@/lib/api/browser', () => jest.requireActual('../../support/api-browser-mock'));
const { apiFetch, ApiError } = jest.requireMock('@/lib/api/browser') as {
  apiFetch: jest.Mock;
  ApiError: typeof import('@/lib/api/api-error').ApiError;
};

/** A registration form's SMS row as a caller builds it: slider first, then the send; errors shown under the field. */
function SmsRow() {
  const { requestCode, sliderElement } = useSmsWithSlider('sms');
  const smsCode = useSmsCode();
  const [error, setError] = useState('');
  const [cancelled, setCancelled] = useState(false);
  return (
    <>
      <SmsCodeButton
        send={() =>
          requestCode((sliderToken) =>
            smsCode({ purpose: 'register', mobile: { countryDialingCode: '84', mobileNum: '912345678' }, regType: 'mobile', sliderToken }),
          ).catch(
            (failure: unknown) => {
              if (isSliderCancelled(failure)) setCancelled(true);
              else setError((failure as Error).message);
              throw failure;
            },
          )
        }
      />
      {error ? <p role="alert">{error}</p> : null}
      {cancelled ? <p>cancelled</p> : null}
      {sliderElement}
    </>
  );
}

function platform(sms: () => unknown) {
  apiFetch.mockImplementation(async (path: string) => {
    if (path === '/api/verification/slider') return puzzle('p1');
    if (path === '/api/verification/slider/verify') return { sliderToken: 'pass-1' };
    if (path === '/api/verification/sms/register') return sms();
    throw new Error(`unexpected ${path}`);
  });
}

async function passSlider(user: ReturnType<typeof userEvent.setup>) {
  const handle = await screen.findByRole('slider');
  await waitFor(() => expect(handle).not.toHaveAttribute('aria-disabled'));
  await user.keyboard('{End}{Enter}');
}

beforeEach(() => apiFetch.mockReset());

test('the code is sent with the slider pass, and the button counts down expiredMinutes × 60', async () => {
  platform(() => ({ expiredMinutes: 2 }));
  const user = userEvent.setup();
  renderWithMessages(<SmsRow />);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await passSlider(user);

  expect(await screen.findByRole('button', { name: 'Code sent (120)' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(apiFetch).toHaveBeenCalledWith('/api/verification/sms/register', {
    method: 'POST',
    json: { countryDialingCode: '84', mobileNo: '912345678', sliderToken: 'pass-1', regType: 'mobile' },
  });
});

test("a refused send shows the server's message and the button is usable again", async () => {
  platform(() => {
    throw new ApiError('mobile_taken', 400, 'This number is already registered');
  });
  const user = userEvent.setup();
  renderWithMessages(<SmsRow />);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await passSlider(user);

  expect(await screen.findByRole('alert')).toHaveTextContent('This number is already registered');
  expect(screen.getByRole('button', { name: 'Send code' })).not.toHaveAttribute('aria-disabled');
});

test('a network failure shows a translated message, not a code', async () => {
  platform(() => {
    throw new ApiError('network', 0, 'network');
  });
  const user = userEvent.setup();
  renderWithMessages(<SmsRow />);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await passSlider(user);
  expect(await screen.findByRole('alert')).toHaveTextContent('The code could not be sent. Please try again.');
});

test('closing the slider sends nothing and rejects as cancelled', async () => {
  platform(() => ({ expiredMinutes: 1 }));
  const user = userEvent.setup();
  renderWithMessages(<SmsRow />);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByRole('slider');
  await user.click(screen.getByRole('button', { name: 'Close' }));

  expect(await screen.findByText('cancelled')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(apiFetch).not.toHaveBeenCalledWith('/api/verification/sms/register', expect.anything());
  expect(screen.getByRole('button', { name: 'Send code' })).not.toHaveAttribute('aria-disabled');
});

test('the password-reset send counts down to the returned expiry', async () => {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useSmsCode(), { wrapper });
  const send = () => result.current({ purpose: 'password', mobile: { countryDialingCode: '63', mobileNum: '9171234567' }, sliderToken: 'pass' });
  apiFetch.mockResolvedValue({ expirationTime: Date.now() + 90_000 });
  await expect(send()).resolves.toBe(90);
  apiFetch.mockResolvedValue({ expirationTime: Date.now() - 5_000 });
  await expect(send()).resolves.toBe(60);
  expect(apiFetch).toHaveBeenCalledWith('/api/verification/sms/password', {
    method: 'POST',
    json: { countryDialingCode: '63', mobileNum: '9171234567', sliderToken: 'pass' },
  });
});

test('the platform’s limits on sending are told in the page’s words, not the server’s', async () => {
  for (const [code, text] of [
    ['sms_too_soon', 'A code was asked for this number less than a minute ago. Please wait before asking again.'],
    ['TOO_MANY_REQUESTS', 'Too many requests, please try again after 1 minute.'],
    ['quota_exceeded', 'Codes cannot be sent by SMS right now. Please contact customer service.'],
    ['invalid_phone_number', 'Invalid phone number format. Check the number and its country code.'],
  ] as const) {
    platform(() => {
      throw new ApiError(code, 429, 'A code was sent less than a minute ago', { retryAfterSeconds: 42 });
    });
    const user = userEvent.setup();
    const view = renderWithMessages(<SmsRow />);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await passSlider(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    view.unmount();
  }
});
