/** The back office's CSV files, as Polish Excel opens them: UTF-8 with a BOM, semicolons, CRLF. */

/**
 * One CSV field: quoted when it holds the separator, a quote, a line break or edge spaces (quotes
 * doubled). Text a buyer typed that Excel would run as a formula (=, +, -, @, tab, CR first) gets
 * a leading apostrophe, so the sheet shows it instead (OWASP "CSV injection").
 */
export function csvField(value: string, text = true): string {
  const safe = text && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]|^\s|\s$/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Grosze as Polish Excel reads a number: "1234,56", "-446,35". */
export function csvMoney(value: number): string {
  const whole = Math.abs(value);
  return `${value < 0 ? "-" : ""}${Math.floor(whole / 100)},${String(whole % 100).padStart(2, "0")}`;
}

export const csvLine = (fields: string[]) => `${fields.join(";")}\r\n`;

/** Excel's cue that the file is UTF-8. */
export const CSV_BOM = "\uFEFF";
