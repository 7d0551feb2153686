// A text with the words the search matched marked (<mark>): either digit script, case or spelling.
import { matchedWords } from '#shared/search.ts';

export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  const words = matchedWords(text, terms);
  if (words.length === 0) return <>{text}</>;
  const parts: (string | { mark: string })[] = [];
  let last = 0;
  for (const [start, end] of words) {
    if (start > last) parts.push(text.slice(last, start));
    parts.push({ mark: text.slice(start, end) });
    last = end;
  }
  if (last < text.length) parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          <mark
            key={index}
            className="rounded bg-amber-200 px-0.5 text-inherit dark:bg-amber-800 dark:text-white"
          >
            {part.mark}
          </mark>
        ),
      )}
    </>
  );
}
