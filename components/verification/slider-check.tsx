'use client';
import { clsx } from 'clsx';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/browser';
import type { SliderPurpose, SliderPuzzleDto } from '@site/platform-contract';
import { useSliderCheck } from '@/lib/query/use-verification';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { IconButton } from '@/components/ui/icon-button';
import { ChevronRightIcon } from '@/components/ui/icons/chevron-right';
import { RefreshIcon } from '@/components/ui/icons/refresh';
import { Spinner } from '@/components/ui/spinner';

type Status = 'loading' | 'ready' | 'checking' | 'unavailable';
type Notice = 'failed' | 'loadFailed' | 'tooMany' | 'network' | null;

/** Why no puzzle came: the platform's limit on puzzles per visitor, or anything else. */
const loadFailure = (error: unknown): Notice => (error instanceof ApiError && error.code === 'TOO_MANY_REQUESTS' ? 'tooMany' : 'loadFailed');

/** A pointer that moved less than this was a press, not a drag: releasing it sends nothing. */
const DRAG_THRESHOLD_PX = 3;
/** Manual new-puzzle presses, like the captcha image: at most one a second. */
const REFRESH_THROTTLE_MS = 1000;

/**
 * The slider human check (spec §7: before registering and before an SMS). The visitor drags the handle, or uses the
 * keyboard, until the piece fills the gap; releasing (or Enter/Space) sends the position in steps. A pass calls
 * `onPass` with the one-time token and closes; a miss says so and deals a new puzzle.
 */
export function SliderCheck({
  purpose,
  open,
  onPass,
  onOpenChange,
}: {
  purpose: SliderPurpose;
  open: boolean;
  onPass: (sliderToken: string) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations('Slider');
  const tc = useTranslations('Common');
  const { puzzle: newPuzzle, verify } = useSliderCheck();
  const { mutateAsync: dealPuzzle } = newPuzzle;
  const [puzzle, setPuzzle] = useState<SliderPuzzleDto | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [position, setPosition] = useState(0);
  const [notice, setNotice] = useState<Notice>(null);
  const request = useRef(0);
  const handleRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointerId: number; startX: number; startPosition: number; position: number; moved: boolean } | null>(null);
  const focusOnReady = useRef(false);
  const lastRefresh = useRef(-Infinity);

  const load = useCallback(async () => {
    const id = ++request.current;
    drag.current = null;
    setStatus('loading');
    setPosition(0);
    try {
      const next = await dealPuzzle(purpose);
      if (id !== request.current) return;
      setPuzzle(next);
      setStatus('ready');
    } catch (error) {
      if (id !== request.current) return;
      setPuzzle(null);
      setStatus('unavailable');
      setNotice(loadFailure(error));
    }
  }, [purpose, dealPuzzle]);

  // Each opening starts from a fresh puzzle: reset while rendering, then fetch (state set only when it arrives).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setPuzzle(null);
      setNotice(null);
      setPosition(0);
      setStatus('loading');
    }
  }
  useEffect(() => {
    if (!open) return;
    focusOnReady.current = true;
    const id = ++request.current;
    drag.current = null;
    dealPuzzle(purpose).then(
      (next) => {
        if (id !== request.current) return;
        setPuzzle(next);
        setStatus('ready');
      },
      (error: unknown) => {
        if (id !== request.current) return;
        setStatus('unavailable');
        setNotice(loadFailure(error));
      },
    );
    return () => {
      request.current += 1;
    };
  }, [open, purpose, dealPuzzle]);

  // Radix focuses the close button on open; once the first puzzle is in, the handle is what the visitor wants.
  useEffect(() => {
    if (status === 'ready' && focusOnReady.current) {
      focusOnReady.current = false;
      handleRef.current?.focus();
    }
  }, [status]);

  const steps = puzzle?.steps ?? 0;
  const clamp = (value: number) => Math.min(steps, Math.max(0, Math.round(value)));

  async function submit(x: number) {
    if (!puzzle || status !== 'ready') return;
    const id = ++request.current;
    setStatus('checking');
    setNotice(null);
    try {
      const pass = await verify.mutateAsync({ puzzleId: puzzle.puzzleId, x });
      if (id !== request.current) return;
      onPass(pass.sliderToken);
      onOpenChange(false);
    } catch (error) {
      if (id !== request.current) return;
      setNotice(error instanceof ApiError && error.code === 'network' ? 'network' : 'failed');
      void load();
    }
  }

  function refresh() {
    const now = Date.now();
    if (now - lastRefresh.current < REFRESH_THROTTLE_MS) return;
    lastRefresh.current = now;
    setNotice(null);
    void load();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (status !== 'ready') {
      if (event.key === 'Enter' || event.key === ' ') event.preventDefault();
      return;
    }
    const moves: Record<string, number> = {
      ArrowRight: position + 1,
      ArrowUp: position + 1,
      ArrowLeft: position - 1,
      ArrowDown: position - 1,
      PageUp: position + 10,
      PageDown: position - 10,
      Home: 0,
      End: steps,
    };
    if (event.key in moves) {
      event.preventDefault();
      setPosition(clamp(moves[event.key]!));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      void submit(position);
    }
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (status !== 'ready' || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.currentTarget.focus();
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startPosition: position, position, moved: false };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    const track = trackRef.current;
    if (!current || current.pointerId !== event.pointerId || !track || !puzzle) return;
    const dx = event.clientX - current.startX;
    if (Math.abs(dx) >= DRAG_THRESHOLD_PX) current.moved = true;
    const width = track.getBoundingClientRect().width;
    const travel = width * (1 - puzzle.pieceWidthSteps / steps);
    if (travel <= 0) return;
    current.position = clamp(current.startPosition + (dx / travel) * steps);
    setPosition(current.position);
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (current.moved) void submit(current.position);
  }

  function onPointerCancel() {
    drag.current = null;
  }

  // Percentages of the track: left = x / steps × (100% − piece width), piece width = pieceWidthSteps / steps.
  const piecePercent = puzzle && steps > 0 ? (puzzle.pieceWidthSteps / steps) * 100 : 12.5;
  const leftPercent = steps > 0 ? (position / steps) * (100 - piecePercent) : 0;
  const ready = status === 'ready';

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('title')} description={t('instructions')} closeLabel={tc('close')} className="w-[min(92vw,420px)]">
        {/* The maths runs left to right whatever the page direction. */}
        <div dir="ltr" className="flex flex-col gap-3">
          <div className="relative aspect-[4/1] w-full overflow-hidden rounded-lg border border-line bg-surface" aria-busy={!ready || undefined}>
            {puzzle ? (
              <>
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img src={puzzle.backgroundUrl} alt="" draggable={false} className="absolute inset-0 h-full w-full select-none" />
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  src={puzzle.pieceUrl}
                  alt=""
                  draggable={false}
                  data-testid="slider-piece"
                  className="absolute top-0 h-full select-none"
                  style={{ left: `${leftPercent}%`, width: `${piecePercent}%` }}
                />
              </>
            ) : null}
            {status === 'loading' || status === 'checking' ? (
              <div className="absolute inset-0 flex items-center justify-center bg-surface/60 text-ink">
                <Spinner />
              </div>
            ) : null}
          </div>

          <div className="flex items-center gap-2">
            <div ref={trackRef} className="relative h-11 flex-1 rounded-full border border-line bg-surface-sunken">
              <div
                aria-hidden="true"
                className="absolute inset-y-0 start-0 rounded-full bg-brand/25"
                style={{ width: `calc(${leftPercent}% + ${piecePercent / 2}%)` }}
              />
              <div
                ref={handleRef}
                role="slider"
                tabIndex={0}
                aria-label={t('handle')}
                aria-valuemin={0}
                aria-valuemax={steps}
                aria-valuenow={position}
                aria-disabled={!ready || undefined}
                aria-orientation="horizontal"
                onKeyDown={onKeyDown}
                onPointerDown={onPointerDown}
                onPointerMove={onPointerMove}
                onPointerUp={onPointerUp}
                onPointerCancel={onPointerCancel}
                onLostPointerCapture={onPointerCancel}
                className={clsx(
                  'absolute inset-y-0 flex touch-none items-center justify-center rounded-full bg-brand text-brand-text shadow select-none',
                  ready ? 'cursor-grab active:cursor-grabbing' : 'cursor-wait opacity-70',
                )}
                style={{ left: `${leftPercent}%`, width: `${piecePercent}%` }}
              >
                <ChevronRightIcon />
              </div>
            </div>
            <IconButton
              label={t('refresh')}
              onClick={refresh}
              disabled={status === 'loading' || status === 'checking'}
            >
              <RefreshIcon />
            </IconButton>
          </div>
        </div>

        <p role="status" className="mt-3 min-h-5 text-sm">
          {notice ? (
            <span className="text-danger">{notice === 'network' ? tc('networkError') : t(notice)}</span>
          ) : status === 'loading' ? (
            <span className="text-ink-muted">{t('loading')}</span>
          ) : status === 'checking' ? (
            <span className="text-ink-muted">{t('checking')}</span>
          ) : null}
        </p>
      </DialogContent>
    </Dialog>
  );
}
