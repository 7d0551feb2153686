import { defineMessages } from '../define-messages.ts';

// Validation messages of the festival list's query string (GET /api/events/festivals?limit=).
export const festivalMessages = defineMessages({
  en: {
    'validation.festival_limit_invalid': 'Limit must be a whole number from 1 to 50',
  },
  ne: {
    'validation.festival_limit_invalid': 'सीमा १ देखि ५० सम्मको पूर्ण सङ्ख्या हुनुपर्छ',
  },
});
