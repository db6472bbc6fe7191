import { screen } from '@testing-library/react';
import { HelpLink } from '@/components/help/help-link';
import { makeSite, renderWithShell } from '@/tests/unit/support/shell-providers';

let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname, useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), replace: jest.fn() }) }));
// next/link, seen through whether it was used: a link of the site (a soft navigation) or the browser's own.
jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ href, children, prefetch: _prefetch, ...rest }: { href: string; children: React.ReactNode; prefetch?: unknown }) => (
    <a href={href} data-site-link="" {...rest}>
      {children}
    </a>
  ),
}));

function helpLink(href: string) {
  renderWithShell(<HelpLink href={href}>Terms</HelpLink>, { site: makeSite({ languages: ['en', 'vi'], defaultLanguage: 'en' }), locale: 'vi' });
  return screen.getByRole('link', { name: 'Terms' });
}

describe('a help link of the shell', () => {
  it('on home is a link of the site, so the help opens in its dialog over home', () => {
    pathname = '/vi';
    const link = helpLink('/help#term');
    expect(link).toHaveAttribute('href', '/vi/help#term');
    expect(link).toHaveAttribute('data-site-link');
  });

  it('on any other page loads the help centre’s page', () => {
    pathname = '/vi/rng';
    const link = helpLink('/help#term');
    expect(link).toHaveAttribute('href', '/vi/help#term');
    expect(link).not.toHaveAttribute('data-site-link');
  });

  it('stays the same link while the dialog over home says /help (the focus comes back to it)', () => {
    pathname = '/vi/help';
    expect(helpLink('/help#term')).toHaveAttribute('data-site-link');
  });

  it('to /helpmc, never a dialog, stays a link of the site everywhere', () => {
    pathname = '/vi/login';
    expect(helpLink('/helpmc#term')).toHaveAttribute('data-site-link');
  });
});
