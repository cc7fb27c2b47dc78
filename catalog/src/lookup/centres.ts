import { centres } from "../data/centres.ts";
import type { Centre } from "../schemas/centre.ts";

/**
 * The centres an order's sample can be taken at: those with the laboratory on site. A centre
 * visit names one of them, and is priced at its city (docs/product.md#checkout-and-payment).
 */
export const sampleCentres: readonly Centre[] = centres.filter((centre) =>
  centre.services.includes("lab"),
);

const byId = new Map(sampleCentres.map((centre) => [centre.id, centre]));

export function sampleCentreById(id: string): Centre | undefined {
  return byId.get(id);
}
