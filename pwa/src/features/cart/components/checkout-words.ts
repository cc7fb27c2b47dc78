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

/**
 * checkout.rules.ts's own field messages, which the form keeps in English and CheckoutField shows
 * by their English (i18n/known-text.ts); checkout-words.test.ts holds them equal to the rules'.
 * The contract's among them (a member's name, mobile, pincode) are in i18n/contract-words.ts.
 */
export const checkoutMessageWords: readonly MessageDescriptor[] = [
  msg`Choose a relation`,
  msg`Enter the house or flat number`,
  msg`Enter the area`,
  msg`Enter the contact person`,
  msg`Choose home collection or a visit to the centre`,
  msg`Choose the centre you will visit`,
  msg`Choose today or a later date`,
  msg`Choose a date within 90 days`,
  msg`Choose a time slot`,
  msg`This time slot has started: choose a later one`,
  msg`Your cart has nothing that can be booked in this city`,
];
