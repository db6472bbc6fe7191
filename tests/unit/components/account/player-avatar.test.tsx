import fs from 'node:fs';
import path from 'node:path';
import { fireEvent, render } from '@testing-library/react';
import { PlayerAvatar } from '@/components/account/player-avatar';

/**
 * The player's avatar and the default that stands in for it (spec §8 "Image failure"), in one box of a fixed size:
 * the default is the box's background (app/globals.css), the picture covers it and is taken away when it fails.
 */

const OWN = 'https://img.example/avatars/crown.svg';

/** The avatar's box, and the picture in it if there is one. */
function avatarIn(container: HTMLElement) {
  const box = container.querySelector<HTMLElement>('.player-avatar');
  expect(box).not.toBeNull();
  return { box: box!, picture: box!.querySelector('img') };
}

describe('PlayerAvatar', () => {
  it('shows the player’s picture filling a box of the size asked for, as decoration (their name is beside it)', () => {
    const { container } = render(<PlayerAvatar src={OWN} size={48} />);
    const { box, picture } = avatarIn(container);
    expect(box).toHaveStyle({ width: '48px', height: '48px' });
    expect(box).toHaveAttribute('aria-hidden', 'true');
    expect(picture).toHaveAttribute('src', OWN);
    expect(picture).toHaveAttribute('alt', '');
    expect(picture).toHaveAttribute('width', '48');
    expect(picture).toHaveAttribute('height', '48');
  });

  it('leaves the box to the default avatar, the same size, while there is no picture', () => {
    const { container } = render(<PlayerAvatar src={null} size={48} />);
    const { box, picture } = avatarIn(container);
    expect(picture).toBeNull();
    expect(box).toHaveStyle({ width: '48px', height: '48px' });
  });

  it('takes away a picture that fails to load, and tries a new picture again', () => {
    const { container, rerender } = render(<PlayerAvatar src={OWN} size={32} />);
    fireEvent.error(avatarIn(container).picture!);
    expect(avatarIn(container).picture).toBeNull();
    expect(avatarIn(container).box).toHaveStyle({ width: '32px', height: '32px' });

    rerender(<PlayerAvatar src="https://img.example/avatars/star.svg" size={32} />);
    expect(avatarIn(container).picture).toHaveAttribute('src', 'https://img.example/avatars/star.svg');
    // The picture that failed is not asked for again if it comes back.
    rerender(<PlayerAvatar src={OWN} size={32} />);
    expect(avatarIn(container).picture).toBeNull();
  });

  it('has the default avatar drawn by the stylesheet, as a local SVG (no request that could fail)', () => {
    const css = fs.readFileSync(path.join(process.cwd(), 'app/globals.css'), 'utf8');
    const rule = /\.player-avatar \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toMatch(/background:[^;]*url\("data:image\/svg\+xml,%3Csvg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 64 64'%3E[^"]*%3C\/svg%3E"\)/);
    expect(rule).toMatch(/rounded-full/);
  });
});
