// 'Our team' (product.md section 2, About page; section 4 "Team section"): a department dropdown and a
// paged grid of people cards, 8 a page. The state lives in the URL (?department=ID&page=N): the
// dropdown is a GET form, so it works without JavaScript (the 'Show' button submits it and the
// browser lands on #our-team); with JavaScript a change submits it at once as a client navigation.
// Choosing a department drops ?page, so it starts on page 1.
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Employee } from '#shared/contract/people.ts';
import { EmptyState } from '#web/components/empty-state/empty-state.tsx';
import { ErrorState } from '#web/components/error-state/error-state.tsx';
import { Pagination } from '#web/components/pagination/pagination.tsx';
import { localized } from '#web/lib/format/localized.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { isPastEnd } from '#web/lib/list/load-list.ts';
import { useListLoading } from '#web/lib/list/use-list-loading.ts';
import type { AboutPageData } from './load-about.ts';
import { PersonCard } from './person-card.tsx';
import { SectionHeading } from './section-heading.tsx';
import { DEPARTMENT_PARAM, departmentSearch } from './team-query.ts';
import { useKeepInView } from '#web/lib/hooks/use-keep-in-view.ts';

const TEAM_SECTION_ID = 'our-team';

const control =
  'min-h-11 rounded-md border border-slate-400 bg-white px-3 text-base text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-800 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:focus-visible:outline-amber-300';
const button =
  'inline-flex min-h-11 items-center justify-center rounded-md bg-rose-800 px-5 font-semibold text-white hover:bg-rose-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-800 dark:bg-rose-300 dark:text-slate-950 dark:hover:bg-rose-200 dark:focus-visible:outline-amber-300';
const actionLink =
  'mt-2 inline-flex min-h-11 items-center rounded-md border border-rose-800 bg-white px-4 font-semibold text-rose-900 hover:bg-rose-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-800 dark:border-rose-300 dark:bg-slate-900 dark:text-rose-100 dark:hover:bg-slate-800 dark:focus-visible:outline-amber-300';

export function TeamSection({ departments, team }: Pick<AboutPageData, 'departments' | 'team'>) {
  const { t, n, lang } = useI18n();
  const navigate = useNavigate();
  const loading = useListLoading();
  useKeepInView(TEAM_SECTION_ID, team ? `${team.departmentId}:${team.page}` : '');

  const selected = departments?.find((department) => department.id === team?.departmentId);
  const departmentName = selected ? localized(selected, 'name', lang) : '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get(DEPARTMENT_PARAM);
    navigate({ search: departmentSearch(Number(value)) }, { preventScrollReset: true });
  };

  let body;
  if (departments === null) body = <ErrorState message="controls.retrieve_failed" />;
  else if (departments.length === 0 || !team)
    body = <EmptyState message="controls.no_data" hint={t('pages.about.no_departments')} />;
  else if (team.state === 'error') body = <ErrorState message="controls.failed_to_load" />;
  else if (isPastEnd(team))
    body = (
      <EmptyState
        message="lists.past_end"
        hint={t('lists.past_end_hint', { page: n(team.page), pages: n(team.list.total_pages) })}
      >
        <Link to={{ search: departmentSearch(team.departmentId) }} className={actionLink}>
          {t('lists.first_page')}
        </Link>
      </EmptyState>
    );
  else if (team.list.data.length === 0) body = <EmptyState message="controls.no_employees" />;
  else {
    const total = team.list.total_items;
    body = (
      <>
        <p className="mb-4 text-slate-700 dark:text-slate-300">
          {total === 1 ? t('pages.about.team_count_one') : t('pages.about.team_count', { total: n(total) })}
        </p>
        <ul
          role="list"
          aria-label={t('pages.about.team_label', { department: departmentName })}
          className={`grid grid-cols-2 gap-4 transition-opacity sm:grid-cols-3 sm:gap-6 lg:grid-cols-4 ${loading ? 'opacity-60' : ''}`}
        >
          {team.list.data.map((person: Employee) => (
            <li key={person.id} className="flex">
              <PersonCard person={person} photoSize={96} />
            </li>
          ))}
        </ul>
        <Pagination
          className="mt-8"
          currentPage={team.page}
          totalPages={team.list.total_pages}
          label={t('pages.about.team_pages')}
          preventScrollReset
          hash={`#${TEAM_SECTION_ID}`}
        />
      </>
    );
  }

  return (
    <section id={TEAM_SECTION_ID} aria-labelledby="team-title" className="mt-16 scroll-mt-4">
      <SectionHeading
        id="team-title"
        title={t('pages.about.team_title')}
        intro={t('pages.about.team_intro')}
      />
      {departments && departments.length > 0 && team ? (
        <form
          method="get"
          action={`/about#${TEAM_SECTION_ID}`}
          onSubmit={onSubmit}
          className="mb-6 flex flex-wrap items-end gap-3"
        >
          <div className="flex w-full flex-col gap-1 sm:w-auto">
            <label htmlFor="team-department" className="font-semibold text-slate-900 dark:text-white">
              {t('pages.about.department')}
            </label>
            <select
              // Re-mounted per loaded department, so back/forward shows the department on screen.
              key={team.departmentId}
              id="team-department"
              name={DEPARTMENT_PARAM}
              defaultValue={team.departmentId}
              onChange={(event) => event.currentTarget.form?.requestSubmit()}
              className={`${control} w-full sm:w-96`}
            >
              {departments.map((department) => (
                <option key={department.id} value={department.id}>
                  {localized(department, 'name', lang)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={button}>
            {t('pages.about.show')}
          </button>
        </form>
      ) : null}
      <div aria-busy={loading}>
        <p role="status" className={loading ? 'mb-3 text-sm text-slate-700 dark:text-slate-300' : 'sr-only'}>
          {loading ? t('controls.loading') : ''}
        </p>
        {body}
      </div>
    </section>
  );
}
