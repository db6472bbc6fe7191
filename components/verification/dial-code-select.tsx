'use client';
import { clsx } from 'clsx';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { CountryDto } from '@/lib/platform/contract';
import { inputClass } from '@/components/forms/form-field';
import { CheckIcon } from '@/components/ui/icons';
import { filterCountries, initialDialCode } from './initial-dial-code';

export { initialDialCode } from './initial-dial-code';

/** The list closes this long after the field loses focus (spec §2, §9), so a press on an option still lands. */
export const DIAL_CODE_CLOSE_DELAY_MS = 200;

/**
 * The country dial-code picker beside a mobile number (spec §2 "Register page", §4 "Dial-code widget"): a combobox
 * that opens on focus, filters by country name or code as the visitor types, and emits the chosen dial code (digits
 * only, e.g. "84"). When `value` is empty it picks the starting code itself and reports it through `onChange`.
 * `label` names the field; it is visible only with `labelVisible` (beside a "Mobile number" label it usually is not).
 */
export function DialCodeSelect({
  countries,
  value,
  onChange,
  initialDialCode: passedDialCode,
  visitorCountry,
  id,
  label,
  labelVisible = false,
  invalid = false,
  describedBy,
  disabled = false,
  className,
}: {
  countries: CountryDto[];
  value: string;
  onChange: (dialCode: string) => void;
  initialDialCode?: string;
  visitorCountry?: string | null;
  id?: string;
  label: string;
  labelVisible?: boolean;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  className?: string;
}) {
  const t = useTranslations('DialCode');
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-dial-code`;
  const listId = `${inputId}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const [open, setOpen] = useState(false);
  /** What the visitor typed since the list opened; null shows the whole list and the chosen code in the field. */
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  /** Several countries share a dial code (+1): remember which one was picked. */
  const [chosenCountry, setChosenCountry] = useState<string | null>(visitorCountry?.toUpperCase() ?? null);

  useEffect(() => {
    if (value) return;
    const code = initialDialCode(countries, passedDialCode, visitorCountry);
    if (code) onChangeRef.current(code);
  }, [countries, value, passedDialCode, visitorCountry]);

  const selected =
    countries.find((c) => c.countryDialingCode === value && c.countryCode.toUpperCase() === chosenCountry) ??
    countries.find((c) => c.countryDialingCode === value);
  const options = useMemo(() => filterCountries(countries, query ?? ''), [countries, query]);
  const optionId = (index: number) => `${listId}-${index}`;
  const activeOption = open ? options[active] : undefined;

  useEffect(() => () => clearCloseTimer(), []);

  useEffect(() => {
    if (!open) return;
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, active]);

  // Escape closes the list, and only the list: listening on window in the capture phase runs before the document
  // listener a surrounding dialog uses to close itself, so a register popup keeps what was typed.
  useEffect(() => {
    if (!open) return;
    function onEscape(event: globalThis.KeyboardEvent) {
      if (event.key !== 'Escape' || event.target !== inputRef.current) return;
      event.preventDefault();
      event.stopPropagation();
      close();
    }
    window.addEventListener('keydown', onEscape, true);
    return () => window.removeEventListener('keydown', onEscape, true);
  }, [open]);

  function clearCloseTimer() {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  }

  function close() {
    clearCloseTimer();
    setOpen(false);
    setQuery(null);
  }

  function openList() {
    clearCloseTimer();
    if (open) return;
    const index = selected ? countries.indexOf(selected) : 0;
    setQuery(null);
    setActive(Math.max(0, index));
    setOpen(true);
  }

  function choose(country: CountryDto) {
    setChosenCountry(country.countryCode.toUpperCase());
    onChange(country.countryDialingCode);
    close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = options.length - 1;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) return openList();
        if (last < 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((i) => (i + step + options.length) % options.length);
        return;
      }
      case 'Enter':
        if (!open) return;
        // Never submit the surrounding form from an open list.
        event.preventDefault();
        if (activeOption) choose(activeOption);
        return;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        }
        return;
    }
  }

  const shown = query ?? (selected ? `+${selected.countryDialingCode}` : '');

  return (
    <div className={clsx('relative', className)}>
      <label htmlFor={inputId} className={labelVisible ? 'mb-1.5 block text-sm font-medium' : 'sr-only'}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption ? optionId(active) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        title={selected ? t('option', { code: selected.countryDialingCode, name: selected.name }) : undefined}
        placeholder={t('searchPlaceholder')}
        value={shown}
        onFocus={(event) => {
          openList();
          event.currentTarget.select();
        }}
        onClick={openList}
        onBlur={() => {
          clearCloseTimer();
          closeTimer.current = setTimeout(close, DIAL_CODE_CLOSE_DELAY_MS);
        }}
        onChange={(event) => {
          clearCloseTimer();
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        className={clsx(inputClass, 'tabular-nums')}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!open || options.length === 0}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-60 min-w-56 overflow-y-auto rounded-lg border border-line bg-surface-raised py-1 text-ink shadow-xl"
      >
        {open
          ? options.map((country, index) => {
              const isSelected = country === selected;
              return (
                <li
                  key={`${country.countryCode}-${country.countryDialingCode}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={isSelected}
                  // Keep the focus in the field: the press selects, and the list does not wait for the blur delay.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(country)}
                  onMouseMove={() => index !== active && setActive(index)}
                  className={clsx(
                    'flex min-h-10 cursor-pointer items-center gap-2 px-3 text-sm',
                    index === active && 'bg-surface-sunken',
                    isSelected && 'font-semibold',
                  )}
                >
                  <span className="flex-1 truncate">{t('option', { code: country.countryDialingCode, name: country.name })}</span>
                  {isSelected ? <CheckIcon className="h-4 w-4 shrink-0" /> : null}
                </li>
              );
            })
          : null}
      </ul>
      {open && options.length === 0 ? (
        <p aria-hidden="true" className="absolute inset-x-0 top-full z-30 mt-1 rounded-lg border border-line bg-surface-raised px-3 py-2 text-sm text-ink-muted shadow-xl">
          {t('noResults')}
        </p>
      ) : null}
      {/* Always present, so screen readers announce the change when the filter leaves nothing. */}
      <span role="status" className="sr-only">
        {open && options.length === 0 ? t('noResults') : null}
      </span>
    </div>
  );
}
