import { passwordStrengthLabel, passwordStrengthScore, type PasswordStrengthLabel } from '@boipoka/shared';
import { t } from '../../../lib/i18n';
import '../messages';

const SEGMENTS = 5;

/** Bar and text colours per label: Weak red, Medium yellow, Strong green (SPEC §5). */
export const STRENGTH_COLOURS: Record<PasswordStrengthLabel, { bar: string; text: string }> = {
  Weak: { bar: 'bg-red-500', text: 'text-red-700' },
  Medium: { bar: 'bg-yellow-400', text: 'text-yellow-800' },
  Strong: { bar: 'bg-green-600', text: 'text-green-700' },
};

/** The 5-point strength bar of the registration form. Advice only; hidden until the shopper types. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const score = passwordStrengthScore(password);
  const label = passwordStrengthLabel(score);
  const colours = STRENGTH_COLOURS[label];
  return (
    <div className="mt-2" data-testid="password-strength" data-strength={label}>
      <div className="flex gap-1" aria-hidden="true">
        {Array.from({ length: SEGMENTS }, (_, index) => (
          <span key={index} data-filled={index < score} className={`h-1.5 flex-1 rounded-full ${index < score ? colours.bar : 'bg-stone-200'}`} />
        ))}
      </div>
      <p className={`mt-1 text-xs font-medium ${colours.text}`} aria-live="polite">
        {t('auth:register.strength', { label: t(`auth:register.strengthLabel.${label}`) })}
      </p>
    </div>
  );
}
