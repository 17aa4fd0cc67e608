import { Fragment, type ReactNode } from 'react';
import { t, type MessageValues } from './i18n';

const MARK = '\u2063';

/**
 * A message with parts that are elements, not text: `tRich('dashboard:welcome.title', {}, { name: <LangText text={name} /> })`.
 * Used where user data sits inside a sentence and must carry its own `lang`.
 */
export function tRich(key: string, values: MessageValues, nodes: Record<string, ReactNode>): ReactNode {
  const names = Object.keys(nodes);
  const marked: MessageValues = { ...values };
  names.forEach((name, index) => {
    marked[name] = `${MARK}${index}${MARK}`;
  });
  const parts = t(key, marked).split(MARK);
  return parts.map((part, index) => {
    if (index % 2 === 0) return part ? <Fragment key={index}>{part}</Fragment> : null;
    return <Fragment key={index}>{nodes[names[Number(part)]!]}</Fragment>;
  });
}
