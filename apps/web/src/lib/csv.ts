import { saveFile } from './download';

/** Quotes a cell; a leading =, +, - or @ is defused so spreadsheets do not run it as a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) || safe !== value ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: string[], rows: string[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}

/** Saves text as a CSV file; the byte-order mark lets spreadsheet programs read Arabic. */
export function downloadCsv(fileName: string, text: string) {
  saveFile(fileName, ['\uFEFF', text], 'text/csv;charset=utf-8');
}
