/**
 * Notifications to a user about their listings, leads, payments and boosts, by e-mail and
 * LINE (apps/api/src/modules/notifications). `{{name}}` is filled in when one is sent;
 * each text ends with the link to the page the user acts on.
 */
export const notifications = {
  listingApproved: {
    subject: 'ประกาศของคุณได้รับการอนุมัติ',
    text: 'ประกาศ "{{title}}" ผ่านการตรวจสอบและเผยแพร่แล้ว:\n{{link}}',
  },
  listingRejected: {
    subject: 'ประกาศของคุณยังไม่ผ่านการตรวจสอบ',
    text: 'ประกาศ "{{title}}" ยังไม่ผ่านการตรวจสอบ เหตุผล:\n{{reason}}\n\nแก้ไขประกาศแล้วส่งเผยแพร่อีกครั้งได้ที่:\n{{link}}',
  },
  listingBanned: {
    subject: 'ประกาศของคุณถูกระงับ',
    text: 'ประกาศ "{{title}}" ถูกระงับและไม่แสดงบนเว็บไซต์ เหตุผล:\n{{reason}}\n\nหากมีข้อสงสัย กรุณาติดต่อเรา:\n{{link}}',
  },
  listingExpiring: {
    subject: 'ประกาศของคุณใกล้หมดอายุ',
    text: 'ประกาศ "{{title}}" จะครบกำหนดและถูกปิดในวันที่ {{date}} ดูประกาศของคุณได้ที่:\n{{link}}',
  },
  listingExpired: {
    subject: 'ประกาศของคุณหมดอายุแล้ว',
    text: 'ประกาศ "{{title}}" ครบ {{days}} วันแล้วจึงถูกปิด หากยังต้องการขายหรือให้เช่า ลงประกาศใหม่ได้ที่:\n{{link}}',
  },
  contactReceived: {
    subject: 'มีผู้สนใจประกาศของคุณ: {{title}}',
    text: 'มีผู้สนใจประกาศ "{{title}}" ของคุณ\n{{link}}\n\nชื่อ: {{name}}\nอีเมล: {{email}}\nโทร: {{phone}}\n\n{{message}}',
    replyHint: 'ตอบกลับอีเมลนี้เพื่อติดต่อผู้สนใจโดยตรง',
  },
  paymentApprovedCredits: {
    subject: 'ได้รับการชำระเงินแล้ว',
    text: 'เราได้รับการชำระเงิน {{amount}} บาทของคุณแล้ว และเพิ่ม {{credits}} เครดิตเข้าบัญชีของคุณ ดูยอดเครดิตได้ที่:\n{{link}}',
  },
  paymentApprovedBoost: {
    subject: 'ได้รับการชำระเงินแล้ว',
    text: 'เราได้รับการชำระเงิน {{amount}} บาทของคุณแล้ว และเริ่มโปรโมตประกาศ "{{title}}" แล้ว:\n{{link}}',
  },
  paymentRejected: {
    subject: 'การชำระเงินไม่ผ่านการตรวจสอบ',
    text: 'การชำระเงิน {{amount}} บาทของคุณไม่ผ่านการตรวจสอบ เหตุผล:\n{{reason}}\n\nหากโอนเงินแล้ว กรุณาส่งหลักฐานการโอนอีกครั้งหรือติดต่อเรา ดูรายการของคุณได้ที่:\n{{link}}',
  },
  boostStarted: {
    subject: 'เริ่มโปรโมตประกาศแล้ว',
    text: 'ประกาศ "{{title}}" แสดงก่อนในผลการค้นหาและประกาศแนะนำแล้ว จนถึงวันที่ {{date}}:\n{{link}}',
  },
  boostEnded: {
    subject: 'การโปรโมตประกาศสิ้นสุดแล้ว',
    text: 'การโปรโมตประกาศ "{{title}}" ครบกำหนดแล้ว โปรโมตอีกครั้งได้ที่:\n{{link}}',
  },
  listingFixRequested: {
    subject: 'กรุณาแก้ไขประกาศของคุณ',
    text: 'มีผู้แจ้งปัญหาเกี่ยวกับประกาศ "{{title}}" ทีมงานตรวจสอบแล้วขอให้แก้ไข:\n{{note}}\n\nแก้ไขประกาศได้ที่:\n{{link}}',
  },
  listingUnpublished: {
    subject: 'ประกาศของคุณถูกหยุดเผยแพร่',
    text: 'มีผู้แจ้งปัญหาเกี่ยวกับประกาศ "{{title}}" ทีมงานตรวจสอบแล้วจึงหยุดเผยแพร่ เหตุผล:\n{{note}}\n\nแก้ไขแล้วเผยแพร่อีกครั้งได้ที่:\n{{link}}',
  },
  reportActedOn: {
    subject: 'ผลการตรวจสอบรายงานของคุณ',
    text: 'ขอบคุณที่แจ้งปัญหาเกี่ยวกับประกาศ "{{title}}" ทีมงานตรวจสอบแล้วและได้ดำเนินการกับประกาศนี้\n{{link}}',
  },
  reportDismissed: {
    subject: 'ผลการตรวจสอบรายงานของคุณ',
    text: 'ขอบคุณที่แจ้งปัญหาเกี่ยวกับประกาศ "{{title}}" ทีมงานตรวจสอบแล้วไม่พบสิ่งที่ผิดกฎของเว็บไซต์\n{{link}}',
  },
  savedSearchAlert: {
    subject: 'ประกาศใหม่ {{count}} รายการ ตรงกับ "{{name}}"',
    digestSubject: 'สรุปประจำวัน: ประกาศใหม่ {{count}} รายการ ตรงกับ "{{name}}"',
    text: 'ประกาศใหม่ที่ตรงกับการค้นหาที่คุณบันทึกไว้ "{{name}}":',
    more: 'และอีก {{count}} รายการ',
    search: 'ดูผลการค้นหาทั้งหมด:',
    manage: 'จัดการการค้นหาที่บันทึกไว้:',
    unsubscribe: 'หยุดรับการแจ้งเตือนของการค้นหานี้ (คลิกเดียว ไม่ต้องเข้าสู่ระบบ):',
    rent: 'เช่า {{price}} บาท/เดือน',
    sell: 'ขาย {{price}} บาท',
    noPrice: 'สอบถามราคา',
    view: 'ดูประกาศ',
    seeAll: 'ดูทั้งหมด',
    stop: 'หยุดแจ้งเตือน',
  },
} as const;
