/** The five-step listing form (spec section 2: AnnounceForm Info, Price, Room, Facility, Post). */
export const postForm = {
  title: { new: 'ลงประกาศใหม่', edit: 'แก้ไขประกาศ' },
} as const;
