import { fireEvent, render } from '@testing-library/react';
import { DEFAULT_AVATAR, PlayerAvatar } from '@/components/account/player-avatar';

/** The player's avatar and the default that stands in for it (spec §8 "Image failure"), at one fixed size. */

const OWN = 'https://img.example/avatars/crown.svg';

/** The one image PlayerAvatar draws. */
function avatarIn(container: HTMLElement): HTMLImageElement {
  const images = container.querySelectorAll('img');
  expect(images).toHaveLength(1);
  return images[0]!;
}

describe('PlayerAvatar', () => {
  it('shows the player’s picture at the size asked for, as decoration (their name is beside it)', () => {
    const { container } = render(<PlayerAvatar src={OWN} size={48} />);
    const img = avatarIn(container);
    expect(img).toHaveAttribute('src', OWN);
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('width', '48');
    expect(img).toHaveAttribute('height', '48');
    expect(img).toHaveStyle({ width: '48px', height: '48px' });
  });

  it('shows the default avatar, the same size, while there is no picture', () => {
    const { container } = render(<PlayerAvatar src={null} size={48} />);
    const img = avatarIn(container);
    expect(img).toHaveAttribute('src', DEFAULT_AVATAR);
    expect(img).toHaveStyle({ width: '48px', height: '48px' });
  });

  it('puts the default avatar in place of a picture that fails to load, and tries a new picture again', () => {
    const { container, rerender } = render(<PlayerAvatar src={OWN} size={32} />);
    fireEvent.error(avatarIn(container));
    expect(avatarIn(container)).toHaveAttribute('src', DEFAULT_AVATAR);
    expect(avatarIn(container)).toHaveStyle({ width: '32px', height: '32px' });
    // The default cannot fail; an error from it changes nothing.
    fireEvent.error(avatarIn(container));
    expect(avatarIn(container)).toHaveAttribute('src', DEFAULT_AVATAR);

    rerender(<PlayerAvatar src="https://img.example/avatars/star.svg" size={32} />);
    expect(avatarIn(container)).toHaveAttribute('src', 'https://img.example/avatars/star.svg');
    // The picture that failed stays replaced if it comes back.
    rerender(<PlayerAvatar src={OWN} size={32} />);
    expect(avatarIn(container)).toHaveAttribute('src', DEFAULT_AVATAR);
  });

  it('draws the default avatar as a local SVG image (no request that could fail)', () => {
    expect(DEFAULT_AVATAR.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(DEFAULT_AVATAR.slice('data:image/svg+xml,'.length))).toMatch(/^<svg xmlns='http:\/\/www.w3.org\/2000\/svg' viewBox='0 0 64 64'>.*<\/svg>$/);
  });
});
