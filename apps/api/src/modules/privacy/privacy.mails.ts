import { PRODUCT_NAME } from '@baandee/domain';
import { bilingual, type OutgoingMail } from '../../plugins/mail.plugin.js';

/** Sent to the address of a deleted account, the last mail it gets from us. */
export function accountDeletedMail(to: string, publicUrl: string): OutgoingMail {
  return {
    to,
    subject: `บัญชีของคุณถูกลบแล้ว / Your account was deleted - ${PRODUCT_NAME}`,
    text: bilingual(
      `บัญชี ${PRODUCT_NAME} ของอีเมลนี้ถูกลบตามคำขอของคุณแล้ว ประกาศทั้งหมดถูกปิด ข้อมูลส่วนตัว รูปภาพ รายการโปรด และการเชื่อมต่อ LINE ถูกลบ และทุกอุปกรณ์ออกจากระบบแล้ว เราเก็บเฉพาะประวัติเครดิตและการชำระเงินโดยไม่มีข้อมูลที่ระบุตัวคุณ เพื่อใช้เป็นหลักฐานทางบัญชี\n\nอีเมลนี้สมัครสมาชิกใหม่ได้ทุกเมื่อที่ ${publicUrl}\nหากคุณไม่ได้ขอลบบัญชี กรุณาติดต่อเราทันที`,
      `The ${PRODUCT_NAME} account of this address was deleted as you asked. Its listings are closed; its personal data, pictures, favourites and LINE connection are erased, and every device is signed out. Only the credit and payment history is kept, without anything that identifies you, as accounting records.\n\nThis address can sign up again at any time at ${publicUrl}\nIf you did not ask for this, contact us at once.`,
    ),
  };
}
