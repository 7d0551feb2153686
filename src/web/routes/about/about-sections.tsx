// The About page's text sections (product.md section 2): hero banner, introduction, our story and the
// chairperson's message with the 'Chairperson' label and portrait. Texts come from the API; the
// headings fall back to the dictionaries when a text is missing there. The introduction, story and
// message are rich text (ADR 031): sanitised HTML, rendered on the server by RichText, no script.
import type { AboutContent } from '#shared/contract/site.ts';
import { ErrorState } from '#web/components/error-state/error-state.tsx';
import { localized } from '#web/lib/format/localized.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { PersonPhoto } from '#web/components/person-photo/person-photo.tsx';
import { RichText } from '#web/components/rich-text/rich-text.tsx';

export function AboutHero({ about }: { about: AboutContent | null }) {
  const { t, lang } = useI18n();
  const title = (about && localized(about, 'hero_title', lang)) || t('pages.about.title');
  const subtitle = (about && localized(about, 'hero_subtitle', lang)) || t('pages.about.hero_subtitle');
  return (
    <div className="relative isolate overflow-hidden bg-gradient-to-br from-rose-950 via-rose-900 to-rose-800 text-white dark:from-slate-950 dark:via-rose-950 dark:to-slate-900">
      {/* A quiet pattern of temple roofs: decoration only. */}
      <svg
        aria-hidden="true"
        focusable="false"
        className="absolute inset-0 -z-10 h-full w-full opacity-10"
        preserveAspectRatio="xMidYMid slice"
      >
        <defs>
          <pattern id="about-roofs" width="80" height="60" patternUnits="userSpaceOnUse">
            <path d="M10 40 40 22l30 18M18 52 40 38l22 14" fill="none" stroke="#f2c14e" strokeWidth="2" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill="url(#about-roofs)" />
      </svg>
      <div className="mx-auto w-full max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <p className="text-sm font-semibold tracking-wider text-amber-200 uppercase">
          {t('pages.about.title')}
        </p>
        <h1 className="mt-2 max-w-3xl text-3xl font-semibold tracking-tight sm:text-5xl">{title}</h1>
        <div aria-hidden="true" className="mt-4 h-1 w-16 rounded-full bg-amber-400" />
        <p className="mt-5 max-w-2xl text-lg text-rose-50 sm:text-xl">{subtitle}</p>
      </div>
    </div>
  );
}

type AboutTextKey =
  | 'intro_title'
  | 'intro_text'
  | 'story_title'
  | 'story_text'
  | 'message_title'
  | 'message_text'
  | 'chairperson_name'
  | 'chairperson_position';

export function AboutTexts({ about }: { about: AboutContent | null }) {
  const { t, lang } = useI18n();
  if (!about) return <ErrorState message="controls.retrieve_failed" className="mt-10" />;
  const text = (key: AboutTextKey) => localized(about, key, lang);
  const blocks = [
    {
      id: 'about-intro',
      title: text('intro_title') || t('pages.about.intro_title'),
      body: text('intro_text'),
    },
    {
      id: 'about-story',
      title: text('story_title') || t('pages.about.story_title'),
      body: text('story_text'),
    },
  ].filter((block) => block.body);
  const message = text('message_text');
  const name = text('chairperson_name');
  const position = text('chairperson_position');

  return (
    <>
      {blocks.length > 0 ? (
        <div className="mt-12 grid gap-8 lg:grid-cols-2">
          {blocks.map((block) => (
            <section
              key={block.id}
              aria-labelledby={block.id}
              className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900"
            >
              <h2 id={block.id} className="text-2xl font-semibold text-slate-900 dark:text-white">
                {block.title}
              </h2>
              <div aria-hidden="true" className="mt-3 h-1 w-12 rounded-full bg-amber-500 dark:bg-amber-400" />
              <RichText html={block.body} className="mt-4" />
            </section>
          ))}
        </div>
      ) : null}

      {message ? (
        <section
          aria-labelledby="about-message"
          className="mt-12 overflow-hidden rounded-lg border border-slate-200 bg-amber-50/60 shadow-sm dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="grid gap-8 p-6 sm:p-10 md:grid-cols-[auto_1fr] md:items-start">
            <figure className="flex flex-col items-center text-center md:w-56">
              <PersonPhoto src={about.chairperson_image} size={176} />
              <figcaption className="mt-4">
                <span className="inline-block rounded-full bg-rose-800 px-3 py-0.5 text-sm font-semibold text-white dark:bg-rose-300 dark:text-slate-950">
                  {t('pages.about.chairperson')}
                </span>
                {name ? (
                  <span className="mt-2 block text-lg font-semibold text-slate-900 dark:text-white">
                    {name}
                  </span>
                ) : null}
                {position ? (
                  <span className="block text-slate-700 dark:text-slate-300">{position}</span>
                ) : null}
              </figcaption>
            </figure>
            <div>
              <h2 id="about-message" className="text-2xl font-semibold text-slate-900 dark:text-white">
                {text('message_title') || t('pages.about.message_title')}
              </h2>
              <div aria-hidden="true" className="mt-3 h-1 w-12 rounded-full bg-amber-500 dark:bg-amber-400" />
              <blockquote className="relative mt-6 border-l-4 border-rose-800 pl-5 dark:border-rose-300">
                <RichText html={message} />
              </blockquote>
            </div>
          </div>
        </section>
      ) : null}
    </>
  );
}
