import { PRODUCT_NAME } from '@baandee/domain';
import { bilingual, type OutgoingMail } from '../../plugins/mail.plugin.js';

/**
 * Account mails, Thai first then English (the reader's language is not known when the
 * mail is sent). Links point at the web app's pages, which call the API with the token.
 */

export function verificationMail(publicUrl: string, to: string, token: string): OutgoingMail {
  const link = `${publicUrl}/email-verify?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: `ยืนยันอีเมลของคุณ / Verify your e-mail - ${PRODUCT_NAME}`,
    text: bilingual(
      `กรุณายืนยันอีเมลของคุณภายใน 24 ชั่วโมงโดยเปิดลิงก์นี้:\n${link}\n\nหากคุณไม่ได้สมัครสมาชิก ${PRODUCT_NAME} โปรดเพิกเฉยต่ออีเมลนี้`,
      `Please confirm your e-mail address within 24 hours by opening this link:\n${link}\n\nIf you did not sign up for ${PRODUCT_NAME}, ignore this mail.`,
    ),
  };
}

/**
 * Registration with an address that has an account answers as for a new one (the answer
 * must not tell who is a member); the owner hears of it here instead.
 */
export function registerAttemptMail(publicUrl: string, to: string): OutgoingMail {
  const site = `${publicUrl}/`;
  return {
    to,
    subject: `มีการสมัครด้วยอีเมลของคุณ / Someone tried to register with your e-mail - ${PRODUCT_NAME}`,
    text: bilingual(
      `มีผู้พยายามสมัครสมาชิก ${PRODUCT_NAME} ด้วยอีเมลนี้ ซึ่งมีบัญชีอยู่แล้ว หากเป็นคุณ เข้าสู่ระบบได้เลย หรือตั้งรหัสผ่านใหม่ที่ "ลืมรหัสผ่าน" ในหน้าเข้าสู่ระบบหากจำไม่ได้:\n${site}\n\nหากไม่ใช่คุณ โปรดเพิกเฉยต่ออีเมลนี้ บัญชีของคุณไม่มีการเปลี่ยนแปลง`,
      `Someone tried to register for ${PRODUCT_NAME} with this address, which already has an account. If it was you, sign in, or choose "Forgot password" in the sign-in dialog if you have forgotten it:\n${site}\n\nIf it was not you, ignore this mail; nothing changed in your account.`,
    ),
  };
}

export function resetPasswordMail(publicUrl: string, to: string, token: string): OutgoingMail {
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: `ตั้งรหัสผ่านใหม่ / Reset your password - ${PRODUCT_NAME}`,
    text: bilingual(
      `เปิดลิงก์นี้ภายใน 1 ชั่วโมงเพื่อตั้งรหัสผ่านใหม่ (ใช้ได้ครั้งเดียว):\n${link}\n\nหากคุณไม่ได้ขอตั้งรหัสผ่านใหม่ โปรดเพิกเฉยต่ออีเมลนี้ รหัสผ่านของคุณยังเหมือนเดิม`,
      `Open this link within 1 hour to choose a new password (it works once):\n${link}\n\nIf you did not ask for this, ignore this mail; your password stays as it is.`,
    ),
  };
}

/** Told after the fact (ASVS 2.5.5), so a takeover does not go unnoticed. */
export function passwordChangedMail(to: string): OutgoingMail {
  return {
    to,
    subject: `รหัสผ่านของคุณถูกเปลี่ยน / Your password was changed - ${PRODUCT_NAME}`,
    text: bilingual(
      'รหัสผ่านบัญชีของคุณเพิ่งถูกเปลี่ยน หากไม่ใช่คุณ กรุณาตั้งรหัสผ่านใหม่ทันทีและติดต่อเรา',
      'The password of your account was just changed. If this was not you, reset your password now and contact us.',
    ),
  };
}

/**
 * Sent when the address's owner took back an account someone else had registered with it
 * before it was verified (account-recovery.ts): what was reset, and what is theirs to check.
 */
export function accountTakenBackMail(to: string): OutgoingMail {
  return {
    to,
    subject: `บัญชีของคุณถูกรีเซ็ตแล้ว / Your account was reset - ${PRODUCT_NAME}`,
    text: bilingual(
      [
        'ยืนยันแล้วว่าอีเมลนี้เป็นของคุณ ก่อนหน้านี้มีผู้สมัครบัญชีด้วยอีเมลนี้โดยยังไม่ได้ยืนยันอีเมล เราจึงรีเซ็ตทุกอย่างที่ผู้นั้นอาจตั้งไว้:',
        '- ยกเลิกการเชื่อมต่อ LINE และการเข้าสู่ระบบด้วยบัญชีโซเชียลอื่น',
        '- ตั้งค่าการแจ้งเตือนกลับเป็นค่าเริ่มต้น',
        '- ลบชื่อ เบอร์โทรศัพท์ รูปโปรไฟล์ และข้อมูลโปรไฟล์อื่นทั้งหมด',
        '- ออกจากระบบในทุกอุปกรณ์ และยกเลิกลิงก์ทุกลิงก์ที่ส่งทางอีเมลก่อนหน้านี้',
        '',
        'ประกาศในบัญชียังอยู่ครบ กรุณาตรวจสอบข้อมูลติดต่อในประกาศ แล้วกรอกโปรไฟล์และเชื่อมต่อ LINE ของคุณเองอีกครั้ง',
      ].join('\n'),
      [
        'This e-mail address is now confirmed as yours. Someone had registered the account with it before it was verified, so everything they could have set was reset:',
        '- LINE and any other social sign-in were disconnected',
        '- notification settings are back to their defaults',
        '- the name, phone number, profile picture and all other profile details were cleared',
        '- every device was signed out, and every link mailed before no longer works',
        '',
        'The listings on the account were kept. Check their contact details, then fill in your profile and connect your own LINE again.',
      ].join('\n'),
    ),
  };
}
