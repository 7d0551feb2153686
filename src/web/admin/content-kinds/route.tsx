// /admin/content: every kind of content the signed-in editor may edit, in groups, each a link to its list
// (a branch editor sees only the kinds whose items belong to a branch).
import { Link } from 'react-router';
import { AdminPage, cardClass, linkClass } from '../components/admin-ui.tsx';
import { kindGroups, kindName, kindsFor } from '../lib/content-kinds.ts';
import { adminPages } from '../lib/paths.ts';
import { useAdminText } from '../lib/use-admin-text.ts';
import { useMe } from '../lib/use-me.ts';

export default function ContentKindsPage() {
  const { t } = useAdminText();
  const me = useMe();
  const allowed = kindsFor(me);
  return (
    <AdminPage title={t('admin.content')} wide>
      <p className="mb-6">
        {t('admin.content.kinds_intro')}{' '}
        <Link to={adminPages.media()} className={linkClass}>
          {t('admin.media')}
        </Link>
      </p>
      <div className="grid gap-6 md:grid-cols-2">
        {kindGroups.map((group) => {
          const kinds = group.kinds.filter((kind) => allowed.includes(kind));
          if (!kinds.length) return null;
          return (
            <section key={group.label} className={cardClass} aria-labelledby={`group-${group.label}`}>
              <h2 id={`group-${group.label}`} className="mb-3 text-lg font-semibold">
                {t(group.label)}
              </h2>
              <ul className="space-y-1">
                {kinds.map((kind) => (
                  <li key={kind}>
                    <Link
                      to={adminPages.content(kind)}
                      className={`${linkClass} inline-flex min-h-11 items-center`}
                    >
                      {t(kindName(kind))}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </AdminPage>
  );
}
