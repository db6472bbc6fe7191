'use client';
import { clsx } from 'clsx';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { CountryDto } from '@site/platform-contract';
import { inputClass } from '@/components/forms/form-field';
import { CheckIcon } from '@/components/ui/icons/check';
import { filterCountries, initialDialCode } from './initial-dial-code';


/** The list closes this long after the field loses focus (spec §2, §9), so a press on an option still lands. */
export const DIAL_CODE_CLOSE_DELAY_MS = 200;

/**
 * The country dial-code picker beside a mobile number (spec §2 "Register page", §4 "Dial-code widget"): a combobox
 * (Downshift: roles, active option, keyboard) that opens on focus, filters by country name or code as the visitor
 * types, and emits the chosen dial code (digits only, e.g. "84"). When `value` is empty it picks the starting code
 * itself and reports it through `onChange`. `label` names the field; it is visible only with `labelVisible`.
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
  // The pending close after a blur, cancelled when the focus comes back.
  const [closeTimer, setCloseTimer] = useState<ReturnType<typeof setTimeout> | null>(null);
  const clearCloseTimer = () => {
    if (closeTimer) clearTimeout(closeTimer);
    setCloseTimer(null);
  };
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  /** What the visitor typed since the list opened; null shows the whole list and the chosen code in the field. */
  const [query, setQuery] = useState<string | null>(null);
  /** Several countries share a dial code (+1): remember which one was picked. */
  const [chosenCountry, setChosenCountry] = useState<string | null>(visitorCountry?.toUpperCase() ?? null);

  useEffect(() => {
    if (value) return;
    const code = initialDialCode(countries, passedDialCode, visitorCountry);
    if (code) onChangeRef.current(code);
  }, [countries, value, passedDialCode, visitorCountry]);

  const selected =
    countries.find((c) => c.countryDialingCode === value && c.countryCode.toUpperCase() === chosenCountry) ??
    countries.find((c) => c.countryDialingCode === value) ??
    null;
  /** What the field shows when nothing is being typed: the chosen code. */
  const shownCode = selected ? `+${selected.countryDialingCode}` : '';
  const items = useMemo(() => filterCountries(countries, query ?? ''), [countries, query]);

  const { isOpen, getInputProps, getMenuProps, getItemProps, getLabelProps, highlightedIndex, openMenu, closeMenu } = useCombobox<CountryDto>({
    id: `${inputId}-combobox`,
    inputId,
    labelId: `${inputId}-label`,
    menuId: `${inputId}-list`,
    items,
    selectedItem: selected,
    // The field shows what is typed while the list is open, and the chosen code otherwise.
    inputValue: query ?? shownCode,
    itemToString: (country) => (country ? `+${country.countryDialingCode}` : ''),
    itemToKey: (country: CountryDto | null) => (country ? `${country.countryCode}-${country.countryDialingCode}` : ''),
    onInputValueChange: ({ inputValue, type }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) setQuery(inputValue ?? '');
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      setChosenCountry(selectedItem.countryCode.toUpperCase());
      onChange(selectedItem.countryDialingCode);
    },
    onIsOpenChange: ({ isOpen: open }) => {
      if (!open) setQuery(null);
    },
    stateReducer,
  });

  // A code that appears while the field has the focus and nothing is typed yet (the country list answered after the
  // visitor tapped the field) stays selected, as the focus left it: the first key replaces it rather than being added
  // to it ("+84Vietnam" matched nothing).
  useEffect(() => {
    const input = document.getElementById(inputId);
    if (query === null && shownCode && input instanceof HTMLInputElement && document.activeElement === input) input.select();
  }, [shownCode, query, inputId]);

  // Escape closes the list, and only the list: listening on window in the capture phase runs before the document
  // listener a surrounding dialog uses to close itself, so a register popup keeps what was typed.
  useEffect(() => {
    if (!isOpen) return;
    function onEscape(event: globalThis.KeyboardEvent) {
      if (event.key !== 'Escape' || (event.target as HTMLElement | null)?.id !== inputId) return;
      event.preventDefault();
      event.stopPropagation();
      closeMenu();
    }
    window.addEventListener('keydown', onEscape, true);
    return () => window.removeEventListener('keydown', onEscape, true);
  }, [isOpen, closeMenu, inputId]);

  useEffect(() => () => {
    if (closeTimer) clearTimeout(closeTimer);
  }, [closeTimer]);

  return (
    <div className={clsx('relative', className)}>
      <label {...getLabelProps()} className={labelVisible ? 'mb-1.5 block text-sm font-medium' : 'sr-only'}>
        {label}
      </label>
      <input
        {...getInputProps({
          disabled,
          // The filter follows each key at once. Downshift reports a typed value only in an effect after its render,
          // and until then the field shows the old value: keys typed fast while the list was opening were lost
          // ("Vietnam" arrived as "itam").
          onChange: (event) => setQuery(event.currentTarget.value),
          onFocus: (event) => {
            clearCloseTimer();
            if (!isOpen) openMenu();
            event.currentTarget.select();
          },
          onBlur: () => {
            if (closeTimer) clearTimeout(closeTimer);
            setCloseTimer(setTimeout(closeMenu, DIAL_CODE_CLOSE_DELAY_MS));
          },
          onKeyDown: (event) => {
            // Never submit the surrounding form from an open list, even when nothing in it matches.
            if (event.key === 'Enter' && isOpen) event.preventDefault();
          },
        })}
        type="text"
        autoComplete="off"
        spellCheck={false}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        title={selected ? t('option', { code: selected.countryDialingCode, name: selected.name }) : undefined}
        placeholder={t('searchPlaceholder')}
        className={clsx(inputClass, 'tabular-nums')}
      />
      <ul
        {...getMenuProps({ 'aria-label': label })}
        hidden={!isOpen || items.length === 0}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-60 min-w-56 overflow-y-auto rounded-lg border border-line bg-surface-raised py-1 text-ink shadow-xl"
      >
        {isOpen
          ? items.map((country, index) => (
              <li
                key={`${country.countryCode}-${country.countryDialingCode}`}
                {...getItemProps({ item: country, index })}
                className={clsx(
                  'flex min-h-10 cursor-pointer items-center gap-2 px-3 text-sm',
                  index === highlightedIndex && 'bg-surface-sunken',
                  country === selected && 'font-semibold',
                )}
              >
                <span className="flex-1 truncate">{t('option', { code: country.countryDialingCode, name: country.name })}</span>
                {country === selected ? <CheckIcon className="h-4 w-4 shrink-0" /> : null}
              </li>
            ))
          : null}
      </ul>
      {isOpen && items.length === 0 ? (
        <p aria-hidden="true" className="absolute inset-x-0 top-full z-30 mt-1 rounded-lg border border-line bg-surface-raised px-3 py-2 text-sm text-ink-muted shadow-xl">
          {t('noResults')}
        </p>
      ) : null}
      {/* Always present, so screen readers announce the change when the filter leaves nothing. */}
      <span role="status" className="sr-only">
        {isOpen && items.length === 0 ? t('noResults') : null}
      </span>
    </div>
  );
}

/**
 * The list closes on its own schedule: not at once on blur (the 200 ms timer does that, so a press on an option
 * still lands), and not on the click that focused the field and so already opened it.
 */
function stateReducer(state: UseComboboxState<CountryDto>, { type, changes }: UseComboboxStateChangeOptions<CountryDto>) {
  if (type === useCombobox.stateChangeTypes.InputBlur) {
    return { ...changes, isOpen: state.isOpen, highlightedIndex: state.highlightedIndex, selectedItem: state.selectedItem };
  }
  // The list opened with the focus: the click that brought the focus must not close it again.
  if (type === useCombobox.stateChangeTypes.InputClick && state.isOpen) {
    return { ...changes, isOpen: true, highlightedIndex: state.highlightedIndex };
  }
  return changes;
}
