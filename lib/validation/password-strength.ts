import { DEFAULT_PASSWORD_RULE, type FieldRuleDto } from '@site/platform-contract/accounts';
import { matchesPattern, withinLength } from '@site/platform-contract/patterns';

/**
 * How strong a password looks, for the register form's meter. It is graded only once the password passes the
 * rule the platform checks (the merchant's register config, else DEFAULT_PASSWORD_RULE): before that it is `refused`,
 * so the meter can never call strong a password the platform would refuse. Past the rule, length counts most, then the
 * kinds of characters; runs, repeats, the username and well-known words pull it down. Small on purpose (no dictionary
 * library): the register page loads it with the form.
 */
export type PasswordStrength = 'empty' | 'refused' | 'weak' | 'fair' | 'strong';

/** The rule a password is checked against: the merchant's, else the platform's default. */
export function passwordRule(configured: FieldRuleDto | undefined): FieldRuleDto {
  return configured ?? DEFAULT_PASSWORD_RULE;
}

/** Parts of passwords people pick first; a password built on one is weak whatever else it has. */
const COMMON_PARTS = ['password', 'passw0rd', 'qwerty', 'azerty', 'asdf', 'zxcv', 'letmein', 'welcome', 'admin', 'iloveyou', 'abc123', '123456', 'monkey', 'dragon'];

/** Four or more characters in a row that step by one (abcd, 4321) or repeat (aaaa). */
function hasRun(password: string): boolean {
  const codes = [...password.toLowerCase()].map((c) => c.codePointAt(0) ?? 0);
  let up = 1;
  let down = 1;
  let same = 1;
  for (let i = 1; i < codes.length; i += 1) {
    const step = codes[i]! - codes[i - 1]!;
    up = step === 1 ? up + 1 : 1;
    down = step === -1 ? down + 1 : 1;
    same = step === 0 ? same + 1 : 1;
    if (up >= 4 || down >= 4 || same >= 4) return true;
  }
  return false;
}

function kindsOfCharacters(password: string): number {
  let kinds = 0;
  if (/[a-z]/.test(password)) kinds += 1;
  if (/[A-Z]/.test(password)) kinds += 1;
  if (/\d/.test(password)) kinds += 1;
  if (/[^A-Za-z\d\s]/.test(password)) kinds += 1;
  return kinds;
}

export function passwordStrength(password: string, rule: FieldRuleDto, username = ''): PasswordStrength {
  if (password === '') return 'empty';
  if (!withinLength(password, rule.minLength, rule.maxLength) || !matchesPattern(password, rule.acceptedPattern, rule.patternId)) {
    return 'refused';
  }
  const length = [...password].length;
  const lower = password.toLowerCase();
  const name = username.trim().toLowerCase();
  if (length < 8 || (name.length >= 3 && lower.includes(name)) || COMMON_PARTS.some((part) => lower.includes(part))) return 'weak';

  let score = (length >= 12 ? 2 : 1) + (length >= 16 ? 1 : 0);
  const kinds = kindsOfCharacters(password);
  score += kinds >= 4 ? 2 : kinds === 3 ? 1 : 0;
  if (hasRun(password)) score -= 1;
  if (new Set(lower).size < length / 2) score -= 1;
  return score >= 4 ? 'strong' : score >= 2 ? 'fair' : 'weak';
}
