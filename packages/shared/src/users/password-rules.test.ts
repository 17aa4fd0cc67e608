import { describe, expect, it } from 'vitest';
import { checkPasswordChange, PASSWORD_CHANGE_MESSAGES, passwordStrengthLabel, passwordStrengthScore } from './password-rules';
import { registerInput, updatePasswordInput } from './user-schemas';

describe('password strength', () => {
  it.each([
    ['', 0],
    ['abcdef', 0],
    ['abcdefg', 1],
    ['abcdefghijk', 2],
    ['Abcdefghijk', 3],
    ['Abcdefghij1', 4],
    ['Abcdefghij1!', 5],
    ['A1!', 3],
  ])('%s scores %i', (password, score) => {
    expect(passwordStrengthScore(password)).toBe(score);
  });

  it('labels 0-2 Weak, 3 Medium, 4-5 Strong', () => {
    expect([0, 1, 2, 3, 4, 5].map(passwordStrengthLabel)).toEqual(['Weak', 'Weak', 'Weak', 'Medium', 'Strong', 'Strong']);
  });
});

describe('password change rules, in order', () => {
  const fields = (currentPassword: string, newPassword: string, confirmPassword: string) => checkPasswordChange({ currentPassword, newPassword, confirmPassword });

  it('checks required, then length, then match, then difference', () => {
    // Every rule is broken at once: the first one wins.
    expect(fields('', '123', '456')).toBe(PASSWORD_CHANGE_MESSAGES.allRequired);
    expect(fields('old-pass', '123', '456')).toBe(PASSWORD_CHANGE_MESSAGES.tooShort);
    expect(fields('old-pass', '123456', '654321')).toBe(PASSWORD_CHANGE_MESSAGES.mismatch);
    expect(fields('old-pass', 'old-pass', 'old-pass')).toBe(PASSWORD_CHANGE_MESSAGES.sameAsCurrent);
    expect(fields('old-pass', 'new-pass', 'new-pass')).toBeNull();
    expect(PASSWORD_CHANGE_MESSAGES.tooShort).toBe('New password must be at least 6 characters long');
  });

  it('the server schema uses the same messages', () => {
    expect(updatePasswordInput.safeParse({ currentPassword: 'x', newPassword: '123' }).error?.issues[0]?.message).toBe(PASSWORD_CHANGE_MESSAGES.tooShort);
    expect(updatePasswordInput.safeParse({ newPassword: '123456' }).error?.issues[0]?.message).toBe(PASSWORD_CHANGE_MESSAGES.allRequired);
  });

  it('registration refuses short passwords and any role but user', () => {
    expect(registerInput.safeParse({ name: 'A', email: 'a@b.co', password: '12345' }).error?.issues[0]?.message).toBe('Password must be at least 6 characters long');
    expect(registerInput.safeParse({ name: 'A', email: 'a@b.co', password: '123456', role: 'admin' }).success).toBe(false);
    expect(registerInput.parse({ name: 'A', email: 'A@B.co', password: '123456' }).email).toBe('a@b.co');
  });
});
