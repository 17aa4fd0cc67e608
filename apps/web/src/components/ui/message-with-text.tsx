import { Fragment, type ReactNode } from 'react';
import { LangText } from './lang-text';

/** A private-use character no catalogue message holds: marks where the stored text goes. */
const SLOT = '\uE000';
/** Closes a numbered slot of MessageWithTexts. */
const SLOT_END = '\uE001';
const SLOTS = /\uE000(\d+)\uE001/;

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

/**
 * A catalogue message with several stored texts in it ('{{name}} cancelled order {{order}}'): each goes into its own
 * slot and is shown as a LangText, the message around them stays in the page's language.
 */
export function MessageWithTexts({ message, texts }: { message: (slots: Record<string, string>) => string; texts: Record<string, string> }) {
  const names = Object.keys(texts);
  const slots = Object.fromEntries(names.map((name, index) => [name, `${SLOT}${index}${SLOT_END}`]));
  // split with a group: even parts are the message's own text, odd ones the index of a stored text.
  const parts = message(slots).split(SLOTS);
  return <>{parts.map((part, index) => (index % 2 === 0 ? <Fragment key={index}>{part}</Fragment> : <LangText key={index} text={texts[names[Number(part)]!]!} />))}</>;
}
