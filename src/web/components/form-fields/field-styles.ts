// Shared looks of the form controls: strong borders (GOV.UK-grade clarity), a thick visible focus
// ring, a red border and bar for fields with an error. Colours pass 4.5:1 in both themes.
export const controlClass =
  'block w-full rounded-md border-2 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:outline-3 focus:outline-offset-1 focus:outline-amber-500 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus:outline-amber-300';

export const controlBorder = (invalid: boolean) =>
  invalid ? 'border-red-700 dark:border-red-400' : 'border-slate-600 dark:border-slate-400';

/** The group around one field: a red bar on the left when it has an error. */
export const fieldGroupClass = (invalid: boolean) =>
  invalid ? 'border-l-4 border-red-700 pl-3 dark:border-red-400' : '';

export const labelClass = 'block font-semibold text-slate-900 dark:text-slate-100';
export const hintClass = 'mt-0.5 block text-sm text-slate-700 dark:text-slate-300';
export const errorClass = 'mt-1 block font-semibold text-red-700 dark:text-red-300';
