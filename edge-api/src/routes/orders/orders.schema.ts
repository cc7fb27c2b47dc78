/** `POST /api/orders`'s body: the contract's (catalog/src/contract/schemas/orders.ts). */
export {
  AppointmentRequest,
  OrderLineRequest,
  OrderRequest,
  orderRequestSchema,
  timeSlots,
} from "@vyom/catalog/contract/schemas";
