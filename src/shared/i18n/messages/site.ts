import { defineMessages } from '../define-messages.ts';

// Document-level strings: site name, skip link, error screens (product.md section 2, 8).
export const siteMessages = defineMessages({
  en: {
    'site.name': 'Guthi Sansthan',
    'site.tagline': 'Heritage and Cultural Trust of Nepal',
    'site.description':
      'Notices, festivals, heritage sites, laws and services of the heritage and cultural trust of Nepal.',
    'site.skip_to_content': 'Skip to main content',
    'error.not_found_title': 'Oops! Page not found',
    'error.return_home': 'Return to Home',
    'error.title': 'Oops! Something went wrong.',
    'error.unexpected': 'An unexpected error occurred.',
    'home.title': 'Home',
  },
  ne: {
    'site.name': 'गुठी संस्थान',
    'site.tagline': 'नेपालको सम्पदा तथा सांस्कृतिक संस्था',
    'site.description': 'गुठी संस्थानका सूचना, चाडपर्व, सम्पदा स्थल, कानुन र सेवाहरू।',
    'site.skip_to_content': 'मुख्य सामग्रीमा जानुहोस्',
    'error.not_found_title': 'माफ गर्नुहोस्! पृष्ठ भेटिएन',
    'error.return_home': 'गृहपृष्ठमा फर्कनुहोस्',
    'error.title': 'माफ गर्नुहोस्! केही गडबड भयो।',
    'error.unexpected': 'अनपेक्षित त्रुटि भयो।',
    'home.title': 'गृहपृष्ठ',
  },
});
