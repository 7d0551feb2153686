// The staff area's strings for not losing work (issue 23): a save refused because someone else saved
// first, a form kept across the end of a session, and the warning before a session ends. Part of
// adminMessages.
import { defineMessages } from '#shared/i18n/define-messages.ts';

export const editingMessages = defineMessages({
  en: {
    'admin.conflict.title': 'Someone else saved this item while you were editing it',
    'admin.conflict.intro':
      '{name} saved it at {when}. Your save was not made, and nothing is lost: what you typed is in the form below. The table shows every field that differs. For each, keep their version or yours (you can still change yours in the form), then save again.',
    'admin.conflict.someone': 'Someone',
    'admin.conflict.field': 'Field',
    'admin.conflict.theirs': 'Saved now by {name}',
    'admin.conflict.yours': 'What you typed',
    'admin.conflict.keep': 'Keep',
    'admin.conflict.keep_theirs': 'theirs',
    'admin.conflict.keep_yours': 'yours (as in the form)',
    'admin.conflict.both_changed': 'Changed by both of you',
    'admin.conflict.they_changed': 'Changed by them; you kept it as it was',
    'admin.conflict.you_changed': 'Changed by you',
    'admin.conflict.marked': 'Words that differ are highlighted.',
    'admin.conflict.save_choices': 'Save with these choices',
    'admin.conflict.overwrite': 'Save all of mine over theirs',
    'admin.conflict.reload': 'Drop what I typed and open their version',
    'admin.conflict.empty': '(empty)',
    'admin.conflict.yes': 'Yes',
    'admin.conflict.no': 'No',
    'admin.draft.restored':
      'Your session had ended when you saved at {when}, so nothing was saved. What you typed is back in the form: check it and save.',
    'admin.draft.discard': 'Throw away what I typed',
    'admin.session.ending':
      'Your session ends at {time}, in {minutes} minutes. Save your work now; then you will be asked to sign in again.',
    'admin.session.ended':
      'Your session has ended. Save as usual: what you typed is kept, and after signing in again you come back to it.',
  },
  ne: {
    'admin.conflict.title': 'तपाईं सम्पादन गर्दै गर्दा अर्कै व्यक्तिले यो सामग्री सुरक्षित गर्नुभयो',
    'admin.conflict.intro':
      '{name} ले {when} मा सुरक्षित गर्नुभयो। तपाईंको परिवर्तन सुरक्षित भएन, तर केही हराएको छैन: तपाईंले लेखेको तलको फारममा छ। तालिकामा फरक भएका सबै विवरण छन्। प्रत्येकमा उहाँको वा आफ्नो संस्करण राख्नुहोस् (आफ्नो फारममै सच्याउन सक्नुहुन्छ), अनि फेरि सुरक्षित गर्नुहोस्।',
    'admin.conflict.someone': 'कसैले',
    'admin.conflict.field': 'विवरण',
    'admin.conflict.theirs': '{name} ले अहिले सुरक्षित गरेको',
    'admin.conflict.yours': 'तपाईंले लेखेको',
    'admin.conflict.keep': 'राख्ने',
    'admin.conflict.keep_theirs': 'उहाँको',
    'admin.conflict.keep_yours': 'मेरो (फारममा भएजस्तै)',
    'admin.conflict.both_changed': 'दुवैले बदल्नुभयो',
    'admin.conflict.they_changed': 'उहाँले बदल्नुभयो; तपाईंले जस्ताको तस्तै राख्नुभयो',
    'admin.conflict.you_changed': 'तपाईंले बदल्नुभयो',
    'admin.conflict.marked': 'फरक शब्दहरू रङ लगाएर देखाइएका छन्।',
    'admin.conflict.save_choices': 'यी छनोटसहित सुरक्षित गर्नुहोस्',
    'admin.conflict.overwrite': 'उहाँको माथि मेरो सबै सुरक्षित गर्नुहोस्',
    'admin.conflict.reload': 'मैले लेखेको छाडेर उहाँको संस्करण खोल्नुहोस्',
    'admin.conflict.empty': '(खाली)',
    'admin.conflict.yes': 'हो',
    'admin.conflict.no': 'होइन',
    'admin.draft.restored':
      'तपाईंले {when} मा सुरक्षित गर्दा सत्र सकिइसकेको थियो, त्यसैले केही सुरक्षित भएन। तपाईंले लेखेको फारममा फर्काइएको छ: हेरेर सुरक्षित गर्नुहोस्।',
    'admin.draft.discard': 'मैले लेखेको हटाउनुहोस्',
    'admin.session.ending':
      'तपाईंको सत्र {time} मा, {minutes} मिनेटमा सकिन्छ। अहिले नै आफ्नो काम सुरक्षित गर्नुहोस्; त्यसपछि फेरि साइन इन गर्न भनिनेछ।',
    'admin.session.ended':
      'तपाईंको सत्र सकियो। सधैँझैँ सुरक्षित गर्नुहोस्: तपाईंले लेखेको राखिन्छ, र फेरि साइन इन गरेपछि त्यहीँ फर्कनुहुन्छ।',
  },
});
