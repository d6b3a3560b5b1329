import { proxy, ref } from "valtio";
import type { CompareTyre } from "../../src/common/compare-item";

/** The modals of SPEC §4: one open at a time; opening another replaces it. */
export type Modal =
  | {
      type: "confirm";
      title: string;
      description: string;
      confirmLabel: string;
      cancelLabel: string;
      onConfirm: () => Promise<void> | void;
    }
  | { type: "info"; title: string; description: string; buttonLabel: string; onConfirm?: () => void }
  | { type: "compare"; item: CompareTyre };

export const modalState = proxy<{ modal: Modal | null }>({ modal: null });

export function openModal(modal: Modal): void {
  // ref(): callbacks and the item stay plain objects, not valtio proxies.
  modalState.modal = ref(modal);
}

export function closeModal(): void {
  modalState.modal = null;
}
