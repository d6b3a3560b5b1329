import { hc, type InferRequestType, type InferResponseType } from "hono/client";
import { SHOP_STAFF_HEADER, SHOP_USER_HEADER, signCustomer, signStaff } from "../../common/shop-identity";
import type { ShopApi } from "../../shop/api";
import type { siteApi } from "../api";

export interface ShopTransport {
  /** Where the API's routes start: IN_PROCESS_BASE_URL, or SHOP_API_URL (with its mount path). */
  baseUrl: string;
  /** Carries a request to the shop API: in-process, a service binding or the network. */
  fetch: (request: Request) => Promise<Response>;
  /** SHOP_API_SECRET: signs the customer a call is made for (src/common/shop-identity.ts). */
  secret: string | undefined;
}

/**
 * Typed client of the shop API. Anonymous unless it acts for someone: a customer id (every request
 * carries a signature naming that customer) or `{ staff: e-mail }` (the back office: a signature
 * naming the staff member Cloudflare Access proved). Signatures are bound to the method and path.
 */
export function createShopClient(transport: ShopTransport, actingFor?: number | { staff: string }) {
  const basePath = new URL(transport.baseUrl).pathname.replace(/\/+$/, "");
  return hc<ShopApi>(transport.baseUrl, {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      // These calls come from the shop itself: saying so lets a form-typed body (a back-office
      // upload) through the API's CSRF check, which would take it for an old browser's foreign form.
      if (!request.headers.has("origin")) request.headers.set("origin", new URL(transport.baseUrl).origin);
      if (actingFor !== undefined) {
        const url = new URL(request.url);
        const signed = { method: request.method, path: url.pathname.slice(basePath.length) + url.search };
        if (typeof actingFor === "number") request.headers.set(SHOP_USER_HEADER, await signCustomer(transport.secret, actingFor, signed));
        else request.headers.set(SHOP_STAFF_HEADER, await signStaff(transport.secret, actingFor.staff, signed));
      }
      return transport.fetch(request);
    },
  });
}

export type ShopClient = ReturnType<typeof createShopClient>;

type Catalogue = ShopClient["catalogue"];
export type SearchAnswer = InferResponseType<Catalogue["search"]["$get"], 200>;
export type ListedTyre = SearchAnswer["items"][number];
export type TyreDetail = InferResponseType<Catalogue["tyres"][":slug"]["$get"], 200>;
export type ModelDetail = InferResponseType<Catalogue["models"][":slug"]["$get"], 200>;
export type CarMakeDetail = InferResponseType<Catalogue["car-makes"][":slug"]["$get"], 200>;
export type SiteMapListings = InferResponseType<Catalogue["site-map"]["listings"]["$get"], 200>;
export type ListingSizes = InferResponseType<Catalogue["sizes"]["$get"], 200>;
export type SizeCar = InferResponseType<Catalogue["size-cars"]["$get"], 200>["cars"][number];
/** The header search's answer: suggestions, the listing's first tyres, the one place the text leads to. */
/** The season's best sellers and the producers that sell (the home page). */
export type BestSellers = InferResponseType<Catalogue["best-sellers"]["$get"], 200>;
/** A running campaign as its banner shows it. */
export type Campaign = InferResponseType<Catalogue["campaigns"]["$get"], 200>["campaigns"][number];
export type SuggestAnswer = InferResponseType<Catalogue["suggest"]["$get"], 200>;
export type SearchSuggestion = SuggestAnswer["suggestions"][number];
/*
 * The view types pages and ui render, each read off an API answer (never a db module), so a
 * template depends on the shop API's contract only.
 */
export type TyreCard = ListedTyre;
export type Facets = SearchAnswer["facets"];
export type FacetValue = Facets["producer"][number];
/** An offer's announced reduction (Omnibus) as the data page gets it. */
export type Reduction = NonNullable<TyreDetail["variants"][number]["reduction"]>;
export type ProducerGpsr = NonNullable<TyreDetail["producer"]["gpsr"]>;
export type GpsrContact = ProducerGpsr["manufacturer"];
/** What an order is placed with, and the order as its buyer (or the signed-in customer) reads it. */
export type OrderRequest = InferRequestType<ShopClient["orders"]["$post"]>["json"];
/**
 * An order as the buyer filled it in: OrderRequest with every value loosened to what a form holds
 * (any text, either checkbox state). The site's /api/order forwards it; the shop API validates it
 * and names, in Polish, each field it refuses.
 */
type Filled<T> = T extends boolean ? boolean : T extends string ? string : T extends object ? { [K in keyof T]: Filled<T[K]> } : T;
export type OrderForm = Filled<OrderRequest>;
export type PlacedOrder = InferResponseType<ShopClient["orders"]["$post"], 201>;
export type BuyerOrder = InferResponseType<ShopClient["orders"][":number"]["$get"], 200>;
export type CustomerOrder = InferResponseType<ShopClient["orders"]["by-id"][":id"]["$get"], 200>;
/** An order's progress for whoever knows its number and e-mail or postcode (/status-zamowienia): nothing personal. */
export type OrderStatus = InferResponseType<ShopClient["order-status"]["$post"], 200>["order"];

type CheckoutApi = ShopClient["checkout"];
/** The basket as the shop API answers it (SPEC §3), and its short form for the header badge. */
export type Checkout = InferResponseType<CheckoutApi[":token"]["$get"], 200>;
export type CheckoutLine = Checkout["lines"][number];
export type SimpleCheckout = InferResponseType<CheckoutApi[":token"]["simple"]["$get"], 200>;
/** What a basket line is set with (POST /checkout). */
export type CheckoutLineRequest = InferRequestType<CheckoutApi["$post"]>["json"];
export type PaymentMethod = InferResponseType<CheckoutApi["payments"]["methods"]["$get"], 200>["methods"][number];
/** A company found by its NIP (the invoice fields at checkout). */
export type CompanyLookup = InferResponseType<ShopClient["core"]["regon_api"]["search_by_nip"][":nip"]["$get"], 200>;

/** The staff member signed in to the back office, as the shop API's /staff/me answers it. */
export type StaffMember = InferResponseType<ShopClient["staff"]["me"]["$get"], 200>["staff"];
/** Back office: a page of the orders search, and one order with its payments, history and audit trail. */
export type StaffOrderList = InferResponseType<ShopClient["staff"]["orders"]["$get"], 200>;
export type StaffOrder = InferResponseType<ShopClient["staff"]["orders"][":id"]["$get"], 200>["order"];

/** Back office: the invoice register and one invoice (its stored document, KSeF state and files). */
export type StaffInvoiceList = InferResponseType<ShopClient["staff"]["invoices"]["$get"], 200>;
export type StaffInvoice = InferResponseType<ShopClient["staff"]["invoices"][":id"]["$get"], 200>["invoice"];
/** One line of the accountant's register export. */
export type InvoiceExportRow = InferResponseType<ShopClient["staff"]["invoices"]["export"]["$get"], 200>["rows"][number];
/** A signed-in customer's invoices of one order, and whether they may ask for one. */
export type OrderInvoices = InferResponseType<ShopClient["invoices"]["orders"][":id{[0-9]{1,9}}"]["$get"], 200>;

type StaffComplaintsApi = ShopClient["staff"]["complaints"];
/** Back office: a page of complaints, one complaint (with its audit trail), and the team as owners manage it. */
export type StaffComplaintList = InferResponseType<StaffComplaintsApi["$get"], 200>;
export type StaffComplaintListItem = StaffComplaintList["items"][number];
export type StaffComplaint = InferResponseType<StaffComplaintsApi[":id{[0-9]{1,9}}"]["$get"], 200>["complaint"];
export type StaffTeam = InferResponseType<ShopClient["staff"]["members"]["$get"], 200>;

/** The back office's offers ("Ceny i stany"): a page of the search, one offer, a change's result. */
type StaffOffersApi = ShopClient["staff"]["offers"];
export type StaffOfferPage = InferResponseType<StaffOffersApi["$get"], 200>;
export type StaffOfferDetail = InferResponseType<StaffOffersApi[":id"]["$get"], 200>;
export type StaffOfferChange = InferRequestType<StaffOffersApi[":id"]["$patch"]>["json"];
export type StaffOfferBulkChange = InferRequestType<StaffOffersApi["bulk"]["$post"]>["json"];
export type StaffOfferBulkAnswer = InferResponseType<StaffOffersApi["bulk"]["$post"], 200>;
export type StaffOfferPatchAnswer = InferResponseType<StaffOffersApi[":id"]["$patch"], 200>;

/** The site's own API (/api) as the browser calls it: the same inference over its routes. */
type SiteClient = ReturnType<typeof hc<typeof siteApi>>;
export type SessionAnswer = InferResponseType<SiteClient["auth"]["session"]["$get"], 200>;
export type SessionUser = NonNullable<SessionAnswer["user"]>;
export type InvoiceLink = InferResponseType<SiteClient["account"]["orders"][":id{[0-9]{1,9}}"]["invoice"]["$get"], 200>;
export type SignInRequest = InferRequestType<SiteClient["auth"]["signin"]["$post"]>["json"];
/** The browser's beacons: an error report and a web-vitals measurement. */
export type ErrorReport = InferRequestType<SiteClient["errors"]["$post"]>["json"];
export type VitalReport = InferRequestType<SiteClient["vitals"]["$post"]>["json"];

/** The back office's start page (GET /staff/overview) and a page of the accountant's order export. */
export type StaffOverview = InferResponseType<ShopClient["staff"]["overview"]["$get"], 200>;
export type OrdersExportPage = InferResponseType<ShopClient["staff"]["overview"]["orders-export"]["$get"], 200>;

/** Back office: supplier feed imports (GET /staff/imports), and one run's report (GET /staff/imports/:id). */
type StaffImportsApi = ShopClient["staff"]["imports"];
export type StaffImportList = InferResponseType<StaffImportsApi["$get"], 200>;
export type StaffImportReport = InferResponseType<StaffImportsApi[":id"]["$get"], 200>;

/** Verified reviews: a tyre's published ones with their breakdown, what a review link is for, and the form's body. */
export type TyreReviews = TyreDetail["reviews"];
export type ReviewInvite = InferResponseType<ShopClient["reviews"]["invites"][":token"]["$get"], 200>["invite"];
export type ReviewRequest = InferRequestType<ShopClient["reviews"]["invites"][":token"]["$post"]>["json"];
/** Back office: a page of reviews of one status. */
export type StaffReviewList = InferResponseType<ShopClient["staff"]["reviews"]["$get"], 200>;
export type StaffReview = StaffReviewList["items"][number];
/** Back office: the day's shipments booked through carriers, the carriers configured, the parcels waiting for staff. */
export type StaffShipments = InferResponseType<ShopClient["staff"]["shipments"]["$get"], 200>;
export type StaffShipment = StaffShipments["shipments"][number];

/** Back office: a tyre's photo and EU label sources (GET /staff/tyres/:id), and what a change answers. */
type StaffTyresApi = ShopClient["staff"]["tyres"];
export type StaffTyreMedia = InferResponseType<StaffTyresApi[":id"]["$get"], 200>;
export type StaffTyrePhotoAnswer = InferResponseType<StaffTyresApi[":id"]["photo"]["$post"], 200>;
export type StaffTyreEprelAnswer = InferResponseType<StaffTyresApi[":id"]["eprel"]["$post"], 200>;

/** Back office: producers' GPSR data (GET /staff/producers, GET and PUT /staff/producers/:id). */
type StaffProducersApi = ShopClient["staff"]["producers"];
export type StaffProducerList = InferResponseType<StaffProducersApi["$get"], 200>;
export type StaffProducer = StaffProducerList["producers"][number];
export type StaffProducerDetail = InferResponseType<StaffProducersApi[":id"]["$get"], 200>;
export type StaffProducerChange = InferRequestType<StaffProducersApi[":id"]["$put"]>["json"];
export type StaffProducerSaved = InferResponseType<StaffProducersApi[":id"]["$put"], 200>;

/** Back office: suppliers (GET /staff/suppliers, GET and PUT /staff/suppliers/:id) and their feeds' profiles and previews. */
type StaffSuppliersApi = ShopClient["staff"]["suppliers"];
export type StaffSupplierList = InferResponseType<StaffSuppliersApi["$get"], 200>;
export type StaffSupplier = StaffSupplierList["suppliers"][number];
export type StaffSupplierDetail = InferResponseType<StaffSuppliersApi[":id"]["$get"], 200>;
export type StaffSupplierInput = InferRequestType<StaffSuppliersApi[":id"]["$put"]>["json"];
export type StaffSupplierSample = InferResponseType<StaffSuppliersApi[":id"]["sample"]["$post"], 200>;
export type StaffFeedPreview = NonNullable<StaffSupplierDetail["preview"]>;

/** Back office: price rules and held prices (GET /staff/pricing). */
type StaffPricingApi = ShopClient["staff"]["pricing"];
export type StaffPricing = InferResponseType<StaffPricingApi["$get"], 200>;
export type StaffPriceRuleInput = InferRequestType<StaffPricingApi["rules"]["$post"]>["json"];
export type StaffRepriceAnswer = InferResponseType<StaffPricingApi["reprice"]["$post"], 200>;

/** Back office: an order's sources and purchase orders (part of GET /staff/orders/:id). */
export type StaffOrderSupplier = InferResponseType<ShopClient["staff"]["orders"][":id"]["$get"], 200>["order"]["suppliers"][number];

/** The delivery methods on offer with their pricing and the warehouse for pickup (GET /delivery/methods). */
export type DeliveryMethods = InferResponseType<ShopClient["delivery"]["methods"]["$get"], 200>;
/** Back office: every delivery method as stored, and what an owner sets of one (GET and PUT /staff/delivery). */
export type StaffDeliveryMethods = InferResponseType<ShopClient["staff"]["delivery"]["$get"], 200>;
export type StaffDeliveryMethod = StaffDeliveryMethods["methods"][number];
export type StaffDeliveryMethodInput = InferRequestType<ShopClient["staff"]["delivery"][":slug"]["$put"]>["json"];
/** The shop's settings as /panel/ustawienia shows them: each section's values in force, when saved, the history (issue 39). */
export type StaffShopSettings = InferResponseType<ShopClient["staff"]["settings"]["$get"], 200>;
export type StaffCampaigns = InferResponseType<ShopClient["staff"]["campaigns"]["$get"], 200>;
export type StaffCampaign = StaffCampaigns["campaigns"][number];
export type StaffCampaignDetail = InferResponseType<ShopClient["staff"]["campaigns"][":id"]["$get"], 200>;
export type StaffCampaignInput = InferRequestType<ShopClient["staff"]["campaigns"]["$post"]>["json"];
