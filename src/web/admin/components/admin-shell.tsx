// The staff area's frame: a plain header with the area's name, its menu (what the role may use), the
// language switch and sign-out; no public menus. Works without JavaScript (links and a form).
import type { ReactNode } from 'react';
import { Form, NavLink, useLocation } from 'react-router';
import { contentKinds, type ContentKind } from '#shared/contract/admin/content-kinds.ts';
import type { Me } from '#shared/contract/admin/staff.ts';
import { adminPages } from '../lib/paths.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { useAdminText } from '../lib/use-admin-text.ts';
import type { AdminKey } from '../lib/messages.ts';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded px-3 font-semibold underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-amber-300 ${
    isActive ? 'bg-rose-950 text-white underline' : 'text-rose-50'
  }`;

interface MenuItem {
  to: string;
  key: AdminKey;
  end?: boolean;
  /** Also the current section on these pages (a kind's list and items, for Content). */
  alsoOn?: (pathname: string) => boolean;
}

/** /admin/<kind>/…: a page of edited content. */
const onContentPage = (pathname: string) => contentKinds.includes(pathname.split('/')[2] as ContentKind);

function menu(me: Me): MenuItem[] {
  const items: MenuItem[] = [{ to: adminPages.home(), key: 'admin.dashboard', end: true }];
  if (me.mustSetUpTwoFactor) return [{ to: adminPages.account(), key: 'admin.account' }];
  if (me.permissions.includes('cases.handle')) items.push({ to: adminPages.cases(), key: 'admin.cases' });
  if (me.permissions.includes('content.edit')) {
    items.push({ to: adminPages.contentKinds(), key: 'admin.content', alsoOn: onContentPage });
    items.push({ to: adminPages.media(), key: 'admin.media' });
    items.push({ to: adminPages.trash(), key: 'admin.trash.title' });
  }
  // Contact details alone may be an editor's (ADR 040): the settings page then lists that group only.
  if (me.permissions.includes('settings.manage') || me.permissions.includes('settings.contacts'))
    items.push({ to: adminPages.settings(), key: 'admin.settings' });
  if (me.permissions.includes('accounts.manage')) items.push({ to: adminPages.users(), key: 'admin.users' });
  if (me.permissions.includes('audit.read')) items.push({ to: adminPages.audit(), key: 'admin.audit' });
  if (me.permissions.includes('mail.manage')) items.push({ to: adminPages.mail(), key: 'admin.mail' });
  items.push({ to: adminPages.account(), key: 'admin.account' });
  return items;
}

function LanguageLink() {
  const { lang } = useI18n();
  const other = lang === 'ne' ? 'en' : 'ne';
  return (
    <a
      href={`?lng=${other}`}
      lang={other}
      className="inline-flex min-h-11 items-center rounded px-3 font-semibold text-rose-50 underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-amber-300"
    >
      {other === 'ne' ? 'नेपाली' : 'English'}
    </a>
  );
}

interface CaseCounts {
  unread: number;
  overdue: number;
}

/** Beside "Cases": how many complaints this person has not opened yet, and how many are overdue. */
function CaseBadge({ counts }: { counts: CaseCounts }) {
  const { t } = useAdminText();
  const { n } = useI18n();
  if (!counts.unread && !counts.overdue) return null;
  const parts = [
    counts.unread ? t('admin.cases.badge_new', { count: n(counts.unread) }) : '',
    counts.overdue ? t('admin.cases.badge_overdue', { count: n(counts.overdue) }) : '',
  ].filter(Boolean);
  return (
    <span className="ml-2 rounded-full bg-amber-300 px-2 py-0.5 text-sm font-semibold text-slate-950">
      {parts.join(' · ')}
    </span>
  );
}

export function AdminShell({
  me,
  caseCounts = null,
  children,
}: {
  me: Me | null;
  caseCounts?: CaseCounts | null;
  children: ReactNode;
}) {
  const { t } = useAdminText();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 dark:bg-slate-950">
      <header className="bg-rose-900 text-white dark:bg-rose-950">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-2 sm:px-6">
          <a
            href={adminPages.home()}
            className="min-h-11 py-2 text-lg font-semibold focus-visible:outline-3 focus-visible:outline-amber-300"
          >
            {t('admin.area')}
          </a>
          <div className="flex flex-wrap items-center gap-1">
            <LanguageLink />
            <a
              href="/"
              className="inline-flex min-h-11 items-center rounded px-3 text-rose-50 underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-amber-300"
            >
              {t('admin.public_site')}
            </a>
            {me ? (
              <Form method="post" action={adminPages.signOut()}>
                <button
                  type="submit"
                  className="min-h-11 rounded border-2 border-rose-200 px-3 font-semibold focus-visible:outline-3 focus-visible:outline-amber-300"
                >
                  {t('admin.sign_out')}
                </button>
              </Form>
            ) : null}
          </div>
        </div>
        {me ? (
          <nav aria-label={t('admin.nav_label')} className="border-t border-rose-800">
            <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-1 sm:px-6">
              <ul className="flex flex-wrap gap-1">
                {menu(me).map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      end={item.end}
                      className={({ isActive }) =>
                        navLinkClass({ isActive: isActive || Boolean(item.alsoOn?.(pathname)) })
                      }
                    >
                      {t(item.key)}
                      {item.key === 'admin.cases' && caseCounts ? <CaseBadge counts={caseCounts} /> : null}
                    </NavLink>
                  </li>
                ))}
              </ul>
              <p className="text-sm text-rose-100">
                {t('admin.signed_in_as', { name: me.name })} · {t(`admin.role.${me.role}`)}
              </p>
            </div>
          </nav>
        ) : null}
      </header>
      <div className="flex-1">{children}</div>
    </div>
  );
}
