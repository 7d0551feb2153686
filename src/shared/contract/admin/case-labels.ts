// Words for a case's status that the staff area shows and the server writes into the CSV export: one
// table, so a spreadsheet and the screen never name a status differently. Kept out of the public
// dictionaries (public pages never carry staff words); web/admin/lib/messages.ts spreads it in.
import { defineMessages } from '#shared/i18n/define-messages.ts';

export const caseStatusMessages = defineMessages({
  en: {
    'admin.status.received': 'Received',
    'admin.status.in_review': 'In review',
    'admin.status.resolved': 'Resolved',
    'admin.status.rejected': 'Rejected',
  },
  ne: {
    'admin.status.received': 'प्राप्त',
    'admin.status.in_review': 'छानबिनमा',
    'admin.status.resolved': 'समाधान भयो',
    'admin.status.rejected': 'अस्वीकृत',
  },
});
