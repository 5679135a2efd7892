import type { DemoArticle } from './article-texts.js';

/** Demo articles on neighbourhoods, getting around, moving and living (markup as in article-texts-renting-buying.ts). */
export const AREAS_AND_LIVING: DemoArticle[] = [
  {
    category: 'areas', sub: 'bangkok', highlight: true, daysAgo: 3, cover: ['tower', 2], hint: { district: 1014, estateType: 1 },
    th: {
      title: 'อารีย์-พหลโยธิน ย่านคาเฟ่ที่เดินทางสะดวก',
      summary: 'ถนนร่มรื่น ร้านอาหารเยอะ และ BTS สายสุขุมวิทพาเข้าเมืองได้ในไม่กี่สถานี เหมาะกับคนทำงานที่อยากได้บรรยากาศชุมชน',
      body: `อารีย์อยู่ในเขตพญาไท ระหว่างสถานี BTS สนามเป้าและอารีย์ มีทั้งคอนโดใหม่และบ้านเก่าในซอยร่มรื่น
## การเดินทาง
BTS สายสุขุมวิทพาไปสยามได้ในราว 10 นาที และเชื่อมต่อ MRT ที่สถานีหมอชิตหรือจตุจักร
## ค่าเช่าโดยประมาณ
ห้องหนึ่งห้องนอนใกล้สถานีมักอยู่ในช่วงกลางถึงสูงของกรุงเทพฯ ห้องในซอยลึกหรืออาคารเก่าราคาย่อมเยากว่า
## เหมาะกับใคร
- คนทำงานย่านพหลโยธินและสีลม
- คนที่ชอบเดินเล่นและทำงานนอกบ้านตามคาเฟ่`,
    },
    en: {
      title: 'Ari and Phahonyothin: a café neighbourhood with an easy commute',
      summary: 'Leafy streets, plenty of places to eat, and the BTS Sukhumvit Line reaches the centre in a few stops: good for people who want a neighbourhood feel.',
      body: `Ari lies in Phaya Thai district, between the Sanam Pao and Ari BTS stations, with new condos and older houses in shaded lanes.
## Getting around
The BTS Sukhumvit Line reaches Siam in about 10 minutes and meets the MRT at Mo Chit and Chatuchak Park.
## Rents, roughly
A one-bedroom near the station sits in the middle to upper range for Bangkok; deeper in the lanes or in older buildings it costs less.
## Who it suits
- People working along Phahonyothin or in Silom
- Anyone who likes walking and working from cafés`,
    },
  },
  {
    category: 'areas', sub: 'bangkok', highlight: false, daysAgo: 11, cover: ['townhome', 3], hint: { district: 1047, estateType: 6 },
    th: {
      title: 'บางนา ทำเลครอบครัวใกล้ห้าง ใกล้สนามบิน',
      summary: 'บางนามีทาวน์โฮมและบ้านเดี่ยวหลายโครงการ ห้างใหญ่ โรงเรียนนานาชาติ และทางด่วนไปสนามบินสุวรรณภูมิ',
      body: `บางนาเติบโตจากย่านคลังสินค้าเป็นทำเลอยู่อาศัยของครอบครัว ด้วยศูนย์การค้าและงานแสดงสินค้าขนาดใหญ่
## จุดเด่น
- BTS สายสุขุมวิทถึงสถานีบางนาและแบริ่ง
- ทางพิเศษบางนา-ชลบุรีไปสนามบินสุวรรณภูมิและภาคตะวันออก
- โรงเรียนนานาชาติและโรงพยาบาลหลายแห่ง
## ข้อควรรู้
ถนนบางนา-ตราดรถติดหนักช่วงเช้าและเย็น ถ้าทำงานในเมืองควรเลือกที่พักที่เดินถึงรถไฟฟ้า`,
    },
    en: {
      title: 'Bang Na: family living near malls and the airport',
      summary: 'Bang Na has many townhome and house estates, big malls, international schools and an expressway to Suvarnabhumi Airport.',
      body: `Bang Na has grown from a warehouse district into a family area, anchored by large malls and exhibition halls.
## Strengths
- The BTS Sukhumvit Line reaches Bang Na and Bearing stations
- The Bang Na-Chonburi expressway leads to Suvarnabhumi and the Eastern Seaboard
- Several international schools and hospitals
## Good to know
Bang Na-Trat Road is congested at rush hour. If you work in the centre, choose a home within walking distance of the train.`,
    },
  },
  {
    category: 'areas', sub: 'bangkok', highlight: false, daysAgo: 19, cover: ['shop', 1], hint: { district: 1004, estateType: 1 },
    th: {
      title: 'สีลม-สาทร อยู่ใจกลางย่านธุรกิจ',
      summary: 'เดินไปทำงานได้ มีทั้ง BTS และ MRT สวนลุมพินีอยู่ใกล้ แต่ค่าเช่าสูงและห้องมักเล็ก',
      body: `สีลมและสาทรเป็นย่านธุรกิจหลักของกรุงเทพฯ อยู่ในเขตบางรักและสาทร
## การเดินทาง
BTS สายสีลมและ MRT สายสีน้ำเงินตัดกันที่ศาลาแดง-สีลม เดินทางไปได้ทุกทิศ
## ที่พัก
มีทั้งคอนโดหรูริมถนนใหญ่และอพาร์ตเมนต์เก่าในซอยที่ราคาเข้าถึงได้มากกว่า
## เหมาะกับใคร
คนที่ทำงานในย่านนี้และอยากตัดเวลาเดินทางออกไป ยอมจ่ายค่าเช่าสูงขึ้นแลกกับเวลาที่ได้คืน`,
    },
    en: {
      title: 'Silom and Sathorn: living in the business district',
      summary: 'Walk to work, with both the BTS and the MRT and Lumphini Park nearby, but rents are high and rooms are often small.',
      body: `Silom and Sathorn form Bangkok's main business district, in Bang Rak and Sathorn districts.
## Getting around
The BTS Silom Line and the MRT Blue Line meet at Sala Daeng and Si Lom, so every direction is one change away.
## Homes
Luxury condos line the main roads; older apartments in the lanes are easier on the budget.
## Who it suits
People who work here and want to cut the commute, paying more rent for the time they win back.`,
    },
  },
  {
    category: 'areas', sub: 'greater-bangkok', highlight: false, daysAgo: 35, cover: ['house', 4], hint: { estateType: 3 },
    th: {
      title: 'นนทบุรีตามแนวรถไฟฟ้าสายสีม่วง: บ้านใหญ่ขึ้นในงบเท่าเดิม',
      summary: 'สายสีม่วงเชื่อมบางใหญ่กับเตาปูนและ MRT สายสีน้ำเงิน ทำให้บ้านและคอนโดในนนทบุรีเดินทางเข้าเมืองได้สะดวกขึ้น',
      body: `นนทบุรีเป็นทางเลือกของคนที่อยากได้พื้นที่มากขึ้นโดยไม่ต้องขับรถเข้าเมืองทุกวัน
## สายสีม่วง
วิ่งจากคลองบางไผ่ผ่านบางใหญ่ แคราย ถึงเตาปูน แล้วต่อ MRT สายสีน้ำเงินเข้าเมือง
## ที่อยู่อาศัย
คอนโดใหม่ใกล้สถานีมีให้เลือกมาก ส่วนบ้านเดี่ยวและทาวน์โฮมในหมู่บ้านอยู่ห่างสถานีออกไป ควรวางแผนการเดินทางช่วงแรกและช่วงสุดท้าย
## ข้อควรตรวจ
ดูประวัติน้ำท่วมของหมู่บ้าน และเวลาเดินทางจริงในชั่วโมงเร่งด่วน`,
    },
    en: {
      title: 'Nonthaburi along the Purple Line: a bigger home for the same money',
      summary: 'The Purple Line links Bang Yai with Tao Poon and the MRT Blue Line, bringing Nonthaburi homes within easy reach of the city.',
      body: `Nonthaburi suits people who want more space without driving into the city every day.
## The Purple Line
It runs from Khlong Bang Phai through Bang Yai and Khae Rai to Tao Poon, where it meets the MRT Blue Line into the centre.
## Homes
There are many new condos near the stations; houses and townhomes in estates lie further out, so plan the first and last part of the trip.
## Check before you commit
Ask about the estate's flood history and time the real rush-hour journey.`,
    },
  },
  {
    category: 'transport', sub: 'rail', highlight: true, daysAgo: 5, cover: ['tower', 6],
    th: {
      title: 'รู้จักรถไฟฟ้ากรุงเทพฯ ทุกสาย ก่อนเลือกที่พัก',
      summary: 'BTS สายสุขุมวิท สีลม และสายสีทอง MRT สายสีน้ำเงิน ม่วง เหลือง และชมพู และแอร์พอร์ต เรล ลิงก์ แต่ละสายพาไปที่ไหน',
      body: `เลือกที่พักใกล้สายที่ไปถึงที่ทำงานโดยไม่ต้องเปลี่ยนสายหลายครั้ง จะประหยัดเวลาได้หลายชั่วโมงต่อสัปดาห์
## BTS
สายสุขุมวิท (เขียวอ่อน) วิ่งเหนือ-ตะวันออก สายสีลม (เขียวเข้ม) เข้าสีลมและข้ามแม่น้ำไปฝั่งธนบุรี สายสีทองเชื่อมกรุงธนบุรีกับไอคอนสยาม
## MRT
สายสีน้ำเงินวิ่งเป็นวงรอบเมือง สายสีม่วงไปนนทบุรี สายสีเหลืองวิ่งลาดพร้าว-ศรีนครินทร์-สำโรง และสายสีชมพูวิ่งแคราย-มีนบุรี
## แอร์พอร์ต เรล ลิงก์
จากพญาไทถึงสนามบินสุวรรณภูมิ ผ่านมักกะสันที่เชื่อม MRT เพชรบุรี
## ค่าโดยสาร
แต่ละระบบคิดค่าโดยสารแยกกัน คำนวณค่าเดินทางรายเดือนหากต้องเปลี่ยนระบบทุกวัน`,
    },
    en: {
      title: "Bangkok's rail lines, before you choose where to live",
      summary: 'The BTS Sukhumvit, Silom and Gold lines, the MRT Blue, Purple, Yellow and Pink lines and the Airport Rail Link: where each one takes you.',
      body: `Living on a line that reaches your work without many changes can save hours every week.
## BTS
The Sukhumvit Line (light green) runs north and east; the Silom Line (dark green) serves Silom and crosses the river to Thonburi; the Gold Line links Krung Thon Buri with Iconsiam.
## MRT
The Blue Line loops around the city; the Purple Line goes to Nonthaburi; the Yellow Line runs Lat Phrao-Srinagarindra-Samrong; the Pink Line runs Khae Rai-Min Buri.
## Airport Rail Link
From Phaya Thai to Suvarnabhumi Airport, via Makkasan, which connects with MRT Phetchaburi.
## Fares
Each system charges its own fare, so add up the monthly cost if you change systems every day.`,
    },
  },
  {
    category: 'transport', sub: 'commute', highlight: false, daysAgo: 14, cover: ['land', 5],
    th: {
      title: 'คำนวณเวลาเดินทางจริงก่อนเช่าหรือซื้อ',
      summary: 'ระยะทางบนแผนที่ไม่เท่ากับเวลาเดินทาง ลองเดินทางจริงในชั่วโมงเร่งด่วนอย่างน้อยหนึ่งครั้ง',
      body: `บ้านที่อยู่ห่างที่ทำงาน 10 กิโลเมตรอาจใช้เวลา 20 นาทีหรือหนึ่งชั่วโมงครึ่ง ขึ้นกับเส้นทางและเวลา
## ลองเดินทางจริง
ออกจากที่พักในเวลาที่ต้องไปทำงานจริง นับเวลาตั้งแต่ประตูบ้านถึงโต๊ะทำงาน
## ช่วงแรกและช่วงสุดท้าย
วินมอเตอร์ไซค์ รถสองแถว หรือการเดินจากสถานีมักกินเวลามากกว่าที่คิด โดยเฉพาะวันฝนตก
## คิดเป็นเงิน
- ค่าโดยสารต่อเดือน
- ค่าน้ำมันและค่าที่จอดรถ
- เวลาที่เสียไปต่อสัปดาห์`,
    },
    en: {
      title: 'Work out the real commute before you rent or buy',
      summary: 'Distance on a map is not travel time. Make the trip at rush hour at least once.',
      body: `A home 10 km from work can be 20 minutes away or an hour and a half, depending on the route and the hour.
## Make the trip
Leave at the time you would really leave for work and count from your front door to your desk.
## The first and last stretch
Motorbike taxis, songthaews or the walk from the station take longer than expected, especially on rainy days.
## Put a price on it
- Monthly fares
- Fuel and parking
- The hours lost each week`,
    },
  },
  {
    category: 'living', sub: 'moving', highlight: false, daysAgo: 8, cover: ['bedroom', 2],
    th: {
      title: 'ย้ายบ้านอย่างเป็นระบบ: แผน 4 สัปดาห์',
      summary: 'จองรถขนย้าย แจ้งย้ายทะเบียนบ้าน โอนมิเตอร์น้ำไฟ และเปลี่ยนที่อยู่กับธนาคาร ทำตามลำดับไม่ให้ตกหล่น',
      body: `การย้ายบ้านจะเหนื่อยน้อยลงมากถ้าแบ่งงานออกเป็นสัปดาห์
## 4 สัปดาห์ก่อนย้าย
คัดของที่ไม่ใช้ออกไปขายหรือบริจาค และขอใบเสนอราคารถขนย้ายอย่างน้อยสองเจ้า
## 2 สัปดาห์ก่อนย้าย
แจ้งผู้ให้บริการอินเทอร์เน็ตเรื่องย้ายจุดติดตั้ง และเริ่มแพ็กของที่ใช้ไม่บ่อย
## วันย้าย
จดเลขมิเตอร์น้ำไฟทั้งบ้านเก่าและบ้านใหม่ และถ่ายรูปไว้เป็นหลักฐาน
## หลังย้าย
- แจ้งย้ายเข้าทะเบียนบ้านที่สำนักงานเขตหรืออำเภอภายใน 15 วัน
- โอนชื่อผู้ใช้ไฟฟ้าและประปา
- เปลี่ยนที่อยู่กับธนาคาร ประกัน และนายจ้าง`,
    },
    en: {
      title: 'Moving house without chaos: a four-week plan',
      summary: 'Book the movers, register the move, transfer the water and power meters and update your address with the bank, in that order.',
      body: `Moving is far less tiring when the work is spread over a few weeks.
## Four weeks before
Sell or donate what you no longer use, and get quotes from at least two moving companies.
## Two weeks before
Ask your internet provider to move the connection, and start packing what you rarely use.
## Moving day
Note the water and electricity meter readings at both homes and photograph them as proof.
## After the move
- Register the move in the house registration at the district office within 15 days
- Transfer the electricity and water accounts to your name
- Update your address with your bank, insurer and employer`,
    },
  },
  {
    category: 'living', sub: 'home-care', highlight: false, daysAgo: 23, cover: ['house', 8], hint: { estateType: 3 },
    th: {
      title: 'เตรียมบ้านรับหน้าฝน ป้องกันน้ำรั่วและน้ำท่วม',
      summary: 'ตรวจหลังคาและรางน้ำ ล้างท่อระบายน้ำ และย้ายปลั๊กไฟชั้นล่างให้สูงขึ้น ก่อนฝนหนักช่วงกันยายนถึงตุลาคม',
      body: `ฝนในกรุงเทพฯ และปริมณฑลหนักที่สุดราวเดือนกันยายนถึงตุลาคม ตรวจบ้านก่อนถึงช่วงนั้นจะลดความเสียหายได้มาก
## หลังคาและรางน้ำ
เก็บใบไม้ในรางน้ำ ตรวจกระเบื้องที่แตกหรือเลื่อน และรอยร้าวรอบปล่องหรือช่องแสง
## ท่อระบายน้ำ
ล้างบ่อพักหน้าบ้านและตะแกรงกันขยะ ให้น้ำไหลออกได้เร็ว
## เตรียมรับน้ำท่วม
- ย้ายปลั๊กและเครื่องใช้ไฟฟ้าชั้นล่างให้สูงขึ้น
- เตรียมกระสอบทรายหรือแผงกั้นน้ำ
- เก็บเอกสารสำคัญไว้ชั้นบนในถุงกันน้ำ`,
    },
    en: {
      title: 'Getting your home ready for the rainy season',
      summary: 'Check the roof and gutters, clear the drains and raise ground-floor sockets before the heaviest rain of September and October.',
      body: `Rain in Bangkok and the surrounding provinces is heaviest around September and October. Checking the house before then prevents most damage.
## Roof and gutters
Clear leaves from the gutters, look for cracked or slipped tiles and for cracks around vents and skylights.
## Drains
Clean the inspection pit in front of the house and the debris grates so water leaves quickly.
## Ready for a flood
- Raise ground-floor sockets and appliances
- Keep sandbags or flood barriers at hand
- Store important papers upstairs in waterproof bags`,
    },
  },
  {
    category: 'living', sub: 'moving', highlight: false, daysAgo: 45, cover: ['kitchen', 3],
    th: {
      title: 'รับห้องคอนโดใหม่: ตรวจอะไรบ้างก่อนรับโอน',
      summary: 'ตรวจพื้น ผนัง ประตูหน้าต่าง ระบบน้ำและไฟ ด้วยตัวเองหรือจ้างผู้ตรวจ แล้วทำรายการให้โครงการแก้ก่อนโอน',
      body: `ก่อนวันโอนโครงการจะนัดตรวจห้อง นี่คือโอกาสเดียวที่ขอแก้ไขได้ง่ายก่อนจ่ายเงินก้อนสุดท้าย
## สิ่งที่ต้องเตรียม
ปลั๊กทดสอบไฟ ไฟฉาย เทปกาวสีสำหรับติดจุดที่ต้องแก้ และโทรศัพท์สำหรับถ่ายรูป
## จุดที่ต้องตรวจ
- พื้นและกระเบื้องที่เคาะแล้วเสียงกลวง
- ประตูหน้าต่างที่ปิดไม่สนิท และรอยรั่วรอบกรอบ
- ทุกปลั๊กไฟ สวิตช์ และเบรกเกอร์
- ก๊อกน้ำ ชักโครก และการไหลของน้ำในท่อระบาย
## หลังการตรวจ
ขอใบรายการแก้ไขที่มีลายเซ็นของโครงการ และนัดตรวจซ้ำก่อนวันโอน`,
    },
    en: {
      title: 'Handover of a new condo: what to inspect before the transfer',
      summary: 'Check floors, walls, doors and windows, water and power yourself or with an inspector, and have the developer fix the list before you pay.',
      body: `The developer books an inspection before the transfer. It is the one easy chance to get things fixed before the final payment.
## Bring
A socket tester, a torch, coloured tape to mark defects and a phone for photos.
## What to check
- Floor tiles that sound hollow when tapped
- Doors and windows that do not close tightly, and leaks around frames
- Every socket, switch and breaker
- Taps, toilets and how fast the drains empty
## After the inspection
Ask for the list of repairs signed by the developer and book a second inspection before the transfer day.`,
    },
  },
  {
    category: 'owners', sub: 'listing-tips', highlight: false, daysAgo: 50, cover: ['shop', 4],
    th: {
      title: 'เขียนประกาศให้ผู้เช่าตัดสินใจได้ในครั้งเดียว',
      summary: 'บอกราคา ขนาด สถานีใกล้เคียง ค่าใช้จ่ายเพิ่มเติม และเงื่อนไขการเลี้ยงสัตว์ให้ครบ จะได้ผู้ติดต่อที่ตรงกลุ่มมากขึ้น',
      body: `ผู้เช่าเปรียบเทียบหลายประกาศพร้อมกัน ประกาศที่ตอบคำถามได้ครบจะถูกเลือกติดต่อก่อน
## หัวข้อประกาศ
ใส่ประเภท ชื่อโครงการหรือย่าน สถานีรถไฟฟ้า และจุดเด่นหนึ่งอย่าง เช่น ห้องมุมหรือเลี้ยงสัตว์ได้
## รายละเอียดที่ต้องมี
- ค่าเช่า เงินประกัน และค่าเช่าล่วงหน้า
- อัตราค่าน้ำ ค่าไฟ และอินเทอร์เน็ต
- เฟอร์นิเจอร์และเครื่องใช้ไฟฟ้าที่ให้
- วันที่เข้าอยู่ได้
## ตอบกลับให้เร็ว
ผู้เช่ามักติดต่อหลายห้องในวันเดียว การตอบภายในไม่กี่ชั่วโมงเพิ่มโอกาสได้นัดดูห้อง`,
    },
    en: {
      title: 'Write a listing that lets renters decide in one read',
      summary: 'State the price, size, nearby station, extra costs and the pet policy, and the enquiries you get will be the right ones.',
      body: `Renters compare many listings at once. The one that answers their questions gets contacted first.
## The title
Give the type, the project or area, the station and one highlight, such as a corner unit or pets allowed.
## Details to include
- Rent, deposit and advance rent
- Water, electricity and internet rates
- The furniture and appliances included
- The date it is available
## Answer quickly
Renters contact several rooms in one day. Replying within a few hours makes a viewing far more likely.`,
    },
  },
];
