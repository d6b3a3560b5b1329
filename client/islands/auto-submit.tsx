import "../runtime/shared-deps";
import { useEffect } from "react";
import { BREAKPOINTS } from "../../src/config";

export interface AutoSubmitProps {
  /** Forms to enhance: they submit as soon as a choice changes (the button stays for no-JS). */
  selector: string;
  /** <details> panels to open on wide screens (the filters sit in a sidebar there). */
  openOnDesktop?: string;
}

/**
 * Progressive enhancement of server-rendered GET forms: submits on change, and marks the forms
 * so their "apply" buttons hide. Without JavaScript the forms work through their buttons.
 */
export default function AutoSubmit({ selector, openOnDesktop }: AutoSubmitProps) {
  useEffect(() => {
    if (openOnDesktop && window.innerWidth >= BREAKPOINTS.lg) {
      for (const details of document.querySelectorAll<HTMLDetailsElement>(openOnDesktop)) details.open = true;
    }
    const forms = [...document.querySelectorAll<HTMLFormElement>(selector)];
    // Price fields fire "change" when the shopper leaves the field or presses Enter.
    const onChange = (event: Event) => (event.currentTarget as HTMLFormElement).requestSubmit();
    for (const form of forms) {
      form.setAttribute("data-enhanced", "");
      form.addEventListener("change", onChange);
    }
    return () => {
      for (const form of forms) form.removeEventListener("change", onChange);
    };
  }, [selector, openOnDesktop]);
  return null;
}
