import { proxy } from "valtio";
import { TOAST_DURATION_MS } from "../../src/common/config/storefront";

export type ToastKind = "success" | "error" | "info";
export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

/** Global UI: toasts (top centre) and the mobile route-change loading overlay. */
export const uiState = proxy<{ toasts: Toast[]; loading: boolean }>({ toasts: [], loading: false });

let nextToastId = 1;

export function showToast(text: string, kind: ToastKind = "success"): void {
  const id = nextToastId++;
  uiState.toasts.push({ id, kind, text });
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
}

export function dismissToast(id: number): void {
  const index = uiState.toasts.findIndex((toast) => toast.id === id);
  if (index >= 0) uiState.toasts.splice(index, 1);
}

export function setLoading(loading: boolean): void {
  uiState.loading = loading;
}

const PENDING_TOAST_KEY = "pending-toast";

/** A toast to show on the next page (e.g. after logout redirects to /). */
export function queueToastForNextPage(text: string, kind: ToastKind = "success"): void {
  try {
    sessionStorage.setItem(PENDING_TOAST_KEY, JSON.stringify({ text, kind }));
  } catch {
    // Private mode without storage: the toast is a nicety, not a requirement.
  }
}

export function showQueuedToast(): void {
  try {
    const raw = sessionStorage.getItem(PENDING_TOAST_KEY);
    if (!raw) return;
    sessionStorage.removeItem(PENDING_TOAST_KEY);
    const { text, kind } = JSON.parse(raw) as { text: string; kind: ToastKind };
    showToast(text, kind);
  } catch {
    // Ignore a malformed entry.
  }
}
