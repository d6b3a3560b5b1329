import { carMakePath, ROUTES } from "../../common/routes";

/**
 * "Po samochodzie": the make, then the make's page with its models and generations, where
 * "Wybierz ten samochód" keeps the car (pages/car-select.tsx). A plain GET form: without script
 * `/opony-do?marka=…` redirects to the make's page (pages/car-make.tsx).
 */
export function CarPicker({ makes, headingLevel = 2 }: { makes: { slug: string; name: string }[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <form className="hero-search car-picker" action={ROUTES.carPicker} method="get" aria-labelledby="car-picker-title">
      <Heading id="car-picker-title">Dobierz opony do samochodu</Heading>
      <p className="car-picker-lead">Wybierz markę, potem model i rocznik: pokażemy rozmiary fabryczne i opony, które pasują.</p>
      <label>
        <span>Marka samochodu</span>
        <select name="marka" defaultValue="" required>
          <option value="" disabled>
            Wybierz markę
          </option>
          {makes.map((make) => (
            <option key={make.slug} value={make.slug}>
              {make.name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button button-primary button-block">
        Pokaż modele
      </button>
    </form>
  );
}

/** Every car make as a link to its page (the home page and /opony-do). */
export function CarMakeChips({ makes }: { makes: readonly { slug: string; name: string }[] }) {
  return (
    <ul className="chip-list">
      {makes.map((make) => (
        <li key={make.slug}>
          <a className="chip" href={carMakePath(make.slug)}>
            {make.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
