// The rich text editor's strings (bodies of notices, articles and festivals; ADR 031); part of
// adminMessages, so public pages never carry them.
import { defineMessages } from '#shared/i18n/define-messages.ts';

export const richTextMessages = defineMessages({
  en: {
    'admin.rich.hint':
      'Headings, lists, links and tables. Text pasted from Word or Google Docs keeps its structure, not its fonts and colours.',
    'admin.rich.hint_plain':
      'Each line becomes a paragraph. Headings, lists and tables need the editor, which needs JavaScript.',
    'admin.rich.toolbar': 'Formatting of {field}',
    'admin.rich.paragraph': 'Paragraph',
    'admin.rich.heading2': 'Heading',
    'admin.rich.heading3': 'Sub-heading',
    'admin.rich.bold': 'Bold',
    'admin.rich.italic': 'Italic',
    'admin.rich.bullets': 'Bulleted list',
    'admin.rich.numbers': 'Numbered list',
    'admin.rich.link': 'Link',
    'admin.rich.link_prompt': 'Address of the link (https://…, mailto:… or tel:…); empty removes it',
    'admin.rich.table': 'Insert table',
    'admin.rich.row_add': 'Add row',
    'admin.rich.column_add': 'Add column',
    'admin.rich.row_delete': 'Delete row',
    'admin.rich.column_delete': 'Delete column',
    'admin.rich.table_delete': 'Delete table',
    'admin.rich.undo': 'Undo',
    'admin.rich.redo': 'Redo',
  },
  ne: {
    'admin.rich.hint':
      'शीर्षक, सूची, लिङ्क र तालिका राख्न सकिन्छ। Word वा Google Docs बाट टाँसेको पाठको संरचना रहन्छ, फन्ट र रङ रहँदैन।',
    'admin.rich.hint_plain':
      'हरेक पङ्क्ति एउटा अनुच्छेद बन्छ। शीर्षक, सूची र तालिकाका लागि सम्पादक चाहिन्छ, जसलाई JavaScript चाहिन्छ।',
    'admin.rich.toolbar': '{field} को ढाँचा',
    'admin.rich.paragraph': 'अनुच्छेद',
    'admin.rich.heading2': 'शीर्षक',
    'admin.rich.heading3': 'उपशीर्षक',
    'admin.rich.bold': 'बाक्लो',
    'admin.rich.italic': 'छड्के',
    'admin.rich.bullets': 'बुँदागत सूची',
    'admin.rich.numbers': 'अङ्कित सूची',
    'admin.rich.link': 'लिङ्क',
    'admin.rich.link_prompt': 'लिङ्कको ठेगाना (https://…, mailto:… वा tel:…); खाली छोडे लिङ्क हट्छ',
    'admin.rich.table': 'तालिका थप्नुहोस्',
    'admin.rich.row_add': 'पङ्क्ति थप्नुहोस्',
    'admin.rich.column_add': 'स्तम्भ थप्नुहोस्',
    'admin.rich.row_delete': 'पङ्क्ति हटाउनुहोस्',
    'admin.rich.column_delete': 'स्तम्भ हटाउनुहोस्',
    'admin.rich.table_delete': 'तालिका हटाउनुहोस्',
    'admin.rich.undo': 'पूर्ववत् गर्नुहोस्',
    'admin.rich.redo': 'फेरि गर्नुहोस्',
  },
});
