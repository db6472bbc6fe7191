'use client';
import { cloneElement, useCallback, useRef, useState, type ComponentType, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactElement } from 'react';
import { reloadForMissingCode } from '@/components/system/missing-code';

/** What a menu's body receives: it renders Radix DropdownMenu.Root (controlled) with `trigger` as its Trigger's child. */
export interface MenuBodyProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactElement;
}

type TriggerProps = {
  onPointerDown?: (event: PointerEvent) => void;
  onClick?: (event: MouseEvent) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
};

/**
 * A dropdown menu whose code (Radix DropdownMenu and the menu's items) loads the first time it is wanted: pointing at or
 * focusing the trigger fetches it, pressing it opens the menu once it is there. Until then the trigger is the same
 * button, so nothing moves; every page pays only for a button.
 *
 * A press opens on pointerdown, as Radix's trigger does: the code may land between the finger going down and the click,
 * and Radix's trigger, by then in place, ignores clicks. The click still opens for keyboards (Enter and Space).
 */
export function LazyMenu<P extends object = object>({
  trigger,
  load,
  bodyProps,
}: {
  trigger: ReactElement<TriggerProps>;
  load: () => Promise<ComponentType<MenuBodyProps & P>>;
  /** Whatever else the body needs (passed on every render, so it can change). */
  bodyProps?: P;
}) {
  const [Body, setBody] = useState<ComponentType<MenuBodyProps & P> | null>(null);
  const [open, setOpen] = useState(false);
  const loading = useRef<Promise<void> | null>(null);

  const ensure = useCallback(() => {
    loading.current ??= load().then(
      (component) => setBody(() => component),
      (error: unknown) => {
        loading.current = null;
        // Its code gone with a new deploy: the page reloads onto the new one (once); else the next press tries again.
        reloadForMissingCode(error);
      },
    );
  }, [load]);

  if (Body) return <Body {...(bodyProps as P)} open={open} onOpenChange={setOpen} trigger={trigger} />;

  const openSoon = () => {
    setOpen(true);
    ensure();
  };
  return cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: ensure,
    onFocus: ensure,
    onPointerDown: (event: PointerEvent) => {
      if (event.button !== 0 || event.ctrlKey) return;
      event.preventDefault();
      openSoon();
    },
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      openSoon();
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        openSoon();
      }
    },
  });
}
