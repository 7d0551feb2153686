import { defineMessages } from '../define-messages.ts';

// Messages the API answers with (SPEC section 8 and the server's own errors).
export const apiMessages = defineMessages({
  en: {
    'api.not_found': 'Not found',
    'api.route_not_found': 'There is no API endpoint at this address',
    'api.validation_failed': 'Please correct the highlighted fields',
    'api.too_many_requests': 'Too many requests. Please try again later.',
    'api.payload_too_large': 'File size must be less than 5MB',
    'api.form_too_many_parts': 'The form has too many fields or files',
    'api.request_too_large': 'The request is too large',
    'api.server_error': 'Something went wrong. Please try again.',
    'api.unsupported_media_type': 'Send the form as multipart/form-data',
    'api.invalid_form': 'The form could not be read. Please try again.',
    'api.contact_sent': 'Message successfully sent',
    'api.complaint_submitted': 'Your complaint has been successfully submitted.',
    'api.date_out_of_range': "The date doesn't fall within 2000/01/01 - 2090/12/30",
    'api.invalid_date_format': 'Invalid date format',
  },
  ne: {
    'api.not_found': 'भेटिएन',
    'api.route_not_found': 'यो ठेगानामा कुनै एपीआई छैन',
    'api.validation_failed': 'कृपया चिन्ह लगाइएका विवरण सच्याउनुहोस्',
    'api.too_many_requests': 'धेरै अनुरोध भए। कृपया केही समयपछि प्रयास गर्नुहोस्।',
    'api.payload_too_large': 'फाइलको आकार ५ एमबीभन्दा कम हुनुपर्छ',
    'api.form_too_many_parts': 'फारममा धेरै विवरण वा फाइलहरू छन्',
    'api.request_too_large': 'अनुरोध धेरै ठूलो भयो',
    'api.server_error': 'केही गडबड भयो। कृपया फेरि प्रयास गर्नुहोस्।',
    'api.unsupported_media_type': 'फारम multipart/form-data को रूपमा पठाउनुहोस्',
    'api.invalid_form': 'फारम पढ्न सकिएन। कृपया फेरि प्रयास गर्नुहोस्।',
    'api.contact_sent': 'सन्देश सफलतापूर्वक पठाइयो',
    'api.complaint_submitted': 'तपाईंको गुनासो सफलतापूर्वक दर्ता भयो।',
    'api.date_out_of_range': 'मिति २०००/०१/०१ - २०९०/१२/३० भित्र पर्दैन',
    'api.invalid_date_format': 'मितिको ढाँचा मिलेन',
  },
});
