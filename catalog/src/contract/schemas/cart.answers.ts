/** `POST /api/cart/create`'s answer, zod/mini (cart.ts holds the request, in classic zod). */
import * as z from "zod/mini";

export const CartCreateAnswer = z.object({ cartDoc: z.object({ _id: z.string() }) });
