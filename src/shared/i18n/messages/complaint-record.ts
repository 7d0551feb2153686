import { defineMessages } from '../define-messages.ts';

// The public record of complaint handling (/complaint/record) and the figures' names in the staff
// report's CSV.
export const complaintRecordMessages = defineMessages({
  en: {
    'record.title': 'Complaint handling in figures',
    'record.description':
      'How many complaints each branch received each month, and how many days a first reply and closing took.',
    'record.intro':
      'Every month, per branch: the complaints received and the median number of days to the first reply and to closing (half took less, half more). Counted from the complaints themselves, updated every 15 minutes.',
    'record.privacy':
      'No name, contact, reference or text of any complaint is published. A figure about fewer than 5 complaints is shown as “fewer than 5”, so no one can be recognised from it.',
    'record.month': 'Month',
    'record.branch': 'Branch',
    'record.received': 'Complaints received',
    'record.reply_median': 'Median days to first reply',
    'record.close_median': 'Median days to close',
    'record.fewer': 'fewer than {minimum}',
    'record.days': '{days} days',
    'record.none': 'No complaints have been counted yet.',
    'record.table_caption': 'Complaints per branch and month',
    'record.link': 'Complaint handling in figures',
    'record.category': 'Category',
    'record.status': 'Status',
    'record.count': 'Complaints',
    'record.figure': 'Figure',
    'record.answered': 'answered',
    'record.closed': 'closed',
    'record.p90': '90th percentile (days)',
    'record.median': 'Median (days)',
    'record.first_reply': 'Days to first reply',
    'record.to_close': 'Days to close',
    'record.total': 'All complaints',
  },
  ne: {
    'record.title': 'गुनासो सुनुवाइ अङ्कमा',
    'record.description': 'हरेक शाखाले हरेक महिना कति गुनासो पायो, र पहिलो जवाफ र टुङ्गोमा कति दिन लाग्यो।',
    'record.intro':
      'हरेक महिना, हरेक शाखाका: प्राप्त गुनासो र पहिलो जवाफ तथा टुङ्गोसम्मका दिनको मध्यिका (आधाले यसभन्दा कम, आधाले बढी लिए)। गुनासोबाटै गनिएको, हरेक १५ मिनेटमा अद्यावधिक।',
    'record.privacy':
      'कुनै पनि गुनासोको नाम, सम्पर्क, सन्दर्भ नम्बर वा विवरण प्रकाशित गरिँदैन। ५ भन्दा कम गुनासोको अङ्क “५ भन्दा कम” भनेर देखाइन्छ, ताकि त्यसबाट कसैलाई चिन्न नसकियोस्।',
    'record.month': 'महिना',
    'record.branch': 'शाखा',
    'record.received': 'प्राप्त गुनासो',
    'record.reply_median': 'पहिलो जवाफसम्मका दिन (मध्यिका)',
    'record.close_median': 'टुङ्गोसम्मका दिन (मध्यिका)',
    'record.fewer': '{minimum} भन्दा कम',
    'record.days': '{days} दिन',
    'record.none': 'अहिलेसम्म कुनै गुनासो गनिएको छैन।',
    'record.table_caption': 'शाखा र महिनाअनुसार गुनासो',
    'record.link': 'गुनासो सुनुवाइ अङ्कमा',
    'record.category': 'वर्ग',
    'record.status': 'अवस्था',
    'record.count': 'गुनासो',
    'record.figure': 'अङ्क',
    'record.answered': 'जवाफ दिइएका',
    'record.closed': 'टुङ्गिएका',
    'record.p90': '९० औँ प्रतिशतक (दिन)',
    'record.median': 'मध्यिका (दिन)',
    'record.first_reply': 'पहिलो जवाफसम्मका दिन',
    'record.to_close': 'टुङ्गोसम्मका दिन',
    'record.total': 'सबै गुनासो',
  },
});
