import { CAMPAIGN_REGISTRATION_DAYS } from "../config/orders";
import { COMPLAINT_ANSWER_DAYS, REWARD_HANDOVER_DAYS, TAX_FREE_PRIZE_ZLOTY, WITHDRAWAL_DAYS } from "../config/back-office";
import { formatDate } from "../i18n/intl";
import { formatZloty } from "../i18n/money";
import type { Block, ShopFacts } from "./types";

/**
 * A campaign's reward (issue 39: the owner describes it in /panel/promocje, stored with the
 * campaign): what it is, what it is worth, who issues it and how it reaches the buyer.
 */
export interface CampaignReward {
  /** What the buyer receives, in the accusative ("otrzymasz …"): "elektroniczną kartę podarunkową". */
  name: string;
  /** What exactly it is, one or two sentences ("" when nothing more is said). */
  details: string;
  /** Its value in grosze (for a thing given, its retail price). */
  valueGrosze: number;
  /** Who issues it when not the shop itself (a gift card's issuer); null: the shop, the organiser. */
  issuer: string | null;
  /** How it reaches the buyer. */
  handover: "email" | "courier";
  /** A brand the campaign names only to point at the tyres, which neither runs nor sponsors it. */
  brand: string | null;
}

/** What the rules read from a running campaign (the shop API's campaign, dates as ISO strings). */
export interface CampaignFacts {
  slug: string;
  name: string;
  description: string;
  startsAt: string;
  endsAt: string;
  linkPath: string;
  /** Tyres of the campaign one order must hold: a "komplet". */
  minQuantity: number;
  /** "co najmniej 4 opony marki Michelin o średnicy od 16 cali oznaczone plakietką promocji" */
  conditionsSummary: string;
  /** null while the owner has not described it: the rules then name the announcement as the reward. */
  reward: CampaignReward | null;
}

/** "25 listopada 2026 r.": dates in the rules as the terms write them. */
const legalDate = (iso: string) => `${formatDate(iso)} r.`;

/** How the reward reaches the buyer, in a sentence. */
function handoverText(reward: CampaignReward | null): string {
  if (reward?.handover === "email") return "Nagrodę (kod karty lub bonu) wyślemy e-mailem na adres podany w zgłoszeniu.";
  if (reward?.handover === "courier") return "Nagrodę wyślemy na nasz koszt kurierem na adres dostawy z zamówienia.";
  return "O sposobie przekazania nagrody napiszemy Ci e-mailem na adres podany w zgłoszeniu.";
}

/** The campaign's reward in one line, as the page's steps and the order confirmation quote it. */
export function campaignRewardName(campaign: { reward: CampaignReward | null }): string {
  const { reward } = campaign;
  return reward ? `${reward.name} o wartości ${formatZloty(reward.valueGrosze / 100)}` : "nagrodę opisaną w zapowiedzi promocji";
}

/** The promotion's rules (regulamin promocji): organiser, reward, conditions, dates, complaints, personal data. */
export function campaignRulesBlocks(campaign: CampaignFacts, shop: ShopFacts): Block[] {
  const { reward } = campaign;
  const organiser = `${shop.companyName}, ${shop.companyAddress}, ${shop.companyRegistration}`;
  const rewardSentence = reward
    ? `W nagrodę otrzymasz ${reward.name} o wartości ${formatZloty(reward.valueGrosze / 100)}.${reward.details ? ` ${reward.details}` : ""} ${
        reward.issuer === null
          ? "Nagrodę wydaje Organizator."
          : `Wydawcą nagrody jest ${reward.issuer}; Organizator nabywa ją od wydawcy i przekazuje Ci bezpłatnie.`
      }`
    : `Nagroda: ${campaign.description}`;
  return [
    { type: "h3", text: "§ 1. Organizator" },
    {
      type: "p",
      text: `Organizatorem promocji „${campaign.name}” jest ${organiser} (dalej: Organizator), prowadząca sklep internetowy ${shop.siteName}.${
        reward?.brand
          ? ` Promocję organizuje i finansuje wyłącznie Organizator. Producent opon ${reward.brand} nie jest jej organizatorem ani sponsorem – nazwy ${reward.brand} używamy tylko po to, by wskazać opony objęte promocją.`
          : ""
      }`,
    },
    { type: "h3", text: "§ 2. Czas trwania i kto może wziąć udział" },
    {
      type: "p",
      text: `Promocja trwa od ${legalDate(campaign.startsAt)} do ${legalDate(campaign.endsAt)} i obejmuje zamówienia złożone w tym czasie w sklepie ${shop.siteName}. Może w niej wziąć udział każdy Kupujący w rozumieniu [Regulaminu sklepu](/regulamin) – konsument i firma.`,
    },
    { type: "h3", text: "§ 3. Warunek i nagroda" },
    {
      type: "p",
      text: `Warunkiem jest, by jedno zamówienie obejmowało ${campaign.minQuantity === 4 ? "komplet, czyli " : ""}${campaign.conditionsSummary}. Opony z kilku zamówień nie sumują się. Za jedno zamówienie przysługuje jedna nagroda, także gdy liczba opon objętych promocją jest w nim większa.`,
    },
    { type: "p", text: rewardSentence },
    ...(reward && reward.valueGrosze <= TAX_FREE_PRIZE_ZLOTY * 100
      ? [
          {
            type: "p" as const,
            text: `Wartość nagrody nie przekracza ${formatZloty(TAX_FREE_PRIZE_ZLOTY)}, więc jeśli nie otrzymujesz jej w związku z prowadzoną działalnością gospodarczą, jest zwolniona z podatku dochodowego (art. 21 ust. 1 pkt 68 ustawy o podatku dochodowym od osób fizycznych).`,
          },
        ]
      : []),
    { type: "h3", text: "§ 4. Zgłoszenie" },
    {
      type: "p",
      text: `Zamówienie zgłaszasz w formularzu na tej stronie, podając jego numer i adres e-mail, z którego je złożono, oraz akceptując ten regulamin. Zgłoszenia przyjmujemy w ciągu ${CAMPAIGN_REGISTRATION_DAYS} dni od złożenia zamówienia, nie później jednak niż do ${legalDate(campaign.endsAt)}, kiedy promocja się kończy. Jedno zamówienie można zgłosić jeden raz. Przyjęcie zgłoszenia potwierdzimy e-mailem.`,
    },
    { type: "h3", text: "§ 5. Wydanie nagrody" },
    {
      type: "p",
      text: `Nagroda przysługuje, jeśli zamówienie zostało opłacone, a po upływie ${WITHDRAWAL_DAYS} dni od dostarczenia ostatniej opony (termin na odstąpienie od umowy) liczba opon objętych promocją, które w nim pozostały, wynosi co najmniej ${campaign.minQuantity}. Nagrodę wydamy w ciągu ${REWARD_HANDOVER_DAYS} dni od upływu tego terminu, a jeśli zgłosisz zamówienie później – w ciągu ${REWARD_HANDOVER_DAYS} dni od zgłoszenia. ${handoverText(reward)} Jeśli po wydaniu nagrody odstąpisz od umowy z powodu braku zgodności opon z umową (reklamacja), nagrody nie musisz zwracać.`,
    },
    { type: "h3", text: "§ 6. Reklamacje dotyczące promocji" },
    {
      type: "p",
      text: `Jeśli nie zgadzasz się z tym, jak przeprowadziliśmy promocję (np. nagroda do Ciebie nie dotarła), napisz na ${shop.email} albo listownie na adres ${shop.companyName}, ${shop.companyAddress}, podając numer zamówienia i opis sprawy. Odpowiemy w ciągu ${COMPLAINT_ANSWER_DAYS} dni od otrzymania reklamacji, e-mailem albo listownie. Reklamacja nie ogranicza Twojego prawa do dochodzenia roszczeń przed sądem ani do pozasądowego rozwiązania sporu opisanego w § 12 [Regulaminu sklepu](/regulamin#pozasadowe-rozwiazywanie-sporow).`,
    },
    { type: "h3", text: "§ 7. Dane osobowe" },
    {
      type: "p",
      text: `Administratorem danych podanych w zgłoszeniu jest Organizator. Numer zamówienia i adres e-mail (a przy nagrodzie wysyłanej kurierem – adres dostawy z zamówienia) przetwarzamy, żeby przeprowadzić promocję, wydać nagrodę i rozpatrzyć reklamacje (art. 6 ust. 1 lit. b RODO – ten regulamin), do wydania nagrody i rozpatrzenia reklamacji, a potem do przedawnienia roszczeń. Podanie danych jest dobrowolne, ale bez nich nie możemy przyjąć zgłoszenia. Twoje prawa i sposób kontaktu w sprawie danych opisuje [Polityka prywatności](/polityka-prywatnosci).`,
    },
    { type: "h3", text: "§ 8. Postanowienia końcowe" },
    {
      type: "p",
      text: `Regulamin promocji jest dostępny na tej stronie przez cały czas jej trwania. Promocja nie ogranicza uprawnień, które przysługują Ci z przepisów prawa, w szczególności prawa odstąpienia od umowy i uprawnień z tytułu braku zgodności towaru z umową. W sprawach nieuregulowanych stosuje się [Regulamin sklepu](/regulamin) i przepisy prawa polskiego.`,
    },
  ];
}
