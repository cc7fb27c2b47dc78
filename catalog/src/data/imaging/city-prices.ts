import type { CityPrice, Location } from "../../schemas/location.ts";

/**
 * Imaging prices follow one rule so the cities never drift apart by accident: Chennai is the list
 * price, Bengaluru about 10% higher (rents and salaries), Mysuru the same as Chennai, Tirunelveli
 * about 5% lower and Andhra Pradesh about 10% lower. `notIn` names the cities whose centres lack
 * the machine or the specialist to report the study; they show "call for price".
 */
export function cityPrices(
  chennai: number,
  notIn: readonly Location[] = [],
): Record<Location, CityPrice> {
  const prices: Record<Location, CityPrice> = {
    chennai,
    banglore: roundPrice(chennai * 1.1),
    andhraPradesh: roundPrice(chennai * 0.9),
    tirunelveli: roundPrice(chennai * 0.95),
    mysore: chennai,
  };
  for (const location of notIn) prices[location] = "NA";
  return prices;
}

/** Round to a price a person would print on a rate card: tens below ₹1,000, fifties above. */
function roundPrice(rupees: number): number {
  const step = rupees < 1000 ? 10 : 50;
  return Math.round(rupees / step) * step;
}
