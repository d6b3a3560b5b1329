/**
 * The demo shop's staff, seeded with the catalogue (local development, tests, e2e). A real shop
 * adds its first owner with one SQL line (README "Back office"); owners add the rest in /panel.
 * Under `npm run dev` the development sign-in at /panel/logowanie picks one of them.
 */
export interface StaffRecord {
  email: string;
  name: string;
  role: "owner" | "staff";
  active: boolean;
  createdAt: number;
}

/** 2026-01-02 08:00 Warsaw: a fixed date, so the seed stays deterministic. */
const HIRED = Date.UTC(2026, 0, 2, 7, 0, 0);

export const DEMO_STAFF: StaffRecord[] = [
  { email: "anna.nowak@oponykrakow.pl", name: "Anna Nowak", role: "owner", active: true, createdAt: HIRED },
  { email: "piotr.wisniewski@oponykrakow.pl", name: "Piotr Wiśniewski", role: "staff", active: true, createdAt: HIRED },
];
