/**
 * The member states of the European Union, by their Polish names as the shop writes countries in
 * producers' addresses (src/common/reference/producers.ts, the back office's producer form). GPSR
 * (Regulation (EU) 2023/988 art. 16, Regulation (EU) 2019/1020 art. 4) lets only an economic
 * operator established in the Union be a product's responsible person: a company in Serbia,
 * the United Kingdom, Switzerland, Norway or Turkey cannot be one.
 */
export const EU_MEMBER_STATES = [
  "Austria",
  "Belgia",
  "Bułgaria",
  "Chorwacja",
  "Cypr",
  "Czechy",
  "Dania",
  "Estonia",
  "Finlandia",
  "Francja",
  "Grecja",
  "Hiszpania",
  "Holandia",
  "Irlandia",
  "Litwa",
  "Luksemburg",
  "Łotwa",
  "Malta",
  "Niemcy",
  "Polska",
  "Portugalia",
  "Rumunia",
  "Słowacja",
  "Słowenia",
  "Szwecja",
  "Węgry",
  "Włochy",
] as const;

export type EuMemberState = (typeof EU_MEMBER_STATES)[number];

/** Other Polish names of a member state that staff may type ("Niderlandy" is the official one). */
const ALIASES: Record<string, EuMemberState> = { niderlandy: "Holandia", czechia: "Czechy", "republika czeska": "Czechy" };

/** The member state a country name means (case and surrounding spaces ignored), or null outside the EU. */
export function euMemberState(country: string): EuMemberState | null {
  const key = country.trim().toLocaleLowerCase("pl");
  return EU_MEMBER_STATES.find((state) => state.toLocaleLowerCase("pl") === key) ?? ALIASES[key] ?? null;
}

/** Whether a country (by its Polish name) is an EU member state. */
export function isEuCountry(country: string): boolean {
  return euMemberState(country) !== null;
}
