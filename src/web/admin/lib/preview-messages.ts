// Previews (issue 25 item 2, ADR 032); part of adminMessages.
import { defineMessages } from '#shared/i18n/define-messages.ts';

export const previewMessages = defineMessages({
  en: {
    'admin.preview.title': 'Preview',
    'admin.preview.saved':
      'Preview: this item as visitors will see it once it is published. Now: {visibility}.',
    'admin.preview.unsaved': 'Preview of unsaved changes. Nothing is saved until you save the form.',
    'admin.preview.shared':
      'A preview shared by the trust’s staff: it may not be published yet. This link works until {when}.',
    'admin.preview.language': 'Language of the preview',
    'admin.preview.back': 'Back to editing',
    'admin.preview.make_link': 'Make a link for a colleague',
    'admin.preview.link': 'Preview link, for anyone you send it to, until {when}',
    'admin.preview.expired': 'This preview link has expired or is not valid. Ask for a new one.',
    'admin.preview.open': 'Preview (opens in a new tab)',
    'admin.preview.view_site': 'View on the site',
    'admin.preview.nothing': 'Nothing to preview yet: use Preview on the edit form.',
    'admin.preview.no_page': 'Items of this kind have no page of their own on the site.',
  },
  ne: {
    'admin.preview.title': 'पूर्वावलोकन',
    'admin.preview.saved': 'पूर्वावलोकन: प्रकाशित भएपछि आगन्तुकले यो सामग्री यसरी देख्नेछन्। अहिले: {visibility}।',
    'admin.preview.unsaved': 'सुरक्षित नगरिएका परिवर्तनको पूर्वावलोकन। फारम सुरक्षित नगरेसम्म केही पनि सुरक्षित हुँदैन।',
    'admin.preview.shared':
      'संस्थानका कर्मचारीले पठाएको पूर्वावलोकन: यो अझै प्रकाशित नभएको हुन सक्छ। यो लिङ्क {when} सम्म चल्छ।',
    'admin.preview.language': 'पूर्वावलोकनको भाषा',
    'admin.preview.back': 'सम्पादनमा फर्कनुहोस्',
    'admin.preview.make_link': 'सहकर्मीका लागि लिङ्क बनाउनुहोस्',
    'admin.preview.link': 'पूर्वावलोकन लिङ्क, तपाईंले पठाएका जो कोहीका लागि, {when} सम्म',
    'admin.preview.expired': 'यो पूर्वावलोकन लिङ्कको म्याद सकिएको छ वा मान्य छैन। नयाँ लिङ्क माग्नुहोस्।',
    'admin.preview.open': 'पूर्वावलोकन (नयाँ ट्याबमा खुल्छ)',
    'admin.preview.view_site': 'साइटमा हेर्नुहोस्',
    'admin.preview.nothing': 'पूर्वावलोकन गर्न केही छैन: सम्पादन फारमको पूर्वावलोकन प्रयोग गर्नुहोस्।',
    'admin.preview.no_page': 'यस प्रकारका सामग्रीको साइटमा छुट्टै पृष्ठ हुँदैन।',
  },
});
