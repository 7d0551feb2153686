// The staff area's strings for Nepali typing help (converting Preeti/Kantipur text), the festival's own
// calendar fields and the missing-language warning (issue 25). Part of adminMessages.
import { defineMessages } from '#shared/i18n/define-messages.ts';

export const typingMessages = defineMessages({
  en: {
    'admin.preeti.convert': 'Convert from Preeti',
    'admin.preeti.convert_field': 'Convert from Preeti: “{field}”, from Preeti or Kantipur to Unicode',
    'admin.preeti.detected':
      'This looks like text typed in the Preeti or Kantipur font. Convert it to Unicode Nepali?',
    'admin.preeti.convert_pasted': 'Convert',
    'admin.preeti.keep': 'Keep as pasted',
    'admin.preeti.converted': 'Converted to Unicode Nepali.',
    'admin.preeti.undo': 'Undo',
    'admin.preeti.nothing': 'Nothing to convert: the field is empty or already in Nepali script.',
    'admin.field.on_calendar': 'Show on the calendar, on the dates above',
    'admin.field.repeats_yearly': 'Repeats every year on the same Bikram Sambat dates',
    'admin.content.missing_fields':
      'It has no {language} text for: {fields}. Visitors reading {language} see the other language.',
    'admin.content.digits_hint':
      'Type it once, in either digits (several numbers: separate them with commas). Nepali pages show it in Nepali digits.',
  },
  ne: {
    'admin.preeti.convert': 'प्रीतिबाट बदल्नुहोस्',
    'admin.preeti.convert_field': 'प्रीतिबाट बदल्नुहोस्: “{field}” लाई प्रीति वा कान्तिपुरबाट युनिकोडमा',
    'admin.preeti.detected': 'यो पाठ प्रीति वा कान्तिपुर फन्टमा टाइप गरेको जस्तो देखिन्छ। युनिकोड नेपालीमा बदल्ने?',
    'admin.preeti.convert_pasted': 'बदल्नुहोस्',
    'admin.preeti.keep': 'जस्तो टाँसियो त्यस्तै राख्नुहोस्',
    'admin.preeti.converted': 'युनिकोड नेपालीमा बदलियो।',
    'admin.preeti.undo': 'पहिलेकै राख्नुहोस्',
    'admin.preeti.nothing': 'बदल्ने केही छैन: फिल्ड खाली छ वा पहिल्यै नेपाली लिपिमा छ।',
    'admin.field.on_calendar': 'माथिका मितिमा पात्रोमा देखाउनुहोस्',
    'admin.field.repeats_yearly': 'हरेक वर्ष विक्रम संवत्‌का उही मितिमा दोहोरिन्छ',
    'admin.content.missing_fields': 'यसमा {language} पाठ छैन: {fields}। {language}मा पढ्नेले अर्को भाषा देख्छन्।',
    'admin.content.digits_hint':
      'एक पटक मात्र लेख्नुहोस्, जुनसुकै अङ्कमा (धेरै नम्बर भए अल्पविरामले छुट्याउनुहोस्)। नेपाली पृष्ठमा नेपाली अङ्कमा देखिन्छ।',
  },
});
