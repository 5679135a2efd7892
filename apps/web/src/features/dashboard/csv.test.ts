import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  const columns = [
    { header: 'ชื่อ', value: (row: { name: string; n: number | null }) => row.name },
    { header: 'count', value: (row: { name: string; n: number | null }) => row.n },
  ];

  it('writes a header and a line per row with CRLF, behind a byte-order mark', () => {
    expect(toCsv([{ name: 'คอนโด', n: 3 }], columns)).toBe('\uFEFFชื่อ,count\r\nคอนโด,3\r\n');
  });

  it('quotes commas, quotes and line breaks, and leaves empty cells empty', () => {
    expect(toCsv([{ name: 'a, "b"\nc', n: null }], columns)).toBe('\uFEFFชื่อ,count\r\n"a, ""b""\nc",\r\n');
  });

  it('keeps text a visitor typed from running as a spreadsheet formula', () => {
    const csv = toCsv([{ name: '=HYPERLINK("http://x")', n: -1 }, { name: '@SUM(A1)', n: 0 }], columns);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")",-1`);
    expect(csv).toContain("'@SUM(A1),0");
  });
});
