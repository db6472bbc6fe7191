/**
 * A member's frame: the page a signed-in member gets on the home page and the game catalogues, which the server draws
 * from nothing of the member's but the member type and the sign-in time (the balance, the name, favourites and every
 * other piece of the member's data are read in the browser). So it is drawn once per merchant, language, address,
 * member type and build, with placeholders for the nonce and the sign-in time, and each member's response gets its own
 * of both. It is a cache of its own, apart from the visitors' pages (a visitor never gets a frame and a member never
 * gets a visitor's page), and its render runs with no session at all: a member made up of the type alone
 * (`frameMember`), with no token, so nothing of any real member can reach it.
 *
 * Only the routes listed here are drawn as frames; every other page of a member renders for that member, as before.
 * A page joins the list only if its server render reads nothing of the member but `memberType` and `signedInAt`.
 */
import { CATALOGUES } from '@/lib/games/catalogue';

/** Says whether a member's page came from the frame cache ("hit") or was drawn for it ("miss"). */
export const FRAME_HEADER = 'x-member-frame';

/** The routes a member gets as a frame: the home page, the lobby and the game lists. */
const FRAME_ROUTES: ReadonlySet<string> = new Set(['/', '/games', ...CATALOGUES.map((c) => c.route), '/hot', '/favorite', '/lottery', '/vnlottery']);

export function isFrameRoute(route: string): boolean {
  return FRAME_ROUTES.has(route);
}

/** What a frame's render knows of "the member": its type, and a placeholder for the sign-in time. No token, no account. */
export interface FrameMember {
  token: '';
  merchant: string;
  account: '';
  memberType: number;
  signedInAt: number;
}

export function frameMember(merchant: string, frame: { memberType: number; signedInAt: number }): FrameMember {
  return { token: '', merchant, account: '', memberType: frame.memberType, signedInAt: frame.signedInAt };
}

/** The key part that keeps frames apart from visitors' pages and from frames of another member type. */
export function frameKeyPart(memberType: number): string {
  return `member-frame:${memberType}`;
}
