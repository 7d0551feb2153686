// The top of a branch page (product.md section 2 "Branch detail"): a banner with the branch image and name,
// the three contact rows (values fall back to 'N/A'), the get-directions link (opens location_url in
// a new tab; no link at all without a URL) and the sub-branches as links.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { BranchNode } from '#shared/contract/branches.ts';
import { ExternalIcon, MapPinIcon, PhoneIcon } from '#web/components/icons/icons.tsx';
import { localized } from '#web/lib/format/localized.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { pages } from '#web/lib/paths.ts';
import { mediaSrcSet } from '#shared/media-sources.ts';

function ClockIcon() {
  return (
    <svg
      width={22}
      height={22}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}

export function BranchBanner({ branch }: { branch: BranchNode }) {
  const { t, lang } = useI18n();
  const name = localized(branch, 'name', lang);
  return (
    <div className="relative isolate flex h-56 items-end overflow-hidden bg-rose-950 sm:h-72">
      {branch.image ? (
        <img
          src={branch.image}
          srcSet={mediaSrcSet(branch.image)}
          sizes="100vw"
          alt=""
          width={1600}
          height={600}
          fetchPriority="high"
          decoding="async"
          className="absolute inset-0 -z-10 h-full w-full object-cover"
        />
      ) : null}
      {/* Keeps the white name readable on any photo (contrast over the darkest and lightest parts). */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-slate-950/90 via-slate-950/55 to-slate-950/25"
      />
      <div className="mx-auto w-full max-w-7xl px-4 pb-6 sm:px-6 sm:pb-8 lg:px-8">
        <p className="font-semibold text-amber-300">{t('branch.intro')}</p>
        <h1 className="mt-1 text-3xl leading-tight font-semibold tracking-tight text-white sm:text-4xl">
          {name}
        </h1>
      </div>
    </div>
  );
}

// A <dl> group may hold only <dt> and <dd>: the icon sits inside the <dt>, placed in the left
// column by absolute positioning, so the group stays valid for screen readers (axe: definition-list).
function InfoRow({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="relative min-w-0 rounded-lg border border-slate-200 bg-white p-4 pl-17 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <dt className="text-sm font-semibold text-slate-600 dark:text-slate-300">
        <span className="absolute top-4 left-4 inline-flex h-10 w-10 items-center justify-center rounded-full bg-rose-50 text-rose-800 dark:bg-slate-800 dark:text-rose-300">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 text-lg break-words text-slate-900 dark:text-white">{value}</dd>
    </div>
  );
}

export function BranchInfo({ branch }: { branch: BranchNode }) {
  const { t, lang } = useI18n();
  const orNA = (value: string) => value || t('controls.not_available');
  const name = localized(branch, 'name', lang);
  return (
    <section aria-labelledby="branch-contact" className="mt-8">
      <h2 id="branch-contact" className="sr-only">
        {t('branch.contact_heading')}
      </h2>
      <dl className="grid gap-4 md:grid-cols-3" data-testid="branch-info">
        <InfoRow
          icon={<PhoneIcon size={22} />}
          label={t('branch.phone')}
          value={orNA(localized(branch, 'phone_number', lang))}
        />
        <InfoRow
          icon={<MapPinIcon size={22} />}
          label={t('branch.address')}
          value={orNA(localized(branch, 'location', lang))}
        />
        <InfoRow
          icon={<ClockIcon />}
          label={t('branch.hours')}
          value={orNA(localized(branch, 'hours', lang))}
        />
      </dl>
      <div className="mt-4">
        {branch.location_url ? (
          <a
            href={branch.location_url}
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-11 items-center gap-2 rounded-md bg-rose-800 px-4 py-2 font-semibold text-white hover:bg-rose-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-800 dark:bg-rose-300 dark:text-slate-950 dark:hover:bg-rose-200 dark:focus-visible:outline-amber-300"
          >
            <MapPinIcon size={20} />
            {t('branch.directions')}
            <span className="sr-only">
              : {name} {t('controls.opens_new_tab')}
            </span>
            <ExternalIcon size={18} />
          </a>
        ) : (
          <p className="text-slate-600 dark:text-slate-300">{t('branch.no_directions')}</p>
        )}
      </div>
      {branch.sub_branch.length > 0 ? (
        <nav aria-labelledby="branch-subs" className="mt-8">
          <h2 id="branch-subs" className="text-xl font-semibold text-slate-900 dark:text-white">
            {t('branch.sub_branches')}
          </h2>
          <ul role="list" className="mt-3 flex flex-wrap gap-3">
            {branch.sub_branch.map((sub) => (
              <li key={sub.id}>
                <Link
                  to={pages.branch(sub.id)}
                  className="inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-4 font-semibold text-rose-900 underline-offset-4 hover:border-rose-800 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-800 dark:border-slate-600 dark:bg-slate-900 dark:text-rose-200 dark:hover:border-rose-300 dark:focus-visible:outline-amber-300"
                >
                  {localized(sub, 'name', lang)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
