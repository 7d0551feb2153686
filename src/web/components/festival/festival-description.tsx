// A festival's description as the detail page and the detail panel show it: one paragraph per line,
// the 'history and mythology' line as a sub-heading.
import { descriptionLines } from './description-lines.ts';

export function FestivalDescription({ text, headingLevel = 2 }: { text: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="flex flex-col gap-4 text-lg leading-relaxed break-words text-slate-800 dark:text-slate-200">
      {descriptionLines(text).map((line, index) =>
        line.kind === 'heading' ? (
          <Heading
            key={index}
            className="mt-4 text-2xl leading-snug font-semibold text-rose-900 dark:text-rose-200"
          >
            {line.text}
          </Heading>
        ) : (
          <p key={index}>{line.text}</p>
        ),
      )}
    </div>
  );
}
