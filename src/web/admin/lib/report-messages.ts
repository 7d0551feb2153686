// The complaint reports (issue 26 step 5); part of adminMessages. The figures' own names (branch, month,
// median …) are the public record's (record.* in the site dictionary), shared with the report's CSV.
import { defineMessages } from '#shared/i18n/define-messages.ts';

export const reportMessages = defineMessages({
  en: {
    'admin.reports.title': 'Complaint reports',
    'admin.reports.link': 'Reports',
    'admin.reports.scope_all': 'All branches’ complaints.',
    'admin.reports.scope_branch': 'Your branch’s complaints only.',
    'admin.reports.total': 'Complaints in all: {count}',
    'admin.reports.by_month': 'By month',
    'admin.reports.by_branch': 'By branch',
    'admin.reports.by_category': 'By category',
    'admin.reports.by_status': 'By status',
    'admin.reports.times': 'Days to first reply and to close',
    'admin.reports.times_note':
      'Median: half took less. 90th percentile: nine in ten took less. Counted from the complaints that have been answered or closed.',
    'admin.reports.bar': 'Share',
    'admin.reports.csv': 'Download these figures (CSV)',
    'admin.reports.none': 'No complaints yet.',
    'admin.reports.public': 'The public record of complaint handling',
  },
  ne: {
    'admin.reports.title': 'गुनासो प्रतिवेदन',
    'admin.reports.link': 'प्रतिवेदन',
    'admin.reports.scope_all': 'सबै शाखाका गुनासो।',
    'admin.reports.scope_branch': 'तपाईंको शाखाका गुनासो मात्र।',
    'admin.reports.total': 'जम्मा गुनासो: {count}',
    'admin.reports.by_month': 'महिनाअनुसार',
    'admin.reports.by_branch': 'शाखाअनुसार',
    'admin.reports.by_category': 'वर्गअनुसार',
    'admin.reports.by_status': 'अवस्थाअनुसार',
    'admin.reports.times': 'पहिलो जवाफ र टुङ्गोसम्मका दिन',
    'admin.reports.times_note':
      'मध्यिका: आधाले यसभन्दा कम दिन लिए। ९० औँ प्रतिशतक: दसमध्ये नौले यसभन्दा कम लिए। जवाफ दिइएका वा टुङ्गिएका गुनासोबाट गनिएको।',
    'admin.reports.bar': 'अनुपात',
    'admin.reports.csv': 'यी अङ्क डाउनलोड गर्नुहोस् (CSV)',
    'admin.reports.none': 'अहिलेसम्म कुनै गुनासो छैन।',
    'admin.reports.public': 'गुनासो सुनुवाइको सार्वजनिक अभिलेख',
  },
});
