// A text with the searched words marked (<mark>), found in either digit script and either case.
import { termPattern } from '#shared/search.ts';

export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  const pattern = termPattern(terms);
  if (!pattern) return <>{text}</>;
  const parts: (string | { mark: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ mark: match[0] });
    last = match.index + match[0].length;
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
