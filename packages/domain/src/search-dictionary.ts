/**
 * The search's own th/en dictionary (docs/decisions/015): words a person types for
 * property, rooms, rail and the areas people search for most, each group listing the
 * spellings that mean the same (Thai, English, common romanisations and misspellings
 * portals see). The master data (provinces, districts, sub-districts, stations, lines,
 * estate types, projects) adds its own Thai/English name pairs at run time.
 *
 * A group's `role`:
 * - `stop`: dropped from a keyword (ใกล้ BTS อ่อนนุช -> BTS, อ่อนนุช);
 * - `bedroom` / `bathroom`: after a number they make a room phrase ("3 ห้องนอน" finds
 *   the generated "3 ห้องนอน 3 bedrooms 3 bed" of a three-bedroom listing);
 * - `count-word`: a room word only after a number ("2 นอน 2 น้ำ"); alone it is plain text.
 */
export type SearchWordRole = 'stop' | 'bedroom' | 'bathroom' | 'count-word';

export interface SearchWordGroup {
  words: readonly string[];
  role?: SearchWordRole;
  /**
   * A word most listings carry (a property type, the offer, rooms, rail): a keyword's
   * rarer words are tested first, so most listings are ruled out by one comparison.
   */
  common?: boolean;
  /**
   * A name few listings carry (a project): a keyword holding one is answered from the
   * text index, not by walking listings in order until enough match.
   */
  rare?: boolean;
}

const g = (words: readonly string[], role?: SearchWordRole): SearchWordGroup => (role ? { words, role } : { words });
const c = (words: readonly string[], role?: SearchWordRole): SearchWordGroup => ({ ...g(words, role), common: true });

export const SEARCH_STOP_WORDS: SearchWordGroup = g(
  [
    // Thai: near, next to, around, area, at, in, and, or, with, of, for, has, want, price, cheap, project, street, lane, station
    'ใกล้', 'ใกล้ๆ', 'ติด', 'แถว', 'ย่าน', 'บริเวณ', 'ที่', 'ใน', 'และ', 'หรือ', 'กับ', 'ของ', 'ให้', 'มี', 'ได้', 'อยากได้', 'หา', 'ต้องการ',
    'ราคา', 'ถูก', 'ราคาถูก', 'โครงการ', 'ซอย', 'ถนน', 'สถานี', 'จังหวัด', 'ประมาณ', 'เดิน', 'นาที',
    // English
    'near', 'nearby', 'close', 'to', 'by', 'in', 'at', 'on', 'the', 'a', 'an', 'and', 'or', 'with', 'of', 'for', 'from', 'around',
    'area', 'next', 'soi', 'road', 'rd', 'street', 'st', 'station', 'stn', 'cheap', 'walk', 'min', 'mins', 'minutes',
  ],
  'stop',
);

export const SEARCH_DICTIONARY: readonly SearchWordGroup[] = [
  SEARCH_STOP_WORDS,

  // property types (estate types add their own names)
  c(['คอนโด', 'คอนโดมิเนียม', 'condo', 'condominium', 'คอนโดฯ']),
  c(['อพาร์ทเมนท์', 'อพาร์ตเมนต์', 'อพาร์ทเม้นท์', 'apartment', 'apartments', 'หอพัก', 'dormitory']),
  c(['บ้านเดี่ยว', 'detached house', 'single house', 'single detached house']),
  c(['บ้านแฝด', 'twin house', 'semi detached', 'semi detached house']),
  c(['ทาวน์โฮม', 'ทาวน์เฮาส์', 'ทาวน์เฮ้าส์', 'townhome', 'townhouse', 'town home']),
  c(['ที่ดิน', 'land', 'plot', 'ที่ดินเปล่า']),
  c(['โรงงาน', 'factory']),
  c(['โกดัง', 'warehouse', 'คลังสินค้า']),
  c(['เซ้ง', 'เซ้งกิจการ', 'lease takeover', 'business lease']),
  c(['อาคารพาณิชย์', 'ตึกแถว', 'shophouse', 'shop house', 'commercial building']),
  c(['บ้าน', 'house', 'home']),
  c(['สตูดิโอ', 'studio']),
  c(['เพนท์เฮาส์', 'เพนท์เฮ้าส์', 'penthouse']),
  c(['ดูเพล็กซ์', 'duplex']),
  c(['ห้องชุด', 'unit']),

  // offer
  c(['เช่า', 'ให้เช่า', 'rent', 'rental', 'for rent']),
  c(['ขาย', 'for sale', 'sale', 'sell']),
  c(['ขายดาวน์', 'resale']),

  // rooms
  c(['ห้องนอน', 'bedroom', 'bedrooms', 'bed', 'beds', 'br'], 'bedroom'),
  c(['ห้องน้ำ', 'bathroom', 'bathrooms', 'bath', 'baths', 'restroom', 'toilet'], 'bathroom'),
  c(['นอน'], 'count-word'),
  c(['น้ำ'], 'count-word'),
  c(['ห้องนั่งเล่น', 'living room']),
  c(['ห้องครัว', 'ครัว', 'kitchen']),
  c(['ที่จอดรถ', 'parking', 'car park']),

  // features
  c(['สระว่ายน้ำ', 'swimming pool', 'pool']),
  c(['ฟิตเนส', 'fitness', 'gym']),
  c(['สัตว์เลี้ยง', 'เลี้ยงสัตว์', 'pet', 'pets', 'pet friendly']),
  c(['เฟอร์นิเจอร์', 'furniture', 'furnished', 'fully furnished']),
  c(['หรู', 'luxury']),
  c(['วิว', 'view']),
  c(['ใหม่', 'new']),
  c(['วิวแม่น้ำ', 'river view']),
  c(['ริมแม่น้ำ', 'riverside']),

  // rail (train types and lines add their own names)
  c(['บีทีเอส', 'bts', 'skytrain', 'รถไฟฟ้าบีทีเอส']),
  c(['เอ็มอาร์ที', 'mrt', 'subway', 'รถไฟใต้ดิน']),
  c(['แอร์พอร์ตลิงก์', 'แอร์พอร์ตลิ้งค์', 'แอร์พอร์ต เรล ลิงก์', 'airport rail link', 'airport link', 'arl']),
  c(['รถไฟฟ้าสายสีแดง', 'สายสีแดง', 'red line', 'srt']),
  c(['สายสีม่วง', 'purple line']),
  c(['สายสีน้ำเงิน', 'blue line']),
  c(['สายสีเขียว', 'green line']),
  c(['สายสีเหลือง', 'yellow line']),
  c(['สายสีชมพู', 'pink line']),
  c(['สายสีทอง', 'gold line']),
  c(['รถไฟฟ้า', 'sky train', 'mass transit']),

  // provinces and the names people use for them
  g(['กรุงเทพ', 'กรุงเทพฯ', 'กรุงเทพมหานคร', 'กทม', 'bangkok', 'bkk']),
  g(['นนทบุรี', 'นนท์', 'nonthaburi', 'nonthaburee']),
  g(['สมุทรปราการ', 'samut prakan', 'samut prakarn', 'samutprakan', 'samutprakarn']),
  g(['ปทุมธานี', 'pathum thani', 'pathumthani']),
  g(['นครปฐม', 'nakhon pathom', 'nakhonpathom']),
  g(['สมุทรสาคร', 'มหาชัย', 'samut sakhon', 'samutsakhon', 'mahachai']),

  // areas, roads and stations, as people spell them
  g(['สุขุมวิท', 'sukhumvit', 'sukumvit']),
  g(['อโศก', 'asok', 'asoke', 'asoke montri']),
  g(['ทองหล่อ', 'thonglor', 'thong lo', 'thong lor', 'thonglo']),
  g(['เอกมัย', 'ekkamai', 'ekamai']),
  g(['พร้อมพงษ์', 'พร้อมพงศ์', 'phrom phong', 'phromphong', 'prompong', 'phrompong']),
  g(['อ่อนนุช', 'on nut', 'onnut']),
  g(['บางนา', 'bang na', 'bangna']),
  g(['บางจาก', 'bang chak', 'bangchak']),
  g(['ปุณณวิถี', 'punnawithi']),
  g(['อุดมสุข', 'udom suk', 'udomsuk']),
  g(['แบริ่ง', 'bearing']),
  g(['สำโรง', 'samrong']),
  g(['พระโขนง', 'phra khanong', 'phrakhanong', 'prakanong']),
  g(['นานา', 'nana']),
  g(['เพลินจิต', 'phloen chit', 'ploenchit', 'phloenchit']),
  g(['ชิดลม', 'chit lom', 'chidlom', 'chitlom']),
  g(['สยาม', 'siam']),
  g(['ราชดำริ', 'ratchadamri', 'rajdamri']),
  g(['ราชเทวี', 'ratchathewi', 'rajthevee']),
  g(['พญาไท', 'phaya thai', 'phayathai']),
  g(['อนุสาวรีย์ชัย', 'อนุสาวรีย์ชัยสมรภูมิ', 'อนุสาวรีย์', 'victory monument']),
  g(['สนามเป้า', 'sanam pao']),
  g(['อารีย์', 'อารี', 'ari', 'aree']),
  g(['สะพานควาย', 'saphan khwai', 'saphan kwai']),
  g(['หมอชิต', 'mo chit', 'mochit']),
  g(['จตุจักร', 'chatuchak', 'jatujak', 'chatuchak park']),
  g(['ห้าแยกลาดพร้าว', 'ha yaek lat phrao']),
  g(['ลาดพร้าว', 'lat phrao', 'ladprao', 'lad prao', 'latphrao']),
  g(['รัชดา', 'รัชดาภิเษก', 'ratchada', 'ratchadaphisek', 'ratchadapisek', 'rachada']),
  g(['ห้วยขวาง', 'huai khwang', 'huay kwang', 'huaikhwang']),
  g(['สุทธิสาร', 'sutthisan', 'suthisarn']),
  g(['ดินแดง', 'din daeng', 'dindaeng']),
  g(['พระราม 9', 'พระราม9', 'พระรามเก้า', 'rama 9', 'rama ix', 'phra ram 9']),
  g(['พระราม 3', 'rama 3', 'rama iii']),
  g(['พระราม 4', 'rama 4', 'rama iv']),
  g(['พระราม 2', 'rama 2', 'rama ii']),
  g(['เพชรบุรี', 'phetchaburi', 'petchaburi', 'phetburi']),
  g(['ประตูน้ำ', 'pratunam']),
  g(['สีลม', 'silom']),
  g(['ศาลาแดง', 'sala daeng', 'saladaeng']),
  g(['ช่องนนทรี', 'chong nonsi', 'chongnonsi']),
  g(['สาทร', 'สาธร', 'sathorn', 'sathon']),
  g(['สุรศักดิ์', 'surasak']),
  g(['สะพานตากสิน', 'saphan taksin', 'taksin']),
  g(['เจริญกรุง', 'charoen krung', 'charoenkrung']),
  g(['เจริญนคร', 'charoen nakhon', 'charoennakhon']),
  g(['กรุงธนบุรี', 'krung thon buri', 'krungthonburi']),
  g(['วงเวียนใหญ่', 'wongwian yai', 'wong wian yai']),
  g(['ท่าพระ', 'tha phra']),
  g(['บางหว้า', 'bang wa', 'bangwa']),
  g(['เพชรเกษม', 'phetkasem', 'petchkasem', 'phet kasem']),
  g(['บางแค', 'bang khae', 'bangkhae']),
  g(['ตลิ่งชัน', 'taling chan', 'talingchan']),
  g(['ปิ่นเกล้า', 'pinklao', 'pin klao']),
  g(['บางพลัด', 'bang phlat', 'bang plad']),
  g(['บางซื่อ', 'bang sue', 'bangsue', 'bang sue grand']),
  g(['เตาปูน', 'tao poon', 'taopoon']),
  g(['บางโพ', 'bang pho', 'bangpho']),
  g(['วงศ์สว่าง', 'wong sawang', 'wongsawang']),
  g(['ประชาชื่น', 'prachachuen', 'pracha chuen']),
  g(['งามวงศ์วาน', 'ngam wong wan', 'ngamwongwan']),
  g(['แคราย', 'khae rai', 'kae rai']),
  g(['ติวานนท์', 'tiwanon', 'tiwanont']),
  g(['แจ้งวัฒนะ', 'chaeng watthana', 'chaengwattana', 'chaeng wattana']),
  g(['ปากเกร็ด', 'pak kret', 'pakkret']),
  g(['เมืองทองธานี', 'เมืองทอง', 'muang thong thani', 'muang thong', 'mueang thong thani']),
  g(['บางบัวทอง', 'bang bua thong', 'bangbuathong']),
  g(['บางใหญ่', 'bang yai', 'bangyai']),
  g(['รัตนาธิเบศร์', 'rattanathibet', 'rattanathibeth']),
  g(['รังสิต', 'rangsit']),
  g(['ธรรมศาสตร์', 'thammasat']),
  g(['ดอนเมือง', 'don mueang', 'don muang', 'donmuang']),
  g(['หลักสี่', 'lak si', 'laksi']),
  g(['บางเขน', 'bang khen', 'bangkhen']),
  g(['เกษตร', 'เกษตรศาสตร์', 'kaset', 'kasetsart']),
  g(['เสนานิคม', 'sena nikhom', 'senanikhom']),
  g(['รัชโยธิน', 'ratchayothin', 'ratchayotin']),
  g(['พหลโยธิน', 'phahon yothin', 'phaholyothin', 'phahonyothin', 'paholyothin']),
  g(['วิภาวดี', 'วิภาวดีรังสิต', 'vibhavadi', 'vibhavadi rangsit', 'viphavadi']),
  g(['สะพานใหม่', 'saphan mai', 'saphanmai']),
  g(['สายไหม', 'sai mai', 'saimai']),
  g(['รามอินทรา', 'ram inthra', 'ramintra', 'ram intra']),
  g(['รามคำแหง', 'ramkhamhaeng', 'ramkamhaeng', 'ram khamhaeng']),
  g(['บางกะปิ', 'bang kapi', 'bangkapi']),
  g(['ลาดกระบัง', 'lat krabang', 'ladkrabang', 'lad krabang']),
  g(['สุวรรณภูมิ', 'suvarnabhumi', 'suvarnabhumi airport']),
  g(['มีนบุรี', 'min buri', 'minburi']),
  g(['บึงกุ่ม', 'bueng kum', 'bung kum']),
  g(['ศรีนครินทร์', 'srinagarindra', 'srinakarin', 'srinakharin']),
  g(['พัฒนาการ', 'phatthanakan', 'pattanakarn', 'pattanakan']),
  g(['ประเวศ', 'prawet']),
  g(['สวนหลวง', 'suan luang', 'suanluang']),
  g(['คลองเตย', 'khlong toei', 'klong toey', 'khlongtoei']),
  g(['วัฒนา', 'watthana', 'wattana']),
  g(['ปทุมวัน', 'pathum wan', 'pathumwan']),
  g(['บางรัก', 'bang rak', 'bangrak']),
  g(['ยานนาวา', 'yan nawa', 'yannawa']),
  g(['บางคอแหลม', 'bang kho laem', 'bangkholaem']),
  g(['ราษฎร์บูรณะ', 'rat burana', 'ratburana']),
  g(['บางขุนเทียน', 'bang khun thian']),
  g(['แพรกษา', 'phraek sa', 'praeksa']),
  g(['ปากน้ำ', 'pak nam', 'paknam']),
  g(['บางพลี', 'bang phli', 'bangplee', 'bang plee']),
  g(['เทพารักษ์', 'theparak', 'thepharak']),
  g(['แยก คปอ', 'แยกคปอ', 'yaek kor por aor']),
  g(['คูคต', 'khu khot', 'khukhot']),
  g(['ลำลูกกา', 'lam luk ka', 'lamlukka']),
  g(['บางกรวย', 'bang kruai', 'bangkruai']),
  g(['ศาลายา', 'salaya']),
  g(['พุทธมณฑล', 'phutthamonthon', 'buddhamonthon']),
];
