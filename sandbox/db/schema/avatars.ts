/** Migration 26: avatars. The pictures a merchant offers (the icon call) and which one is each member's (the avatar call). */
export const AVATARS_SCHEMA = `
-- A merchant's avatar pictures (MemberPath.AVATAR_ICONS): the id the avatar call names, and the image's path on the
-- sandbox's CDN (/cdn/avatars/…), made absolute when answered.
CREATE TABLE avatar_icons (
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  id TEXT NOT NULL,
  image_path TEXT NOT NULL,
  sort INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, id)
);

-- The member's picture among the merchant's avatar_icons (MemberPath.PLAYER_AVATAR); NULL while they have none.
ALTER TABLE members ADD COLUMN avatar TEXT;
`;
