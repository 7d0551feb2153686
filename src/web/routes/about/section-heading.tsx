// A section's h2 with the gold rule the site's page headings use, and an optional intro line.
export function SectionHeading({
  id,
  title,
  intro,
  centred = false,
}: {
  id: string;
  title: string;
  intro?: string;
  centred?: boolean;
}) {
  return (
    <div className={`mb-8 max-w-3xl ${centred ? 'mx-auto text-center' : ''}`}>
      <h2
        id={id}
        className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
      >
        {title}
      </h2>
      <div
        aria-hidden="true"
        className={`mt-3 h-1 w-14 rounded-full bg-amber-500 dark:bg-amber-400 ${centred ? 'mx-auto' : ''}`}
      />
      {intro ? <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{intro}</p> : null}
    </div>
  );
}
