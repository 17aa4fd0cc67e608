import type { LucideIcon } from 'lucide-react';
import type { MouseEvent } from 'react';

export interface ToggleIconButtonProps {
  pressed: boolean;
  onToggle: (event: MouseEvent<HTMLButtonElement>) => void;
  /** What the button does, e.g. 'Add to wishlist'; the pressed state is announced by aria-pressed. */
  label: string;
  icon: LucideIcon;
  /** Fill colour class for the pressed icon. */
  pressedClassName?: string;
  className?: string;
}

/** A heart / bookmark / like toggle: an icon button with aria-pressed. */
export function ToggleIconButton({ pressed, onToggle, label, icon: Icon, pressedClassName = 'fill-accent-500 text-accent-500', className = '' }: ToggleIconButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      onClick={onToggle}
      className={`inline-flex h-9 w-9 items-center justify-center rounded-full bg-white/90 text-stone-600 shadow-sm ring-1 ring-stone-200 transition hover:text-accent-600 ${className}`}
    >
      <Icon aria-hidden="true" className={`h-5 w-5 ${pressed ? pressedClassName : ''}`} />
    </button>
  );
}
