import { scriptOf } from '@boipoka/shared';
import type { ElementType, HTMLAttributes } from 'react';

export interface LangTextProps extends HTMLAttributes<HTMLElement> {
  /** Text the shop did not write (a title, an author, a name): shown as it is, marked with the language of its script. */
  text: string;
  as?: ElementType;
}

/**
 * User data in whichever script it was stored in, carrying its own `lang` ('bn' for Bangla script, 'en' for Latin), so a
 * screen reader reads শেষের কবিতা with a Bangla voice on an English page and 'The Kite Runner' with an English one on a
 * Bangla page. Every title, author and other stored text a page shows goes through this (the Bangla-page browser test
 * tells UI text from user data by it).
 */
export function LangText({ text, as: Tag = 'span', ...rest }: LangTextProps) {
  return (
    <Tag lang={scriptOf(text)} {...rest}>
      {text}
    </Tag>
  );
}
