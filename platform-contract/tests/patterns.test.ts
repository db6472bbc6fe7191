/** @jest-environment node */
import { matchesPattern, PATTERN_RULES, withinLength } from '@site/platform-contract/patterns';

/** For every pattern id: values it must accept and values it must refuse. */
const CASES: Record<number, { ok: string[]; bad: string[] }> = {
  0: { ok: ['', 'anything at all', '中文 ✓'], bad: [] },
  1: { ok: ['player1', 'A', 'abc123'], bad: ['1player', '_x', 'pla yer', 'émile'] },
  2: { ok: ['张三', '张三123', '123'], bad: ['abc', '张 三', '張-1'] },
  3: { ok: ['a@b.co', 'first.last+tag@example.com'], bad: ['a@b', 'a b@c.com', '@example.com', 'a@.com'] },
  4: { ok: ['abc', '123', 'Ab12'], bad: ['ab c', 'ab_c', 'ñ'] },
  5: { ok: ['abc123', '1a'], bad: ['abcdef', '123456', 'abc 123', 'abc12!'] },
  6: { ok: ['0', '0123456789'], bad: ['12a', '12 3', '-1', ''] },
  7: { ok: ['Abc123', 'ABC'], bad: ['abc123', 'Abc 123', 'Abc!'] },
  8: { ok: ['John Smith', 'abc'], bad: ['John1', 'Jöhn', 'a-b'] },
  9: { ok: ['no-spaces!', 'a'], bad: ['a b', ' a', 'a\tb'] },
  10: { ok: ['你好，世界！', '中文'], bad: ['hello', '你好 world', '123'] },
  11: { ok: ['2026-11-25', '1999-01-31'], bad: ['2026-13-01', '25-11-2026', '2026/11/25', '2026-1-5'] },
  12: { ok: ['Nguyễn Văn A', 'José María', 'สมชาย ใจดี'], bad: ['John1', 'a_b', 'x!'] },
  13: { ok: ['11-25-2026', '01-01-1999'], bad: ['2026-11-25', '13-01-2026', '11/25/2026'] },
  14: { ok: ['Nguyễn123', 'abc', '123'], bad: ['a b', 'a-b', 'a!'] },
  15: { ok: ['홍길동', '한국어'], bad: ['홍길동1', 'Hong', '홍 길동'] },
  16: { ok: ['สมชาย'], bad: ['สมชาย ใจดี', 'abc', 'สมชาย1'] },
  17: { ok: ['สมชาย ใจดี', 'John Smith', 'สมชาย John'], bad: ['John1', 'สมชาย!', '홍'] },
  18: { ok: ['JOHN SMITH', 'A'], bad: ['John Smith', '   ', 'JOHN1'] },
  19: { ok: ['abc123!@#', 'P@ssw0rd'], bad: ['abc 123', 'ñ', '中文'] },
  20: { ok: ['Player#2026', 'Aa1!'], bad: ['player#2026', 'PLAYER#2026', 'Player2026', 'Player #2026'] },
  21: { ok: ['John Smith', 'Nguyễn Văn An', "Mary-Jane O'Neil"], bad: ['John', 'John  Smith', 'John Smith1', ' John Smith'] },
  22: { ok: ['やまだ', 'ヤマダ', '山田', '山田たろう'], bad: ['yamada', '山田 太郎', 'ﾔﾏﾀﾞ'] },
};

describe('registration pattern rules', () => {
  it('has the 23 ids 0 to 22, in order', () => {
    expect(PATTERN_RULES.map((r) => r.id)).toEqual(Array.from({ length: 23 }, (_, i) => i));
  });

  describe.each(PATTERN_RULES.map((r) => [r.id, r.description] as const))('pattern %i (%s)', (id) => {
    it.each(CASES[id]!.ok)('accepts %p', (value) => {
      expect(matchesPattern(value, String(id), id)).toBe(true);
    });
    if (CASES[id]!.bad.length > 0) {
      it.each(CASES[id]!.bad)('refuses %p', (value) => {
        expect(matchesPattern(value, String(id), id)).toBe(false);
      });
    }
  });

  it("treats '*' as anything and an unknown id as a refusal", () => {
    expect(matchesPattern('a b !', '*', 6)).toBe(true);
    expect(matchesPattern('abc', '99', 99)).toBe(false);
  });

  it('checks lengths in characters, with max 0 meaning no upper bound', () => {
    expect(withinLength('abc', 3, 3)).toBe(true);
    expect(withinLength('ab', 3, 10)).toBe(false);
    expect(withinLength('abcd', 1, 3)).toBe(false);
    expect(withinLength('x'.repeat(500), 1, 0)).toBe(true);
    expect(withinLength('😀😀', 2, 2)).toBe(true);
  });
});
