import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CartRelation } from "@vyom/catalog/contract";

/**
 * A member's relation in the reader's language. The relation itself is data the API stores in
 * English ("My Self", "Mother"): only what is shown changes.
 */
const relationWords: Record<CartRelation, MessageDescriptor> = {
  "My Self": msg`My Self`,
  Spouse: msg`Spouse`,
  Father: msg`Father`,
  Mother: msg`Mother`,
  Son: msg`Son`,
  Daughter: msg`Daughter`,
  Brother: msg`Brother`,
  Sister: msg`Sister`,
  Other: msg`Other`,
  Unknown: msg`Unknown`,
};

/** The relation's words, or the relation as stored when it is not one the app knows. */
export function relationShown(relation: string, translate: (m: MessageDescriptor) => string) {
  const words = relationWords[relation as CartRelation];
  return words ? translate(words) : relation;
}
