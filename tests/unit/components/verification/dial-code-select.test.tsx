import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DialCodeSelect } from '@/components/verification/dial-code-select';
import { COUNTRIES, renderWithMessages } from '../../support/verification';

const changes = jest.fn();

function Picker({ initial = '', passed, visitor }: { initial?: string; passed?: string; visitor?: string | null }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DialCodeSelect
        countries={COUNTRIES}
        value={value}
        onChange={(code) => {
          changes(code);
          setValue(code);
        }}
        initialDialCode={passed}
        visitorCountry={visitor}
        label="Country code"
      />
      <span data-testid="value">{value}</span>
      <button type="button">Elsewhere</button>
    </>
  );
}

beforeEach(() => changes.mockReset());

describe('the starting choice', () => {
  it('reports the passed code when a country has it', () => {
    renderWithMessages(<Picker passed="+66" visitor="VN" />);
    expect(changes).toHaveBeenCalledWith('66');
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('+66');
  });

  it("falls back to the visitor's country, then to the first country", () => {
    const { unmount } = renderWithMessages(<Picker passed="999" visitor="PH" />);
    expect(screen.getByTestId('value')).toHaveTextContent('63');
    unmount();
    renderWithMessages(<Picker visitor={null} />);
    expect(screen.getByTestId('value')).toHaveTextContent('84');
  });

  it('keeps a value the caller already has', () => {
    renderWithMessages(<Picker initial="1" visitor="VN" />);
    expect(changes).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox')).toHaveValue('+1');
  });
});

describe('opening and closing', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens on focus and closes about 200 ms after the focus leaves', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithMessages(<Picker visitor="VN" />);
    const combobox = screen.getByRole('combobox');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.click(combobox);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Country code' });
    expect(combobox).toHaveAttribute('aria-controls', listbox.id);
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual([
      '+84 Vietnam',
      '+63 Philippines',
      '+1 United States',
      '+1 Canada',
      '+66 Thailand',
    ]);
    expect(within(listbox).getByRole('option', { name: '+84 Vietnam' })).toHaveAttribute('aria-selected', 'true');

    act(() => combobox.blur());
    act(() => jest.advanceTimersByTime(150));
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    act(() => jest.advanceTimersByTime(60));
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('stays open when the focus comes back within the delay', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithMessages(<Picker visitor="VN" />);
    const combobox = screen.getByRole('combobox');
    await user.click(combobox);
    act(() => combobox.blur());
    act(() => jest.advanceTimersByTime(100));
    act(() => combobox.focus());
    act(() => jest.advanceTimersByTime(500));
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('choosing', () => {
  it('arrow keys move through the options and Enter selects, keeping the focus in the field', async () => {
    const user = userEvent.setup();
    renderWithMessages(<Picker visitor="VN" />);
    changes.mockClear();
    const combobox = screen.getByRole('combobox');
    await user.click(combobox);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = document.getElementById(combobox.getAttribute('aria-activedescendant')!);
    expect(active).toHaveTextContent('+1 United States');
    await user.keyboard('{ArrowUp}{ArrowDown}{ArrowDown}');
    expect(document.getElementById(combobox.getAttribute('aria-activedescendant')!)).toHaveTextContent('+1 Canada');

    await user.keyboard('{Enter}');
    expect(changes).toHaveBeenLastCalledWith('1');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveValue('+1');
    expect(combobox).toHaveFocus();

    // Canada, not the United States, is the chosen +1.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: '+1 Canada' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: '+1 United States' })).toHaveAttribute('aria-selected', 'false');
  });

  it('typing filters by name or code; a press on an option selects it', async () => {
    const user = userEvent.setup();
    renderWithMessages(<Picker visitor="VN" />);
    const combobox = screen.getByRole('combobox');
    await user.click(combobox);

    await user.keyboard('phil');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['+63 Philippines']);
    await user.clear(combobox);
    await user.keyboard('+6');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['+63 Philippines', '+66 Thailand']);

    await user.click(screen.getByRole('option', { name: '+66 Thailand' }));
    expect(screen.getByTestId('value')).toHaveTextContent('66');
    expect(combobox).toHaveValue('+66');
    expect(combobox).toHaveFocus();
  });

  it('says so when nothing matches, and Enter then neither selects nor submits', async () => {
    const user = userEvent.setup();
    const submit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithMessages(
      <form onSubmit={submit}>
        <Picker visitor="VN" />
      </form>,
    );
    changes.mockClear();
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('zzz');
    expect(screen.getByRole('status')).toHaveTextContent('No matching country');
    await user.keyboard('{Enter}');
    expect(changes).not.toHaveBeenCalled();
    expect(submit).not.toHaveBeenCalled();
  });

  it('Escape closes the list without changing the choice', async () => {
    const user = userEvent.setup();
    renderWithMessages(<Picker visitor="PH" />);
    changes.mockClear();
    const combobox = screen.getByRole('combobox');
    await user.click(combobox);
    await user.keyboard('viet');
    await user.keyboard('{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveValue('+63');
    expect(changes).not.toHaveBeenCalled();
  });

  it('Escape inside a dialog closes only the list', async () => {
    const dialogEscape = jest.fn();
    renderWithMessages(<Picker visitor="PH" />);
    document.addEventListener('keydown', (event) => event.key === 'Escape' && dialogEscape(), { capture: true });
    const combobox = screen.getByRole('combobox');
    act(() => combobox.focus());
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(combobox, { key: 'Escape' });
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(dialogEscape).not.toHaveBeenCalled();
    fireEvent.keyDown(combobox, { key: 'Escape' });
    expect(dialogEscape).toHaveBeenCalledTimes(1);
  });
});

describe('a list that arrives after the focus', () => {
  /** The picker as the forms use it while their country list is still loading: no countries, no code yet. */
  function LatePicker() {
    const [countries, setCountries] = useState<typeof COUNTRIES>([]);
    const [value, setValue] = useState('');
    return (
      <>
        <DialCodeSelect countries={countries} value={value} onChange={setValue} visitorCountry="VN" label="Country code" />
        <button type="button" onClick={() => setCountries(COUNTRIES)}>
          Countries arrive
        </button>
      </>
    );
  }

  it('keeps the code that appears under a focused field selected, so the first key replaces it', async () => {
    const user = userEvent.setup();
    renderWithMessages(<LatePicker />);
    const combobox = screen.getByRole('combobox', { name: 'Country code' });
    await user.click(combobox);
    expect(combobox).toHaveValue('');
    // The list answers while the field has the focus (no pointer: the focus stays where it is).
    act(() => screen.getByRole('button', { name: 'Countries arrive' }).click());
    expect(combobox).toHaveFocus();
    expect(combobox).toHaveValue('+84');

    await user.keyboard('Phil');
    expect(combobox).toHaveValue('Phil');
    await user.click(screen.getByRole('option', { name: '+63 Philippines' }));
    expect(combobox).toHaveValue('+63');
  });
});
