import { defineMessages } from '../define-messages.ts';

// Validation messages of list filters in the API query strings (laws by category).
export const listFilterMessages = defineMessages({
  en: {
    'validation.category_filter_invalid': 'Category must be a whole number',
  },
  ne: {
    'validation.category_filter_invalid': 'वर्ग पूर्ण सङ्ख्या हुनुपर्छ',
  },
});
