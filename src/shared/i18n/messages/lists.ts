import { defineMessages } from '../define-messages.ts';

// The list screens: notices, articles, vacancy notices, results, syllabus and laws (product.md section 2, 8).
export const listMessages = defineMessages({
  en: {
    'lists.notices.title': 'Notices',
    'lists.notices.intro':
      'Public notices of the trust: tenders, meetings, festival schedules, land policy and recruitment.',
    'lists.notices.description':
      'Read the latest public notices of Guthi Sansthan: tenders, meetings, festival schedules and recruitment.',
    'lists.articles.title': 'Articles',
    'lists.articles.intro':
      'News, stories and articles about Guthi, its festivals and the heritage it looks after.',
    'lists.articles.description':
      'News and articles from Guthi Sansthan about festivals, heritage sites and the work of its offices.',
    'lists.vacancy.title': 'Vacancy notices',
    'lists.vacancy.intro':
      'Open positions and recruitment notices. Read each notice for eligibility and deadlines.',
    'lists.vacancy.description':
      'Vacancy and recruitment notices of Guthi Sansthan, with the full notice to download.',
    'lists.result.title': 'Results',
    'lists.result.intro':
      'Results of written examinations, interviews and final selections for advertised posts.',
    'lists.result.description':
      'Examination, interview and final results of Guthi Sansthan recruitment, with the full result to download.',
    'lists.syllabus.title': 'Syllabus',
    'lists.syllabus.intro': 'Syllabus and exam schemes for the posts Guthi Sansthan recruits for.',
    'lists.syllabus.description': 'Syllabus and examination schemes for posts at Guthi Sansthan.',
    'lists.syllabus.caption': 'Syllabus list, page {page} of {pages}',
    'lists.syllabus.region': 'Syllabus table',
    'lists.syllabus.open': 'Open',
    'lists.laws.title': 'Laws and regulations',
    'lists.laws.intro': 'Acts, regulations, directives and other rules that govern Guthi and its property.',
    'lists.laws.intro_category':
      'Documents in the category "{category}". Open a document to read it in full.',
    'lists.laws.description': 'Laws, acts and regulations about Guthi: {category}.',
    'lists.laws.caption': '{category}, page {page} of {pages}',
    'lists.laws.region': 'Laws table',
    'lists.laws.view_pdf': 'View Full PDF',
    'lists.col.serial': 'S.No.',
    'lists.col.title': 'Title',
    'lists.col.law_name': 'Law Name',
    'lists.col.date': 'Date',
    'lists.col.category': 'Category',
    'lists.col.action': 'Action',
    'lists.error_hint': 'The list could not be loaded. Please try again in a moment.',
    'lists.empty_hint': 'Nothing has been published here yet.',
    'lists.past_end': 'There is nothing on this page',
    'lists.past_end_hint': 'Page {page} is past the end of this list, which has {pages} pages.',
    'lists.first_page': 'Go to page 1',
    'lists.pagination_label': '{list}: pages',
  },
  ne: {
    'lists.notices.title': 'सूचनाहरू',
    'lists.notices.intro':
      'संस्थानका सार्वजनिक सूचनाहरू: बोलपत्र, बैठक, जात्राको तालिका, गुठी जग्गासम्बन्धी नीति र कर्मचारी भर्ना।',
    'lists.notices.description':
      'गुठी संस्थानका पछिल्ला सार्वजनिक सूचनाहरू पढ्नुहोस्: बोलपत्र, बैठक, जात्राको तालिका र कर्मचारी भर्ना।',
    'lists.articles.title': 'लेखहरू',
    'lists.articles.intro': 'गुठी, यसका जात्रा तथा पर्व र संरक्षित सम्पदाबारे समाचार, कथा र लेखहरू।',
    'lists.articles.description': 'जात्रा, सम्पदा स्थल र कार्यालयहरूको कामबारे गुठी संस्थानका समाचार तथा लेखहरू।',
    'lists.vacancy.title': 'रिक्त पदका सूचनाहरू',
    'lists.vacancy.intro': 'खुला पद र कर्मचारी भर्नाका सूचनाहरू। योग्यता र अन्तिम मितिका लागि पूरा सूचना पढ्नुहोस्।',
    'lists.vacancy.description': 'गुठी संस्थानका रिक्त पद तथा भर्ना सूचनाहरू, पूरा सूचना डाउनलोड गर्न सकिने।',
    'lists.result.title': 'नतिजाहरू',
    'lists.result.intro': 'विज्ञापित पदहरूको लिखित परीक्षा, अन्तर्वार्ता र अन्तिम छनोटका नतिजाहरू।',
    'lists.result.description':
      'गुठी संस्थानको कर्मचारी भर्नाका परीक्षा, अन्तर्वार्ता र अन्तिम नतिजाहरू, पूरा नतिजा डाउनलोड गर्न सकिने।',
    'lists.syllabus.title': 'पाठ्यक्रम',
    'lists.syllabus.intro': 'गुठी संस्थानले भर्ना गर्ने पदहरूका पाठ्यक्रम र परीक्षा योजना।',
    'lists.syllabus.description': 'गुठी संस्थानका पदहरूका पाठ्यक्रम तथा परीक्षा योजना।',
    'lists.syllabus.caption': 'पाठ्यक्रमको सूची, पृष्ठ {page} (जम्मा {pages})',
    'lists.syllabus.region': 'पाठ्यक्रमको तालिका',
    'lists.syllabus.open': 'खोल्नुहोस्',
    'lists.laws.title': 'ऐन तथा नियमहरू',
    'lists.laws.intro': 'गुठी र यसको सम्पत्तिसम्बन्धी ऐन, नियमावली, निर्देशिका र अन्य नियमहरू।',
    'lists.laws.intro_category': '"{category}" वर्गका कागजातहरू। पूरा पढ्न कागजात खोल्नुहोस्।',
    'lists.laws.description': 'गुठीसम्बन्धी कानुन, ऐन तथा नियमहरू: {category}।',
    'lists.laws.caption': '{category}, पृष्ठ {page} (जम्मा {pages})',
    'lists.laws.region': 'कानुनहरूको तालिका',
    'lists.laws.view_pdf': 'पूरा PDF हेर्नुहोस्',
    'lists.col.serial': 'क्र.सं.',
    'lists.col.title': 'शीर्षक',
    'lists.col.law_name': 'कानुनको नाम',
    'lists.col.date': 'मिति',
    'lists.col.category': 'वर्ग',
    'lists.col.action': 'कार्य',
    'lists.error_hint': 'सूची लोड हुन सकेन। केही बेरपछि फेरि प्रयास गर्नुहोस्।',
    'lists.empty_hint': 'यहाँ अहिलेसम्म केही प्रकाशित भएको छैन।',
    'lists.past_end': 'यो पृष्ठमा केही छैन',
    'lists.past_end_hint': 'पृष्ठ {page} यो सूचीको अन्त्यभन्दा पछाडि छ; सूचीमा जम्मा {pages} पृष्ठ छन्।',
    'lists.first_page': 'पृष्ठ १ मा जानुहोस्',
    'lists.pagination_label': '{list}: पृष्ठहरू',
  },
});
