/** `POST /api/cart/create`'s body: the contract's (catalog/src/contract/schemas/cart.ts). */
export { CartCreateRequest, CartPackageLine, CartTestLine } from "@vyom/catalog/contract/schemas";
