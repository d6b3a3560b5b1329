/** What the shop API and the site's API share: validation, errors, middleware, fields. */
export * from "./errors";
export * from "./fields";
export * from "./middleware";
export * from "./validation";
export * from "./dates-and-amounts";
export * from "./account-forms";
