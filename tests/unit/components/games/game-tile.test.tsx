import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import gamesMessages from '@/messages/en/games.json';
import { SiteProvider } from '@/lib/site/site-context';
import type { Game } from '@/lib/platform/games';
import { GameTiles } from '@/components/games/game-tile';
import { DEFAULT_GAME_ICON, GameArt } from '@/components/games/game-art';
import { FavouritesContext, type Favourites } from '@/components/games/favourites-context';
import { OpenedNumbers } from '@/components/games/opened-numbers';
import { makeSite } from '../../support/shell-providers';

jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

const game = (id: number, overrides: Partial<Game> = {}): Game => ({
  id,
  code: `G${id}`,
  name: `Game ${id}`,
  vendor: 'PG',
  vendorName: 'PG Soft',
  type: 'RNG',
  hot: false,
  image: `https://cdn.example/games/${id}.png`,
  openIn: 'iframe',
  ...overrides,
});

function wrap(ui: ReactNode, { loggedIn = false }: { loggedIn?: boolean } = {}) {
  return (
    <NextIntlClientProvider locale="en" messages={gamesMessages} timeZone="UTC">
      <SiteProvider value={{ site: makeSite(), locale: 'en', loggedIn, memberType: loggedIn ? 0 : null }}>{ui}</SiteProvider>
    </NextIntlClientProvider>
  );
}

describe('GameTiles', () => {
  it('draws each game as a launch button and a heart, and marks the list live once it is hydrated', () => {
    render(wrap(<GameTiles games={[game(1, { hot: true }), game(2)]} label="Slots" className="game-grid" eager={1} />));
    const list = screen.getByRole('list', { name: 'Slots' });
    expect(list).toHaveClass('game-tiles', 'game-grid');
    // Live: no press is held back by CSS any more (effects have run in the test renderer).
    expect(list).toHaveAttribute('data-live');
    expect(list).not.toHaveAttribute('data-hearts-pending');
    const tiles = within(list).getAllByRole('listitem');
    expect(tiles).toHaveLength(2);
    expect(within(tiles[0]!).getByRole('button', { name: 'Game 1 PG Soft' })).toBeEnabled();
    expect(within(tiles[0]!).getByText('Hot')).toBeInTheDocument();
    expect(within(tiles[0]!).getByRole('button', { name: 'Add Game 1 to favourites' })).toHaveAttribute('aria-pressed', 'false');
    // The first image loads at once, the rest lazily.
    const [first, second] = list.querySelectorAll('img');
    expect(first).not.toHaveAttribute('loading');
    expect(second).toHaveAttribute('loading', 'lazy');
  });

  it('names a tile’s vendor as players know it, not by its code', () => {
    render(wrap(<GameTiles games={[game(1, { vendor: 'SAGAMING', vendorName: 'SA Gaming' })]} label="Live" className="game-grid" />));
    const tile = screen.getByRole('listitem');
    expect(within(tile).getByText('SA Gaming')).toBeInTheDocument();
    expect(within(tile).queryByText('SAGAMING')).not.toBeInTheDocument();
  });

  it('shows the default icon for an image that fails, once', () => {
    render(wrap(<GameTiles games={[game(1)]} label="Slots" className="game-grid" />));
    const img = screen.getByRole('list').querySelector('img')!;
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', DEFAULT_GAME_ICON);
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', DEFAULT_GAME_ICON);
  });

  it("holds a member's hearts until their favourites are known, then shows which are favourites", () => {
    const toggle = jest.fn();
    const { rerender } = render(wrap(<GameTiles games={[game(1), game(2)]} label="Slots" className="game-grid" />, { loggedIn: true }));
    expect(screen.getByRole('list')).toHaveAttribute('data-hearts-pending');

    const favourites: Favourites = { ids: new Set([2]), toggle };
    rerender(
      wrap(
        <FavouritesContext.Provider value={favourites}>
          <GameTiles games={[game(1), game(2)]} label="Slots" className="game-grid" />
        </FavouritesContext.Provider>,
        { loggedIn: true },
      ),
    );
    expect(screen.getByRole('list')).not.toHaveAttribute('data-hearts-pending');
    expect(screen.getByRole('button', { name: 'Remove Game 2 from favourites' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Add Game 1 to favourites' }));
    expect(toggle).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), true);
  });
});

describe('OpenedNumbers', () => {
  it('draws the folded table only when it is opened', () => {
    const { container } = render(wrap(<OpenedNumbers rows={[['VN Keno', '20261127-001', '1 2 3']]} summary="Show the latest draw" />));
    expect(screen.getByText('Show the latest draw')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const details = container.querySelector('details')!;
    act(() => {
      details.open = true;
      fireEvent(details, new Event('toggle'));
    });
    expect(screen.getByRole('table', { name: 'VN numbers opened' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '20261127-001' })).toBeInTheDocument();
  });
});

describe('GameArt', () => {
  it('loads lazily unless eager, and shows the default icon when the picture fails', () => {
    const { container, rerender } = render(<GameArt src="https://cdn.example/rooms/1.png" />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', DEFAULT_GAME_ICON);
    rerender(<GameArt src="https://cdn.example/rooms/1.png" eager />);
    expect(container.querySelector('img')).not.toHaveAttribute('loading');
  });
});
