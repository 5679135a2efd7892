/** Words many screens share: actions, states, sell types, price bands, languages. */
export const common = {
  tagline: 'ซื้อ ขาย เช่า บ้าน คอนโด ที่ดิน ในกรุงเทพฯ และปริมณฑล',
  /** The sign-up method by address, in lists of ways to sign up. */
  emailMethod: 'อีเมล',
  /** The last two of a list of alternatives: "อีเมล, Google หรือ Facebook". */
  orList: '{{first}} หรือ {{last}}',
  actions: {
    search: 'ค้นหา',
    close: 'ปิด',
    retry: 'ลองอีกครั้ง',
    send: 'ส่งข้อความ',
    back: 'ย้อนกลับ',
    ok: 'ตกลง',
    goHome: 'กลับหน้าแรก',
    showPassword: 'แสดงรหัสผ่าน',
    seeAll: 'ดูทั้งหมด',
  },
  /** The arrows of every paged list (its page numbers name themselves). */
  pagination: {
    first: 'หน้าแรกสุด',
    previous: 'หน้าก่อนหน้า',
    next: 'หน้าถัดไป',
    last: 'หน้าสุดท้าย',
  },
  status: {
    loading: 'กำลังโหลด…',
    slow: 'การโหลดใช้เวลานานกว่าปกติ',
    slowHint: 'อาจเป็นเพราะสัญญาณอินเทอร์เน็ต ลองโหลดใหม่อีกครั้ง',
    empty: 'ยังไม่มีข้อมูลในส่วนนี้',
    failed: 'โหลดข้อมูลไม่สำเร็จ',
  },
  /** The search bar as Home and the header paint it before the search catalogue loads. */
  searchBar: {
    estateType: 'ประเภทอสังหาฯ',
    allTypes: 'ทุกประเภท',
    advanced: 'ค้นหาขั้นสูง',
    roomCode: 'รหัสห้อง',
    clear: 'ล้างตัวกรอง',
    filters: 'ตัวกรอง',
    /** The suggestions under the keyword field while typing, and this browser's recent searches. */
    suggest: {
      label: 'คำแนะนำการค้นหา',
      recent: 'ค้นหาล่าสุด',
      clearRecent: 'ล้างประวัติ',
      kinds: {
        estate_type: 'ประเภทอสังหาฯ',
        province: 'จังหวัด',
        district: 'เขต/อำเภอ',
        sub_district: 'แขวง/ตำบล',
        station: 'สถานี {{system}}',
        line: 'รถไฟฟ้า {{system}}',
        project: 'โครงการ',
        keyword: 'คำค้นหา',
      },
    },
  },
  sellType: {
    all: 'ทั้งหมด',
    rent: 'เช่า',
    sell: 'ขาย',
  },
  price: {
    upTo: 'ไม่เกิน {{max}} บาท',
    range: '{{min}} – {{max}} บาท',
    above: '{{min}} บาทขึ้นไป',
    // bands whose ends are whole millions
    upToMillion: 'ไม่เกิน {{max}} ล้านบาท',
    rangeMillion: '{{min}} – {{max}} ล้านบาท',
    aboveMillion: '{{min}} ล้านบาทขึ้นไป',
  },
  language: {
    label: 'ภาษา',
    th: 'ไทย',
    en: 'English',
    // the switch names the language it switches to
    switchShort: 'EN',
    switchTo: 'เปลี่ยนเป็นภาษาอังกฤษ (English)',
  },
  pageTitle: '{{title}} | {{product}}',
} as const;
