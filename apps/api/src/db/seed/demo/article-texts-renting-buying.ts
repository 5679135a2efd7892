import type { DemoArticle } from './article-texts.js';

/**
 * Demo articles on renting and buying. Body text is a light markup: `## ` a heading,
 * `- ` a list item, any other line a paragraph (demo/article-texts.ts turns it into HTML).
 */
export const RENTING_AND_BUYING: DemoArticle[] = [
  {
    category: 'renting', sub: 'contracts-deposits', highlight: true, daysAgo: 2, cover: ['living', 1], hint: { estateType: 1 },
    th: {
      title: 'เช็กลิสต์ก่อนเซ็นสัญญาเช่าคอนโด 10 ข้อ',
      summary: 'อ่านสัญญาให้ครบ ถ่ายรูปห้องก่อนเข้าอยู่ และตกลงเรื่องเงินประกันให้ชัด จะช่วยให้ได้เงินคืนครบเมื่อย้ายออก',
      body: `การเช่าคอนโดครั้งแรกมักพลาดที่รายละเอียดเล็ก ๆ ในสัญญา ก่อนโอนเงินจองควรตรวจสิ่งเหล่านี้ให้ครบ
## ตรวจตัวตนของผู้ให้เช่า
ขอดูสำเนาโฉนดห้องชุดหรือหนังสือกรรมสิทธิ์ และบัตรประชาชนของเจ้าของ ถ้าเป็นนายหน้าให้ขอหนังสือมอบอำนาจ
## อ่านเงื่อนไขเงินประกันและค่าเช่าล่วงหน้า
- จำนวนเดือนของเงินประกัน และกำหนดวันคืนหลังย้ายออก
- กรณีใดบ้างที่จะถูกหักเงินประกัน
- ค่าปรับหากย้ายออกก่อนครบสัญญา
## บันทึกสภาพห้องก่อนเข้าอยู่
ถ่ายรูปและวิดีโอทุกมุม รวมถึงรอยขีดข่วนและเครื่องใช้ไฟฟ้า แล้วส่งให้ผู้ให้เช่าทางแชตเพื่อให้มีวันที่บันทึกไว้
## ค่าน้ำ ค่าไฟ และค่าส่วนกลาง
ถามให้ชัดว่าค่าน้ำค่าไฟคิดตามมิเตอร์การไฟฟ้าหรืออัตราของอาคาร และค่าส่วนกลางใครเป็นผู้จ่าย`,
    },
    en: {
      title: 'A 10-point checklist before you sign a condo lease',
      summary: 'Read every clause, photograph the room before you move in and agree the deposit terms in writing, so you get your money back when you leave.',
      body: `First-time renters usually slip up on the small print. Before you transfer a booking fee, check the following.
## Check who you are renting from
Ask for a copy of the unit's title deed and the owner's ID card. If an agent handles the lease, ask for the owner's power of attorney.
## Read the deposit and advance-rent terms
- How many months of deposit, and when it comes back after you move out
- What may be deducted from it
- The penalty for leaving before the lease ends
## Record the room's condition
Photograph and film every corner, including scratches and appliances, and send them to the landlord in a chat so the date is on record.
## Water, electricity and common fees
Ask whether utilities are billed at the public utility's rate or the building's own rate, and who pays the common-area fee.`,
    },
  },
  {
    category: 'renting', sub: 'contracts-deposits', highlight: false, daysAgo: 9, cover: ['bedroom', 3],
    th: {
      title: 'เงินประกันห้องเช่า: ได้คืนเมื่อไร และหักได้แค่ไหน',
      summary: 'ผู้ให้เช่าที่ทำธุรกิจปล่อยเช่าหลายห้องต้องทำตามประกาศคุ้มครองผู้บริโภค รู้สิทธิ์ของตัวเองก่อนย้ายออก',
      body: `เงินประกันเป็นเงินของผู้เช่าที่ผู้ให้เช่าถือไว้เป็นหลักประกันความเสียหาย ไม่ใช่ค่าเช่าเดือนสุดท้าย
## กติกาสำหรับผู้ให้เช่าแบบธุรกิจ
ผู้ให้เช่าที่ปล่อยเช่าที่อยู่อาศัยตั้งแต่ 5 ห้องขึ้นไปเป็นธุรกิจ ต้องทำสัญญาตามแบบที่ สคบ. กำหนด เรียกเงินประกันและค่าเช่าล่วงหน้ารวมกันได้ไม่เกินสามเดือน และต้องคืนเงินประกันภายใน 7 วันหลังสัญญาสิ้นสุด
## สิ่งที่หักได้และหักไม่ได้
ความเสียหายที่เกินกว่าการใช้งานตามปกติหักได้ แต่การเสื่อมสภาพตามเวลา เช่น สีผนังซีด หรือพรมเก่าตามอายุ ไม่ควรถูกหัก
## เตรียมตัวก่อนคืนห้อง
- นัดตรวจห้องพร้อมกันและถ่ายรูปไว้
- คืนกุญแจและคีย์การ์ดพร้อมใบรับ
- แจ้งเลขบัญชีสำหรับคืนเงินเป็นลายลักษณ์อักษร`,
    },
    en: {
      title: 'Rental deposits: when they come back and what may be kept',
      summary: 'Landlords who rent out many units as a business must follow the consumer-protection rules. Know your rights before you move out.',
      body: `A deposit is the tenant's money, held by the landlord against damage. It is not the last month's rent.
## Rules for business landlords
Landlords renting out five or more homes as a business must use the lease terms set by the Office of the Consumer Protection Board: advance rent and deposit together may not exceed three months' rent, and the deposit must be returned within 7 days after the lease ends.
## What can and cannot be deducted
Damage beyond normal use can be deducted. Ordinary wear, such as faded paint or carpet worn with age, should not be.
## Before you hand the room back
- Inspect the room together and take photos
- Return keys and key cards against a receipt
- Give your bank account for the refund in writing`,
    },
  },
  {
    category: 'renting', sub: 'rental-tips', highlight: false, daysAgo: 16, cover: ['tower', 4], hint: { district: 1017, estateType: 1 },
    th: {
      title: 'เช่าคอนโดใกล้รถไฟฟ้า งบ 10,000 บาท เลือกอย่างไรให้คุ้ม',
      summary: 'ห้องขนาด 22-28 ตารางเมตรในย่านรัชดา-พระราม 9 และแนวรถไฟฟ้าสายสีม่วงยังหาได้ในงบนี้ ถ้ารู้ว่าจะต่อรองตรงไหน',
      body: `งบหนึ่งหมื่นบาทต่อเดือนยังได้ห้องสตูดิโอหรือหนึ่งห้องนอนขนาดเล็กใกล้สถานีรถไฟฟ้าในหลายย่าน
## ย่านที่น่าดู
- ห้วยขวาง รัชดาภิเษก ใกล้ MRT สายสีน้ำเงิน
- แนวสายสีม่วงฝั่งนนทบุรี ห้องใหม่กว่าในราคาเท่ากัน
- บางนา ปลายสาย BTS สุขุมวิท
## คิดค่าเดินทางรวมด้วย
ห้องที่ถูกกว่า 1,500 บาทแต่ต้องต่อวินมอเตอร์ไซค์ทุกวัน อาจแพงกว่าห้องที่เดินถึงสถานีได้
## ต่อรองอย่างไร
เสนอทำสัญญา 12 เดือนแทน 6 เดือน หรือขอให้รวมค่าอินเทอร์เน็ต เจ้าของห้องหลายคนยอมลดให้ผู้เช่าระยะยาว`,
    },
    en: {
      title: 'Renting a condo near the train on 10,000 baht a month',
      summary: 'Rooms of 22-28 m² around Ratchada-Rama 9 and along the Purple Line are still within this budget if you know where to negotiate.',
      body: `Ten thousand baht a month still rents a studio or a small one-bedroom near a station in several areas.
## Areas worth a look
- Huai Khwang and Ratchadaphisek, on the MRT Blue Line
- The Purple Line in Nonthaburi, with newer rooms for the same money
- Bang Na, at the end of the BTS Sukhumvit Line
## Count the commute
A room 1,500 baht cheaper that needs a motorbike taxi every day can cost more than one within walking distance of the station.
## How to negotiate
Offer a 12-month lease instead of 6, or ask for the internet to be included. Many owners give long-term tenants a discount.`,
    },
  },
  {
    category: 'renting', sub: 'rental-tips', highlight: false, daysAgo: 30, cover: ['kitchen', 5], hint: { estateType: 6 },
    th: {
      title: 'เช่าทาวน์โฮมหรือคอนโด แบบไหนเหมาะกับครอบครัวเล็ก',
      summary: 'ทาวน์โฮมได้พื้นที่และที่จอดรถ คอนโดได้ความสะดวกและความปลอดภัย เทียบค่าใช้จ่ายจริงก่อนตัดสินใจ',
      body: `ครอบครัวที่มีลูกเล็กหรือสัตว์เลี้ยงมักเริ่มมองหาทาวน์โฮมให้เช่าเมื่อคอนโดเริ่มคับแคบ
## ข้อดีของทาวน์โฮม
พื้นที่ใช้สอยมากกว่าในค่าเช่าใกล้เคียงกัน มีที่จอดรถหน้าบ้าน และเลี้ยงสัตว์ได้ง่ายกว่า
## ข้อดีของคอนโด
มีนิติบุคคลดูแลความปลอดภัยและส่วนกลาง ใกล้รถไฟฟ้ามากกว่า และไม่ต้องดูแลหลังคาหรือท่อเอง
## ค่าใช้จ่ายที่มักลืม
- ค่าไฟที่สูงขึ้นเพราะพื้นที่มากกว่า
- ค่าส่วนกลางหมู่บ้าน
- ค่าเดินทางหากอยู่ไกลรถไฟฟ้า`,
    },
    en: {
      title: 'Townhome or condo: which suits a small family?',
      summary: 'A townhome gives space and parking; a condo gives convenience and security. Compare the real monthly costs before you decide.',
      body: `Families with small children or pets often start looking at townhomes once the condo feels cramped.
## Why a townhome
More floor space for similar rent, parking at the door, and pets are easier.
## Why a condo
A juristic person handles security and common areas, stations are usually closer, and you never fix a roof or a drain yourself.
## Costs people forget
- Higher electricity bills for the larger space
- The housing estate's common fee
- Travel costs when the train is far`,
    },
  },
  {
    category: 'buying', sub: 'fees-taxes', highlight: true, daysAgo: 4, cover: ['house', 2], hint: { estateType: 3 },
    th: {
      title: 'ค่าใช้จ่ายวันโอนบ้าน: ใครจ่ายอะไร',
      summary: 'ค่าธรรมเนียมการโอน ภาษีธุรกิจเฉพาะ อากรแสตมป์ และภาษีหัก ณ ที่จ่าย คิดจากราคาประเมินหรือราคาซื้อขาย ตกลงกันให้ชัดก่อนวันโอน',
      body: `วันโอนกรรมสิทธิ์ที่สำนักงานที่ดินมีค่าใช้จ่ายหลายรายการ ตกลงในสัญญาจะซื้อจะขายว่าใครรับผิดชอบส่วนใด
## ค่าธรรมเนียมการโอน
โดยปกติ 2% ของราคาประเมิน มักแบ่งจ่ายคนละครึ่ง บางช่วงรัฐบาลลดค่าธรรมเนียมสำหรับที่อยู่อาศัยราคาไม่สูง ตรวจมาตรการล่าสุดก่อนวันโอน
## ภาษีธุรกิจเฉพาะหรืออากรแสตมป์
ผู้ขายที่ถือครองไม่ถึง 5 ปีและไม่ได้มีชื่อในทะเบียนบ้านครบ 1 ปี เสียภาษีธุรกิจเฉพาะ 3.3% ถ้าไม่เข้าเงื่อนไขนี้เสียอากรแสตมป์ 0.5% แทน
## ภาษีเงินได้หัก ณ ที่จ่าย
ผู้ขายเป็นผู้เสีย คำนวณตามอัตราก้าวหน้าจากราคาประเมินและจำนวนปีที่ถือครอง
## ค่าจดจำนอง
ถ้ากู้ธนาคาร ผู้ซื้อเสียค่าจดจำนอง 1% ของวงเงินกู้`,
    },
    en: {
      title: 'Transfer-day costs: who pays what',
      summary: 'The transfer fee, specific business tax, stamp duty and withholding tax are based on the appraised or sale price. Agree on them before the day.',
      body: `Transferring ownership at the Land Office comes with several charges. Agree in the sale agreement who pays each.
## Transfer fee
Usually 2% of the appraised value, often split half and half. From time to time the government reduces it for lower-priced homes, so check the current measures before the day.
## Specific business tax or stamp duty
A seller who has owned the property for under 5 years and has not been in its house registration for a full year pays specific business tax of 3.3%. Otherwise stamp duty of 0.5% applies instead.
## Withholding income tax
Paid by the seller, at progressive rates based on the appraised value and the years of ownership.
## Mortgage registration
With a bank loan, the buyer pays a mortgage registration fee of 1% of the loan amount.`,
    },
  },
  {
    category: 'buying', sub: 'first-home', highlight: true, daysAgo: 6, cover: ['townhome', 6], hint: { estateType: 6 },
    th: {
      title: 'ซื้อบ้านหลังแรก เริ่มจากตรงไหนดี',
      summary: 'เริ่มจากงบที่ผ่อนไหว เช็กเครดิตบูโร เลือกทำเลจากที่ทำงาน แล้วค่อยเดินดูโครงการ',
      body: `บ้านหลังแรกเป็นการตัดสินใจทางการเงินที่ใหญ่ที่สุดของหลายคน วางแผนเป็นขั้นตอนจะลดความเสี่ยงได้มาก
## ตั้งงบจากค่างวด
ค่างวดไม่ควรเกินหนึ่งในสามของรายได้สุทธิต่อเดือน และควรมีเงินสำรองสำหรับเงินดาวน์ ค่าโอน และค่าตกแต่ง
## ตรวจเครดิตบูโร
ขอรายงานเครดิตของตัวเองก่อนยื่นกู้ ถ้ามีประวัติค้างชำระควรปิดให้เรียบร้อยก่อน
## เลือกทำเล
- ระยะเดินทางไปที่ทำงานและโรงเรียน
- ความเสี่ยงน้ำท่วมในฤดูฝน
- แผนรถไฟฟ้าและถนนในอนาคต
## เดินดูจริงหลายเวลา
ไปดูบ้านทั้งกลางวัน ตอนเย็น และวันที่ฝนตก จะเห็นปัญหาที่โบรชัวร์ไม่บอก`,
    },
    en: {
      title: 'Buying your first home: where to start',
      summary: 'Start from a repayment you can carry, check your credit report, choose the area by your commute, then visit projects.',
      body: `A first home is the largest financial decision many people make. Planning it step by step removes most of the risk.
## Budget from the instalment
The monthly instalment should stay under a third of your net income, with savings left for the down payment, transfer costs and furnishing.
## Check your credit report
Request your own credit bureau report before applying for a loan, and settle any overdue accounts first.
## Choose the area
- Travel time to work and school
- Flood risk in the rainy season
- Planned rail lines and roads
## Visit more than once
See the home in the daytime, in the evening and on a rainy day. You will notice what the brochure does not say.`,
    },
  },
  {
    category: 'buying', sub: 'loans', highlight: false, daysAgo: 12, cover: ['house', 7],
    th: {
      title: 'กู้ซื้อบ้าน: เตรียมเอกสารอะไรบ้าง',
      summary: 'พนักงานประจำและเจ้าของกิจการใช้เอกสารต่างกัน เตรียมให้ครบตั้งแต่ต้นช่วยให้ธนาคารอนุมัติเร็วขึ้น',
      body: `ธนาคารพิจารณาความสามารถในการผ่อนจากรายได้ที่พิสูจน์ได้และภาระหนี้ที่มีอยู่
## พนักงานประจำ
- หนังสือรับรองเงินเดือนและสลิปเงินเดือนย้อนหลัง 3-6 เดือน
- รายการเดินบัญชีที่เงินเดือนเข้า 6 เดือน
- สำเนาบัตรประชาชนและทะเบียนบ้าน
## เจ้าของกิจการและฟรีแลนซ์
เตรียมรายการเดินบัญชีย้อนหลังอย่างน้อย 6-12 เดือน หนังสือรับรองบริษัท และหลักฐานการเสียภาษี
## เพิ่มโอกาสอนุมัติ
ลดหนี้บัตรเครดิตก่อนยื่น หรือกู้ร่วมกับคู่สมรสหรือญาติสายตรงเพื่อเพิ่มรายได้รวม`,
    },
    en: {
      title: 'Home loans: the documents to prepare',
      summary: 'Salaried employees and business owners need different papers. Having them ready from the start speeds up the approval.',
      body: `A bank judges what you can repay from income you can prove and the debts you already carry.
## Salaried employees
- A salary certificate and 3-6 months of payslips
- Six months of statements of the account your salary goes into
- Copies of your ID card and house registration
## Business owners and freelancers
Prepare at least 6-12 months of bank statements, the company certificate and proof of taxes paid.
## Improve your chances
Pay down credit cards before applying, or borrow jointly with a spouse or close relative to raise the combined income.`,
    },
  },
  {
    category: 'buying', sub: 'first-home', highlight: false, daysAgo: 21, cover: ['tower', 8], hint: { estateType: 1 },
    th: {
      title: 'คอนโดมือหนึ่งหรือมือสอง ซื้อแบบไหนดีกว่า',
      summary: 'มือหนึ่งได้ของใหม่และโปรโมชัน มือสองได้ทำเลดีและเห็นสภาพจริง เปรียบเทียบราคาต่อตารางเมตรให้ถูกวิธี',
      body: `การเปรียบเทียบราคาต่อตารางเมตรอย่างเดียวไม่พอ ต้องดูอายุอาคาร การดูแลของนิติบุคคล และค่าใช้จ่ายแฝง
## คอนโดมือหนึ่ง
ได้ห้องใหม่และมักมีโปรโมชันฟรีค่าโอนหรือเฟอร์นิเจอร์ แต่ต้องรอสร้างเสร็จและยังไม่เห็นการบริหารอาคารจริง
## คอนโดมือสอง
มักอยู่ในทำเลที่เจริญแล้วและเห็นสภาพห้องกับส่วนกลางจริง ควรถามยอดกองทุนส่วนกลางและประวัติการซ่อมใหญ่
## สิ่งที่ต้องขอดู
- รายงานการประชุมเจ้าของร่วมปีล่าสุด
- ยอดค้างชำระค่าส่วนกลางของห้อง
- สัดส่วนห้องที่ปล่อยเช่าในอาคาร`,
    },
    en: {
      title: 'New or resale condo: which is the better buy?',
      summary: 'New units come with promotions; resale units come with established locations and a condition you can see. Compare price per square metre the right way.',
      body: `Price per square metre alone is not enough. Look at the building's age, how the juristic person runs it, and the hidden costs.
## A new condo
A fresh unit, often with free transfer fees or furniture, but you wait for completion and cannot yet see how the building is managed.
## A resale condo
Usually in an established area, with the unit and common areas there to inspect. Ask about the sinking fund balance and past major repairs.
## What to ask for
- The minutes of the latest co-owners' meeting
- Any unpaid common fees on the unit
- How many units in the building are rented out`,
    },
  },
  {
    category: 'buying', sub: 'fees-taxes', highlight: false, daysAgo: 40, cover: ['land', 2], hint: { estateType: 5 },
    th: {
      title: 'ภาษีที่ดินและสิ่งปลูกสร้าง เจ้าของบ้านต้องรู้',
      summary: 'บ้านหลังหลักที่มีชื่ออยู่ในทะเบียนบ้านได้รับยกเว้นตามมูลค่าที่กฎหมายกำหนด ส่วนบ้านหลังที่สองและที่ดินว่างเสียในอัตราต่างกัน',
      body: `ภาษีที่ดินและสิ่งปลูกสร้างเก็บทุกปีโดยองค์กรปกครองส่วนท้องถิ่น คิดจากราคาประเมินและการใช้ประโยชน์
## บ้านหลังหลัก
เจ้าของที่มีชื่อในทะเบียนบ้านได้รับยกเว้นสำหรับมูลค่าส่วนแรกตามที่กฎหมายกำหนด ส่วนที่เกินเสียในอัตราต่ำ
## บ้านหลังที่สองและห้องที่ปล่อยเช่า
เสียในอัตราที่อยู่อาศัยตั้งแต่บาทแรก ปล่อยเช่าเป็นที่อยู่อาศัยยังใช้อัตราที่อยู่อาศัย
## ที่ดินว่างเปล่า
อัตราสูงกว่าและเพิ่มขึ้นทุกสามปีหากปล่อยทิ้งไว้ การทำเกษตรจริงจะใช้อัตราที่ต่ำกว่า
## เมื่อได้รับหนังสือแจ้ง
ตรวจข้อมูลพื้นที่และการใช้ประโยชน์ หากไม่ถูกต้องให้ยื่นคำร้องคัดค้านภายในเวลาที่กำหนด`,
    },
    en: {
      title: 'Land and building tax: what owners should know',
      summary: 'A main home registered in your name is exempt up to the value the law sets; second homes and vacant land pay at different rates.',
      body: `Land and building tax is collected every year by the local authority, based on the appraised value and how the property is used.
## Your main home
An owner listed in the house registration is exempt on the first part of the value as the law sets it; the rest pays a low rate.
## Second homes and rented units
These pay the residential rate from the first baht. A unit let out as a home still uses the residential rate.
## Vacant land
The rate is higher and rises every three years while the land lies unused. Genuine farming uses a lower rate.
## When the tax notice arrives
Check the area and the use recorded. If they are wrong, file an objection within the stated period.`,
    },
  },
  {
    category: 'owners', sub: 'listing-tips', highlight: true, daysAgo: 1, cover: ['living', 4],
    th: {
      title: 'ถ่ายรูปห้องให้ปล่อยเช่าได้เร็ว ด้วยมือถือเครื่องเดียว',
      summary: 'แสงธรรมชาติ มุมกว้างจากมุมห้อง และห้องที่เก็บของเรียบร้อย ทำให้ประกาศได้รับการติดต่อมากขึ้นอย่างเห็นได้ชัด',
      body: `รูปแรกของประกาศคือสิ่งที่ผู้เช่าเห็นก่อนราคา ใช้เวลาเตรียมห้องสักครึ่งชั่วโมงก็คุ้มค่า
## เตรียมห้อง
เก็บของส่วนตัว เปิดม่านทุกบาน เปิดไฟทุกดวง และจัดเตียงให้เรียบ
## มุมกล้อง
- ถ่ายจากมุมห้องในระดับอก ให้เห็นสองผนัง
- ถือกล้องตรง ไม่เอียง เส้นแนวตั้งต้องตรง
- ถ่ายวิวจากหน้าต่างและส่วนกลาง เช่น สระว่ายน้ำและฟิตเนส
## เรียงรูป
รูปปกควรเป็นห้องนั่งเล่นที่สว่างที่สุด ตามด้วยห้องนอน ห้องน้ำ ครัว และส่วนกลาง`,
    },
    en: {
      title: 'Phone photos that let your room fast',
      summary: 'Daylight, wide shots from a corner and a tidy room bring a listing noticeably more enquiries.',
      body: `A listing's first photo is seen before its price. Half an hour of preparation pays off.
## Prepare the room
Put personal things away, open every curtain, switch on every light and make the bed neatly.
## Camera angles
- Shoot from a corner at chest height so two walls show
- Hold the phone level: vertical lines must stay vertical
- Include the view from the window and the common areas such as the pool and gym
## Order the photos
Make the brightest living-room shot the cover, then the bedroom, bathroom, kitchen and common areas.`,
    },
  },
  {
    category: 'owners', sub: 'selling-tips', highlight: false, daysAgo: 26, cover: ['house', 5], hint: { estateType: 3 },
    th: {
      title: 'ตั้งราคาขายบ้านมือสองอย่างไรไม่ให้ค้างนาน',
      summary: 'ดูราคาประกาศขายใกล้เคียง ราคาประเมิน และราคาที่ขายได้จริง แล้วเผื่อช่องว่างสำหรับต่อรอง',
      body: `บ้านที่ตั้งราคาสูงเกินตลาดจะค้างนาน และเมื่อลดราคาภายหลังผู้ซื้อมักสงสัยว่ามีปัญหา
## เก็บข้อมูลราคา
ค้นหาประกาศบ้านประเภทเดียวกันในหมู่บ้านหรือถนนเดียวกัน เทียบขนาดที่ดิน พื้นที่ใช้สอย และอายุบ้าน
## ปรับตามสภาพ
บ้านที่รีโนเวตห้องน้ำและครัวแล้วตั้งราคาสูงกว่าได้ ส่วนบ้านที่ต้องซ่อมหลังคาหรือมีปัญหาน้ำท่วมควรสะท้อนในราคา
## เผื่อการต่อรอง
ผู้ซื้อบ้านมือสองส่วนใหญ่ต่อราคา ตั้งเผื่อไว้ประมาณ 3-5% และกำหนดราคาต่ำสุดที่ยอมรับได้ไว้ในใจ`,
    },
    en: {
      title: 'Pricing a resale house so it does not sit for months',
      summary: 'Look at nearby asking prices, the appraised value and what actually sold, then leave room to negotiate.',
      body: `A house priced above the market sits unsold, and a later price cut makes buyers wonder what is wrong with it.
## Gather prices
Find listings of the same kind of house in the same estate or street, and compare land size, floor area and age.
## Adjust for condition
A house with a renovated kitchen and bathroom can ask more; a roof to repair or a history of flooding should show in the price.
## Leave room to negotiate
Most resale buyers bargain. Leave about 3-5% and know your lowest acceptable price before the first viewing.`,
    },
  },
];
