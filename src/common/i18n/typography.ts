/**
 * Polish typesetting: a number does not end a line apart from its unit ("7 °C", "6 szt.",
 * "30 dni", "2014 r."). A no-break space between them, for running text written by hand.
 */
const NUMBER_THEN_UNIT = /(\d) (?=(?:°C|dni|dnia|szt\.|r\.|zł|km|mm|cm|kg|dB|l|lat|godz\.|tys\.|%)(?!\p{L}))/gu;

export function keepNumbersWithUnits(text: string): string {
  return text.replace(NUMBER_THEN_UNIT, "$1\u00a0");
}
