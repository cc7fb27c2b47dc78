import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Gender } from "@vyom/catalog/contract";
import type { AddressKind, Place } from "../data/checkout.rules.ts";

/*
 * The labels of checkout.rules.ts's choices for the reader's language. The rules module keeps its
 * English labels: the API's tests import it, where Lingui's macros are not compiled.
 */

export const genderWords: Record<Gender, MessageDescriptor> = {
  female: msg`Female`,
  male: msg`Male`,
  other: msg`Other`,
};

export const addressKindWords: Record<AddressKind, MessageDescriptor> = {
  permanent: msg`Permanent address`,
  office: msg`Office address`,
  other: msg`Other address`,
};

export const placeWords: Record<Place, MessageDescriptor> = {
  home: msg`Home sample collection`,
  centre: msg`Visit the centre`,
};
