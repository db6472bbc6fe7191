import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SliderCheck } from '@/components/verification/slider-check';
import { puzzle, renderWithMessages } from '../../support/verification';

jest.mock('@/lib/api/browser', () => jest.requireActual('../../support/api-browser-mock'));
const { apiFetch, ApiError } = jest.requireMock('@/lib/api/browser') as {
  apiFetch: jest.Mock;
  ApiError: typeof import('@/lib/api/api-error').ApiError;
};

// jsdom has no PointerEvent: a MouseEvent carrying the pointer's id and type is enough for these handlers.
beforeAll(() => {
  if (window.PointerEvent) return;
  class PointerEventStandIn extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = PointerEventStandIn as unknown as typeof PointerEvent;
});

const onPass = jest.fn();
const onOpenChange = jest.fn();

/** Puzzles p1, p2, … in turn; the verify call answers with `verify`. */
function platform(verify: (body: { puzzleId: string; x: number }) => unknown) {
  let dealt = 0;
  apiFetch.mockImplementation(async (path: string, options?: { json?: unknown }) => {
    if (path === '/api/verification/slider') return puzzle(`p${++dealt}`);
    if (path === '/api/verification/slider/verify') return verify(options!.json as { puzzleId: string; x: number });
    throw new Error(`unexpected ${path}`);
  });
}

async function openCheck() {
  renderWithMessages(<SliderCheck purpose="sms" open onPass={onPass} onOpenChange={onOpenChange} />);
  const handle = screen.getByRole('slider', { name: 'Slide to complete the puzzle' });
  await waitFor(() => expect(handle).not.toHaveAttribute('aria-disabled'));
  return handle;
}

beforeEach(() => {
  apiFetch.mockReset();
  onPass.mockReset();
  onOpenChange.mockReset();
});

test('the dialog is titled, loads a puzzle for its purpose and puts the focus on the handle', async () => {
  platform(() => ({ sliderToken: 'ok' }));
  const handle = await openCheck();
  expect(screen.getByRole('dialog', { name: 'Security check' })).toBeInTheDocument();
  expect(apiFetch).toHaveBeenCalledWith('/api/verification/slider', { method: 'POST', json: { purpose: 'sms' } });
  expect(handle).toHaveAttribute('aria-valuemin', '0');
  expect(handle).toHaveAttribute('aria-valuemax', '100');
  expect(handle).toHaveAttribute('aria-valuenow', '0');
  expect(handle).toHaveFocus();
});

test('arrows, Page keys, Home and End move the handle in steps, within 0 … steps, and move the piece with it', async () => {
  platform(() => ({ sliderToken: 'ok' }));
  const handle = await openCheck();
  const user = userEvent.setup();

  await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
  expect(handle).toHaveAttribute('aria-valuenow', '3');
  await user.keyboard('{ArrowLeft}{ArrowDown}');
  expect(handle).toHaveAttribute('aria-valuenow', '1');
  await user.keyboard('{PageUp}{PageUp}');
  expect(handle).toHaveAttribute('aria-valuenow', '21');
  await user.keyboard('{PageDown}');
  expect(handle).toHaveAttribute('aria-valuenow', '11');
  await user.keyboard('{End}{ArrowRight}{PageUp}');
  expect(handle).toHaveAttribute('aria-valuenow', '100');
  // x / steps × (100% − piece width 12%).
  expect(screen.getByTestId('slider-piece')).toHaveStyle({ left: '88%', width: '12%' });
  await user.keyboard('{Home}{ArrowLeft}{PageDown}');
  expect(handle).toHaveAttribute('aria-valuenow', '0');
  expect(apiFetch).toHaveBeenCalledTimes(1);
});

test('Enter submits the position; a pass hands the token over and closes', async () => {
  platform(() => ({ sliderToken: 'pass-123' }));
  await openCheck();
  const user = userEvent.setup();

  await user.keyboard('{PageUp}{PageUp}{PageUp}{PageUp}{ArrowRight}{ArrowRight}{Enter}');
  await waitFor(() => expect(onPass).toHaveBeenCalledWith('pass-123'));
  expect(apiFetch).toHaveBeenCalledWith('/api/verification/slider/verify', { method: 'POST', json: { puzzleId: 'p1', x: 42 } });
  expect(onOpenChange).toHaveBeenCalledWith(false);
});

test('Space submits too', async () => {
  platform(() => ({ sliderToken: 'pass-space' }));
  await openCheck();
  await userEvent.setup().keyboard('{End} ');
  await waitFor(() => expect(onPass).toHaveBeenCalledWith('pass-space'));
});

test('a miss says "Not quite, try again" and deals a new puzzle from position 0', async () => {
  platform(() => {
    throw new ApiError('slider_failed', 400, 'Slider check failed');
  });
  const handle = await openCheck();
  const user = userEvent.setup();

  await user.keyboard('{PageUp}{Enter}');
  expect(await screen.findByText('Not quite, try again')).toBeInTheDocument();
  await waitFor(() => expect(apiFetch).toHaveBeenCalledTimes(3));
  expect(apiFetch).toHaveBeenNthCalledWith(2, '/api/verification/slider/verify', { method: 'POST', json: { puzzleId: 'p1', x: 10 } });
  expect(apiFetch).toHaveBeenNthCalledWith(3, '/api/verification/slider', { method: 'POST', json: { purpose: 'sms' } });
  await waitFor(() => expect(handle).not.toHaveAttribute('aria-disabled'));
  expect(handle).toHaveAttribute('aria-valuenow', '0');
  expect(handle).toHaveFocus();
  expect(onPass).not.toHaveBeenCalled();

  // The next try is checked against the new puzzle.
  await user.keyboard('{ArrowRight}{Enter}');
  await waitFor(() => expect(apiFetch).toHaveBeenCalledWith('/api/verification/slider/verify', { method: 'POST', json: { puzzleId: 'p2', x: 1 } }));
});

test('the refresh button deals a new puzzle', async () => {
  platform(() => ({ sliderToken: 'ok' }));
  const handle = await openCheck();
  const user = userEvent.setup();
  await user.keyboard('{PageUp}');
  await user.click(screen.getByRole('button', { name: 'New puzzle' }));
  await waitFor(() => expect(apiFetch).toHaveBeenCalledTimes(2));
  await waitFor(() => expect(handle).not.toHaveAttribute('aria-disabled'));
  expect(handle).toHaveAttribute('aria-valuenow', '0');
});

test('dragging the handle moves it in proportion to the track, and releasing submits', async () => {
  platform(() => ({ sliderToken: 'dragged' }));
  const handle = await openCheck();
  const track = handle.parentElement!;
  track.getBoundingClientRect = () => ({ width: 400, left: 0, right: 400, top: 0, bottom: 44, height: 44, x: 0, y: 0, toJSON: () => ({}) });

  fireEvent.pointerDown(handle, { pointerId: 1, button: 0, pointerType: 'mouse', clientX: 10 });
  // Travel is 400 px × (1 − 12 / 100) = 352 px for 100 steps.
  fireEvent.pointerMove(handle, { pointerId: 1, pointerType: 'mouse', clientX: 10 + 176 });
  expect(handle).toHaveAttribute('aria-valuenow', '50');
  fireEvent.pointerMove(handle, { pointerId: 1, pointerType: 'mouse', clientX: 10 + 1000 });
  expect(handle).toHaveAttribute('aria-valuenow', '100');
  fireEvent.pointerMove(handle, { pointerId: 1, pointerType: 'mouse', clientX: 10 + 88 });
  fireEvent.pointerUp(handle, { pointerId: 1, pointerType: 'mouse', clientX: 10 + 88 });

  await waitFor(() => expect(onPass).toHaveBeenCalledWith('dragged'));
  expect(apiFetch).toHaveBeenCalledWith('/api/verification/slider/verify', { method: 'POST', json: { puzzleId: 'p1', x: 25 } });
});

test('a press without a drag sends nothing', async () => {
  platform(() => ({ sliderToken: 'ok' }));
  const handle = await openCheck();
  fireEvent.pointerDown(handle, { pointerId: 1, button: 0, pointerType: 'mouse', clientX: 10 });
  fireEvent.pointerUp(handle, { pointerId: 1, pointerType: 'mouse', clientX: 11 });
  expect(apiFetch).toHaveBeenCalledTimes(1);
});

test('a puzzle that cannot be loaded says so and can be retried', async () => {
  apiFetch.mockRejectedValueOnce(new ApiError('network', 0, 'network')).mockResolvedValue(puzzle('p9'));
  renderWithMessages(<SliderCheck purpose="register" open onPass={onPass} onOpenChange={onOpenChange} />);
  expect(await screen.findByText('The puzzle could not be loaded.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'New puzzle' }));
  const handle = screen.getByRole('slider');
  await waitFor(() => expect(handle).not.toHaveAttribute('aria-disabled'));
  expect(screen.queryByText('The puzzle could not be loaded.')).not.toBeInTheDocument();
});

test('puzzles refused for this address (the platform’s limit) say to wait', async () => {
  apiFetch.mockRejectedValue(new ApiError('TOO_MANY_REQUESTS', 429, 'Too many puzzles asked for from this address'));
  renderWithMessages(<SliderCheck purpose="sms" open onPass={onPass} onOpenChange={onOpenChange} />);
  expect(await screen.findByRole('status')).toHaveTextContent('Too many puzzles were asked for. Please wait a minute and try again.');
});
