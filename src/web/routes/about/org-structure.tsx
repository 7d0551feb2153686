// The head-office organisation structure (product.md section 2, About page; section 9): the first two
// officials in a centred row of their own (one alone is centred too), the rest in a grid of 3 columns on small screens and 4 on
// large ones (2 on phones, where 3 photos would not fit).
import type { Employee } from '#shared/contract/people.ts';
import { EmptyState } from '#web/components/empty-state/empty-state.tsx';
import { ErrorState } from '#web/components/error-state/error-state.tsx';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { PersonCard } from './person-card.tsx';
import { SectionHeading } from './section-heading.tsx';

const LEADING = 2;

export function OrgStructure({ people }: { people: Employee[] | null }) {
  const { t } = useI18n();
  const leading = people?.slice(0, LEADING) ?? [];
  const rest = people?.slice(LEADING) ?? [];
  let body;
  if (people === null) body = <ErrorState message="controls.retrieve_failed" />;
  else if (people.length === 0) body = <EmptyState message="controls.no_employees" />;
  else
    body = (
      <>
        <ul
          role="list"
          aria-label={t('pages.about.org_label')}
          data-testid="org-leading"
          // One leading official alone takes one centred column of a pair's width, not the left half.
          className={`mx-auto grid gap-4 sm:gap-6 ${leading.length === 1 ? 'max-w-xs grid-cols-1' : 'max-w-2xl grid-cols-2'}`}
        >
          {leading.map((person) => (
            <li key={person.id} className="flex">
              <PersonCard person={person} photoSize={136} highlight />
            </li>
          ))}
        </ul>
        {rest.length > 0 ? (
          <ul
            role="list"
            data-testid="org-rest"
            className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6 lg:grid-cols-4"
          >
            {rest.map((person) => (
              <li key={person.id} className="flex">
                <PersonCard person={person} photoSize={96} />
              </li>
            ))}
          </ul>
        ) : null}
      </>
    );
  return (
    <section aria-labelledby="org-title" className="mt-16">
      <SectionHeading
        id="org-title"
        title={t('pages.about.org_title')}
        intro={t('pages.about.org_intro')}
        centred
      />
      {body}
    </section>
  );
}
