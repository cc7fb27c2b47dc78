/**
 * What a visit is for, by its subject: a hero booking's visit (`booking:<id>`), or an order's
 * (`order:<orderId>`), and the post-meal sample of an order with a fasting test and its post-meal
 * one (`order:<orderId>:post-meal`). The subject also names the visit's window claim.
 */

/** The window's holder (and visit subject) of an order, and of its post-meal sample. */
export const orderHolder = (orderId: string) => `order:${orderId}`;
export const postMealHolder = (orderId: string) => `order:${orderId}:post-meal`;

/** Every subject an order's visits may have. */
export const orderSubjects = (orderId: string) => [orderHolder(orderId), postMealHolder(orderId)];

/** The order a visit belongs to, or undefined for a booking's visit. */
export function orderIdOfSubject(subject: string): string | undefined {
  const match = /^order:(.+?)(:post-meal)?$/.exec(subject);
  return match?.[1];
}
