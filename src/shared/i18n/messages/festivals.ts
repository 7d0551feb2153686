import { defineMessages } from '../define-messages.ts';

// Validation messages of the festival list's query string (GET /api/events/festivals?limit=), and the
// dates a festival page features (next, under way, or last held when the next is not yet known).
export const festivalMessages = defineMessages({
  en: {
    'validation.festival_limit_invalid': 'Limit must be a whole number from 1 to 50',
    'festival.occurrence_upcoming': 'Next held on',
    'festival.occurrence_ongoing': 'Under way',
    'festival.occurrence_past': 'Last held on',
    'festival.next_date_unknown': 'The next date is not yet announced.',
    'festival.featured_heading_past': 'About this festival',
  },
  ne: {
    'validation.festival_limit_invalid': 'सीमा १ देखि ५० सम्मको पूर्ण सङ्ख्या हुनुपर्छ',
    'festival.occurrence_upcoming': 'आगामी मिति',
    'festival.occurrence_ongoing': 'चलिरहेको',
    'festival.occurrence_past': 'पछिल्लो पटक मनाइएको मिति',
    'festival.next_date_unknown': 'अर्को मिति अझै घोषणा भएको छैन।',
    'festival.featured_heading_past': 'यस पर्वबारे',
  },
});
