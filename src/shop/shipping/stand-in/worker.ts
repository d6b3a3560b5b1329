/**
 * The carriers' stand-ins as a Worker of their own (`npm run carriers`, http://127.0.0.1:8786; the browser tests start their own two ports above the shop, 8792): the
 * development shop and the Playwright tests book parcels with them over real HTTP, as they would
 * with InPost and DPD. `/inpost/…` is ShipX, `/dpd/…` DPD Polska's web services; state lives in
 * this isolate's memory (a restart forgets every parcel). POST /control/{carrier}/{tracking number}
 * with `state=delivered|returned|lost|…` fixes a parcel's state (the tests' and a developer's lever);
 * otherwise every tracking read moves a parcel one step on (./stand-in.ts).
 */
import { TRACKING_STATES, type TrackingState } from "../../../common/config/shipping";
import { dpdStandIn } from "./dpd";
import { inpostStandIn } from "./inpost";
import type { CarrierStandIn } from "./stand-in";

const standIns: Record<string, CarrierStandIn> = { inpost: inpostStandIn(), dpd: dpdStandIn() };

/** The request with the carrier's prefix taken off its path, as the stand-in expects it. */
function unprefixed(request: Request, prefix: string): Request {
  const url = new URL(request.url);
  url.pathname = url.pathname.slice(prefix.length) || "/";
  return new Request(url, request);
}

export default {
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const [, first, second, third] = url.pathname.split("/");
    if (first === "control" && request.method === "POST" && second && third) {
      const state = (url.searchParams.get("state") ?? (await request.formData().catch(() => null))?.get("state")) as string | null;
      const standIn = standIns[second];
      if (!standIn || !TRACKING_STATES.includes(state as TrackingState))
        return Response.json({ error: `carrier one of ${Object.keys(standIns)}, state one of ${TRACKING_STATES}` }, { status: 400 });
      return standIn.setState(decodeURIComponent(third), state as TrackingState)
        ? Response.json({ carrier: second, tracking_number: third, state })
        : Response.json({ error: "unknown tracking number" }, { status: 404 });
    }
    const standIn = first ? standIns[first] : undefined;
    if (standIn) return standIn.fetch(unprefixed(request, `/${first}`));
    return new Response(
      "Carrier stand-ins (not the carriers): /inpost = InPost ShipX, /dpd = DPD Polska web services; POST /control/{carrier}/{number}?state=delivered\n",
      { headers: { "content-type": "text/plain; charset=utf-8" } },
    );
  },
} satisfies ExportedHandler;
