import "../runtime/shared-deps";
import { useEffect } from "react";

export interface AutoSubmitProps {
  /** Forms to enhance: they submit as soon as a choice changes (the button stays for no-JS). */
  selector: string;
}

/**
 * Progressive enhancement of server-rendered GET forms (the listing's sort bar): submits when a
 * choice changes, and marks the forms so their "apply" buttons hide. Typed fields never submit on
 * "change": it fires when the shopper only moves on to the next field (Enter still submits).
 * Without JavaScript the forms work through their buttons.
 */
export default function AutoSubmit({ selector }: AutoSubmitProps) {
  useEffect(() => {
    const forms = [...document.querySelectorAll<HTMLFormElement>(selector)];
    const onChange = (event: Event) => {
      const target = event.target;
      if (target instanceof HTMLInputElement && (target.type === "number" || target.type === "text")) return;
      (event.currentTarget as HTMLFormElement).requestSubmit();
    };
    for (const form of forms) {
      form.setAttribute("data-enhanced", "");
      form.addEventListener("change", onChange);
    }
    return () => {
      for (const form of forms) form.removeEventListener("change", onChange);
    };
  }, [selector]);
  return null;
}
