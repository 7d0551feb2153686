// Festivals and jatras the institution organises or supports. Dates are the BS 2082/2083 occurrence
// (demo data to verify, see occasions.ts). Descriptions are multi-paragraph; where a history is given,
// the English text carries a line containing 'history and mythology', shown as a sub-heading (product.md).

export interface FestivalSeed {
  key: string;
  branch: string;
  title_en: string;
  title_ne: string;
  location_en: string;
  location_ne: string;
  subtitle_en: string;
  subtitle_ne: string;
  date_bs: string;
  days: number;
  holiday: boolean;
  jatra: boolean;
  menu: boolean;
  intro_en: string;
  intro_ne: string;
  history_en?: string;
  history_ne?: string;
}

export const festivalSeeds: FestivalSeed[] = [
  {
    key: 'indra',
    branch: 'kathmandu',
    title_en: 'Indra Jatra',
    title_ne: 'इन्द्रजात्रा',
    location_en: 'Hanuman Dhoka, Kathmandu Durbar Square',
    location_ne: 'हनुमानढोका, काठमाडौं दरबार क्षेत्र',
    subtitle_en: 'Eight days of masked dances in honour of Indra',
    subtitle_ne: 'इन्द्रको सम्मानमा आठ दिनसम्म मखुन्डो नाच',
    date_bs: '2083/06/07',
    days: 8,
    holiday: true,
    jatra: true,
    menu: true,
    intro_en:
      'Indra Jatra opens with the raising of the Yosin pole in front of Hanuman Dhoka. For eight days Kathmandu fills with Lakhe and Pulu Kisi dances, the display of Akash Bhairav and the lamps of Upaku.',
    intro_ne:
      'हनुमानढोकाअगाडि लिंगो ठड्याएपछि इन्द्रजात्रा सुरु हुन्छ। आठ दिनसम्म काठमाडौंमा लाखे र पुलुकिसी नाच, आकाशभैरवको दर्शन र उपाकु परिक्रमा हुन्छ।',
    history_en:
      'Legend says Indra came down to the valley to steal parijat flowers for his mother and was caught and bound by the townspeople. His mother Dagini came searching for him and, in return for his release, promised dew for the winter crops and to guide the souls of the year\u2019s dead.',
    history_ne:
      'किंवदन्तीअनुसार इन्द्र आफ्नी आमाका लागि पारिजातको फूल चोर्न उपत्यकामा ओर्लिए र स्थानीयले उनलाई बाँधे। उनकी आमा डागिनी खोज्दै आइन् र छोराको मुक्तिको बदलामा हिउँदे बालीका लागि शीत दिने र वर्षभरि दिवंगत भएकाहरूको आत्मालाई बाटो देखाउने वचन दिइन्।',
  },
  {
    key: 'kumari',
    branch: 'kathmandu',
    title_en: 'Kumari Jatra',
    title_ne: 'कुमारी जात्रा',
    location_en: 'Basantapur, Kathmandu',
    location_ne: 'बसन्तपुर, काठमाडौं',
    subtitle_en: 'The living goddess rides through the old city',
    subtitle_ne: 'जीवित देवी कुमारीको रथयात्रा',
    date_bs: '2083/06/09',
    days: 3,
    holiday: false,
    jatra: true,
    menu: false,
    intro_en:
      'During Indra Jatra the chariots of Kumari, Ganesh and Bhairav are pulled through the lower, upper and middle parts of the city over three evenings.',
    intro_ne: 'इन्द्रजात्राका बेला कुमारी, गणेश र भैरवका रथ तीन साँझ क्रमशः तल्लो, माथिल्लो र बीचको टोलमा तानिन्छन्।',
    history_en:
      'The chariot festival was begun by King Jaya Prakash Malla in the eighteenth century; the goddess Taleju is believed to dwell in the young Kumari.',
    history_ne:
      'यो रथयात्रा अठारौं शताब्दीमा राजा जयप्रकाश मल्लले सुरु गरेका हुन्; देवी तलेजु बालिका कुमारीमा बास गर्ने विश्वास गरिन्छ।',
  },
  {
    key: 'setomachh',
    branch: 'kathmandu',
    title_en: 'Seto Machhindranath Rath Jatra',
    title_ne: 'सेतो मच्छिन्द्रनाथ रथयात्रा',
    location_en: 'Jamal, Asan and Basantapur, Kathmandu',
    location_ne: 'जमल, असन र बसन्तपुर, काठमाडौं',
    subtitle_en: 'Three days from Chaitra Shukla Ashtami',
    subtitle_ne: 'चैत्र शुक्ल अष्टमीदेखि तीन दिन',
    date_bs: '2082/12/12',
    days: 3,
    holiday: false,
    jatra: true,
    menu: true,
    intro_en:
      'The white Machhindranath, Jana Baha Dyah, leaves his temple at Jana Bahal for a tall chariot built at Jamal. It is pulled to Asan on the second day and reaches Basantapur on the third.',
    intro_ne:
      'जनबहाःद्यः सेतो मच्छिन्द्रनाथ जनबहालको मन्दिरबाट जमलमा बनाइएको अग्लो रथमा विराजमान हुनुहुन्छ। दोस्रो दिन रथ असन र तेस्रो दिन बसन्तपुर पुग्छ।',
    history_en:
      'Karunamaya is worshipped by Buddhists as Avalokiteshvara and by Hindus as a form of Shiva; the jatra asks for timely rain before the planting season.',
    history_ne:
      'करुणामयलाई बौद्धहरू अवलोकितेश्वर र हिन्दूहरू शिवको रूपमा पुज्छन्; रोपाइँअघि समयमै वर्षा होस् भन्ने कामनासहित जात्रा गरिन्छ।',
  },
  {
    key: 'ratomachh',
    branch: 'lalitpur',
    title_en: 'Rato Machhindranath Jatra',
    title_ne: 'रातो मच्छिन्द्रनाथ जात्रा',
    location_en: 'Pulchowk to Jawalakhel, Lalitpur',
    location_ne: 'पुल्चोकदेखि जावलाखेल, ललितपुर',
    subtitle_en: 'The longest chariot festival of the valley',
    subtitle_ne: 'उपत्यकाको सबैभन्दा लामो रथयात्रा',
    date_bs: '2083/02/07',
    days: 30,
    holiday: false,
    jatra: true,
    menu: true,
    intro_en:
      'Bunga Dyah travels between Bungamati and Patan. The sixty-foot chariot is built at Pulchowk and pulled through Gabahal, Sundhara, Lagankhel and Thati to Jawalakhel over several weeks.',
    intro_ne:
      'बुंगद्यः बुंगमती र पाटनबीच आवतजावत गर्नुहुन्छ। पुल्चोकमा बनाइएको साठी फिट अग्लो रथ केही हप्तामा गाबहाल, सुन्धारा, लगनखेल र थती हुँदै जावलाखेल पुग्छ।',
    history_en:
      'Tradition holds that Machhindranath was brought from Kamaru Kamakshya to end a twelve-year drought caused by Gorakhnath; the chariot festival has asked for rain ever since.',
    history_ne:
      'गोरखनाथका कारण परेको बाह्र वर्षे खडेरी अन्त्य गर्न मच्छिन्द्रनाथलाई कामरु कामाख्याबाट ल्याइएको परम्परागत विश्वास छ; त्यसयता रथयात्रामार्फत वर्षाको कामना गरिन्छ।',
  },
  {
    key: 'bhoto',
    branch: 'lalitpur',
    title_en: 'Bhoto Jatra',
    title_ne: 'भोटो जात्रा',
    location_en: 'Jawalakhel, Lalitpur',
    location_ne: 'जावलाखेल, ललितपुर',
    subtitle_en: 'The jewelled vest shown to the people',
    subtitle_ne: 'रत्नजडित भोटोको सार्वजनिक प्रदर्शन',
    date_bs: '2083/03/06',
    days: 1,
    holiday: true,
    jatra: true,
    menu: false,
    intro_en:
      'The Rato Machhindranath jatra ends at Jawalakhel where a Guthi official holds up the jewelled vest from the chariot, in the presence of the head of state.',
    intro_ne:
      'रातो मच्छिन्द्रनाथ जात्राको समापन जावलाखेलमा हुन्छ, जहाँ राष्ट्रप्रमुखको उपस्थितिमा गुठी पदाधिकारीले रथबाट रत्नजडित भोटो देखाउँछन्।',
  },
  {
    key: 'bisket',
    branch: 'bhaktapur',
    title_en: 'Bisket Jatra',
    title_ne: 'बिस्का जात्रा',
    location_en: 'Taumadhi and Khalna Tole, Bhaktapur',
    location_ne: 'तौमढी र खलना टोल, भक्तपुर',
    subtitle_en: 'Bhaktapur welcomes the Nepali new year',
    subtitle_ne: 'भक्तपुरमा नयाँ वर्षको स्वागत',
    date_bs: '2082/12/27',
    days: 9,
    holiday: false,
    jatra: true,
    menu: true,
    intro_en:
      'The chariots of Bhairav and Bhadrakali are pulled in a tug of war between the upper and lower town, and the Yosin pole is raised at Khalna and brought down on the last day of Chaitra.',
    intro_ne: 'भैरव र भद्रकालीका रथ थने र क्वने टोलबीच तानातान गरिन्छ; खलनामा योसिं ठड्याई चैत मसान्तमा ढालिन्छ।',
    history_en:
      'Stories tell of a princess whose suitors died each night until a young man slew the two serpents that came from her nostrils; the banners on the Yosin recall them.',
    history_ne:
      'राजकुमारीसँग बिहे गर्ने हरेक राजकुमार रातमै मर्ने र एक युवकले उनको नाकबाट निस्केका दुई सर्प मारेको कथा भनिन्छ; योसिंका पताकाले तिनै सर्पको सम्झना गराउँछन्।',
  },
  {
    key: 'gai',
    branch: 'kathmandu',
    title_en: 'Gai Jatra',
    title_ne: 'गाईजात्रा',
    location_en: 'Kathmandu, Lalitpur and Bhaktapur',
    location_ne: 'काठमाडौं, ललितपुर र भक्तपुर',
    subtitle_en: 'A procession for the year\u2019s departed',
    subtitle_ne: 'वर्षभरि दिवंगत भएकाहरूको सम्झनामा',
    date_bs: '2083/05/13',
    days: 1,
    holiday: true,
    jatra: true,
    menu: true,
    intro_en:
      'Families who lost a member during the year walk with a cow, or a child dressed as one, around the old city; satire and humour follow in the evening.',
    intro_ne:
      'वर्षभित्र परिवारको सदस्य गुमाएकाहरू गाई वा गाईको भेष धारण गरेका बालबालिकासहित नगर परिक्रमा गर्छन्; साँझ व्यंग्य र हास्यका कार्यक्रम हुन्छन्।',
    history_en:
      'King Pratap Malla is said to have started the humorous side of the festival to console his queen after the death of their son.',
    history_ne:
      'छोराको मृत्युपछि शोकमा परेकी रानीलाई सान्त्वना दिन राजा प्रताप मल्लले यस पर्वको हास्यपक्ष सुरु गरेको भनिन्छ।',
  },
  {
    key: 'shivaratri',
    branch: 'pashupati',
    title_en: 'Maha Shivaratri',
    title_ne: 'महाशिवरात्रि',
    location_en: 'Pashupatinath Temple, Kathmandu',
    location_ne: 'पशुपतिनाथ मन्दिर, काठमाडौं',
    subtitle_en: 'The great night of Shiva',
    subtitle_ne: 'शिवको महान् रात',
    date_bs: '2083/11/22',
    days: 1,
    holiday: true,
    jatra: false,
    menu: true,
    intro_en:
      'Hundreds of thousands of devotees and sadhus gather at Pashupatinath. The Pashupati Goswara office arranges the special pujas, lamps and the night-long vigil.',
    intro_ne:
      'लाखौं भक्तजन र साधुसन्त पशुपतिनाथमा भेला हुन्छन्। पशुपति गोश्वारा कार्यालयले विशेष पूजा, दीप र रातभरिको जागरणको व्यवस्था मिलाउँछ।',
    history_en:
      'Shivaratri marks the night Shiva performed the cosmic dance and, in another telling, the night he married Parvati.',
    history_ne: 'शिवरात्रि शिवले ताण्डव नृत्य गरेको रात, अर्को मान्यताअनुसार शिव-पार्वती विवाहको रात हो।',
  },
  {
    key: 'bibaha',
    branch: 'janakpur',
    title_en: 'Bibaha Panchami',
    title_ne: 'विवाह पञ्चमी',
    location_en: 'Janaki Mandir, Janakpurdham',
    location_ne: 'जानकी मन्दिर, जनकपुरधाम',
    subtitle_en: 'The wedding of Ram and Sita',
    subtitle_ne: 'राम-सीताको विवाहोत्सव',
    date_bs: '2083/08/28',
    days: 1,
    holiday: false,
    jatra: true,
    menu: false,
    intro_en:
      'Pilgrims from Nepal and India gather in Janakpurdham as the wedding procession of Ram arrives and the marriage is re-enacted at Janaki Mandir.',
    intro_ne:
      'नेपाल र भारतका तीर्थालु जनकपुरधाममा भेला हुन्छन्, रामको जन्ती आइपुग्छ र जानकी मन्दिरमा विवाह पुनर्मञ्चन गरिन्छ।',
    history_en:
      'King Janak of Mithila promised Sita to whoever could string the bow of Shiva; Ram broke it and won her hand.',
    history_ne: 'मिथिलाका राजा जनकले शिवधनुष चढाउनेलाई सीता दिने प्रण गरेका थिए; रामले धनुष भाँचेर सीतासँग विवाह गरे।',
  },
  {
    key: 'ramnawami',
    branch: 'janakpur',
    title_en: 'Ram Nawami',
    title_ne: 'रामनवमी',
    location_en: 'Janaki Mandir, Janakpurdham',
    location_ne: 'जानकी मन्दिर, जनकपुरधाम',
    subtitle_en: 'Birth of Lord Ram',
    subtitle_ne: 'भगवान् रामको जन्मोत्सव',
    date_bs: '2082/12/13',
    days: 1,
    holiday: true,
    jatra: false,
    menu: false,
    intro_en:
      'Chaitra Shukla Navami is celebrated with fasting, bhajans and a procession around the sacred ponds of Janakpurdham.',
    intro_ne: 'चैत्र शुक्ल नवमीमा व्रत, भजनकीर्तन र जनकपुरधामका पवित्र पोखरीको परिक्रमा गरिन्छ।',
  },
  {
    key: 'jhulan',
    branch: 'janakpur',
    title_en: 'Jhulan Utsav',
    title_ne: 'झुलन उत्सव',
    location_en: 'Janaki Mandir, Janakpurdham',
    location_ne: 'जानकी मन्दिर, जनकपुरधाम',
    subtitle_en: 'Ram and Sita on the monsoon swing',
    subtitle_ne: 'वर्षायाममा राम-सीताको झुलन',
    date_bs: '2083/05/08',
    days: 5,
    holiday: false,
    jatra: false,
    menu: false,
    intro_en:
      'In the month of Shrawan the idols of Ram and Sita are placed on decorated swings and devotees sing through the night.',
    intro_ne: 'साउन महिनामा राम-सीताका मूर्ति सजाइएका झुलामा राखिन्छन् र भक्तजन रातभर भजन गाउँछन्।',
  },
  {
    key: 'teej',
    branch: 'pashupati',
    title_en: 'Haritalika Teej',
    title_ne: 'हरितालिका तीज',
    location_en: 'Pashupatinath Temple, Kathmandu',
    location_ne: 'पशुपतिनाथ मन्दिर, काठमाडौं',
    subtitle_en: 'Women in red fast and dance',
    subtitle_ne: 'रातो पहिरनमा व्रत र नाचगान',
    date_bs: '2083/05/29',
    days: 1,
    holiday: true,
    jatra: false,
    menu: false,
    intro_en:
      'Women fast for the long life of their husbands or for a good partner, and queue from early morning to worship at Pashupatinath.',
    intro_ne:
      'महिलाहरू पतिको दीर्घायु वा योग्य वरको कामना गर्दै व्रत बस्छन् र बिहानैदेखि पशुपतिनाथमा लाइन लागेर पूजा गर्छन्।',
    history_en: 'Parvati fasted and prayed until Shiva accepted her as his wife; Teej honours her devotion.',
    history_ne: 'शिवले पत्नीका रूपमा स्वीकार नगरुन्जेल पार्वतीले व्रत र तपस्या गरिन्; तीजले उनको भक्तिको सम्मान गर्छ।',
  },
  {
    key: 'buddha',
    branch: 'kathmandu',
    title_en: 'Buddha Jayanti',
    title_ne: 'बुद्ध जयन्ती',
    location_en: 'Swayambhunath and Boudhanath',
    location_ne: 'स्वयम्भूनाथ र बौद्धनाथ',
    subtitle_en: 'Baishakh Purnima',
    subtitle_ne: 'वैशाख पूर्णिमा',
    date_bs: '2083/01/18',
    days: 1,
    holiday: true,
    jatra: false,
    menu: false,
    intro_en: 'Butter lamps are lit and processions circle the great stupas on the full moon of Baishakh.',
    intro_ne: 'वैशाख पूर्णिमामा महाचैत्यहरूमा बत्ती बालिन्छ र शोभायात्रा परिक्रमा गर्छ।',
  },
  {
    key: 'dashain',
    branch: 'central',
    title_en: 'Bada Dashain',
    title_ne: 'बडादशैं',
    location_en: 'Across Nepal; Hanuman Dhoka Dashain Ghar',
    location_ne: 'देशभर; हनुमानढोका दशैंघर',
    subtitle_en: 'Fifteen days of the victory of good over evil',
    subtitle_ne: 'असत्यमाथि सत्यको विजयका पन्ध्र दिन',
    date_bs: '2083/06/25',
    days: 15,
    holiday: true,
    jatra: false,
    menu: true,
    intro_en:
      'From Ghatasthapana to Kojagrat Purnima, Guthi Sansthan funds the Nawadurga pujas, the Fulpati procession from Gorkha and the rituals of the Dashain Ghar at Hanuman Dhoka.',
    intro_ne:
      'घटस्थापनादेखि कोजाग्रत पूर्णिमासम्म गुठी संस्थानले नवदुर्गा पूजा, गोरखाबाट आउने फूलपाती र हनुमानढोका दशैंघरका विधिको खर्च व्यवस्थापन गर्छ।',
    history_en:
      'Durga fought the buffalo demon Mahishasura for nine days and defeated him on the tenth, Vijaya Dashami.',
    history_ne: 'दुर्गाले महिषासुरसँग नौ दिन युद्ध गरी दशौं दिन, विजया दशमीमा उसलाई पराजित गरिन्।',
  },
  {
    key: 'tihar',
    branch: 'central',
    title_en: 'Tihar (Deepawali)',
    title_ne: 'तिहार (दीपावली)',
    location_en: 'Across Nepal',
    location_ne: 'देशभर',
    subtitle_en: 'Festival of lights',
    subtitle_ne: 'बत्तीहरूको पर्व',
    date_bs: '2083/07/21',
    days: 5,
    holiday: true,
    jatra: false,
    menu: true,
    intro_en:
      'Crows, dogs and cows are honoured, Laxmi is welcomed with lamps, Newar households celebrate Mha Puja and sisters give Bhai Tika.',
    intro_ne:
      'काग, कुकुर र गाईको पूजा, दीप बालेर लक्ष्मीको स्वागत, नेवार समुदायमा म्हपूजा र दिदीबहिनीले भाइटीका लगाइदिने पर्व।',
  },
  {
    key: 'janai',
    branch: 'lalitpur',
    title_en: 'Janai Purnima',
    title_ne: 'जनैपूर्णिमा',
    location_en: 'Kumbheshwar Temple, Patan',
    location_ne: 'कुम्भेश्वर मन्दिर, पाटन',
    subtitle_en: 'The sacred thread and the Gosainkunda pond',
    subtitle_ne: 'जनै र गोसाइँकुण्डको स्मरण',
    date_bs: '2083/05/12',
    days: 1,
    holiday: true,
    jatra: false,
    menu: false,
    intro_en:
      'Devotees bathe in the Kumbheshwar pond, believed to be fed by Gosainkunda, and priests tie the protective thread.',
    intro_ne:
      'गोसाइँकुण्डको पानी आउने विश्वास गरिएको कुम्भेश्वरको पोखरीमा भक्तजन स्नान गर्छन् र पुरोहितले रक्षाबन्धन बाँधिदिन्छन्।',
  },
  {
    key: 'janmashtami',
    branch: 'lalitpur',
    title_en: 'Krishna Janmashtami',
    title_ne: 'कृष्ण जन्माष्टमी',
    location_en: 'Krishna Mandir, Patan Durbar Square',
    location_ne: 'कृष्ण मन्दिर, पाटन दरबार क्षेत्र',
    subtitle_en: 'Birth of Lord Krishna',
    subtitle_ne: 'भगवान् श्रीकृष्णको जन्मोत्सव',
    date_bs: '2083/05/19',
    days: 1,
    holiday: true,
    jatra: false,
    menu: false,
    intro_en:
      'Devotees keep vigil through the night at the stone Krishna Mandir built in 1667 by King Siddhi Narasimha Malla.',
    intro_ne: 'राजा सिद्धिनरसिंह मल्लले वि.सं. १७२३ मा बनाएको शिलाको कृष्ण मन्दिरमा भक्तजन रातभर जाग्राम बस्छन्।',
  },
  {
    key: 'ghode',
    branch: 'kathmandu',
    title_en: 'Ghode Jatra',
    title_ne: 'घोडेजात्रा',
    location_en: 'Tundikhel, Kathmandu',
    location_ne: 'टुँडिखेल, काठमाडौं',
    subtitle_en: 'Horses race to drive away the demon',
    subtitle_ne: 'दैत्य धपाउन घोडा दौड',
    date_bs: '2083/12/23',
    days: 1,
    holiday: true,
    jatra: true,
    menu: false,
    intro_en:
      'The Nepali Army parades horses at Tundikhel while the goddesses of the old city are carried to meet their sisters.',
    intro_ne: 'टुँडिखेलमा नेपाली सेनाले घोडा दौड गराउँछ र पुरानो सहरका देवीहरूलाई खटमा राखी भेटघाट गराइन्छ।',
    history_en:
      'The demon Tundi was buried under the parade ground; the galloping horses are said to keep him from rising.',
    history_ne: 'टुँडी दैत्यलाई यही चौरमुनि गाडिएको र घोडाको टापले उसलाई उठ्न नदिने जनविश्वास छ।',
  },
  {
    key: 'pachali',
    branch: 'kathmandu',
    title_en: 'Pachali Bhairav Jatra',
    title_ne: 'पचली भैरव जात्रा',
    location_en: 'Teku, Kathmandu',
    location_ne: 'टेकु, काठमाडौं',
    subtitle_en: 'Dashain Panchami at the Bagmati confluence',
    subtitle_ne: 'बागमती दोभानमा दशैंको पञ्चमी',
    date_bs: '2083/06/29',
    days: 1,
    holiday: false,
    jatra: true,
    menu: false,
    intro_en:
      'Pachali Bhairav is worshipped with a sword procession and the sacred khat is carried at night through the southern neighbourhoods.',
    intro_ne: 'पचली भैरवको तरवार जात्रासहित पूजा गरिन्छ र राति दक्षिणी टोलहरूमा खट घुमाइन्छ।',
  },
  {
    key: 'bajrayogini',
    branch: 'sankhu',
    title_en: 'Bajrayogini Jatra',
    title_ne: 'बज्रयोगिनी जात्रा',
    location_en: 'Sankhu, Kathmandu',
    location_ne: 'साँखु, काठमाडौं',
    subtitle_en: 'The goddess comes down to Sankhu',
    subtitle_ne: 'देवी साँखु बजारमा झर्नुहुन्छ',
    date_bs: '2083/01/08',
    days: 3,
    holiday: false,
    jatra: true,
    menu: false,
    intro_en:
      'The image of Bajrayogini is brought down from the forest temple and carried around Sankhu bazaar for three days.',
    intro_ne: 'बज्रयोगिनीको मूर्ति वनको मन्दिरबाट झारी तीन दिन साँखु बजार घुमाइन्छ।',
  },
  {
    key: 'chhath',
    branch: 'jaleshwor',
    title_en: 'Chhath Parva',
    title_ne: 'छठ पर्व',
    location_en: 'Jaleshwor and Janakpurdham ponds',
    location_ne: 'जलेश्वर तथा जनकपुरधामका पोखरी',
    subtitle_en: 'Offerings to the sun god',
    subtitle_ne: 'सूर्यदेवलाई अर्घ्य',
    date_bs: '2083/07/29',
    days: 2,
    holiday: true,
    jatra: false,
    menu: false,
    intro_en:
      'Devotees fast and stand in the water at sunset and sunrise to offer arghya to the sun; the branch office helps the ghats prepare.',
    intro_ne: 'व्रतालुहरू साँझ र बिहान पानीमा उभिएर सूर्यलाई अर्घ्य दिन्छन्; शाखा कार्यालयले घाटको तयारीमा सहयोग गर्छ।',
  },
  {
    key: 'balachaturdashi',
    branch: 'pashupati',
    title_en: 'Bala Chaturdashi',
    title_ne: 'बालाचतुर्दशी',
    location_en: 'Shleshmantak forest, Pashupatinath',
    location_ne: 'श्लेष्मान्तक वन, पशुपतिनाथ',
    subtitle_en: 'Scattering seeds for the departed',
    subtitle_ne: 'दिवंगतका नाममा सतबीज छर्ने पर्व',
    date_bs: '2083/08/21',
    days: 1,
    holiday: false,
    jatra: false,
    menu: false,
    intro_en:
      'Pilgrims keep a night vigil with lamps and at dawn scatter seven kinds of grain in the forest of Pashupati.',
    intro_ne: 'तीर्थालुहरू बत्ती बालेर रातभर जाग्राम बस्छन् र बिहान पशुपतिको वनमा सतबीज छर्छन्।',
  },
  {
    key: 'tamu',
    branch: 'gorkha',
    title_en: 'Tamu Lhosar',
    title_ne: 'तमु ल्होसार',
    location_en: 'Gorkha and Kathmandu',
    location_ne: 'गोरखा र काठमाडौं',
    subtitle_en: 'Gurung new year',
    subtitle_ne: 'गुरुङ नयाँ वर्ष',
    date_bs: '2083/09/15',
    days: 1,
    holiday: true,
    jatra: false,
    menu: false,
    intro_en: 'The Gurung community welcomes the new year with cultural dress, songs and gatherings.',
    intro_ne: 'गुरुङ समुदायले सांस्कृतिक पहिरन, गीत र भेलासहित नयाँ वर्षको स्वागत गर्छ।',
  },
  {
    key: 'sonam',
    branch: 'kavre',
    title_en: 'Sonam Lhosar',
    title_ne: 'सोनाम ल्होसार',
    location_en: 'Boudhanath and Kavrepalanchowk',
    location_ne: 'बौद्धनाथ र काभ्रेपलाञ्चोक',
    subtitle_en: 'Tamang new year',
    subtitle_ne: 'तामाङ नयाँ वर्ष',
    date_bs: '2083/10/24',
    days: 1,
    holiday: true,
    jatra: false,
    menu: false,
    intro_en: 'Tamang families celebrate with Damphu music, prayer flags and visits to monasteries.',
    intro_ne: 'तामाङ परिवारहरू डम्फु बजाउँदै, लुङदार टाँग्दै र गुम्बा दर्शन गर्दै नयाँ वर्ष मनाउँछन्।',
  },
  {
    key: 'gyalpo',
    branch: 'kathmandu',
    title_en: 'Gyalpo Lhosar',
    title_ne: 'ग्याल्पो ल्होसार',
    location_en: 'Boudhanath, Kathmandu',
    location_ne: 'बौद्धनाथ, काठमाडौं',
    subtitle_en: 'Sherpa new year',
    subtitle_ne: 'शेर्पा नयाँ वर्ष',
    date_bs: '2083/10/24', // 2027-02-07, with Sonam Lhosar
    days: 1,
    holiday: true,
    jatra: false,
    menu: false,
    intro_en:
      'Monasteries hold masked dances and the stupa at Boudhanath is decorated with new prayer flags.',
    intro_ne: 'गुम्बाहरूमा मुखौटा नाच हुन्छ र बौद्धनाथ स्तूपमा नयाँ लुङदार सजाइन्छ।',
  },
  {
    key: 'holi',
    branch: 'central',
    title_en: 'Fagu Purnima (Holi)',
    title_ne: 'फागु पूर्णिमा (होली)',
    location_en: 'Basantapur, Kathmandu',
    location_ne: 'बसन्तपुर, काठमाडौं',
    subtitle_en: 'Festival of colours',
    subtitle_ne: 'रंगहरूको पर्व',
    date_bs: '2083/12/07',
    days: 1,
    holiday: true,
    jatra: false,
    menu: false,
    intro_en:
      'The chir pole raised at Basantapur a week earlier is burnt, and the streets fill with colour and water.',
    intro_ne: 'एक हप्ताअघि बसन्तपुरमा ठड्याइएको चीर जलाइन्छ र सडकहरू रंग र पानीले भरिन्छन्।',
    history_en:
      'Holika tried to burn the devotee Prahlad but was consumed by the fire herself; the burning of the chir recalls her end.',
    history_ne: 'होलिकाले भक्त प्रह्लादलाई जलाउन खोज्दा आफैं जलिन्; चीर दहनले त्यसको सम्झना गराउँछ।',
  },
];

/** Paragraphs shared by every festival page, so each description is long-form. */
export function festivalDescription(f: FestivalSeed, branchEn: string, branchNe: string) {
  const en = [
    f.intro_en,
    `${branchEn} coordinates ${f.title_en} with the local Guthiyars: it releases the ritual funds, arranges priests and musicians, and works with the municipality and police on crowd safety.`,
    ...(f.history_en ? [`The history and mythology of ${f.title_en}`, f.history_en] : []),
    `Visitors are welcome. Please follow the volunteers' directions, keep the route clear and ask before photographing rituals. Dates follow the lunar calendar (tithi) and are confirmed in our notices.`,
  ];
  const ne = [
    f.intro_ne,
    `${branchNe}ले स्थानीय गुठियारसँग समन्वय गरी ${f.title_ne} सञ्चालन गर्छ: पूजाको खर्च निकासा, पुजारी तथा बाजागाजाको व्यवस्था र भीड व्यवस्थापनका लागि नगरपालिका तथा प्रहरीसँग समन्वय गर्छ।`,
    ...(f.history_ne ? [`${f.title_ne}को इतिहास र पौराणिक कथा`, f.history_ne] : []),
    'दर्शनार्थीहरूलाई स्वागत छ। स्वयंसेवकको निर्देशन पालना गर्नुहोस्, बाटो खुला राख्नुहोस् र पूजाविधिको फोटो खिच्नुअघि अनुमति लिनुहोस्। मिति तिथिअनुसार तय हुन्छ र हाम्रो सूचनामा पुष्टि गरिन्छ।',
  ];
  return { description_en: en.join('\n'), description_ne: ne.join('\n') };
}
