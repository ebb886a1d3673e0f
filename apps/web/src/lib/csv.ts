import { guardFormula } from '@showroom/contract/values';
import { saveFile } from './download';

/** Quotes a cell that holds a delimiter, a quote or a line break; any other stays as it is. */
export function quotedCell(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * Quotes a cell; a leading =, +, - or @ is defused so spreadsheets do not run it as a formula
 * (`guardFormula`; an import takes the guard off again).
 */
export function csvCell(value: string): string {
  const guarded = guardFormula(value);
  return guarded === value ? quotedCell(value) : `"${guarded.replace(/"/g, '""')}"`;
}

/** The lines of a CSV file; each cell written by `cell`, defused by default. */
export function toCsv(header: string[], rows: string[][], cell = csvCell): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n');
}

/** Saves text as a CSV file; the byte-order mark lets spreadsheet programs read Arabic. */
export function downloadCsv(fileName: string, text: string) {
  saveFile(fileName, ['\uFEFF', text], 'text/csv;charset=utf-8');
}
