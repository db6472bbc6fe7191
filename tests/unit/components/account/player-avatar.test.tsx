import { fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_AVATAR, PlayerAvatar } from '@/components/account/player-avatar';

/** The player's avatar and the default that stands in for it (spec §8 "Image failure"), at one fixed size. */

const OWN = 'https://img.example/avatars/crown.svg';
const names = { alt: 'Your avatar', defaultAlt: 'Default avatar' };

describe('PlayerAvatar', () => {
  it('shows the player’s picture at the size asked for', () => {
    render(<PlayerAvatar src={OWN} size={48} {...names} />);
    const img = screen.getByRole('img', { name: 'Your avatar' });
    expect(img).toHaveAttribute('src', OWN);
    expect(img).toHaveAttribute('width', '48');
    expect(img).toHaveAttribute('height', '48');
    expect(img).toHaveStyle({ width: '48px', height: '48px' });
  });

  it('shows the default avatar, the same size, while there is no picture', () => {
    render(<PlayerAvatar src={null} size={48} {...names} />);
    const img = screen.getByRole('img', { name: 'Default avatar' });
    expect(img).toHaveAttribute('src', DEFAULT_AVATAR);
    expect(img).toHaveStyle({ width: '48px', height: '48px' });
  });

  it('puts the default avatar in place of a picture that fails to load, and tries a new picture again', () => {
    const { rerender } = render(<PlayerAvatar src={OWN} size={32} {...names} />);
    fireEvent.error(screen.getByRole('img', { name: 'Your avatar' }));
    const standIn = screen.getByRole('img', { name: 'Default avatar' });
    expect(standIn).toHaveAttribute('src', DEFAULT_AVATAR);
    expect(standIn).toHaveStyle({ width: '32px', height: '32px' });
    // The default cannot fail; an error from it changes nothing.
    fireEvent.error(standIn);
    expect(screen.getByRole('img', { name: 'Default avatar' })).toHaveAttribute('src', DEFAULT_AVATAR);

    rerender(<PlayerAvatar src="https://img.example/avatars/star.svg" size={32} {...names} />);
    expect(screen.getByRole('img', { name: 'Your avatar' })).toHaveAttribute('src', 'https://img.example/avatars/star.svg');
  });

  it('is decorative where the name around it says whose it is', () => {
    const { container } = render(<PlayerAvatar src={OWN} size={32} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('draws the default avatar as a local SVG image (no request that could fail)', () => {
    expect(DEFAULT_AVATAR.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(DEFAULT_AVATAR.slice('data:image/svg+xml,'.length))).toMatch(/^<svg xmlns='http:\/\/www.w3.org\/2000\/svg' viewBox='0 0 64 64'>.*<\/svg>$/);
  });
});
