import { screen, within } from '@testing-library/react';
import { BannerCarousel } from '@/components/layout/banner-carousel';
import type { Banner } from '@/lib/platform/system';
import { renderWithShell } from '../../support/shell-providers';

// Embla measures layout, which jsdom does not have; the component's own markup is what these tests check.
jest.mock('embla-carousel', () => ({ __esModule: true, default: jest.fn(() => ({ on: jest.fn().mockReturnThis(), destroy: jest.fn(), plugins: () => ({}), selectedScrollSnap: () => 0 })) }));
jest.mock('embla-carousel-autoplay', () => ({ __esModule: true, default: jest.fn(() => ({ name: 'autoplay' })) }));
jest.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }) }));

const banner = (id: number, extra: Partial<Banner> = {}): Banner => ({
  id,
  group: 'w_home',
  imageUrl: `https://cdn.example/${id}.jpg`,
  title: `Banner ${id}`,
  href: null,
  external: false,
  ...extra,
});

describe('BannerCarousel', () => {
  it('renders nothing without banners', () => {
    const { container } = renderWithShell(<BannerCarousel banners={[]} variant="home" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows arrows and dots on home with more than one banner, the first dot current', () => {
    renderWithShell(<BannerCarousel banners={[banner(1), banner(2), banner(3)]} variant="home" />);
    expect(screen.getByRole('button', { name: 'Previous banner' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next banner' })).toBeInTheDocument();
    const dots = [1, 2, 3].map((n) => screen.getByRole('button', { name: `Go to banner ${n}` }));
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    expect(dots[1]).not.toHaveAttribute('aria-current');
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
  });

  it('has no arrows or dots for a single banner on home', () => {
    renderWithShell(<BannerCarousel banners={[banner(1)]} variant="home" />);
    expect(screen.getByRole('img', { name: 'Banner 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('has no arrows or dots on other pages', () => {
    renderWithShell(<BannerCarousel banners={[banner(1), banner(2)]} variant="page" />);
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('links internal banners in the page language, external ones in a new tab, and loads only the first eagerly', () => {
    renderWithShell(
      <BannerCarousel
        banners={[
          banner(1, { href: '/rng', external: false }),
          banner(2, { href: 'https://partner.example/x', external: true }),
          banner(3),
        ]}
        variant="page"
      />,
      { locale: 'vi' },
    );
    const [first, second, third] = screen.getAllByRole('group');
    expect(within(first!).getByRole('link')).toHaveAttribute('href', '/vi/rng');
    const external = within(second!).getByRole('link');
    expect(external).toHaveAttribute('href', 'https://partner.example/x');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(third!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(first!).getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(within(third!).getByRole('img')).toHaveAttribute('loading', 'lazy');
  });

  it('shows a banner that points at a page not built yet without a link', () => {
    renderWithShell(<BannerCarousel banners={[banner(1, { href: '/tournaments?id=4', external: false })]} variant="page" />);
    expect(screen.getByRole('img')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
