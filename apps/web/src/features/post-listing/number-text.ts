/**
 * A number as the reader sees it while typing: thousands separators in the whole part,
 * the decimal part as typed ("1234567.5" -> "1,234,567.5"). The form keeps the bare digits.
 */
export function groupThousands(raw: string): string {
  const [whole = '', fraction] = raw.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
