// The closed list of what the audit log records (ADR 042): every call of record() names one of these, so
// the log's filter and its readable phrases (`admin.audit.action.<action>`) cover every entry written
// today. Entries stored before the list existed, or by an older version, keep their text in the
// database and read as `other` (shown with the stored text beside it).
export const auditActions = [
  // Content of every kind (the entity is the kind's table).
  'content.created',
  'content.updated',
  'content.revision_restored',
  'content.trashed',
  'content.restored',
  'content.preview_link',
  'content.duplicated',
  // The media library.
  'media.uploaded',
  'media.updated',
  'media.trashed',
  'media.restored',
  // Site settings (the entity id is the group).
  'settings.updated',
  // Staff accounts.
  'account.created',
  'account.updated',
  'account.password_link',
  'password.changed',
  'password.set',
  'two_factor.setup_started',
  'two_factor.enabled',
  'two_factor.backup_codes_renewed',
  // Signing in and out (the entity is `session`, its id the account's).
  'sign_in.succeeded',
  'sign_in.password_accepted',
  'sign_in.failed',
  'sign_in.locked',
  'sign_in.refused',
  'sign_in.code_failed',
  'sign_in.code_replayed',
  'sign_out',
  'sign_out.everywhere',
  // Complaints and messages (the entity is the case's kind).
  'case.status',
  'case.reply',
  'case.note',
  'case.assigned',
  'case.forwarded',
  'case.exported',
  'case.timeline_exported',
  'case.report_exported',
  'case.attachment_downloaded',
  // The mail outbox.
  'mail.resend',
  // The log itself.
  'audit.exported',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** How an entry's action reads: one of the list, or `other` for a text the list does not know. */
export type ReadAction = AuditAction | 'other';

export const readAction = (stored: string): ReadAction =>
  (auditActions as readonly string[]).includes(stored) ? (stored as AuditAction) : 'other';
