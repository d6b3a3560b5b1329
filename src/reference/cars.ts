/** Car makes of the menus (DOMAIN.md, 19) with common models and their factory tyre sizes. */

export interface CarModelReference {
  name: string;
  yearFrom: number;
  yearTo?: number;
  /** Factory sizes as "width/profile/rim". */
  sizes: string[];
}

export interface CarMakeReference {
  name: string;
  slug: string;
  models: CarModelReference[];
}

const m = (name: string, yearFrom: number, yearTo: number | undefined, ...sizes: string[]): CarModelReference => ({
  name,
  yearFrom,
  yearTo,
  sizes,
});

export const CAR_MAKES: CarMakeReference[] = [
  {
    name: "Audi",
    slug: "audi",
    models: [
      m("A3 8Y", 2020, undefined, "205/55/16", "225/45/17", "225/40/18"),
      m("A4 B9", 2015, undefined, "205/60/16", "225/50/17", "245/40/18"),
      m("Q5 FY", 2017, undefined, "235/60/18", "255/45/20"),
    ],
  },
  {
    name: "BMW",
    slug: "bmw",
    models: [
      m("Seria 1 F40", 2019, undefined, "205/55/16", "225/45/17"),
      m("Seria 3 G20", 2019, undefined, "225/50/17", "225/45/18", "255/40/18"),
      m("X3 G01", 2017, undefined, "225/60/18", "245/50/19"),
    ],
  },
  {
    name: "Citroën",
    slug: "citroen",
    models: [
      m("C3 III", 2016, undefined, "185/65/15", "205/50/17"),
      m("C4 III", 2020, undefined, "195/60/18", "205/55/19"),
      m("Berlingo III", 2018, undefined, "205/60/16", "215/65/16"),
    ],
  },
  {
    name: "Dacia",
    slug: "dacia",
    models: [
      m("Sandero III", 2020, undefined, "185/65/15", "205/55/16"),
      m("Duster II", 2017, undefined, "215/65/16", "215/60/17"),
      m("Jogger", 2022, undefined, "205/60/16", "205/55/17"),
    ],
  },
  {
    name: "Fiat",
    slug: "fiat",
    models: [
      m("500", 2007, undefined, "175/65/14", "185/55/15"),
      m("Tipo", 2015, undefined, "195/65/15", "205/55/16", "225/45/17"),
      m("Ducato", 2014, undefined, "215/70/15", "225/75/16"),
    ],
  },
  {
    name: "Ford",
    slug: "ford",
    models: [
      m("Focus IV", 2018, 2025, "205/60/16", "215/50/17", "235/40/18"),
      m("Kuga III", 2019, undefined, "225/65/17", "225/60/18"),
      m("Transit Custom", 2012, undefined, "215/65/16", "235/65/16"),
    ],
  },
  {
    name: "Honda",
    slug: "honda",
    models: [
      m("Civic XI", 2021, undefined, "215/55/16", "235/40/18"),
      m("CR-V V", 2018, 2023, "235/65/17", "235/60/18"),
      m("Jazz IV", 2020, undefined, "185/60/15", "185/55/16"),
    ],
  },
  {
    name: "Hyundai",
    slug: "hyundai",
    models: [
      m("i30 III", 2017, undefined, "195/65/15", "205/55/16", "225/45/17"),
      m("Tucson IV", 2020, undefined, "215/65/17", "235/55/18"),
      m("i20 III", 2020, undefined, "185/65/15", "195/55/16"),
    ],
  },
  {
    name: "Kia",
    slug: "kia",
    models: [
      m("Ceed III", 2018, undefined, "195/65/15", "205/55/16", "225/45/17"),
      m("Sportage V", 2021, undefined, "215/65/17", "235/55/18"),
      m("Picanto III", 2017, undefined, "175/65/14", "185/55/15"),
    ],
  },
  {
    name: "Mazda",
    slug: "mazda",
    models: [m("Mazda 3 IV", 2019, undefined, "205/60/16", "215/45/18"), m("CX-5 II", 2017, undefined, "225/65/17", "225/55/19")],
  },
  {
    name: "Mercedes-Benz",
    slug: "mercedes-benz",
    models: [
      m("Klasa A W177", 2018, undefined, "205/60/16", "205/55/17", "225/45/18"),
      m("Klasa C W206", 2021, undefined, "205/60/17", "225/50/17", "225/45/18"),
      m("Sprinter III", 2018, undefined, "205/75/16", "235/65/16"),
    ],
  },
  {
    name: "Nissan",
    slug: "nissan",
    models: [
      m("Qashqai III", 2021, undefined, "215/65/17", "235/55/18", "235/50/19"),
      m("Juke II", 2019, undefined, "215/60/17", "225/45/19"),
    ],
  },
  {
    name: "Opel",
    slug: "opel",
    models: [
      m("Astra L", 2021, undefined, "205/55/16", "225/45/17", "225/40/18"),
      m("Corsa F", 2019, undefined, "195/55/16", "205/45/17"),
      m("Vivaro C", 2019, undefined, "215/65/16", "225/55/17"),
    ],
  },
  {
    name: "Peugeot",
    slug: "peugeot",
    models: [
      m("208 II", 2019, undefined, "195/55/16", "205/45/17"),
      m("308 III", 2021, undefined, "205/55/16", "225/45/17", "225/40/18"),
      m("3008 II", 2016, 2024, "215/65/17", "225/55/18"),
    ],
  },
  {
    name: "Renault",
    slug: "renault",
    models: [
      m("Clio V", 2019, undefined, "185/65/15", "195/55/16", "205/45/17"),
      m("Megane IV", 2016, 2024, "205/55/16", "225/45/17"),
      m("Trafic III", 2014, undefined, "215/65/16", "215/60/17"),
    ],
  },
  {
    name: "Seat",
    slug: "seat",
    models: [
      m("Leon IV", 2020, undefined, "205/55/16", "225/45/17", "225/40/18"),
      m("Ibiza V", 2017, undefined, "185/65/15", "195/55/16", "215/45/17"),
      m("Ateca", 2016, undefined, "215/55/17", "215/50/18"),
    ],
  },
  {
    name: "Škoda",
    slug: "skoda",
    models: [
      m("Octavia IV", 2020, undefined, "205/60/16", "205/55/17", "225/45/18"),
      m("Fabia IV", 2021, undefined, "185/65/15", "195/55/16", "215/45/17"),
      m("Superb III", 2015, 2023, "215/55/17", "235/45/18"),
      m("Kodiaq", 2016, undefined, "215/65/17", "235/55/18"),
    ],
  },
  {
    name: "Toyota",
    slug: "toyota",
    models: [
      m("Corolla E21", 2019, undefined, "195/65/15", "205/55/16", "225/45/17"),
      m("Yaris IV", 2020, undefined, "185/65/15", "195/55/16"),
      m("RAV4 V", 2018, undefined, "225/65/17", "235/55/19"),
    ],
  },
  {
    name: "Volkswagen",
    slug: "volkswagen",
    models: [
      m("Golf VIII", 2019, undefined, "195/65/15", "205/55/16", "225/45/17"),
      m("Passat B8", 2014, 2023, "215/60/16", "215/55/17", "235/45/18"),
      m("Tiguan II", 2016, 2024, "215/65/17", "235/55/18"),
      m("Transporter T6.1", 2019, undefined, "215/65/16", "235/55/17"),
    ],
  },
];
