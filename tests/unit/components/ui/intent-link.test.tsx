import { fireEvent, render, screen } from '@testing-library/react';
import { IntentLink } from '@/components/ui/intent-link';

const prefetch = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch, push: jest.fn(), replace: jest.fn() }), usePathname: () => '/' }));
// next/link's own viewport prefetch, seen through the props it is given.
const linkProps = jest.fn();
jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ prefetch: mode, href, children, ...rest }: { prefetch?: unknown; href: string; children: React.ReactNode }) => {
    linkProps({ prefetch: mode, href });
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  },
}));

beforeEach(() => {
  prefetch.mockReset();
  linkProps.mockReset();
});

test('a link in view fetches nothing; a pointer, a finger or the focus on it fetches its page', () => {
  const onFocus = jest.fn();
  render(
    <IntentLink href="/vi/promotions" onFocus={onFocus}>
      Promotions
    </IntentLink>,
  );
  const link = screen.getByRole('link', { name: 'Promotions' });
  expect(linkProps).toHaveBeenLastCalledWith({ prefetch: false, href: '/vi/promotions' });
  expect(prefetch).not.toHaveBeenCalled();

  fireEvent.pointerEnter(link);
  expect(prefetch).toHaveBeenLastCalledWith('/vi/promotions');
  fireEvent.touchStart(link);
  fireEvent.focus(link);
  expect(prefetch).toHaveBeenCalledTimes(3);
  // The caller's own handlers still run.
  expect(onFocus).toHaveBeenCalledTimes(1);
});

test("an explicit prefetch keeps next/link's own behaviour", () => {
  render(
    <IntentLink href="/hot" prefetch>
      Hot
    </IntentLink>,
  );
  fireEvent.pointerEnter(screen.getByRole('link', { name: 'Hot' }));
  expect(linkProps).toHaveBeenLastCalledWith({ prefetch: true, href: '/hot' });
  expect(prefetch).not.toHaveBeenCalled();
});
