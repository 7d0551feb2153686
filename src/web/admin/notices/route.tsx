// /admin/notices: every notice an editor may edit (a branch editor: their branch's), with what the public
// sees of each now, filtered by that, text and branch; a flag where a language is missing.
import type { Route } from './+types/route.ts';
import { Form, Link, useLoaderData, useSearchParams } from 'react-router';
import { visibilities, type EditedNotice } from '../../../shared/contract/admin/content.ts';
import type { Paged } from '../../../shared/contract/common.ts';
import { formatDate } from '../../../shared/calendar/format.ts';
import { SelectField } from '../../components/form-fields/select-field.tsx';
import { TextField } from '../../components/form-fields/text-field.tsx';
import { Pagination } from '../../components/pagination/pagination.tsx';
import { useI18n } from '../../lib/i18n/language-context.tsx';
import { AdminPage, buttonClass, cardClass, linkClass, VisibilityBadge } from '../components/admin-ui.tsx';
import { readAdmin } from '../lib/admin-api.ts';
import { branchLabel, loadBranchOptions } from '../lib/branches.ts';
import { adminPages } from '../lib/paths.ts';
import { useAdminText } from '../lib/use-admin-text.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = new URLSearchParams({ pageSize: '20' });
  for (const name of ['q', 'visibility', 'branch', 'page']) {
    const value = url.searchParams.get(name);
    if (value) query.set(name, value);
  }
  const [notices, branches] = await Promise.all([
    readAdmin<Paged<EditedNotice>>(context, request, `/admin/notices?${query}`),
    loadBranchOptions(context),
  ]);
  return { notices, branches };
}

export default function NoticesPage() {
  const { notices, branches } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const { t, lang } = useAdminText();
  const { n } = useI18n();
  const title = (notice: EditedNotice) =>
    lang === 'ne' ? notice.title_ne || notice.title_en : notice.title_en || notice.title_ne;
  return (
    <AdminPage title={t('admin.notices.title')} wide>
      <p className="mb-4">
        <Link to={adminPages.newNotice()} className={buttonClass}>
          {t('admin.notices.new')}
        </Link>
      </p>
      <Form method="get" className={`${cardClass} mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4`}>
        <SelectField
          idPrefix="notices"
          name="visibility"
          label={t('admin.notices.visibility')}
          defaultValue={params.get('visibility') ?? ''}
          items={visibilities.map((visibility) => ({
            value: visibility,
            label: t(`admin.visibility.${visibility}`),
          }))}
        />
        <SelectField
          idPrefix="notices"
          name="branch"
          label={t('admin.content.branch')}
          defaultValue={params.get('branch') ?? ''}
          items={branches.map((branch) => ({ value: String(branch.id), label: branchLabel(branch, lang) }))}
        />
        <TextField
          idPrefix="notices"
          name="q"
          type="search"
          label={t('admin.cases.text')}
          defaultValue={params.get('q') ?? ''}
        />
        <div className="flex items-end">
          <button type="submit" className={buttonClass}>
            {t('admin.cases.filter')}
          </button>
        </div>
      </Form>
      <p role="status" className="mb-3 font-semibold">
        {t('admin.cases.count', { count: n(notices.total_items) })}
      </p>
      {notices.data.length === 0 ? (
        <p>{t('admin.notices.none')}</p>
      ) : (
        <ul className="space-y-3">
          {notices.data.map((notice) => (
            <li key={notice.id} className={`${cardClass} flex flex-wrap items-start justify-between gap-2`}>
              <div>
                <Link to={adminPages.notice(notice.id)} className={linkClass}>
                  {title(notice)}
                </Link>
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {formatDate(notice.date, lang)}
                  {notice.missing_languages.map((missing) => (
                    <span
                      key={missing}
                      className="ml-2 rounded bg-amber-100 px-1.5 font-semibold text-amber-950 dark:bg-amber-900 dark:text-amber-50"
                    >
                      {t('admin.notices.missing', { language: t(`admin.lang.${missing}`) })}
                    </span>
                  ))}
                </p>
              </div>
              <VisibilityBadge visibility={notice.visibility} />
            </li>
          ))}
        </ul>
      )}
      {notices.total_pages > 1 ? (
        <Pagination currentPage={notices.page} totalPages={notices.total_pages} className="mt-6" />
      ) : null}
    </AdminPage>
  );
}
