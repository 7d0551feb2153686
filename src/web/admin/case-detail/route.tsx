// /admin/cases/:kind/:id: one complaint or message: what the citizen wrote, the attachment (a download),
// the timeline, and forms to reply to the citizen (complaints), move the status on, add an internal note and
// assign it.
import { useState } from 'react';
import type { Route } from './+types/route.ts';
import { data, Form, Link, redirect, useActionData, useLoaderData } from 'react-router';
import { caseKinds, type CaseKind, type CaseNote } from '#shared/contract/admin/cases.ts';
import { SelectField } from '#web/components/form-fields/select-field.tsx';
import { TextareaField } from '#web/components/form-fields/textarea-field.tsx';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { adminPages } from '../lib/paths.ts';
import {
  AdminPage,
  buttonClass,
  cardClass,
  linkClass,
  ResultMessage,
  StatusBadge,
} from '../components/admin-ui.tsx';
import {
  adminFormHandle,
  callAdminApi,
  cookieHeaders,
  formFields,
  formResult,
  readAdmin,
  respond,
  pageUrl,
  signInPath,
  type AdminAnswer,
} from '../lib/admin-api.ts';
import { adminEndpoints } from '#shared/contract/admin/endpoints.ts';
import { branchLabel, loadBranchOptions } from '../lib/branches.ts';
import { formatBsDay, formatBytes, formatWhen } from '../lib/format.ts';
import { useAdminText } from '../lib/use-admin-text.ts';

export const handle = adminFormHandle;

/** The case a page's address names; another kind is no page (404). */
function caseOf(params: { kind: string; id: string }): { kind: CaseKind; id: number } {
  if (!caseKinds.includes(params.kind as CaseKind)) throw new Response('Not found', { status: 404 });
  return { kind: params.kind as CaseKind, id: Number(params.id) };
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { kind, id } = caseOf(params);
  const [detail, branches, officers] = await Promise.all([
    readAdmin(context, request, adminEndpoints.case(kind, id)),
    loadBranchOptions(context),
    readAdmin(context, request, adminEndpoints.officers()),
  ]);
  // A new key each time the page is drawn: the note form carries it, and the server files one note per key,
  // so a second click or a page resent by a refresh does not file the note twice.
  return {
    item: detail.data,
    branches,
    officers: officers.data,
    noteKey: crypto.randomUUID(),
    replyKey: crypto.randomUUID(),
  };
}

/**
 * Like respond(), and a refused form gets back what was typed: without JavaScript the page is drawn anew,
 * and the text must not be lost to a missing reason or a too-long note.
 */
function respondKeeping(
  request: Request,
  answer: AdminAnswer<unknown>,
  intent: string,
  typed: string,
  typedReply = '',
) {
  if (answer.ok) return respond(request, answer, intent);
  if (answer.status === 401) throw redirect(signInPath(pageUrl(request)));
  return data(
    { ...formResult(answer, intent), typed, typedReply },
    { status: answer.status, headers: cookieHeaders(answer.setCookies) },
  );
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const fields = await formFields(request);
  const { kind, id } = caseOf(params);
  switch (fields.intent) {
    case 'status':
      return respondKeeping(
        request,
        await callAdminApi(context, adminEndpoints.caseStatus(kind, id), {
          status: fields.status ?? '',
          note: fields.note || undefined,
          reply: fields.reply || undefined,
        }),
        'status',
        fields.note ?? '',
        fields.reply ?? '',
      );
    case 'forward': {
      const answer = await callAdminApi(context, adminEndpoints.caseForward(kind, id), {
        branchId: Number(fields.branchId ?? 0),
        reason: fields.reason ?? '',
      });
      // Forwarded, the case is the other branch's: its page would now refuse a branch's officer (403), so
      // the officer goes on in the inbox, where it no longer is.
      if (answer.ok) throw redirect(adminPages.cases(), { headers: cookieHeaders(answer.setCookies) });
      return respondKeeping(request, answer, 'forward', fields.reason ?? '');
    }
    case 'reply':
      return respondKeeping(
        request,
        await callAdminApi(context, adminEndpoints.caseReply(id), {
          body: fields.body ?? '',
          submissionKey: fields.submissionKey || undefined,
        }),
        'reply',
        fields.body ?? '',
      );
    case 'note':
      return respondKeeping(
        request,
        await callAdminApi(context, adminEndpoints.caseNote(kind, id), {
          body: fields.body ?? '',
          submissionKey: fields.submissionKey || undefined,
        }),
        'note',
        fields.body ?? '',
      );
    default:
      return respond(
        request,
        await callAdminApi(context, adminEndpoints.caseAssignment(kind, id), {
          branchId: fields.branchId || null,
          userId: fields.userId || null,
        }),
        'assign',
      );
  }
}

function TimelineEntry({ note }: { note: CaseNote }) {
  const { t, lang } = useAdminText();
  const author = note.author ?? '';
  const heading =
    note.kind === 'status' && note.statusTo
      ? t('admin.case.status_event', { author, status: t(`admin.status.${note.statusTo}`) })
      : note.kind === 'assignment'
        ? t('admin.case.assignment_event', { author, officer: note.body ?? t('admin.case.nobody') })
        : note.kind === 'reply'
          ? t('admin.case.reply_event', { author })
          : note.kind === 'forward'
            ? note.forward
              ? t('admin.case.forward_between_event', {
                  author,
                  from: note.forward.from?.[lang] ?? t('admin.case.no_branch'),
                  to: note.forward.to[lang],
                })
              : t('admin.case.forward_event', { author })
            : t('admin.case.note_event', { author });
  // A reply is what the citizen reads: marked apart from the staff-only entries.
  const border =
    note.kind === 'reply'
      ? 'border-green-700 dark:border-green-400'
      : 'border-slate-300 dark:border-slate-600';
  return (
    <li className={`border-l-4 pl-3 ${border}`}>
      <p className="font-semibold">{heading}</p>
      <p className="text-sm text-slate-700 dark:text-slate-300">{formatWhen(note.createdAt, lang)}</p>
      {note.kind !== 'assignment' && note.body ? (
        <p className="mt-1 whitespace-pre-line">{note.body}</p>
      ) : null}
    </li>
  );
}

type Intent = 'status' | 'note' | 'assign' | 'reply' | 'forward';

/**
 * A number per form, bumped when that form's save succeeds: the form is drawn anew (its boxes empty, its
 * choices the saved ones), and only that form, so a note half typed while saving the status stays.
 * Without JavaScript the page is drawn anew after every post anyway.
 */
function useFormVersions(result: { ok: boolean; intent?: string } | undefined) {
  const [versions, setVersions] = useState<Record<Intent, number>>({
    status: 0,
    note: 0,
    assign: 0,
    reply: 0,
    forward: 0,
  });
  // Adjusted while rendering (React's pattern for state that follows a value): each answer counts once.
  const [counted, setCounted] = useState(result);
  if (result !== counted) {
    setCounted(result);
    const intent = result?.intent as Intent | undefined;
    if (result?.ok && intent) setVersions({ ...versions, [intent]: versions[intent] + 1 });
  }
  return versions;
}

export default function CaseDetailPage() {
  const { item, branches, officers, noteKey, replyKey } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const versions = useFormVersions(result);
  const typed = (intent: Intent) =>
    result && !result.ok && result.intent === intent && 'typed' in result && typeof result.typed === 'string'
      ? result.typed
      : undefined;
  const typedReply =
    result && !result.ok && result.intent === 'status' && 'typedReply' in result
      ? String(result.typedReply)
      : undefined;
  const { t, lang } = useAdminText();
  const complaint = item.kind === 'complaint';
  const citizenLanguage = item.lang === 'en' ? 'English' : 'नेपाली';
  const { n } = useI18n();
  const title = `${t(item.kind === 'complaint' ? 'admin.case.complaint' : 'admin.case.message')}${item.reference ? ` ${n(item.reference)}` : ''}`;
  const facts: [string, string | null][] = [
    [t('admin.case.name'), item.name],
    [t('admin.case.contact'), item.contact],
    [t('admin.case.email'), item.email],
    [t('admin.case.address'), item.address],
    [t('admin.case.category'), lang === 'ne' ? item.category_ne : item.category_en],
    [
      t('admin.cases.branch'),
      item.branchId
        ? branchLabel({ name_en: item.branch_en, name_ne: item.branch_ne }, lang)
        : t('admin.cases.no_branch'),
    ],
    [t('admin.cases.col.received'), formatWhen(item.createdAt, lang)],
    [t('admin.case.closed_at'), item.closedAt ? formatWhen(item.closedAt, lang) : null],
    [
      t('admin.cases.col.due'),
      item.dueAt
        ? `${item.overdue ? `${t('admin.cases.overdue')}: ` : ''}${t(
            item.firstReplyAt ? 'admin.cases.close_due' : 'admin.cases.reply_due',
            { date: formatBsDay(item.dueAt, lang) },
          )}`
        : null,
    ],
  ];
  return (
    <AdminPage title={title} wide>
      <p className="mb-4">
        <Link to={adminPages.cases(`kind=${item.kind}`)} className={linkClass}>
          {t('admin.case.back')}
        </Link>
      </p>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <section aria-labelledby="citizen" className={cardClass}>
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <h2 id="citizen" className="text-xl font-semibold">
                {item.title}
              </h2>
              <StatusBadge status={item.status} />
            </div>
            <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
              {facts
                .filter(([, value]) => value)
                .map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="font-semibold">{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
            </dl>
            <h3 className="mt-4 font-semibold">{t('admin.case.text')}</h3>
            <p className="mt-1 whitespace-pre-line">{item.text}</p>
            {item.attachment ? (
              <p className="mt-4">
                <span className="font-semibold">{t('admin.case.attachment')}: </span>
                <a href={`/api/admin/cases/complaint/${item.id}/attachment`} className={linkClass} download>
                  {t('admin.case.download', {
                    name: item.attachment.name,
                    size: formatBytes(item.attachment.size, lang),
                  })}
                </a>
              </p>
            ) : null}
          </section>
          <section aria-labelledby="timeline" className={cardClass}>
            <h2 id="timeline" className="mb-3 text-xl font-semibold">
              {t('admin.case.timeline')}
            </h2>
            <ol className="space-y-3">
              <li className="border-l-4 border-slate-300 pl-3 dark:border-slate-600">
                <p className="font-semibold">{t('admin.case.received_event')}</p>
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {formatWhen(item.createdAt, lang)}
                </p>
              </li>
              {item.notes.map((note) => (
                <TimelineEntry key={note.id} note={note} />
              ))}
            </ol>
          </section>
        </div>
        <div className="space-y-6">
          <section aria-labelledby="status-form" className={cardClass}>
            <h2 id="status-form" className="mb-3 text-xl font-semibold">
              {t('admin.case.change_status')}
            </h2>
            <ResultMessage result={result} intent="status" />
            <Form method="post" className="space-y-4" key={`status-${versions.status}`}>
              <input type="hidden" name="intent" value="status" />
              <SelectField
                idPrefix="case"
                name="status"
                label={t('admin.case.new_status')}
                required
                items={item.nextStatuses.map((status) => ({
                  value: status,
                  label: t(`admin.status.${status}`),
                }))}
              />
              <TextareaField
                idPrefix="case-status"
                name="note"
                label={t('admin.case.status_note')}
                hint={
                  !complaint && item.nextStatuses.includes('rejected')
                    ? t('admin.case.status_note_hint')
                    : undefined
                }
                rows={3}
                defaultValue={typed('status')}
                error={result?.intent === 'status' ? result.errors.note : undefined}
              />
              {complaint ? (
                <TextareaField
                  idPrefix="case-status"
                  name="reply"
                  label={t('admin.case.status_reply')}
                  hint={`${t('admin.case.status_reply_hint')} ${t('admin.case.reply_hint', { language: citizenLanguage })}`}
                  rows={4}
                  defaultValue={typedReply}
                  error={result?.intent === 'status' ? result.errors.reply : undefined}
                />
              ) : null}
              <button type="submit" className={buttonClass}>
                {t('admin.case.save_status')}
              </button>
            </Form>
          </section>
          {complaint ? (
            <section aria-labelledby="reply-form" className={cardClass}>
              <h2 id="reply-form" className="mb-3 text-xl font-semibold">
                {t('admin.case.add_reply')}
              </h2>
              <ResultMessage result={result} intent="reply" />
              <Form method="post" className="space-y-4" key={`reply-${versions.reply}`}>
                <input type="hidden" name="intent" value="reply" />
                <input type="hidden" name="submissionKey" value={replyKey} />
                <TextareaField
                  idPrefix="case-reply"
                  name="body"
                  label={t('admin.case.reply')}
                  hint={t('admin.case.reply_hint', { language: citizenLanguage })}
                  rows={4}
                  required
                  defaultValue={typed('reply')}
                  error={result?.intent === 'reply' ? result.errors.body : undefined}
                />
                <button type="submit" className={buttonClass}>
                  {t('admin.case.save_reply')}
                </button>
              </Form>
            </section>
          ) : null}
          <section aria-labelledby="note-form" className={cardClass}>
            <h2 id="note-form" className="mb-3 text-xl font-semibold">
              {t('admin.case.add_note')}
            </h2>
            <ResultMessage result={result} intent="note" />
            <Form method="post" className="space-y-4" key={`note-${versions.note}`}>
              <input type="hidden" name="intent" value="note" />
              <input type="hidden" name="submissionKey" value={noteKey} />
              <TextareaField
                idPrefix="case-note"
                name="body"
                label={t('admin.case.note')}
                rows={3}
                required
                defaultValue={typed('note')}
                error={result?.intent === 'note' ? result.errors.body : undefined}
              />
              <button type="submit" className={buttonClass}>
                {t('admin.case.save_note')}
              </button>
            </Form>
          </section>
          <section aria-labelledby="forward-form" className={cardClass}>
            <h2 id="forward-form" className="mb-3 text-xl font-semibold">
              {t('admin.case.forward')}
            </h2>
            <ResultMessage result={result} intent="forward" />
            <Form method="post" className="space-y-4" key={`forward-${versions.forward}`}>
              <input type="hidden" name="intent" value="forward" />
              <SelectField
                idPrefix="case-forward"
                name="branchId"
                label={t('admin.case.forward_to')}
                required
                items={branches
                  .filter((branch) => branch.id !== item.branchId)
                  .map((branch) => ({ value: String(branch.id), label: branchLabel(branch, lang) }))}
                error={result?.intent === 'forward' ? result.errors.branchId : undefined}
              />
              <TextareaField
                idPrefix="case-forward"
                name="reason"
                label={t('admin.case.forward_reason')}
                rows={3}
                required
                defaultValue={typed('forward')}
                error={result?.intent === 'forward' ? result.errors.reason : undefined}
              />
              <button type="submit" className={buttonClass}>
                {t('admin.case.save_forward')}
              </button>
            </Form>
          </section>
          <section aria-labelledby="assign-form" className={cardClass}>
            <h2 id="assign-form" className="mb-3 text-xl font-semibold">
              {t('admin.case.assign')}
            </h2>
            <ResultMessage result={result} intent="assign" />
            <Form method="post" className="space-y-4" key={`assign-${versions.assign}`}>
              <input type="hidden" name="intent" value="assign" />
              <SelectField
                idPrefix="case"
                name="branchId"
                label={t('admin.cases.branch')}
                defaultValue={item.branchId ? String(item.branchId) : ''}
                items={branches.map((branch) => ({
                  value: String(branch.id),
                  label: branchLabel(branch, lang),
                }))}
              />
              <SelectField
                idPrefix="case"
                name="userId"
                label={t('admin.case.officer')}
                defaultValue={item.assignedUserId ?? ''}
                items={officers.map((officer) => ({ value: officer.id, label: officer.name }))}
              />
              <button type="submit" className={buttonClass}>
                {t('admin.case.save_assignment')}
              </button>
            </Form>
          </section>
        </div>
      </div>
    </AdminPage>
  );
}
