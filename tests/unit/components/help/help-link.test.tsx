import { screen } from '@testing-library/react';
import { HelpLink } from '@/components/help/help-link';
import { makeSite, renderWithShell } from '@/tests/unit/support/shell-providers';

/** The page under the shell, as the root layout's first segment says it. */
let page: string | null = '(home)';
jest.mock('next/navigation', () => ({
  useSelectedLayoutSegment: () => page,
  usePathname: () => '/',
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), replace: jest.fn() }),
}));
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
  it('on home (and under its help dialog) is a link of the site, so the help opens in the dialog over home', () => {
    page = '(home)';
    const link = helpLink('/help#term');
    expect(link).toHaveAttribute('href', '/vi/help#term');
    expect(link).toHaveAttribute('data-site-link');
  });

  it.each(['(games)', 'help', 'promotions'])('on another page (%s) loads the help centre’s page', (segment) => {
    page = segment;
    const link = helpLink('/help#term');
    expect(link).toHaveAttribute('href', '/vi/help#term');
    expect(link).not.toHaveAttribute('data-site-link');
  });

  it('to /helpmc, never a dialog, stays a link of the site everywhere', () => {
    page = 'login';
    expect(helpLink('/helpmc#term')).toHaveAttribute('data-site-link');
  });
});
