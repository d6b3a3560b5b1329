/**
 * The characters no text the shop takes may hold (issue 34): invisible controls that corrupt what
 * is stored, mailed, printed on an invoice or exported for the accountant. A NUL cuts a string
 * short in C libraries, ESC drives a terminal, C1 controls are garbage from a wrong encoding, and
 * bidirectional overrides make a name read differently from what it is ("gpj.exe" shown as
 * "exe.jpg"). One definition for every place text comes in: the APIs' validation
 * (`api/validation.ts`, every string of every request the shop validates), the supplier feeds
 * (`src/shop/catalogue-import/validate.ts`, every cell) and the import form's column mapping
 * (`feed-columns.ts`).
 */

/**
 * C0 controls (U+0000–U+001F), DEL and the C1 controls (U+007F–U+009F), the line and paragraph
 * separators (U+2028, U+2029), and the bidirectional embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what this pattern is for
export const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu;

/** Of those, what multi-line text (a textarea) may hold: tab, line feed and carriage return. */
export const LINE_BREAKS: readonly string[] = ["\t", "\n", "\r"];

/**
 * "single-line": an input's text; tab, line feed and carriage return only at its ends, where a
 * field trims them away (a value pasted from a spreadsheet cell ends with one). "multi-line": a
 * textarea's text, which may hold them anywhere. Every other control character is refused in both.
 */
export type TextLines = "single-line" | "multi-line";

/** The first character of `text` the shop refuses, or null when there is none. */
export function refusedCharacter(text: string, lines: TextLines): string | null {
  const start = text.length - text.trimStart().length;
  const end = text.trimEnd().length;
  for (const match of text.matchAll(CONTROL_CHARACTERS)) {
    const character = match[0];
    if (!LINE_BREAKS.includes(character)) return character;
    if (lines === "single-line" && match.index >= start && match.index < end) return character;
  }
  return null;
}

/** A control character in a field (the field's message; the APIs never repeat the input). */
export const CONTROL_CHARACTER_MESSAGE =
  "Tekst zawiera niedozwolony znak sterujący (niewidoczny, np. wklejony z innego programu): wpisz tekst od nowa.";

/** A line break or tab inside a single-line field. */
export const LINE_BREAK_MESSAGE = "Wpisz tekst w jednym wierszu, bez podziału wierszy i tabulatorów.";

/** The field message for a refused character. */
export function refusedCharacterMessage(character: string): string {
  return LINE_BREAKS.includes(character) ? LINE_BREAK_MESSAGE : CONTROL_CHARACTER_MESSAGE;
}

/** "U+0000": how a report names a character nobody can see. */
export function codePointOf(character: string): string {
  return `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
}

/** The text with every control character written as its code point ("Primacy[U+0000]4"), for a report that shows the value. */
export function showControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, (character) => `[${codePointOf(character)}]`);
}
