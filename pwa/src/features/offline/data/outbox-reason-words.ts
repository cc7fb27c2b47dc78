import { msg } from "@lingui/core/macro";

/**
 * Why a queued submission is not sent yet, as the outbox stores it (sync/classify.ts, in English:
 * a row outlives a change of language). The fixed reasons are declared here so the catalogues
 * hold them and the outbox's panel shows them in the reader's words by their English
 * (i18n/known-text.ts); a reason that carries the server's own words or a status is shown as the
 * generic line below in another language. outbox-reason-words.test.ts holds every fixed reason
 * classify.ts gives to an entry here.
 */
export const outboxReasonWords = [
  msg`no answer`,
  msg`no connection to the server`,
  msg`the server took too long to answer`,
  msg`sending was interrupted`,
  msg`the answer did not come from our server`,
  msg`the captcha was not accepted`,
  // The server gives a booking its reference when it arrives (catalog/src/contract/booking-reference.ts).
  msg`reference given when sent`,
];

/** A retry's reason that names the server's trouble in its own words or a status. */
export const serverTroubleWords = msg`the server could not take it`;

/** A refusal's reason ("Could not send: …"), which carries the server's own words. */
export const refusedWords = msg`Could not send: the server did not accept it.`;
