/**
 * The server's types the browser code works with: API answers and requests as the shop client
 * infers them from the routes (src/site/shop-client), and the body every API fails with. Type-only
 * re-exports, erased by esbuild: no server code reaches the bundle. Client modules import server
 * types through this file only.
 */
export type {
  Checkout,
  CheckoutLine,
  CheckoutLineRequest,
  CompanyLookup,
  ErrorReport,
  InvoiceLink,
  OrderForm,
  OrderRequest,
  PaymentMethod,
  SessionAnswer,
  SessionUser,
  SignInRequest,
  SearchSuggestion,
  SimpleCheckout,
  SuggestAnswer,
  VitalReport,
} from "../../src/site/shop-client";
export type { ErrorBody, FieldIssue } from "../../src/common/errors/shop-error";
export type { ShopApi } from "../../src/shop/api";
export type { SiteApi } from "../../src/site/api";
