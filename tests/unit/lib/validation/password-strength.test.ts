import fc from 'fast-check';
import { DEFAULT_PASSWORD_RULE, type FieldRuleDto } from '@site/platform-contract/accounts';
import { matchesPattern, withinLength } from '@site/platform-contract/patterns';
import { passwordRule, passwordStrength } from '@/lib/validation/password-strength';

/** The platform's own check of a password (sandbox/lib/fields.ts passes()): length, then the pattern. */
const platformAccepts = (password: string, rule: FieldRuleDto) =>
  withinLength(password, rule.minLength, rule.maxLength) && matchesPattern(password, rule.acceptedPattern, rule.patternId);

const ruleOf = (patternId: number, minLength: number, maxLength: number): FieldRuleDto => ({
  enabled: true,
  required: true,
  acceptedPattern: patternId === 0 ? '*' : String(patternId),
  patternId,
  minLength,
  maxLength,
});

/** The seed's rule (pattern 20, 6–20) and others a merchant may configure. */
const RULES = [DEFAULT_PASSWORD_RULE, ruleOf(20, 8, 32), ruleOf(5, 6, 16), ruleOf(19, 6, 20), ruleOf(0, 6, 0), ruleOf(4, 8, 12)];

describe('password strength (the meter matches the server rule)', () => {
  it('grades a password only once the platform would take it', () => {
    const rule = DEFAULT_PASSWORD_RULE;
    expect(passwordStrength('', rule)).toBe('empty');
    expect(passwordStrength('password', rule)).toBe('refused');
    // Long, varied, but no symbol: pattern 20 refuses it, so the meter does too.
    expect(passwordStrength('CorrectHorseBattery9', rule)).toBe('refused');
    // Strong-looking but longer than 20: refused.
    expect(passwordStrength('Tr0ub4dor&3-Tr0ub4dor&3', rule)).toBe('refused');
    expect(passwordStrength('Aa1!bc', rule)).toBe('weak');
    expect(passwordStrength('Secret#2026', rule)).toBe('fair');
    expect(passwordStrength('Gx7!mq2#Lp9vW', rule)).toBe('strong');
  });

  it('pulls down well-known words, runs, repeats and the username', () => {
    const rule = DEFAULT_PASSWORD_RULE;
    expect(passwordStrength('Password#2026xyz', rule)).toBe('weak');
    expect(passwordStrength('Qwerty!9876543x', rule)).toBe('weak');
    expect(passwordStrength('Newplayer1#Zk82', rule, 'newplayer1')).toBe('weak');
    expect(passwordStrength('Abcd1234!xyzW', rule)).not.toBe('strong');
    expect(passwordStrength('Aaaa!1111aaaa', rule)).not.toBe('strong');
  });

  it('uses the merchant rule, else the platform default', () => {
    expect(passwordRule(undefined)).toBe(DEFAULT_PASSWORD_RULE);
    const digits = ruleOf(6, 6, 6);
    expect(passwordRule(digits)).toBe(digits);
    expect(passwordStrength('123456', digits)).toBe('weak');
    expect(passwordStrength('Gx7!mq2#Lp9vW', digits)).toBe('refused');
  });

  it('never calls strong, or anything but refused, a password the platform refuses (any rule, any text)', () => {
    const anyText = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 30 }),
      fc.stringMatching(/^[A-Za-z0-9!#$%&*@^]{0,36}$/),
    );
    fc.assert(
      fc.property(fc.constantFrom(...RULES), anyText, fc.string({ maxLength: 16 }), (rule, password, username) => {
        const grade = passwordStrength(password, rule, username);
        if (password === '') return grade === 'empty';
        return platformAccepts(password, rule) ? grade !== 'refused' : grade === 'refused';
      }),
      { numRuns: 2000 },
    );
  });
});
