import { defineMessages } from '../define-messages.ts';

// What the HTTP layer answers when it refuses a request before any page or API code runs:
// a busy server, a method a page does not take, an unreadable or too slow request.
export const httpMessages = defineMessages({
  en: {
    'http.busy': 'The website is busy right now. Please try again in a few seconds.',
    'http.method_not_allowed': 'This page does not accept this kind of request.',
    'http.bad_request': 'The request could not be understood.',
    'http.timeout': 'The request took too long to arrive.',
    'http.headers_too_large': 'The request headers are too large.',
    'http.home_link': 'Go to the home page',
    'http.staff_address_spelling':
      'This staff-area address is written in an unusual way: use it without doubled slashes, encoded letters or a slash at the end.',
  },
  ne: {
    'http.busy': 'वेबसाइट अहिले व्यस्त छ। कृपया केही सेकेन्डपछि फेरि प्रयास गर्नुहोस्।',
    'http.method_not_allowed': 'यो पृष्ठले यस किसिमको अनुरोध स्वीकार गर्दैन।',
    'http.bad_request': 'अनुरोध बुझ्न सकिएन।',
    'http.timeout': 'अनुरोध आइपुग्न धेरै समय लाग्यो।',
    'http.headers_too_large': 'अनुरोधका हेडरहरू धेरै ठूला छन्।',
    'http.home_link': 'गृहपृष्ठमा जानुहोस्',
    'http.staff_address_spelling':
      'कर्मचारी क्षेत्रको यो ठेगाना असामान्य तरिकाले लेखिएको छ: दोहोरो स्ल्यास, सङ्केतमा लेखिएका अक्षर वा अन्त्यको स्ल्यासबिना प्रयोग गर्नुहोस्।',
  },
});
