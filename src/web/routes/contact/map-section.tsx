// The head office's map (product.md section 2): an embedded map from the settings, loaded lazily (it is
// below the fold and third-party), in a box of fixed aspect ratio so nothing shifts, with a title
// for screen readers and a plain link for those who cannot use the frame.
import { useI18n } from '#web/lib/i18n/language-context.tsx';

export function MapSection({ url, title }: { url: string; title: string }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="contact-map-title" className="mt-12">
      <h2 id="contact-map-title" className="text-2xl font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      <div className="mt-4 h-80 overflow-hidden rounded-lg border border-slate-200 bg-slate-100 sm:h-96 dark:border-slate-700 dark:bg-slate-800">
        <iframe
          src={url}
          title={t('forms.contact.map_frame_title')}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          className="h-full w-full border-0"
        />
      </div>
      <p className="mt-2">
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-rose-800 underline underline-offset-2 hover:text-rose-950 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500 dark:text-rose-300 dark:hover:text-rose-200 dark:focus-visible:outline-amber-300"
        >
          {t('forms.contact.map_open')}
        </a>
      </p>
    </section>
  );
}
