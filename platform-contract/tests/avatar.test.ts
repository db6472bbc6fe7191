/** @jest-environment node */
import { avatarIconsAnswer, playerAvatarAnswer, readAvatarIcons, readPlayerAvatar } from '@site/platform-contract/answers/avatar';
import { AVATAR_ICONS_MAX } from '@site/platform-contract/member';

/** The avatar calls' answers, as the site reads them and the sandbox must give them (member.ts explains the shapes). */

const icon = (id: string, url = `https://img.example/avatars/${id}.svg`) => ({ id, url });

describe('the avatar answer', () => {
  it('is the id of the player’s picture, or null for none', () => {
    expect(readPlayerAvatar({ avatar: '2' })).toEqual({ avatar: '2' });
    expect(readPlayerAvatar({ avatar: 'gold_crown-2' })).toEqual({ avatar: 'gold_crown-2' });
    expect(readPlayerAvatar({ avatar: null })).toEqual({ avatar: null });
  });

  it('refuses a missing, mistyped or malformed id, and what is not an object', () => {
    for (const value of [{}, { avatar: 2 }, { avatar: '' }, { avatar: 'a b' }, { avatar: '../2' }, { avatar: 'x'.repeat(65) }, null, undefined, '2', []]) {
      expect(playerAvatarAnswer().isValidSync(value)).toBe(false);
      expect(readPlayerAvatar(value)).toBeNull();
    }
  });
});

describe('the icon answer', () => {
  it('lists pictures, each an id and an http(s) image address, and keeps nothing else', () => {
    expect(readAvatarIcons({ icons: [] })).toEqual({ icons: [] });
    expect(readAvatarIcons({ icons: [{ ...icon('1'), extra: '<script>' }, icon('2', 'http://localhost:4000/cdn/avatars/crown.svg')] })).toEqual({
      icons: [icon('1'), icon('2', 'http://localhost:4000/cdn/avatars/crown.svg')],
    });
    expect(readAvatarIcons({ icons: Array.from({ length: AVATAR_ICONS_MAX }, (_, i) => icon(String(i))) })?.icons).toHaveLength(AVATAR_ICONS_MAX);
  });

  it('refuses other addresses, ids, shapes and more than AVATAR_ICONS_MAX pictures', () => {
    const bad = [
      { icons: [icon('1', 'javascript:alert(1)')] },
      { icons: [icon('1', 'data:image/svg+xml,<svg/>')] },
      { icons: [icon('1', '/cdn/avatars/star.svg')] },
      { icons: [icon('1', 'https://img.example/a b.svg')] },
      { icons: [icon('1', `https://img.example/${'a'.repeat(2048)}`)] },
      { icons: [icon('a/b')] },
      { icons: [{ id: 1, url: 'https://img.example/1.svg' }] },
      { icons: [{ id: '1' }] },
      { icons: [null] },
      { icons: 'star' },
      { icons: Array.from({ length: AVATAR_ICONS_MAX + 1 }, (_, i) => icon(String(i))) },
      {},
      null,
    ];
    for (const value of bad) {
      expect(avatarIconsAnswer().isValidSync(value)).toBe(false);
      expect(readAvatarIcons(value)).toBeNull();
    }
  });
});
