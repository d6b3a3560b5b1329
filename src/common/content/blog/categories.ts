import type { BlogCategory } from "../types";

export const BLOG_CATEGORIES: BlogCategory[] = [
  {
    slug: "poradniki",
    name: "Poradniki",
    description:
      "Praktyczne porady o wyborze i użytkowaniu opon: kiedy zmieniać opony, jak je przechowywać i który rodzaj opon pasuje do Twojego stylu jazdy.",
  },
  {
    slug: "bezpieczenstwo",
    name: "Bezpieczeństwo",
    description:
      "Wszystko, co wpływa na bezpieczną jazdę: jak czytać etykietę unijną, jak sprawdzić wiek opony i kiedy opona nadaje się już do wymiany.",
  },
  {
    slug: "technologie",
    name: "Technologie opon",
    description:
      "Jak działają nowoczesne opony i co oznaczają symbole na ich bokach: 3PMSF, M+S, run flat, opony samouszczelniające i inne rozwiązania.",
  },
];
