// /search?q=&type=&page= (issue 13): the site search in both languages at once. A plain GET form, so
// it works without JavaScript; the kinds of result are links with their counts; 10 a page. When nothing
// is found, a "did you mean" link to the nearest spelling that finds something (ADR 043).
import type { Route } from './+types/route.ts';
import { Form, Link, data, useLoaderData } from 'react-router';
import type { SearchResponse } from '#shared/contract/search.ts';
import { formatDate } from '#shared/calendar/index.ts';
import { searchResultPath } from '#shared/item-paths.ts';
import { SEARCH_TYPES, type SearchType } from '#shared/search.ts';
import { ErrorState } from '#web/components/error-state/error-state.tsx';
import { Pagination } from '#web/components/pagination/pagination.tsx';
import { PreviewTags } from '#web/components/seo/seo-head.tsx';
import { browserApiReader, endpoints, serverApiReader, type ApiRead } from '#web/lib/api/api-reader.ts';
import { localized } from '#web/lib/format/localized.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { failureStatus } from '#web/lib/list/load-list.ts';
import { readPage } from '#web/lib/list/page-param.ts';
import { Highlighted } from './highlight.tsx';

const SEARCH_PAGE_SIZE = 10;

type SearchData =
  | { state: 'ok'; q: string; type: SearchType | null; answer: SearchResponse }
  | { state: 'error'; q: string; type: SearchType | null; status: number };

async function load(read: ApiRead, url: string): Promise<SearchData> {
  const params = new URL(url).searchParams;
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const rawType = params.get('type');
  const type = SEARCH_TYPES.includes(rawType as SearchType) ? (rawType as SearchType) : null;
  try {
    const answer = await read(
      endpoints.search(q, type ?? undefined, { page: readPage(url), pageSize: SEARCH_PAGE_SIZE }),
    );
    return { state: 'ok', q, type, answer };
  } catch (error) {
    return { state: 'error', q, type, status: failureStatus(error) };
  }
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const result = await load(serverApiReader(context), request.url);
  return data(result, { status: result.state === 'error' ? result.status : 200 });
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return load(browserApiReader(), request.url);
}

const typeLink = (q: string, type: SearchType | null) =>
  `/search?${new URLSearchParams({ q, ...(type ? { type } : {}) }).toString()}`;

const tabStyle =
  'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-800 dark:focus-visible:outline-amber-300';

export default function SearchPage() {
  const result = useLoaderData<typeof clientLoader>();
  const { t } = useI18n();
  const { q, type } = result;
  const title = q
    ? `${q} | ${t('search.title')} | ${t('site.name')}`
    : `${t('search.title')} | ${t('site.name')}`;
  return (
    <main id="main" className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <title>{title}</title>
      <PreviewTags title={title} description={t('search.description')} />
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {t('search.title')}
      </h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{t('search.intro')}</p>
      <Form
        method="get"
        action="/search"
        role="search"
        aria-label={t('search.title')}
        className="mt-6 flex flex-wrap gap-2"
      >
        <label htmlFor="search-page-q" className="sr-only">
          {t('search.label')}
        </label>
        <input
          id="search-page-q"
          name="q"
          type="search"
          defaultValue={q}
          key={q}
          maxLength={100}
          className="min-h-11 min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-3 text-lg text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100"
        />
        {type ? <input type="hidden" name="type" value={type} /> : null}
        <button
          type="submit"
          className="min-h-11 rounded-md bg-rose-800 px-5 font-semibold text-white hover:bg-rose-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-800 dark:bg-rose-300 dark:text-slate-950 dark:hover:bg-rose-200 dark:focus-visible:outline-amber-300"
        >
          {t('search.button')}
        </button>
      </Form>
      {result.state === 'error' ? (
        <div className="mt-8">
          <ErrorState message="controls.retrieve_failed" />
        </div>
      ) : q ? (
        <Results q={q} type={type} answer={result.answer} />
      ) : null}
    </main>
  );
}

function Results({ q, type, answer }: { q: string; type: SearchType | null; answer: SearchResponse }) {
  const { t, lang, n } = useI18n();
  const all = answer.types.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <section aria-labelledby="search-results" className="mt-8">
      <h2
        id="search-results"
        aria-live="polite"
        className="text-xl font-semibold text-slate-900 dark:text-white"
      >
        {all === 0
          ? t('search.none', { q })
          : all === 1
            ? t('search.results_one', { q })
            : t('search.results', { count: n(all), q })}
      </h2>
      {all === 0 && answer.suggestion ? (
        <p className="mt-3 text-lg text-slate-800 dark:text-slate-200">
          {t('search.did_you_mean')}{' '}
          <Link
            to={typeLink(answer.suggestion, type)}
            className="font-semibold text-rose-800 underline underline-offset-4 hover:text-rose-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-800 dark:text-rose-300 dark:hover:text-rose-200 dark:focus-visible:outline-amber-300"
          >
            {answer.suggestion}
          </Link>
          {t('search.did_you_mean_end')}
        </p>
      ) : null}
      {all > 0 ? (
        <nav aria-label={t('search.types')} className="mt-4">
          <ul role="list" className="flex flex-wrap gap-2">
            {[{ type: null, count: all }, ...answer.types].map((entry) => {
              const current = entry.type === type;
              return (
                <li key={entry.type ?? 'all'}>
                  <Link
                    to={typeLink(q, entry.type)}
                    aria-current={current ? 'page' : undefined}
                    className={`${tabStyle} ${current ? 'border-rose-800 bg-rose-800 text-white dark:border-rose-300 dark:bg-rose-300 dark:text-slate-950' : 'border-slate-300 text-slate-800 hover:border-rose-800 dark:border-slate-600 dark:text-slate-100'}`}
                  >
                    {entry.type ? t(`search.type.${entry.type}`) : t('search.all')}
                    <span>({n(entry.count)})</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
      <ol role="list" aria-label={t('search.list')} className="mt-6 flex flex-col gap-4">
        {answer.data.map((item) => {
          const itemTitle = localized(item, 'title', lang);
          const text = localized(item, 'text', lang);
          const date = formatDate(item.created_at, lang, 'long');
          return (
            <li
              key={`${item.type}-${item.id}`}
              className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
            >
              <p className="text-sm font-semibold text-rose-800 dark:text-rose-300">
                {t(`search.type.${item.type}`)}
                {date ? (
                  <span className="font-normal text-slate-600 dark:text-slate-300">
                    {' · '}
                    <time dateTime={item.created_at ?? undefined}>{date}</time>
                  </span>
                ) : null}
              </p>
              <h3 className="mt-1 text-lg font-semibold">
                <Link
                  to={searchResultPath(item.type, item.id)}
                  className="text-slate-900 underline-offset-4 hover:text-rose-900 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-800 dark:text-white dark:hover:text-rose-200 dark:focus-visible:outline-amber-300"
                >
                  <Highlighted text={itemTitle} terms={answer.terms} />
                </Link>
              </h3>
              {text ? (
                <p className="mt-1 text-slate-700 dark:text-slate-300">
                  <Highlighted text={text} terms={answer.terms} />
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      <Pagination currentPage={answer.page} totalPages={answer.total_pages} className="mt-8" />
    </section>
  );
}
