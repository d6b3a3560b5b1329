/** Base URL of in-process calls to the shop API; such a request never leaves the Worker. */
export const IN_PROCESS_BASE_URL = "http://shop.internal";
