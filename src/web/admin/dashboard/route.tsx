// /admin: what waits for this person (GET /api/admin/dashboard, limited there to what their role may see):
// a new site's setting-up steps (administrators), their cases, scheduled, soon expiring and draft content of
// every kind they edit, and others' recent changes. Every entry links to its page. A part the role may not
// see comes as null and is left out, heading and all.
import type { Route } from './+types/route.ts';
import { Link, useLoaderData } from 'react-router';
import type { ReactNode } from 'react';
import type {
  Dashboard,
  DashboardCaseEntry,
  DashboardChange,
  DashboardContentEntry,
  SetupStep,
} from '#shared/contract/admin/dashboard.ts';
import { adminEndpoints } from '#shared/contract/admin/endpoints.ts';
import { contentKinds, type ContentKind } from '#shared/contract/admin/content-kinds.ts';
import type { SettingGroupName } from '#shared/contract/settings.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { AdminPage, cardClass, linkClass } from '../components/admin-ui.tsx';
import { readAdmin } from '../lib/admin-api.ts';
import { kindName } from '../lib/content-kinds.ts';
import { formatBsDay, formatWhen } from '../lib/format.ts';
import type { AdminKey } from '../lib/messages.ts';
import { adminPages } from '../lib/paths.ts';
import { useAdminText } from '../lib/use-admin-text.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  return (await readAdmin(context, request, adminEndpoints.dashboard())).data;
}

/** Where each setting-up step is done. */
const stepPages: Record<SetupStep, () => string> = {
  name: () => adminPages.settings('identity'),
  logo: () => adminPages.settings('identity'),
  contacts: () => adminPages.settings('contact'),
  office_hours: () => adminPages.settings('contact'),
  slides: () => adminPages.newContent('slides'),
  first_notice: () => adminPages.newContent('notices'),
  second_account: () => adminPages.users(),
  two_step: () => adminPages.users(),
};

const VERBS = ['created', 'updated', 'trashed', 'restored'] as const;

function verbOf(action: string): AdminKey {
  const verb = action.slice(action.indexOf('.') + 1);
  return `admin.dashboard.action.${(VERBS as readonly string[]).includes(verb) ? (verb as (typeof VERBS)[number]) : 'other'}`;
}

const headingClass = 'text-xl font-semibold text-slate-900 dark:text-white';
const subheadingClass = 'text-base font-semibold text-slate-900 dark:text-white';
const quietClass = 'text-sm text-slate-700 dark:text-slate-300';

function useTitle() {
  const { lang } = useAdminText();
  return (entry: { title_en: string; title_ne: string }) =>
    (lang === 'ne' ? entry.title_ne || entry.title_en : entry.title_en || entry.title_ne) || '—';
}

/** One titled list with its count, or "None." */
function EntryList<T>({
  id,
  title,
  list,
  render,
}: {
  id: string;
  title: string;
  list: { total: number; items: T[] };
  render: (item: T) => ReactNode;
}) {
  const { t } = useAdminText();
  const { n } = useI18n();
  return (
    <section aria-labelledby={id} className={cardClass}>
      <h3 id={id} className={subheadingClass}>
        {title}
        {list.total > list.items.length ? (
          <span className="ms-2 font-normal text-slate-700 dark:text-slate-300">
            ({t('admin.dashboard.more', { count: n(list.total) })})
          </span>
        ) : null}
      </h3>
      {list.items.length ? (
        <ul className="mt-3 space-y-3">{list.items.map(render)}</ul>
      ) : (
        <p className={`mt-3 ${quietClass}`}>{t('admin.dashboard.none')}</p>
      )}
    </section>
  );
}

function SetupSection({ setup }: { setup: NonNullable<Dashboard['setup']> }) {
  const { t } = useAdminText();
  const { n } = useI18n();
  const done = setup.filter((step) => step.done).length;
  if (done === setup.length) return null;
  return (
    <section
      aria-labelledby="setup-heading"
      className={`${cardClass} mb-8 border-amber-500 dark:border-amber-400`}
    >
      <h2 id="setup-heading" className={headingClass}>
        {t('admin.dashboard.setup.title')}
      </h2>
      <p className={`mt-1 ${quietClass}`}>
        {t('admin.dashboard.setup.intro')}{' '}
        {t('admin.dashboard.setup.progress', { done: n(done), total: n(setup.length) })}
      </p>
      <ol className="mt-4 space-y-2">
        {setup.map(({ step, done }) => (
          <li key={step} className="flex items-start gap-2">
            <span aria-hidden="true" className="w-5 shrink-0 text-center">
              {done ? '✓' : '○'}
            </span>
            {done ? (
              <span className="text-slate-700 dark:text-slate-300">
                <s>{t(`admin.dashboard.setup.${step}`)}</s>{' '}
                <span className="text-sm">({t('admin.dashboard.setup.done')})</span>
              </span>
            ) : (
              <Link to={stepPages[step]()} className={linkClass}>
                {t(`admin.dashboard.setup.${step}`)}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

function CaseItem({ entry }: { entry: DashboardCaseEntry }) {
  const { t, lang } = useAdminText();
  return (
    <li>
      <Link to={adminPages.case(entry.kind, entry.id)} className={linkClass}>
        {entry.reference ? `${entry.reference}: ` : ''}
        {entry.title}
      </Link>
      <p className={quietClass}>
        {t(`admin.dashboard.kind.${entry.kind}`)}
        {entry.dueAt ? ` · ${t('admin.dashboard.cases.due', { date: formatBsDay(entry.dueAt, lang) })}` : ''}
        {entry.overdue ? (
          <strong className="ms-2 text-rose-800 dark:text-rose-300">{t('admin.cases.overdue')}</strong>
        ) : null}
      </p>
    </li>
  );
}

function ContentItem({ entry }: { entry: DashboardContentEntry }) {
  const { t, lang } = useAdminText();
  const title = useTitle();
  return (
    <li>
      <Link to={adminPages.contentItem(entry.kind, entry.id)} className={linkClass}>
        {title(entry)}
      </Link>
      <p className={quietClass}>
        {t(kindName(entry.kind))}
        {entry.at ? ` · ${formatWhen(entry.at, lang)}` : ''}
      </p>
    </li>
  );
}

const isContentKind = (kind: string | null): kind is ContentKind =>
  contentKinds.includes(kind as ContentKind);

function changeLink(change: DashboardChange): string | null {
  const { type, kind, id } = change.target;
  if (type === 'content' && isContentKind(kind) && id) return adminPages.contentItem(kind, Number(id));
  if (type === 'case' && (kind === 'complaint' || kind === 'message') && id)
    return adminPages.case(kind, Number(id));
  if (type === 'settings' && id) return adminPages.settings(id);
  if (type === 'media') return adminPages.media();
  if (type === 'account') return adminPages.users();
  return null;
}

function ChangeItem({ change }: { change: DashboardChange }) {
  const { t, lang } = useAdminText();
  const title = useTitle();
  const { target } = change;
  const label =
    target.type === 'settings'
      ? t('admin.dashboard.target.settings', {
          name: t(`admin.setting.group.${target.id as SettingGroupName}`),
        })
      : target.type === 'media'
        ? t('admin.dashboard.target.media')
        : target.type === 'account'
          ? t('admin.dashboard.target.account')
          : title(target);
  const kindLabel =
    target.type === 'content' && isContentKind(target.kind)
      ? t(kindName(target.kind))
      : target.type === 'case' && (target.kind === 'complaint' || target.kind === 'message')
        ? t(`admin.dashboard.kind.${target.kind}`)
        : null;
  const link = changeLink(change);
  return (
    <li>
      {link ? (
        <Link to={link} className={linkClass}>
          {label}
        </Link>
      ) : (
        label
      )}
      <p className={quietClass}>
        {kindLabel ? `${kindLabel} · ` : ''}
        {t('admin.dashboard.recent.entry', { who: change.actor, what: t(verbOf(change.action)) })} ·{' '}
        {formatWhen(change.at, lang)}
      </p>
    </li>
  );
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mb-8">
      <h2 id={id} className={`${headingClass} mb-3`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function DashboardPage() {
  const { content, cases, recent, setup } = useLoaderData<typeof loader>();
  const { t } = useAdminText();
  return (
    <AdminPage title={t('admin.dashboard.title')} wide>
      {setup ? <SetupSection setup={setup} /> : null}
      {cases ? (
        <Part id="cases-heading" title={t('admin.dashboard.cases.title')}>
          <div className="grid gap-4 md:grid-cols-2">
            <EntryList
              id="assigned-heading"
              title={t('admin.dashboard.cases.assigned')}
              list={cases.assigned}
              render={(entry) => <CaseItem key={`${entry.kind}-${entry.id}`} entry={entry} />}
            />
            <EntryList
              id="overdue-heading"
              title={t('admin.dashboard.cases.overdue')}
              list={cases.overdue}
              render={(entry) => <CaseItem key={`${entry.kind}-${entry.id}`} entry={entry} />}
            />
          </div>
        </Part>
      ) : null}
      {content ? (
        <Part id="content-heading" title={t('admin.dashboard.content.title')}>
          <div className="grid gap-4 lg:grid-cols-3">
            {(['scheduled', 'expiring', 'drafts'] as const).map((list) => (
              <EntryList
                key={list}
                id={`${list}-heading`}
                title={t(`admin.dashboard.content.${list}`)}
                list={content[list]}
                render={(entry) => <ContentItem key={`${entry.kind}-${entry.id}`} entry={entry} />}
              />
            ))}
          </div>
        </Part>
      ) : null}
      <Part id="recent-heading" title={t('admin.dashboard.recent.title')}>
        <div className={cardClass}>
          {recent.length ? (
            <ul className="space-y-3">
              {recent.map((change) => (
                <ChangeItem key={change.id} change={change} />
              ))}
            </ul>
          ) : (
            <p className={quietClass}>{t('admin.dashboard.recent.none')}</p>
          )}
          {/* Administrators, the only role with the setting-up steps, read the whole audit log. */}
          {setup ? (
            <p className="mt-4">
              <Link to={adminPages.audit()} className={linkClass}>
                {t('admin.dashboard.recent.all')}
              </Link>
            </p>
          ) : null}
        </div>
      </Part>
    </AdminPage>
  );
}
