// The mail outbox page's strings (web/admin/mail), both languages.
import { defineMessages } from '#shared/i18n/define-messages.ts';

export const mailMessages = defineMessages({
  en: {
    'admin.mail': 'Mail outbox',
    'admin.mail.intro':
      'Every e-mail the site sends waits here until the mail server takes it. A message that could not be sent is tried again by itself, after a growing pause; “Send again” tries it at the next sending run.',
    'admin.mail.no_text':
      'The text of a message is not shown here: it is about a case, which only the staff who handle it read.',
    'admin.mail.state': 'Show',
    'admin.mail.state.queued': 'Queued',
    'admin.mail.state.failed': 'Not sent',
    'admin.mail.state.sent': 'Sent',
    'admin.mail.col.created': 'Queued at',
    'admin.mail.col.to': 'To',
    'admin.mail.col.subject': 'Subject',
    'admin.mail.col.state': 'State',
    'admin.mail.col.action': 'Action',
    'admin.mail.attempts': 'Attempts: {count}',
    'admin.mail.last_error': 'Last error: {error}',
    'admin.mail.next_attempt': 'Next try: {when}',
    'admin.mail.sent_at': 'Sent {when}',
    'admin.mail.resend': 'Send again',
    'admin.mail.resend_label': 'Send again: {subject} to {to}',
    'admin.mail.open_case': 'Open the complaint',
    'admin.mail.none': 'No messages.',
    'admin.mail.topic.case.new': 'New complaint',
    'admin.mail.topic.case.forwarded': 'Forwarded complaint',
    'admin.mail.topic.case.overdue_digest': 'Overdue complaints',
  },
  ne: {
    'admin.mail': 'पठाउने इमेल',
    'admin.mail.intro':
      'वेबसाइटले पठाउने हरेक इमेल मेल सर्भरले नलिएसम्म यहाँ पर्खन्छ। पठाउन नसकिएको सन्देश केही समयपछि आफैँ फेरि प्रयास हुन्छ; “फेरि पठाउनुहोस्” ले अर्को पठाउने पालोमै प्रयास गर्छ।',
    'admin.mail.no_text':
      'सन्देशको पाठ यहाँ देखाइँदैन: त्यो कुनै गुनासोसँग सम्बन्धित हुन्छ, जसलाई त्यो हेर्ने कर्मचारीले मात्र पढ्नुहुन्छ।',
    'admin.mail.state': 'देखाउनुहोस्',
    'admin.mail.state.queued': 'पठाउन बाँकी',
    'admin.mail.state.failed': 'पठाउन सकिएन',
    'admin.mail.state.sent': 'पठाइयो',
    'admin.mail.col.created': 'लाइनमा राखिएको',
    'admin.mail.col.to': 'प्रापक',
    'admin.mail.col.subject': 'विषय',
    'admin.mail.col.state': 'अवस्था',
    'admin.mail.col.action': 'काम',
    'admin.mail.attempts': 'प्रयास: {count}',
    'admin.mail.last_error': 'पछिल्लो त्रुटि: {error}',
    'admin.mail.next_attempt': 'अर्को प्रयास: {when}',
    'admin.mail.sent_at': '{when} मा पठाइयो',
    'admin.mail.resend': 'फेरि पठाउनुहोस्',
    'admin.mail.resend_label': 'फेरि पठाउनुहोस्: {to} लाई {subject}',
    'admin.mail.open_case': 'गुनासो खोल्नुहोस्',
    'admin.mail.none': 'कुनै सन्देश छैन।',
    'admin.mail.topic.case.new': 'नयाँ गुनासो',
    'admin.mail.topic.case.forwarded': 'पठाइएको गुनासो',
    'admin.mail.topic.case.overdue_digest': 'म्याद नाघेका गुनासो',
  },
});
