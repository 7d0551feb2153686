import { defineMessages } from '../define-messages.ts';

// The site search (/search and the box in the header).
export const searchMessages = defineMessages({
  en: {
    'search.title': 'Search',
    'search.label': 'Search the site',
    'search.header_placeholder': 'Notice, festival, place…',
    'search.button': 'Search',
    'search.intro':
      'Search notices, articles, vacancies, results, syllabus, laws, festivals, heritage sites and branches, in Nepali or English.',
    'search.description': 'Search the notices, laws, festivals and other pages of Guthi Sansthan.',
    'search.results': '{count} results for “{q}”',
    'search.results_one': '1 result for “{q}”',
    'search.none': 'Nothing found for “{q}”. Try fewer words, or other ones.',
    // Around the suggested words (a link): “Did you mean <words>?”
    'search.did_you_mean': 'Did you mean',
    'search.did_you_mean_end': '?',
    'search.types': 'Kinds of result',
    'search.all': 'All',
    'search.list': 'Search results',
  },
  ne: {
    'search.title': 'खोज',
    'search.label': 'साइटमा खोज्नुहोस्',
    'search.header_placeholder': 'सूचना, पर्व, स्थान…',
    'search.button': 'खोज्नुहोस्',
    'search.intro':
      'सूचना, लेख, रिक्त पद, नतिजा, पाठ्यक्रम, कानुन, चाडपर्व, सम्पदा स्थल र शाखाहरू नेपाली वा अङ्ग्रेजीमा खोज्नुहोस्।',
    'search.description': 'गुठी संस्थानका सूचना, कानुन, चाडपर्व र अन्य पृष्ठहरू खोज्नुहोस्।',
    'search.results': '“{q}” का लागि {count} नतिजा',
    'search.results_one': '“{q}” का लागि १ नतिजा',
    'search.none': '“{q}” भेटिएन। कम वा अरू शब्द प्रयोग गरी हेर्नुहोस्।',
    'search.did_you_mean': 'के तपाईंले',
    'search.did_you_mean_end': ' खोज्नुभएको हो?',
    'search.types': 'नतिजाका प्रकार',
    'search.all': 'सबै',
    'search.list': 'खोजका नतिजा',
  },
});
