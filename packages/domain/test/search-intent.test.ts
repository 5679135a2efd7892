import { describe, expect, it } from 'vitest';
import { readSearchIntent, SELL_TYPE } from '../src/index.js';

const master = {
  estateTypes: [
    { id: 1, slug: 'condo' },
    { id: 3, slug: 'house' },
    { id: 4, slug: 'twin-house' },
    { id: 6, slug: 'townhome' },
    { id: 8, slug: 'business-lease' },
  ],
  trainTypes: [
    { id: 1, code: 'BTS' },
    { id: 2, code: 'MRT' },
  ],
};
const read = (keyword: string) => readSearchIntent(keyword, master);

describe('readSearchIntent', () => {
  it('turns what a keyword states into filters and keeps the rest as the keyword', () => {
    expect(read('คอนโด เลี้ยงสัตว์ได้ ใกล้ BTS อ่อนนุช')).toEqual({ keyword: 'อ่อนนุช', estate_type_id: 1, is_pet_allow: 1, train_type: 1 });
    expect(read('condo that allows pets near MRT')).toEqual({ keyword: undefined, estate_type_id: 1, is_pet_allow: 1, train_type: 2 });
    expect(read('คอนโดให้เช่า อโศก')).toEqual({ keyword: 'อโศก', estate_type_id: 1, sell_type: SELL_TYPE.rent });
    expect(read('ทาวน์โฮมขายด่วน บางนา')).toEqual({ keyword: 'บางนา', estate_type_id: 6, sell_type: SELL_TYPE.sell });
    expect(read('pet friendly')).toEqual({ keyword: undefined, is_pet_allow: 1 });
    expect(read('ห้องทำอาหารได้ สูบบุหรี่ได้')).toEqual({ keyword: 'ห้อง', is_cooking_allow: 1, is_smoking_allow: 1 });
  });

  it('reads a business takeover in its Thai and English phrases', () => {
    for (const keyword of ['เซ้งร้าน', 'เซ้งกิจการ สีลม', 'business takeover', 'เซ้ง']) expect(read(keyword).estate_type_id).toBe(8);
    expect(read('เซ้งกิจการ สีลม').keyword).toBe('สีลม');
  });

  it('leaves a kind as text when the keyword names two of it, or a word only inside another', () => {
    expect(read('คอนโด หรือ ทาวน์โฮม')).toEqual({ keyword: 'คอนโด หรือ ทาวน์โฮม' });
    expect(read('เช่า หรือ ขาย').sell_type).toBeUndefined();
    // a rail word without nearness names a station ("MRT สุขุมวิท"), and "land" inside "thailand" is no land
    expect(read('MRT สุขุมวิท')).toEqual({ keyword: 'MRT สุขุมวิท' });
    expect(read('thailand')).toEqual({ keyword: 'thailand' });
    expect(read('current')).toEqual({ keyword: 'current' });
  });

  it('reads "house" as a detached house, but a twin house or a townhouse as themselves', () => {
    expect(read('house near MRT')).toEqual({ keyword: undefined, estate_type_id: 3, train_type: 2 });
    expect(read('twin house for rent')).toEqual({ keyword: undefined, estate_type_id: 4, sell_type: SELL_TYPE.rent });
    expect(read('townhouse bangna')).toEqual({ keyword: 'bangna', estate_type_id: 6 });
  });

  it('reads nothing of a list it is not given', () => {
    expect(readSearchIntent('คอนโด ใกล้ BTS', {})).toEqual({ keyword: 'คอนโด ใกล้ BTS' });
  });
});
