import { scriptOf } from '@boipoka/shared';

type Block = { kind: 'heading' | 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/**
 * A text the owner wrote in Settings (a policy page, the shop's claims), in its plain form: blank lines between
 * paragraphs, `## ` starting a heading line, `- ` starting the lines of a list; a single line break stays a line break.
 */
export function textBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: string[] | null = null;
  const end = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') });
    if (list) blocks.push({ kind: 'list', items: list });
    paragraph = [];
    list = null;
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) end();
    else if (line.startsWith('## ')) {
      end();
      blocks.push({ kind: 'heading', text: line.slice(3).trim() });
    } else if (line.startsWith('- ')) {
      if (paragraph.length) end();
      (list ??= []).push(line.slice(2).trim());
    } else if (list) list[list.length - 1] += `\n${line}`;
    else paragraph.push(line);
  }
  end();
  return blocks;
}

/**
 * Shows such a text as headings, paragraphs and lists. Only text: React escapes it, so an owner's `<script>` is shown as
 * written, never run. Each block carries the `lang` of its script (an English policy on a Bangla page is read as English).
 */
export function PlainText({ text, className = '' }: { text: string; className?: string }) {
  return (
    <div className={className}>
      {textBlocks(text).map((block, index) =>
        block.kind === 'heading' ? (
          <h2 key={index} lang={scriptOf(block.text)} className="mt-8 text-xl font-bold text-stone-900 first:mt-0">
            {block.text}
          </h2>
        ) : block.kind === 'list' ? (
          <ul key={index} className="mt-3 list-disc space-y-2 pl-6">
            {block.items.map((item, i) => (
              <li key={i} lang={scriptOf(item)} className="whitespace-pre-line">
                {item}
              </li>
            ))}
          </ul>
        ) : (
          <p key={index} lang={scriptOf(block.text)} className="mt-3 whitespace-pre-line first:mt-0">
            {block.text}
          </p>
        ),
      )}
    </div>
  );
}
