import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SmsCodeButton, secondsFromMinutes, secondsUntil } from '@/components/verification/sms-code-button';
import { renderWithMessages } from '../../support/verification';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function user() {
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

test('after a send the button counts down "Code sent (n)" and stays inactive until it reaches zero', async () => {
  const send = jest.fn().mockResolvedValue({ seconds: 3 });
  renderWithMessages(<SmsCodeButton send={send} />);
  await user().click(screen.getByRole('button', { name: 'Send code' }));

  const button = await screen.findByRole('button', { name: 'Code sent (3)' });
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByRole('status')).toHaveTextContent('A verification code has been sent.');

  act(() => jest.advanceTimersByTime(1000));
  expect(button).toHaveTextContent('Code sent (2)');
  await user().click(button);
  expect(send).toHaveBeenCalledTimes(1);

  act(() => jest.advanceTimersByTime(2000));
  expect(button).toHaveTextContent('Send code');
  expect(button).not.toHaveAttribute('aria-disabled');
  await user().click(button);
  expect(send).toHaveBeenCalledTimes(2);
});

test('presses are throttled to one a second, and a failed send makes the button usable again', async () => {
  const send = jest.fn().mockRejectedValue(new Error('refused'));
  renderWithMessages(<SmsCodeButton send={send} />);
  const button = screen.getByRole('button', { name: 'Send code' });

  await user().click(button);
  expect(send).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(button).toHaveTextContent('Send code'));
  expect(button).not.toHaveAttribute('aria-disabled');

  await user().click(button);
  expect(send).toHaveBeenCalledTimes(1);

  act(() => jest.advanceTimersByTime(1000));
  await user().click(button);
  expect(send).toHaveBeenCalledTimes(2);
});

test('presses while a send is still running are ignored', async () => {
  let finish: (value: { seconds: number }) => void = () => undefined;
  const send = jest.fn(() => new Promise<{ seconds: number }>((resolve) => (finish = resolve)));
  renderWithMessages(<SmsCodeButton send={send} />);
  const button = screen.getByRole('button', { name: 'Send code' });

  await user().click(button);
  expect(button).toHaveTextContent('Sending…');
  expect(button).toHaveAttribute('aria-busy', 'true');
  act(() => jest.advanceTimersByTime(1500));
  await user().click(button);
  expect(send).toHaveBeenCalledTimes(1);

  await act(async () => finish({ seconds: 60 }));
  expect(button).toHaveTextContent('Code sent (60)');
});

test('a disabled button sends nothing', async () => {
  const send = jest.fn().mockResolvedValue({ seconds: 60 });
  renderWithMessages(<SmsCodeButton send={send} disabled />);
  await user().click(screen.getByRole('button', { name: 'Send code' }));
  expect(send).not.toHaveBeenCalled();
});

test('countdown lengths: expiredMinutes × 60 with one minute by default, or until an expiry time', () => {
  expect(secondsFromMinutes(2)).toBe(120);
  expect(secondsFromMinutes()).toBe(60);
  expect(secondsFromMinutes(0)).toBe(60);
  expect(secondsUntil(10_500, 1_000)).toBe(10);
  expect(secondsUntil(500, 1_000)).toBe(0);
});
