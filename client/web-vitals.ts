/** Sends LCP, INP, CLS and TTFB of this page view to the Worker (sampled, after consent). */
import { onCLS, onINP, onLCP, onTTFB, type Metric } from "web-vitals";

function send(metric: Metric): void {
  const body = JSON.stringify({ name: metric.name, value: metric.value, rating: metric.rating, path: location.pathname, navigation: metric.navigationType });
  if (!navigator.sendBeacon?.("/api/vitals", new Blob([body], { type: "application/json" }))) {
    void fetch("/api/vitals", { method: "POST", body, headers: { "content-type": "application/json" }, keepalive: true }).catch(() => undefined);
  }
}

export function reportWebVitals(): void {
  onLCP(send);
  onINP(send);
  onCLS(send);
  onTTFB(send);
}
