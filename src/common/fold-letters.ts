/*
 * Folding Polish and other letters with diacritics, for matching what a shopper types: its own
 * module so the browser (the filter sheet's producer search) takes it without the producers' table.
 */

const POLISH_LETTERS: Record<string, string> = {
  ą: "a",
  ć: "c",
  ę: "e",
  ł: "l",
  ń: "n",
  ó: "o",
  ś: "s",
  ź: "z",
  ż: "z",
};

/** Lower case with Polish and other diacritics folded ("Dębica" → "debica", "Škoda" → "skoda"); nothing else changed. */
export function foldLetters(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ąćęłńóśźż]/g, (letter) => POLISH_LETTERS[letter] ?? letter)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");
}
