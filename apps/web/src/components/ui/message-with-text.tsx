import { Fragment, type ReactNode } from 'react';
import { LangText } from './lang-text';

/** A private-use character no catalogue message holds: marks where the stored text goes. */
const SLOT = '\uE000';

/**
 * A catalogue message with a stored text in it ('by {{author}}', 'লেখক: {{author}}'): the message stays in the page's
 * language and the stored text carries the `lang` of its own script. `message` is called with the placeholder to put.
 */
export function MessageWithText({
  message,
  text,
  render,
}: {
  message: (slot: string) => string;
  text: string;
  /** How the text is shown (a link); a LangText by default. */ render?: (text: string) => ReactNode;
}) {
  const parts = message(SLOT).split(SLOT);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 && (render ? render(text) : <LangText text={text} />)}
        </Fragment>
      ))}
    </>
  );
}
