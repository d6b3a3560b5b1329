import type { Block } from "./types";

/**
 * The shop's one statement on out-of-court consumer dispute resolution (ustawa z dnia 23 września
 * 2016 r. o pozasądowym rozwiązywaniu sporów konsumenckich, art. 31–32): a clear yes, quoted by the
 * terms, the complaint page and the buyers' information, so they can never say different things.
 */
export const DISPUTE_RESOLUTION_CONSENT =
  "**Wyrażamy zgodę na pozasądowe rozwiązywanie sporów konsumenckich** – jeśli jako konsument złożysz wniosek o takie postępowanie, weźmiemy w nim udział.";

/**
 * What a rejected complaint's answer must say on a durable medium (the same act, art. 32): that we
 * agree to the out-of-court procedure and which body is competent. Plain text for the mail.
 */
export const DISPUTE_RESOLUTION_AFTER_REJECTION =
  "Wyrażamy zgodę na pozasądowe rozwiązanie sporu. Właściwy dla nas jest Małopolski Wojewódzki Inspektor Inspekcji Handlowej w Krakowie: możesz złożyć u niego wniosek o mediację albo skierować sprawę do działającego przy nim stałego polubownego sądu konsumenckiego. Bezpłatnie pomoże Ci też miejski lub powiatowy rzecznik konsumentów. Więcej: uokik.gov.pl.";

/** Who handles such a dispute and where a consumer finds free help. */
const BODIES = [
  "**wojewódzki inspektor Inspekcji Handlowej** – prowadzi mediację między Tobą a nami,",
  "**stały polubowny sąd konsumencki** działający przy wojewódzkim inspektorze Inspekcji Handlowej – rozstrzyga spór wyrokiem polubownym,",
  "**miejski lub powiatowy rzecznik konsumentów** – bezpłatnie doradzi i pomoże Ci w sporze z nami (to pomoc dla Ciebie, a nie postępowanie polubowne).",
];

export function disputeResolutionBlocks(): Block[] {
  return [
    {
      type: "p",
      text: `${DISPUTE_RESOLUTION_CONSENT} Dotyczy to każdego sporu z Umowy, w szczególności gdy nie zgadzasz się z naszą odpowiedzią na reklamację. Możesz się zwrócić do:`,
    },
    { type: "ul", items: BODIES },
    {
      type: "p",
      text: "Udział w takim postępowaniu jest dla Ciebie dobrowolny, a skorzystanie z niego nie odbiera Ci prawa do dochodzenia roszczeń przed sądem. Jeśli nie uwzględnimy Twojej reklamacji, w odpowiedzi ponownie napiszemy, że zgadzamy się na takie postępowanie i do kogo możesz się zwrócić. Rejestr podmiotów uprawnionych do prowadzenia postępowań oraz adresy inspektoratów i rzeczników znajdziesz na stronie Urzędu Ochrony Konkurencji i Konsumentów: uokik.gov.pl.",
    },
  ];
}
