export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;

export type PasswordStrengthLabel = 'Weak' | 'Medium' | 'Strong';

/** One point each: length over 6, length over 10, an uppercase letter, a digit, a non-alphanumeric character. */
export function passwordStrengthScore(password: string): number {
  let score = 0;
  if (password.length > 6) score++;
  if (password.length > 10) score++;
  if (/[A-Z]/.test(password)) score++;
  if (/[0-9]/.test(password)) score++;
  if (/[^A-Za-z0-9]/.test(password)) score++;
  return score;
}

/** 0-2 Weak (red), 3 Medium (yellow), 4-5 Strong (green). Advice only. */
export function passwordStrengthLabel(score: number): PasswordStrengthLabel {
  if (score <= 2) return 'Weak';
  if (score === 3) return 'Medium';
  return 'Strong';
}

export const PASSWORD_CHANGE_MESSAGES = {
  allRequired: 'All fields are required',
  tooShort: 'New password must be at least 6 characters long',
  mismatch: 'New passwords do not match',
  sameAsCurrent: 'New password must be different from current password',
} as const;

export interface PasswordChangeFields {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The four checks of the Change Password page, in the order the shop states them. Returns the first failure. */
export function checkPasswordChange(fields: PasswordChangeFields): string | null {
  const { currentPassword, newPassword, confirmPassword } = fields;
  if (!currentPassword || !newPassword || !confirmPassword) return PASSWORD_CHANGE_MESSAGES.allRequired;
  if (newPassword.length < MIN_PASSWORD_LENGTH) return PASSWORD_CHANGE_MESSAGES.tooShort;
  if (newPassword !== confirmPassword) return PASSWORD_CHANGE_MESSAGES.mismatch;
  if (newPassword === currentPassword) return PASSWORD_CHANGE_MESSAGES.sameAsCurrent;
  return null;
}
