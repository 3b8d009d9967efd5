// The checkout's pending order in session storage, so a reload still asks before a second charge.
import { type PendingOrderStore, parsePendingOrder } from "@membership/forms";
import { deletePendingOrder, readPendingOrderText, savePendingOrderText } from "../site/storage.js";

export const sessionPendingOrders: PendingOrderStore = {
  read() {
    try {
      return parsePendingOrder(JSON.parse(readPendingOrderText() ?? "null"));
    } catch {
      return null;
    }
  },
  write(order) {
    savePendingOrderText(JSON.stringify(order));
  },
  clear: deletePendingOrder,
};
