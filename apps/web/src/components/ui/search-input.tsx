import { Search } from 'lucide-react';
import { useId, type Ref } from 'react';
import { inputClasses } from './input-classes';

export interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  /** The accessible name (a visually hidden label). */
  label: string;
  placeholder?: string;
  /** md for page-level searches, sm for the denser dashboard tables. */
  size?: 'md' | 'sm';
  className?: string;
  id?: string;
  /** The field's name when it is part of a form that works without the app (a GET search). */
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A search box with its magnifier icon and a label for screen readers. */
export function SearchInput({ value, onChange, label, placeholder, size = 'md', className = '', id, name, inputRef }: SearchInputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const icon = size === 'md' ? 'h-5 w-5' : 'h-4 w-4';
  return (
    <div className={`relative ${className}`}>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <Search aria-hidden="true" className={`pointer-events-none absolute top-1/2 left-3 ${icon} -translate-y-1/2 text-stone-500`} />
      <input
        ref={inputRef}
        id={inputId}
        name={name}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        className={`${inputClasses} ${size === 'md' ? 'pl-10' : 'pl-9'}`}
      />
    </div>
  );
}
