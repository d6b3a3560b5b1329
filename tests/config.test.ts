import { describe, expect, it } from "vitest";
import * as config from "../src/config";

describe("spec constants (SPEC §9)", () => {
  it("keeps the compare, last-seen and basket limits", () => {
    expect(config.COMPARE_MAX_ITEMS).toBe(3);
    expect(config.COMPARE_COOKIE).toBe("compare-tyres");
    expect(config.COMPARE_COOKIE_MAX_AGE_S).toBe(7 * 86_400);
    expect(config.COMPARE_HEADER_LINK_MIN_EXCLUSIVE).toBe(1);
    expect(config.COMPARE_MIN_ITEMS_EXCLUSIVE).toBeGreaterThanOrEqual(1);
    expect(config.COMPARE_MIN_ITEMS_EXCLUSIVE).toBeLessThan(config.COMPARE_MAX_ITEMS);
    expect(config.LAST_SEEN_MAX_ITEMS).toBe(5);
    expect(config.LAST_SEEN_TTL_MS).toBe(604_800_000);
    expect(config.DEFAULT_ADD_TO_BASKET_QUANTITY).toBe(4);
    expect(config.CHECKOUT_TOKEN_MAX_AGE_S).toBe(86_400);
  });

  it("keeps the stale times of the client data layer", () => {
    expect(config.STALE_TIME_MS).toEqual({
      default: 20_000,
      session: 5_000,
      checkout: 3_000,
      simpleCheckout: 0,
      paymentMethods: Number.POSITIVE_INFINITY,
    });
  });

  it("keeps money, analytics and sampling figures", () => {
    expect(config.CURRENCY).toBe("PLN");
    expect(config.CURRENCY_DECIMALS).toBe(2);
    expect(config.ANALYTICS_TAX).toBe(23);
    expect(config.ANALYTICS_SHIPPING).toBe(0);
    expect(config.SPEED_INSIGHTS_SAMPLE_RATE).toBe(0.1);
    expect(config.TRACING_SAMPLE_RATE).toBe(0);
    expect(config.TIME_ZONE).toBe("Europe/Warsaw");
  });

  it("keeps the UI figures", () => {
    expect(config.TOAST_DURATION_MS).toBe(3000);
    expect(config.LOADING_OVERLAY_FADE_S).toBe(0.2);
    expect(config.MENU_OVERLAY_Z_INDEX).toBe(400);
    expect(Object.values(config.BREAKPOINTS)).toEqual([0, 768, 1024, 1238]);
    expect([...config.IMAGE_WIDTHS]).toEqual([128, 256, 384, 512]);
    expect(Object.values(config.MODAL_WIDTHS)).toEqual([430, 544, 674]);
    expect([config.MOBILE_HEADER_HEIGHT_PX, config.HEADER_HIDE_SCROLL_THRESHOLD_PX]).toEqual([64, 120]);
    expect(config.DEFAULT_OPENING_HOURS).toEqual({ weekdays: { from: "08:00", to: "16:00" }, saturday: { from: "", to: "" } });
  });

  it("names version 1.9.8", () => {
    expect(config.APP_VERSION).toBe("1.9.8");
  });
});
