// Small fixed lists: hero slides, online services, contact and complaint categories, law categories.

export const slideSeeds: [string, string, string, string][] = [
  [
    'Living heritage of Nepal',
    'नेपालको जीवन्त सम्पदा',
    'Guthi Sansthan safeguards temples, festivals and Guthi land across the country.',
    'गुठी संस्थानले देशभरका मन्दिर, पर्व र गुठी जग्गाको संरक्षण गर्छ।',
  ],
  [
    'Rato Machhindranath Jatra',
    'रातो मच्छिन्द्रनाथ जात्रा',
    'The longest chariot festival of the valley, from Pulchowk to Jawalakhel.',
    'पुल्चोकदेखि जावलाखेलसम्म उपत्यकाको सबैभन्दा लामो रथयात्रा।',
  ],
  [
    'Sacred stupas and shrines',
    'पवित्र चैत्य र देवालय',
    'Daily pujas and festivals sustained by Guthis for centuries.',
    'शताब्दीयौंदेखि गुठीले धानेका दैनिक पूजा र पर्वहरू।',
  ],
  [
    'Restoring our temples',
    'हाम्रा मन्दिरको जीर्णोद्धार',
    'Traditional craftsmen rebuild with brick, timber and tile.',
    'परम्परागत कालिगढद्वारा इँटा, काठ र झिँगटीमा पुनर्निर्माण।',
  ],
  [
    'Guthi land for the community',
    'समुदायका लागि गुठी जग्गा',
    'Transparent records, receipts and leases, now online.',
    'पारदर्शी लगत, रसिद र भाडा व्यवस्थापन, अब अनलाइन।',
  ],
];

export const serviceSeeds: [string, string, string, string, string][] = [
  [
    'https://services.guthi.gov.np/house-map-recommendation',
    'Home map recommendation',
    'घर नक्सा सिफारिस',
    'Apply for the Guthi recommendation needed to pass a house map on Guthi land.',
    'गुठी जग्गामा घर नक्सा पास गर्न चाहिने गुठी सिफारिसका लागि निवेदन दिनुहोस्।',
  ],
  [
    'https://services.guthi.gov.np/receipt-check',
    'Land revenue receipt check',
    'कुत/मालपोत रसिद जाँच',
    'Verify a Kut or Malpot receipt by its number and fiscal year.',
    'रसिद नम्बर र आर्थिक वर्षबाट कुत वा मालपोत रसिद जाँच गर्नुहोस्।',
  ],
  [
    'https://services.guthi.gov.np/file-tracking',
    'File tracking system',
    'फाइल ट्र्याकिङ प्रणाली',
    'Follow the progress of your application through the sections.',
    'तपाईंको निवेदन कुन शाखामा पुग्यो, अनलाइन हेर्नुहोस्।',
  ],
  [
    'https://recruitment.guthi.gov.np/bids',
    'Vacancy bids',
    'रिक्त पद आवेदन',
    'Apply online for advertised posts and download your admit card.',
    'विज्ञापित पदमा अनलाइन आवेदन दिनुहोस् र प्रवेशपत्र डाउनलोड गर्नुहोस्।',
  ],
];

export const contactCategorySeeds: [string, string][] = [
  ['General enquiry', 'सामान्य जिज्ञासा'],
  ['Guthi land and tenancy', 'गुठी जग्गा तथा मोहियानी'],
  ['Festivals and jatras', 'पर्व तथा जात्रा'],
  ['Records and documents', 'लगत तथा कागजात'],
  ['Lease and rent', 'भाडा तथा बहाल'],
  ['Website feedback', 'वेबसाइट सम्बन्धी सुझाव'],
];

export const complaintCategorySeeds: [string, string][] = [
  ['Delay in service', 'सेवा प्रवाहमा ढिलाइ'],
  ['Encroachment of Guthi land', 'गुठी जग्गा अतिक्रमण'],
  ['Staff misconduct', 'कर्मचारीको दुर्व्यवहार'],
  ['Damage to heritage', 'सम्पदामा क्षति'],
  ['Financial irregularity', 'आर्थिक अनियमितता'],
  ['Festival and jatra management', 'पर्व तथा जात्रा व्यवस्थापन'],
  ['Other', 'अन्य'],
];

export const lawCategorySeeds: [string, string][] = [
  ['Acts', 'ऐन'],
  ['Regulations', 'नियमावली'],
  ['Directives', 'निर्देशिका'],
  ['Procedures', 'कार्यविधि'],
  ['Policies', 'नीति'],
  ['Circulars', 'परिपत्र'],
];
