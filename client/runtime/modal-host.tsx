import "./shared-deps";
/**
 * The open modal (SPEC §4: confirm, info and compare types, one at a time). Loaded lazily by the
 * page-wide UI island the first time a modal opens, so no page pays for it up front.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useSnapshot } from "valtio";
import { MODAL_WIDTHS } from "../../src/common/config/storefront";
import { formatAmount } from "../../src/common/i18n/money";
import { swapCompare } from "../state/compare";
import type { CompareTyre } from "../../src/common/compare-item";
import { tyreDisplayName, tyreVariantName } from "../../src/common/tyre-variant-names";
import { VariantLine } from "../../src/common/ui/variant-line";
import { appState } from "../state/app";
import { closeModal, type Modal } from "../state/modal";
import { showToast } from "../state/ui";

const FOCUSABLE = "button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex='-1'])";

export default function ModalHost({ modal }: { modal: Modal }) {
  if (modal.type === "compare") return <CompareSwapModal item={modal.item} />;
  if (modal.type === "info") {
    return (
      <Dialog width={MODAL_WIDTHS.sm} title={modal.title} description={modal.description} onClose={closeModal}>
        <div className="modal-actions">
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              closeModal();
              modal.onConfirm?.();
            }}
          >
            {modal.buttonLabel}
          </button>
        </div>
      </Dialog>
    );
  }
  return <ConfirmModal modal={modal} />;
}

function ConfirmModal({ modal }: { modal: Extract<Modal, { type: "confirm" }> }) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog width={MODAL_WIDTHS.md} title={modal.title} description={modal.description} onClose={busy ? () => undefined : closeModal}>
      <div className="modal-actions">
        <button type="button" className="button button-secondary" onClick={closeModal} disabled={busy}>
          {modal.cancelLabel}
        </button>
        <button
          type="button"
          className="button button-primary"
          aria-busy={busy || undefined}
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await modal.onConfirm();
            } finally {
              closeModal();
            }
          }}
        >
          {busy ? <span className="button-spinner" aria-hidden="true" /> : null}
          {busy ? "Chwileczkę…" : modal.confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}

/** With three tyres chosen, the shopper picks which one the new tyre replaces. */
function CompareSwapModal({ item }: { item: CompareTyre }) {
  const { compareTyres } = useSnapshot(appState);
  const [out, setOut] = useState<string | null>(null);
  const groupId = useId();
  return (
    <Dialog
      width={MODAL_WIDTHS.lg}
      title="Porównujesz już 3 opony"
      description={`Wybierz oponę, którą zastąpi ${tyreVariantName(item)}.`}
      onClose={closeModal}
    >
      <fieldset className="swap-options" aria-labelledby={`${groupId}-legend`}>
        <legend id={`${groupId}-legend`} className="visually-hidden">
          Opona do zastąpienia
        </legend>
        {compareTyres.map((tyre) => (
          <label key={tyre.sku} className={out === tyre.sku ? "choice selected" : "choice"}>
            <input type="radio" name={`${groupId}-swap`} value={tyre.sku} checked={out === tyre.sku} onChange={() => setOut(tyre.sku)} />
            <span className="choice-text">
              <span className="choice-label">{tyreDisplayName(tyre)}</span>{" "}
              {/* Two versions of one tread have one name: this line tells them apart (91H or 94H XL, the DOT week). */}
              <VariantLine item={tyre} className="choice-description" />
            </span>
            {tyre.price !== null && tyre.price !== "" ? (
              <span className="choice-price">{formatAmount(Number(tyre.price) / 100)}</span>
            ) : null}
          </label>
        ))}
      </fieldset>
      <div className="modal-actions">
        <button type="button" className="button button-secondary" onClick={closeModal}>
          Anuluj
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={!out}
          onClick={() => {
            if (!out) return;
            const replaced = compareTyres.find((tyre) => tyre.sku === out);
            swapCompare(out, item);
            closeModal();
            showToast(
              `Porównujesz teraz ${tyreVariantName(item)} zamiast ${replaced ? tyreVariantName(replaced) : "wybranej opony"}.`,
              "success",
            );
          }}
        >
          Zamień
        </button>
      </div>
    </Dialog>
  );
}

/** An accessible dialog: labelled, focus kept inside, Escape and the backdrop close it. */
function Dialog({
  width,
  title,
  description,
  onClose,
  children,
}: {
  width: number;
  title: string;
  description: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const dialog = ref.current;
    (dialog?.querySelector<HTMLElement>(FOCUSABLE) ?? dialog)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== "Tab" || !dialog) return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (!focusable.length) return;
      const first = focusable[0]!;
      const last = focusable[focusable.length - 1]!;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      } else if (!dialog.contains(document.activeElement)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    document.body.dataset.modalOpen = "";
    return () => {
      document.removeEventListener("keydown", onKey);
      delete document.body.dataset.modalOpen;
      // Back where the shopper was; if that control is gone (a removed line), to the page content.
      if (previous?.isConnected) previous.focus();
      else document.getElementById("content")?.focus();
    };
  }, []);
  return (
    <div className="modal-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={ref}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        style={{ maxWidth: width }}
        tabIndex={-1}
      >
        <button type="button" className="modal-close" aria-label="Zamknij" onClick={onClose}>
          ×
        </button>
        <h2 id={titleId}>{title}</h2>
        <p id={descriptionId}>{description}</p>
        {children}
      </div>
    </div>
  );
}
