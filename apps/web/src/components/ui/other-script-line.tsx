import { LangText } from './lang-text';

/**
 * The other-script form of a title or name, under the one the page leads with: smaller and muted, with its own `lang`.
 * Renders nothing when there is none.
 */
export function OtherScriptLine({ text, className = 'text-xs', as = 'p' }: { text: string | undefined; /** Size and spacing (muted colour always). */ className?: string; as?: 'p' | 'span' | 'div' }) {
  if (!text) return null;
  return <LangText as={as} text={text} className={`text-stone-500 ${className}`} />;
}
