// What the server refused, as one message above a form (a link that is not valid, a service away): an
// alert, read out when it appears, in words and not by colour alone.
export function RefusalBox({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="mb-6 rounded-md border-l-8 border-red-700 bg-red-50 p-4 font-semibold text-red-900 dark:border-red-400 dark:bg-slate-900 dark:text-red-200"
    >
      {message}
    </div>
  );
}
