import { act, fireEvent, render, screen } from '@testing-library/react';
import { cloneElement } from 'react';
import { LazyMenu, type MenuBodyProps } from '@/components/ui/lazy-menu';

/** A body standing in for Radix's: like DropdownMenu.Trigger it opens on pointerdown and has no click handler. */
function Body({ open, onOpenChange, trigger }: MenuBodyProps) {
  return (
    <>
      {cloneElement(trigger as React.ReactElement<{ onPointerDown?: () => void }>, { onPointerDown: () => onOpenChange(!open) })}
      {open ? <div role="menu" aria-label="Account" /> : null}
    </>
  );
}

function setup() {
  let arrive!: () => void;
  const load = jest.fn(() => new Promise<typeof Body>((resolve) => (arrive = () => resolve(Body))));
  render(<LazyMenu trigger={<button type="button">Account</button>} load={load} />);
  return { load, arrive: () => act(async () => arrive()) };
}

describe('LazyMenu', () => {
  it('opens on a click before its code has arrived, once it arrives', async () => {
    const { load, arrive } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    await arrive();
    expect(screen.getByRole('menu', { name: 'Account' })).toBeTruthy();
  });

  it('keeps a press whose code arrives between the finger going down and the click', async () => {
    const { arrive } = setup();
    const button = screen.getByRole('button', { name: 'Account' });
    // Pointing at the trigger starts the load; it lands while the button is held.
    fireEvent.pointerEnter(button);
    // jsdom has no PointerEvent: a MouseEvent of that type carries the button.
    fireEvent(button, new MouseEvent('pointerdown', { bubbles: true, cancelable: true, button: 0 }));
    await arrive();
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    expect(screen.getByRole('menu', { name: 'Account' })).toBeTruthy();
  });

  it('loads its code once, whatever wakes it', async () => {
    const { load, arrive } = setup();
    const button = screen.getByRole('button', { name: 'Account' });
    fireEvent.pointerEnter(button);
    fireEvent.focus(button);
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    await arrive();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('menu', { name: 'Account' })).toBeTruthy();
  });
});
