import { lazy, Suspense, useEffect } from "react";
import { useSnapshot } from "valtio";
import { BREAKPOINTS } from "../../src/common/config/storefront";
import { modalState } from "../state/modal";
import { dismissToast, setLoading, showQueuedToast, uiState } from "../state/ui";

// Its own chunk: fetched the first time a modal opens.
const ModalHost = lazy(() => import("../runtime/modal-host"));

export interface GlobalUiProps {
  loadingLabel: string;
  closeLabel: string;
}

/**
 * Page-wide UI present on every page: the toast area (top centre), the open modal, and, on mobile
 * widths, the loading overlay shown while the browser navigates to another page.
 */
export default function GlobalUi({ loadingLabel, closeLabel }: GlobalUiProps) {
  const { toasts, loading } = useSnapshot(uiState);
  const { modal } = useSnapshot(modalState);

  useEffect(() => {
    showQueuedToast();
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as HTMLElement).closest("a");
      if (!link || link.target || link.hasAttribute("download")) return;
      const url = new URL(link.href, location.href);
      const samePage = url.pathname === location.pathname && url.search === location.search;
      // Only a real page change counts (a hash jump on the same page is "shallow").
      if (url.origin !== location.origin || samePage || window.innerWidth >= BREAKPOINTS.md) return;
      // Decided after every listener has seen the click: one that cancels the navigation must not
      // leave the overlay covering the page.
      setTimeout(() => {
        if (!event.defaultPrevented) setLoading(true);
      }, 0);
    };
    // Coming back through the back/forward cache must not leave the overlay up.
    const onPageShow = () => setLoading(false);
    document.addEventListener("click", onClick);
    window.addEventListener("pageshow", onPageShow);
    return () => {
      document.removeEventListener("click", onClick);
      window.removeEventListener("pageshow", onPageShow);
    };
  }, []);

  return (
    <>
      <div className="toast-area" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className={`toast toast-${toast.kind}`}>
            <span>{toast.text}</span>
            <button type="button" className="toast-close" aria-label={closeLabel} onClick={() => dismissToast(toast.id)}>
              ×
            </button>
          </div>
        ))}
      </div>
      {modal ? (
        <Suspense fallback={null}>
          <ModalHost modal={modal as typeof modalState.modal & object} />
        </Suspense>
      ) : null}
      <div className="loading-overlay" data-visible={loading ? "" : undefined} aria-hidden={!loading}>
        {loading ? <span className="spinner" role="progressbar" aria-label={loadingLabel} /> : null}
      </div>
    </>
  );
}
