import { Link } from 'react-router';

export function ViewAllLink({ to, label }: { to: string; label: string }) {
  return (
    <p className="mt-6">
      <Link
        to={to}
        className="inline-flex min-h-11 items-center font-semibold text-rose-800 underline underline-offset-4 hover:text-rose-950 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-800 dark:text-rose-300 dark:hover:text-rose-100"
      >
        {label} →
      </Link>
    </p>
  );
}
