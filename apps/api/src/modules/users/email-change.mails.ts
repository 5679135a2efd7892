import { PRODUCT_NAME } from '@baandee/domain';
import { bilingual, type OutgoingMail } from '../../plugins/mail.plugin.js';

/** Mails of moving an account to a new e-mail address, Thai first then English. */

/** The link that applies a pending e-mail change, sent to the new address. */
export function confirmEmailChangeMail(publicUrl: string, to: string, token: string): OutgoingMail {
  const link = `${publicUrl}/confirm-email-change?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: `ยืนยันอีเมลใหม่ของบัญชี / Confirm your new e-mail - ${PRODUCT_NAME}`,
    text: bilingual(
      `มีคำขอเปลี่ยนอีเมลของบัญชี ${PRODUCT_NAME} มาเป็นอีเมลนี้ เปิดลิงก์นี้ภายใน 24 ชั่วโมงเพื่อยืนยัน (ใช้ได้ครั้งเดียว):\n${link}\n\nหากคุณไม่ได้ขอ โปรดเพิกเฉยต่ออีเมลนี้`,
      `Someone asked to move a ${PRODUCT_NAME} account to this address. Open this link within 24 hours to confirm (it works once):\n${link}\n\nIf you did not ask for this, ignore this mail.`,
    ),
  };
}

/** Told when the change is asked for, while the old address still signs in and can stop it. */
export function emailChangeRequestedMail(to: string, newEmail: string): OutgoingMail {
  return {
    to,
    subject: `มีคำขอเปลี่ยนอีเมลของบัญชี / A change of your account e-mail was requested - ${PRODUCT_NAME}`,
    text: bilingual(
      `มีคำขอเปลี่ยนอีเมลของบัญชีคุณเป็น ${newEmail} อีเมลจะเปลี่ยนเมื่อมีการเปิดลิงก์ที่ส่งไปยังอีเมลใหม่เท่านั้น หากไม่ใช่คุณ กรุณาเปลี่ยนรหัสผ่านทันทีและติดต่อเรา`,
      `A change of your account e-mail to ${newEmail} was requested. It happens only when the link mailed to that address is opened. If this was not you, change your password now and contact us.`,
    ),
  };
}

export function emailChangedMail(to: string, newEmail: string): OutgoingMail {
  return {
    to,
    subject: `อีเมลของบัญชีถูกเปลี่ยน / Your account e-mail was changed - ${PRODUCT_NAME}`,
    text: bilingual(
      `อีเมลของบัญชีคุณถูกเปลี่ยนเป็น ${newEmail} หากไม่ใช่คุณ กรุณาติดต่อเราทันที`,
      `The e-mail of your account was changed to ${newEmail}. If this was not you, contact us at once.`,
    ),
  };
}
