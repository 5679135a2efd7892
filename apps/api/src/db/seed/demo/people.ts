import type { Insertable } from 'kysely';
import type { UserType } from '@baandee/domain';
import type { UsersTable } from '../../tables/accounts.js';
import type { Random } from './random.js';

/** Demo owners: made-up Thai names, addresses at example.com (a domain reserved for examples). */
const FIRST_NAMES = [
  'สมชาย', 'สมหญิง', 'วิชัย', 'นภา', 'ธนพล', 'กัญญา', 'ประเสริฐ', 'พิมพ์ชนก', 'อนุชา', 'ศิริพร',
  'ณัฐวุฒิ', 'รัตนา', 'กิตติ', 'จันทร์เพ็ญ', 'ธีรภัทร', 'อรุณี', 'ปกรณ์', 'สุดารัตน์', 'วรเชษฐ์', 'มาลี',
  'ชยพล', 'ปวีณา', 'ภาณุ', 'กมลชนก', 'เอกชัย', 'วันเพ็ญ', 'ศุภชัย', 'ดวงใจ', 'พงศกร', 'ลัดดา',
];
const LAST_NAMES = [
  'ใจดี', 'รักบ้าน', 'มั่นคง', 'ศรีสุข', 'บุญมา', 'ทองดี', 'สายสุวรรณ', 'พรหมมา', 'แก้วใส', 'วงศ์ไทย',
  'สุขสวัสดิ์', 'ชัยมงคล', 'เจริญผล', 'ปัญญาดี', 'อยู่สบาย', 'ร่มเย็น', 'มีทรัพย์', 'บ้านสวย',
];
const COMPANIES = ['บ้านดีตัวอย่าง พร็อพเพอร์ตี้', 'สุขใจ เรียลเอสเตท (ตัวอย่าง)', 'เมืองทอง เอเจนซี่ (ตัวอย่าง)', 'ริมน้ำ โฮม เอเจนท์ (ตัวอย่าง)', 'ตัวอย่าง แลนด์ แอนด์ แฟคทอรี่'];

export const DEMO_OWNER_COUNT = 36;
/** The first demo owner: when it exists, the demo data is there (the seed writes it all in one transaction). */
export const DEMO_MARKER_EMAIL = 'demo.owner01@example.com';

export interface DemoOwner {
  row: Insertable<UsersTable>;
  phone: string;
}

export function demoOwners(random: Random): DemoOwner[] {
  return Array.from({ length: DEMO_OWNER_COUNT }, (_, i) => {
    const company = i % 7 === 3 ? COMPANIES[Math.floor(i / 7) % COMPANIES.length]! : null;
    const user_type: UserType = company ? 'company' : 'individual';
    // made-up numbers, all in one block
    const phone = `0800000${String(100 + i).padStart(3, '0')}`;
    return {
      phone,
      row: {
        email: `demo.owner${String(i + 1).padStart(2, '0')}@example.com`,
        email_verified_at: new Date(),
        password_hash: null, // shows the site; nobody signs in as a demo owner
        account_type: 1,
        user_type,
        firstname: random.pick(FIRST_NAMES),
        lastname: random.pick(LAST_NAMES),
        company_name: company,
        phone,
        show_phone: random.chance(0.5),
        short_history: company
          ? 'บริษัทตัวอย่างสำหรับสาธิตระบบ ดูแลการซื้อ ขาย และเช่าอสังหาริมทรัพย์ / A demo agency for showing the site.'
          : 'เจ้าของทรัพย์ตัวอย่างสำหรับสาธิตระบบ / A demo owner for showing the site.',
      },
    };
  });
}
