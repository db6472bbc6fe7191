'use client';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { CloseIcon } from '@/components/ui/icons/close';
import { UploadIcon } from '@/components/ui/icons/upload';
import { ApiError } from '@/lib/api/api-error';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, type UploadDto } from '@/lib/api/centre/wallet';
import { checkImage, UPLOAD_MAX_PIXELS, UPLOAD_MAX_SIDE } from '@site/platform-contract/wallet';
import { useUpload, type UploadHandle } from '@/lib/query/use-upload';

interface Pending {
  key: string;
  name: string;
  progress: number;
  preview: string;
  handle: UploadHandle;
}

const ACCEPT = 'image/png,image/jpeg';
const NAME_PATTERN = /\.(png|jpe?g)$/i;

type Refusal = 'tooLarge' | 'wrongType' | 'tooManyPixels';

/**
 * Why a file is refused before anything is sent: its size, not being a png or jpg (type, name, first bytes and a
 * header that can be read), or more pixels than an upload may have (by that header: the file is not decoded).
 */
async function refusal(file: File): Promise<Refusal | null> {
  if (file.size > UPLOAD_MAX_BYTES) return 'tooLarge';
  if (!['image/png', 'image/jpeg'].includes(file.type) || !NAME_PATTERN.test(file.name)) return 'wrongType';
  const checked = checkImage(new Uint8Array(await file.arrayBuffer()));
  if (checked.ok) return null;
  return checked.problem === 'dimensions_too_large' ? 'tooManyPixels' : 'wrongType';
}

/** The bounds a tooManyPixels message names. */
const PIXEL_BOUNDS = { maxSide: UPLOAD_MAX_SIDE, megapixels: UPLOAD_MAX_PIXELS / 1_000_000 };

/**
 * Images for a form (deposit receipts, withdrawal proofs, activity applications; spec §5, §9): png or jpg, at most 5 MB
 * each, at most `max`. A refused file gets a message under the field and is not uploaded; the others upload at once
 * with their progress shown, and appear as thumbnails with a remove button. `value` holds the uploaded images (their
 * ids go with the form); `error` is the form's own message for the field (already translated).
 */
export function ImageUploadField({
  name,
  label,
  max = UPLOAD_MAX_FILES,
  value,
  onChange,
  error,
  disabled = false,
  onBusyChange,
}: {
  name: string;
  label: string;
  max?: number;
  value: UploadDto[];
  onChange: (next: UploadDto[]) => void;
  error?: string;
  disabled?: boolean;
  /** True while an upload runs: a form keeps its submit back meanwhile. */
  onBusyChange?: (busy: boolean) => void;
}) {
  const t = useTranslations('Wallet.upload');
  const upload = useUpload();
  const base = useId();
  const inputId = `${name}-${base}`;
  const labelId = `${inputId}-label`;
  const buttonId = `${inputId}-button`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  // Thumbnails of images uploaded here come from the file itself (no second download).
  const [previews, setPreviews] = useState<Record<string, string>>({});
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const urls = useRef<string[]>([]);
  const counter = useRef(0);

  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);
  useEffect(() => onBusyChange?.(pending.length > 0), [pending.length, onBusyChange]);

  const room = max - value.length - pending.length;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    const messages: string[] = [];
    if (files.length > room) {
      setProblems([t('errors.tooMany', { max })]);
      return;
    }
    const accepted: File[] = [];
    for (const file of files) {
      const why = await refusal(file);
      if (why) messages.push(t(`errors.${why}`, { name: file.name, ...PIXEL_BOUNDS }));
      else accepted.push(file);
    }
    setProblems(messages);
    accepted.forEach(start);
  }

  function start(file: File) {
    counter.current += 1;
    const key = `${counter.current}-${file.name}`;
    const preview = URL.createObjectURL(file);
    urls.current.push(preview);
    const handle = upload(file, (progress) => setPending((list) => list.map((p) => (p.key === key ? { ...p, progress } : p))));
    setPending((list) => [...list, { key, name: file.name, progress: 0, preview, handle }]);
    handle.promise.then(
      (image) => {
        setPending((list) => list.filter((p) => p.key !== key));
        setPreviews((map) => ({ ...map, [image.id]: preview }));
        latest.current = [...latest.current, image];
        onChange(latest.current);
      },
      (failure: unknown) => {
        setPending((list) => list.filter((p) => p.key !== key));
        if (failure instanceof ApiError && failure.code === 'aborted') return;
        setProblems((list) => [...list, uploadFailure(failure, file.name)]);
      },
    );
  }

  function uploadFailure(failure: unknown, fileName: string): string {
    if (!(failure instanceof ApiError)) return t('errors.failed', { name: fileName });
    const key = (failure.value as { key?: string } | undefined)?.key ?? failure.code;
    if (key === 'too_large' || key === 'file_too_large') return t('errors.tooLarge', { name: fileName });
    if (key === 'wrong_type' || key === 'file_type_not_allowed') return t('errors.wrongType', { name: fileName });
    if (key === 'dimensions_too_large' || key === 'image_dimensions_too_large') return t('errors.tooManyPixels', { name: fileName, ...PIXEL_BOUNDS });
    if (failure.code === 'TOO_MANY_REQUESTS') return t('errors.tooManyUploads');
    if (failure.code === 'network') return t('errors.network', { name: fileName });
    return t('errors.failed', { name: fileName });
  }

  function remove(id: string) {
    latest.current = value.filter((image) => image.id !== id);
    onChange(latest.current);
    setProblems([]);
    // Focus stays in the field: on the add button (there is room again now).
    window.requestAnimationFrame(() => input.current?.focus());
  }

  const messages = [...(error ? [error] : []), ...problems];
  const describedBy = [hintId, messages.length > 0 ? errorId : null].filter(Boolean).join(' ');

  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-2">
      <span id={labelId} className="text-sm font-medium">
        {label}
      </span>
      <p id={hintId} className="text-xs text-ink-muted">
        {t('hint', { max })}
      </p>
      {value.length > 0 || pending.length > 0 ? (
        <ul className="flex flex-wrap gap-3" aria-label={t('listLabel', { label })}>
          {value.map((image, i) => (
            <li key={image.id} className="relative size-20 overflow-hidden rounded-lg border border-line bg-surface-sunken">
              {/* eslint-disable-next-line @next/next/no-img-element -- an uploaded image on the platform's image origin */}
              <img src={previews[image.id] ?? image.url} alt={t('imageAlt', { index: i + 1, label })} className="size-full object-cover" />
              <button
                type="button"
                disabled={disabled}
                onClick={() => remove(image.id)}
                aria-label={t('remove', { index: i + 1 })}
                title={t('remove', { index: i + 1 })}
                className="absolute end-1 top-1 inline-flex size-7 items-center justify-center rounded-full bg-black/70 text-white hover:bg-black"
              >
                <CloseIcon className="size-4" />
              </button>
            </li>
          ))}
          {pending.map((p) => (
            <li key={p.key} className="relative flex size-20 flex-col overflow-hidden rounded-lg border border-line bg-surface-sunken">
              {/* eslint-disable-next-line @next/next/no-img-element -- a local preview (blob:) while the file uploads */}
              <img src={p.preview} alt="" className="size-full object-cover opacity-50" />
              <div className="absolute inset-x-1 bottom-1">
                <div
                  role="progressbar"
                  aria-label={t('uploading', { name: p.name })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(p.progress * 100)}
                  className="h-1.5 overflow-hidden rounded-full bg-black/40"
                >
                  <div className="h-full bg-brand transition-[width] motion-reduce:transition-none" style={{ width: `${Math.round(p.progress * 100)}%` }} />
                </div>
              </div>
              <button
                type="button"
                onClick={() => p.handle.abort()}
                aria-label={t('cancel', { name: p.name })}
                title={t('cancel', { name: p.name })}
                className="absolute end-1 top-1 inline-flex size-7 items-center justify-center rounded-full bg-black/70 text-white hover:bg-black"
              >
                <CloseIcon className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {room > 0 ? (
        <div>
          <input
            ref={input}
            id={inputId}
            name={name}
            type="file"
            accept={ACCEPT}
            multiple={room > 1}
            disabled={disabled}
            onChange={(event) => void choose(event)}
            aria-labelledby={`${labelId} ${buttonId}`}
            aria-describedby={describedBy}
            aria-invalid={messages.length > 0 || undefined}
            className="peer sr-only"
          />
          <label
            id={buttonId}
            htmlFor={inputId}
            className={clsx(
              'btn btn-secondary btn-md min-h-11 cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand',
              disabled && 'pointer-events-none opacity-60',
            )}
          >
            <UploadIcon className="size-5" />
            {value.length + pending.length === 0 ? t('add') : t('addMore', { count: value.length + pending.length, max })}
          </label>
        </div>
      ) : (
        <p className="text-xs text-ink-muted">{t('full', { max })}</p>
      )}
      <p className="sr-only" aria-live="polite">
        {pending.length > 0 ? t('uploadingCount', { count: pending.length }) : t('count', { count: value.length, max })}
      </p>
      {messages.length > 0 ? (
        <div id={errorId} role="alert" className="flex flex-col gap-0.5 text-sm text-danger">
          {messages.map((message, i) => (
            <p key={`${i}-${message}`}>{message}</p>
          ))}
        </div>
      ) : null}
    </div>
  );
}
