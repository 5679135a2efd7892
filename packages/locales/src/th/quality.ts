/**
 * The listing quality score's fixes (apps/api/src/modules/quality, docs/decisions/063): the
 * API answers them in the language asked for; `{{name}}` is filled in per listing.
 */
export const quality = {
  fixes: {
    photos_few: 'เพิ่มรูปอีก {{count}} รูป ให้เห็นทุกห้อง ห้องน้ำ ตัวอาคาร และวิว',
    photos_low_resolution: 'รูป {{count}} รูปเล็กกว่า {{min}} พิกเซล จึงดูไม่คมชัด ใช้ไฟล์ต้นฉบับจากกล้องหรือโทรศัพท์แทน',
    cover_missing: 'เลือกรูปปก: เป็นรูปแรกที่ผู้หาบ้านเห็นในผลค้นหา',
    cover_small: 'รูปปกเล็กกว่า {{width}}x{{height}} พิกเซล จึงถูกขยายจนไม่คมชัด เลือกรูปที่ใหญ่กว่านี้เป็นรูปปก',
    cover_portrait: 'รูปปกเป็นแนวตั้ง จึงเหลือแค่แถบกลางภาพ เลือกรูปแนวนอนเป็นรูปปก',
    cover_plain: 'รูปปกเป็นภาพพื้นเรียบที่ไม่เห็นอะไร เลือกรูปห้องหรืออาคารจริงเป็นรูปปก',
    description_short: 'รายละเอียดยาว {{length}} ตัวอักษร เขียนให้ได้อย่างน้อย {{target}} ตัวอักษร: ห้อง อาคาร ส่วนกลาง และย่านรอบๆ',
    description_no_bedroom: 'รายละเอียดไม่ได้พูดถึงห้องนอนเลย',
    description_no_bathroom: 'รายละเอียดไม่ได้พูดถึงห้องน้ำเลย',
    description_no_size: 'รายละเอียดไม่ได้บอกขนาดพื้นที่',
    description_no_floor: 'รายละเอียดไม่ได้บอกว่าอยู่ชั้นไหนหรือมีกี่ชั้น',
    description_no_travel: 'รายละเอียดไม่ได้บอกการเดินทาง เช่น รถไฟฟ้าหรือถนนใหญ่ที่ใกล้ที่สุด',
    fields_info: 'กรอกข้อมูลทรัพย์ให้ครบ: {{fields}}',
    fields_price: 'กรอกค่าใช้จ่ายให้ครบ: {{fields}}',
    fields_room: 'กรอกรายละเอียดห้องให้ครบ: {{fields}}',
    fields_facility: 'เพิ่มข้อมูล: {{fields}}',
    fields_post: 'เพิ่มช่องทางติดต่อที่สอง: LINE ID หรืออีเมล',
    map_pin: 'ปักหมุดตำแหน่งบนแผนที่',
    sell_price_above_median: 'ราคาขายต่อตารางเมตรสูงกว่าค่ากลางของ{{group}} {{percent}}% (ค่ากลาง {{median}} บาท/ตร.ม.) ตรวจสอบราคาอีกครั้ง',
    sell_price_below_median: 'ราคาขายต่อตารางเมตรต่ำกว่าค่ากลางของ{{group}} {{percent}}% (ค่ากลาง {{median}} บาท/ตร.ม.) ตรวจสอบว่าราคาถูกต้อง',
    rent_price_above_median: 'ค่าเช่าต่อตารางเมตรสูงกว่าค่ากลางของ{{group}} {{percent}}% (ค่ากลาง {{median}} บาท/ตร.ม.) ตรวจสอบราคาอีกครั้ง',
    rent_price_below_median: 'ค่าเช่าต่อตารางเมตรต่ำกว่าค่ากลางของ{{group}} {{percent}}% (ค่ากลาง {{median}} บาท/ตร.ม.) ตรวจสอบว่าราคาถูกต้อง',
    confirm_available: 'ไม่ได้ยืนยันว่ายังว่างมา {{days}} วัน ยืนยันว่าประกาศนี้ยังว่างอยู่',
  },
  /** The listings a price is compared with (docs/decisions/058): the type, the bedrooms, the district. */
  group: {
    home: '{{type}} {{rooms}}ใน{{district}}',
    other: '{{type}}ใน{{district}}',
    rooms: '{{count}} ห้องนอน',
    studio: 'สตูดิโอ',
    many: '{{count}} ห้องนอนขึ้นไป',
  },
  /** Joins the names of the fields a fix lists. */
  listSeparator: ', ',
};
