export * from "./catalogue";
export * from "./shop-error";
export * from "./reporting";
