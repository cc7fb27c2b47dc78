import { todayInIndia } from "@/lib/dates.ts";
import { emptyCart } from "./cart-lines.ts";
import { db } from "./database.ts";
import { type CartRecord, currentRowId } from "./records.ts";

/** The stored cart, or a new empty one. A past appointment date reads as today. */
export async function readCart(): Promise<CartRecord> {
  const today = todayInIndia();
  const cart = (await db.cart.get(currentRowId)) ?? emptyCart(today);
  if (cart.appointmentDetails.date < today) {
    return { ...cart, appointmentDetails: { ...cart.appointmentDetails, date: today } };
  }
  return cart;
}
