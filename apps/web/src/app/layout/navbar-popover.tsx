import { useId, useRef, useState, type ReactNode } from 'react';
import { useDismiss } from '../../lib/use-dismiss';

export interface NavbarPopoverProps {
  /** The trigger's accessible name. */
  label: string;
  /** What the trigger shows (an icon, a count). */
  trigger: ReactNode;
  children: (close: () => void) => ReactNode;
  panelClassName?: string;
}

/** A button that opens a small panel below it; closes on outside click, Escape (focus returns) and on its links. */
export function NavbarPopover({ label, trigger, children, panelClassName = 'w-72' }: NavbarPopoverProps) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = () => setOpen(false);
  useDismiss(containerRef, open, close, buttonRef);
  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="relative inline-flex h-10 w-10 items-center justify-center rounded-full text-stone-700 hover:bg-brand-50 hover:text-brand-700"
      >
        {trigger}
      </button>
      <div
        id={panelId}
        role="region"
        aria-label={label}
        hidden={!open}
        className={`absolute right-0 z-50 mt-2 max-w-[calc(100vw-2rem)] rounded-xl border border-stone-200 bg-white p-4 shadow-xl ${panelClassName}`}
      >
        {open && children(close)}
      </div>
    </div>
  );
}
