import { defineMessages } from '../define-messages.ts';

// E-mail alerts of new notices, vacancies and results (ADR 046): the page, its confirm and unsubscribe
// pages, the mails, and the form's validation messages.
export const alertMessages = defineMessages({
  en: {
    'alerts.title': 'Alerts by e-mail',
    'alerts.description': 'Get an e-mail when a new notice, vacancy or result is published.',
    'alerts.intro':
      'Get an e-mail when the trust publishes a new notice, vacancy or result. No account is needed: we first send a link to confirm your address, and every alert has a link to stop them.',
    'alerts.link': 'Get alerts by e-mail',
    'alerts.email': 'E-mail address',
    'alerts.topics': 'Send me',
    'alerts.topic.notice': 'New notices',
    'alerts.topic.vacancy': 'New vacancies',
    'alerts.topic.result': 'Vacancy results',
    'alerts.branch': 'Branch',
    'alerts.branch_hint':
      'Notices of one branch only (and those of the whole trust). Vacancies and results are always the whole trust’s.',
    'alerts.branch_all': 'All branches',
    'alerts.lang': 'Language of the e-mails',
    'alerts.submit': 'Subscribe',
    'alerts.privacy':
      'Your address is used only for these alerts. An address not confirmed within 7 days is deleted; stopping the alerts deletes it at once.',
    'alerts.check_mail':
      'Almost done: open the link we have sent to your e-mail to confirm the alerts. The link works for 7 days.',
    'alerts.confirm_title': 'Confirm your alerts',
    'alerts.confirm_intro': 'Press the button to start receiving the alerts you asked for.',
    'alerts.confirm_button': 'Confirm alerts',
    'alerts.confirmed': 'Your alerts are on. Every alert e-mail has a link to stop them.',
    'alerts.unsubscribe_title': 'Stop the alerts',
    'alerts.unsubscribe_intro':
      'Press the button to stop every alert to this address and delete the address from our list.',
    'alerts.unsubscribe_button': 'Stop the alerts',
    'alerts.unsubscribed': 'You will get no more alerts: your address is deleted from our list.',
    'alerts.link_invalid': 'This link is unknown or has expired. You can subscribe again.',
    'alerts.subscribe_again': 'Subscribe to alerts',
    'alerts.mail.confirm_subject': 'Confirm your alerts from {site}',
    'alerts.mail.confirm_body':
      'Someone, probably you, asked for e-mail alerts of {topics} from {site} at this address.\n\nTo confirm, open this link and press "Confirm alerts":\n{link}\n\nThe link works for 7 days. If you did not ask, ignore this mail: the address is deleted after 7 days.',
    'alerts.mail.topic.notice': 'new notices',
    'alerts.mail.topic.vacancy': 'new vacancies',
    'alerts.mail.topic.result': 'vacancy results',
    'alerts.mail.subject.notice': 'New notice: {title}',
    'alerts.mail.subject.vacancy': 'New vacancy: {title}',
    'alerts.mail.subject.result': 'New result: {title}',
    'alerts.mail.body':
      '{title}\nPublished: {date}\n\nRead it: {link}\n\n--\n{site}\nYou get this mail because you subscribed to these alerts. To stop them: {unsubscribe}',
    'validation.alert_email_required': 'Enter your e-mail address',
    'validation.alert_topics': 'Choose at least one: notices, vacancies or results',
    'validation.alert_lang': 'Choose the language of the e-mails',
    'validation.alert_token': 'This link is not valid',
  },
  ne: {
    'alerts.title': 'इमेलमा सूचना',
    'alerts.description': 'नयाँ सूचना, रिक्त पद वा नतिजा प्रकाशित हुँदा इमेल पाउनुहोस्।',
    'alerts.intro':
      'संस्थानले नयाँ सूचना, रिक्त पद वा नतिजा प्रकाशित गर्दा इमेल पाउनुहोस्। खाता चाहिँदैन: पहिले तपाईंको ठेगाना पुष्टि गर्ने लिङ्क पठाइन्छ, र हरेक सूचनामा रोक्ने लिङ्क हुन्छ।',
    'alerts.link': 'इमेलमा सूचना पाउनुहोस्',
    'alerts.email': 'इमेल ठेगाना',
    'alerts.topics': 'मलाई पठाउनुहोस्',
    'alerts.topic.notice': 'नयाँ सूचना',
    'alerts.topic.vacancy': 'नयाँ रिक्त पद',
    'alerts.topic.result': 'परीक्षाको नतिजा',
    'alerts.branch': 'शाखा',
    'alerts.branch_hint': 'एउटा शाखाका सूचना मात्र (र पूरै संस्थानका)। रिक्त पद र नतिजा सधैँ पूरै संस्थानका हुन्छन्।',
    'alerts.branch_all': 'सबै शाखा',
    'alerts.lang': 'इमेलको भाषा',
    'alerts.submit': 'सदस्यता लिनुहोस्',
    'alerts.privacy':
      'तपाईंको ठेगाना यी सूचनाका लागि मात्र प्रयोग हुन्छ। ७ दिनभित्र पुष्टि नगरिएको ठेगाना मेटिन्छ; सूचना रोक्दा तुरुन्तै मेटिन्छ।',
    'alerts.check_mail': 'लगभग भयो: सूचना पुष्टि गर्न तपाईंको इमेलमा पठाइएको लिङ्क खोल्नुहोस्। लिङ्क ७ दिनसम्म चल्छ।',
    'alerts.confirm_title': 'सूचना पुष्टि गर्नुहोस्',
    'alerts.confirm_intro': 'तपाईंले मागेका सूचना पाउन सुरु गर्न बटन थिच्नुहोस्।',
    'alerts.confirm_button': 'सूचना पुष्टि गर्नुहोस्',
    'alerts.confirmed': 'तपाईंको सूचना सुरु भयो। हरेक सूचना इमेलमा रोक्ने लिङ्क हुन्छ।',
    'alerts.unsubscribe_title': 'सूचना रोक्नुहोस्',
    'alerts.unsubscribe_intro': 'यो ठेगानामा आउने सबै सूचना रोक्न र ठेगाना हाम्रो सूचीबाट मेटाउन बटन थिच्नुहोस्।',
    'alerts.unsubscribe_button': 'सूचना रोक्नुहोस्',
    'alerts.unsubscribed': 'अब तपाईंलाई सूचना आउने छैन: तपाईंको ठेगाना हाम्रो सूचीबाट मेटाइयो।',
    'alerts.link_invalid': 'यो लिङ्क चिनिएन वा यसको म्याद सकियो। तपाईं फेरि सदस्यता लिन सक्नुहुन्छ।',
    'alerts.subscribe_again': 'सूचनाको सदस्यता लिनुहोस्',
    'alerts.mail.confirm_subject': '{site} का सूचना पुष्टि गर्नुहोस्',
    'alerts.mail.confirm_body':
      'कसैले, सम्भवतः तपाईंले, यो ठेगानामा {site} का {topics} इमेलमा पाउन अनुरोध गर्नुभयो।\n\nपुष्टि गर्न यो लिङ्क खोलेर "सूचना पुष्टि गर्नुहोस्" थिच्नुहोस्:\n{link}\n\nलिङ्क ७ दिनसम्म चल्छ। तपाईंले अनुरोध गर्नुभएको होइन भने यो इमेल बेवास्ता गर्नुहोस्: ठेगाना ७ दिनपछि मेटिन्छ।',
    'alerts.mail.topic.notice': 'नयाँ सूचना',
    'alerts.mail.topic.vacancy': 'नयाँ रिक्त पद',
    'alerts.mail.topic.result': 'परीक्षाको नतिजा',
    'alerts.mail.subject.notice': 'नयाँ सूचना: {title}',
    'alerts.mail.subject.vacancy': 'नयाँ रिक्त पद: {title}',
    'alerts.mail.subject.result': 'नयाँ नतिजा: {title}',
    'alerts.mail.body':
      '{title}\nप्रकाशित: {date}\n\nपढ्नुहोस्: {link}\n\n--\n{site}\nतपाईंले यी सूचनाको सदस्यता लिनुभएकाले यो इमेल पाउनुभयो। रोक्न: {unsubscribe}',
    'validation.alert_email_required': 'इमेल ठेगाना लेख्नुहोस्',
    'validation.alert_topics': 'कम्तीमा एउटा छान्नुहोस्: सूचना, रिक्त पद वा नतिजा',
    'validation.alert_lang': 'इमेलको भाषा छान्नुहोस्',
    'validation.alert_token': 'यो लिङ्क मान्य छैन',
  },
});
