/** One column of an exported table: its heading and how a row's cell reads. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null;
}

/**
 * A cell that a spreadsheet would run as a formula (=, +, -, @, or a leading tab or
 * carriage return) is prefixed with an apostrophe: leads carry text visitors typed.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | boolean | null): string {
  if (value === null) return '';
  const text = typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 text, CRLF line ends, behind a byte-order mark so spreadsheets read Thai as UTF-8. */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const lines = [columns.map((column) => cell(column.header)), ...rows.map((row) => columns.map((column) => cell(column.value(row))))];
  return `\uFEFF${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}

/** Hands the text to the browser as a file download. */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
