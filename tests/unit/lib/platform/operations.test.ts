/** @jest-environment node */
import { AgentPath, GamesPath, SystemPath, WalletPath } from '@site/platform-contract';
import { platformOperation } from '@/lib/platform/operations';

/** A platform call's operation label (lib/platform/operations.ts): the contract's key for its path, or "other". */
it('names a call by the contract key of its path, with or without the leading slash', () => {
  expect(platformOperation(SystemPath.STATUS)).toBe('SystemPath.STATUS');
  expect(platformOperation(SystemPath.STATUS.slice(1))).toBe('SystemPath.STATUS');
  expect(platformOperation(WalletPath.DEPOSITS)).toBe('WalletPath.DEPOSITS');
  expect(platformOperation(GamesPath.GAME_LIST)).toBe('GamesPath.GAME_LIST');
  const [key, path] = Object.entries(AgentPath)[0] ?? [];
  expect(platformOperation(String(path))).toBe(`AgentPath.${key}`);
});

it('names a path no contract table holds "other", never by its address', () => {
  expect(platformOperation('/wps/member/player1/secret')).toBe('other');
  expect(platformOperation('')).toBe('other');
});
