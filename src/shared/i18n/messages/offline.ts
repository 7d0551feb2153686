import { defineMessages } from '../define-messages.ts';

// Working without a connection (issue 27, ADR 047): the note on a page the service worker serves from
// its saved copies, the page it answers when it has no copy, and the forms' note when offline.
// The service worker imports this file alone, not the whole dictionary.
export const offlineMessages = defineMessages({
  en: {
    'offline.note_label': 'Saved copy',
    'offline.saved_copy': 'You are offline. This is a saved copy of {time}.',
    'offline.saved_copy_hint': 'It may be out of date; it is refreshed when you are online again.',
    'offline.page_title': 'No connection',
    'offline.page_text':
      'This page has not been saved on this device, and there is no connection now. Pages you have opened before, the calendar and the home page still open.',
    'offline.home_link': 'Go to the home page',
    'offline.calendar_link': 'Open the calendar',
    'offline.form_note':
      'You are offline. This form needs a connection to send; what you have written stays here. Send it when you are online again.',
    'offline.form_needs_connection':
      'There is no connection, so the form was not sent. What you have written stays here; try again when you are online.',
  },
  ne: {
    'offline.note_label': 'सुरक्षित प्रति',
    'offline.saved_copy': 'तपाईं इन्टरनेटमा जोडिनुभएको छैन। यो {time} मा सुरक्षित गरिएको प्रति हो।',
    'offline.saved_copy_hint': 'यो पुरानो हुन सक्छ; इन्टरनेट जोडिएपछि नयाँ हुन्छ।',
    'offline.page_title': 'इन्टरनेट छैन',
    'offline.page_text':
      'यो पृष्ठ यस उपकरणमा सुरक्षित गरिएको छैन, र अहिले इन्टरनेट जोडिएको छैन। पहिले खोलिएका पृष्ठहरू, पात्रो र गृहपृष्ठ भने खुल्छन्।',
    'offline.home_link': 'गृहपृष्ठमा जानुहोस्',
    'offline.calendar_link': 'पात्रो खोल्नुहोस्',
    'offline.form_note':
      'तपाईं इन्टरनेटमा जोडिनुभएको छैन। यो फारम पठाउन इन्टरनेट चाहिन्छ; तपाईंले लेखेको कुरा यहीँ रहन्छ। इन्टरनेट जोडिएपछि पठाउनुहोस्।',
    'offline.form_needs_connection':
      'इन्टरनेट नभएकाले फारम पठाइएन। तपाईंले लेखेको कुरा यहीँ छ; इन्टरनेट जोडिएपछि फेरि प्रयास गर्नुहोस्।',
  },
});
