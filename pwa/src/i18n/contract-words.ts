/**
 * The contract's field and collection-window messages (catalog/src/contract: booking.rules.ts,
 * account.rules.ts, person-fields.rules.ts, enquiry.rules.ts, collection-windows.ts), a scan
 * slot's (scan-slots.ts), the order confirmation's refusals (order-confirmation.ts), an order
 * limit's (edge-api's order-limit-messages.ts) and an unpriced pincode's (price-location.ts), which the
 * API shares and the app cannot compile macros in. Declared here with `msg` so the catalogues hold
 * them; a form shows one by its English (`i18n._(knownText(error))`, known-text.ts), and
 * contract-words.test.ts holds every message the contract's rules can give a field to an entry in
 * every language. Nothing imports this module: its messages are for extraction only.
 */
import { msg } from "@lingui/core/macro";

export const contractWords = [
  // A name
  msg`Please enter your name`,
  msg`Please enter only alphabetic characters`,
  msg`Name is at most 100 characters`,
  msg`Name is required`,
  msg`Enter the member's name`,
  msg`Enter your name`,
  msg`Enter only letters, with spaces, dots, apostrophes or hyphens between words`,
  // A mobile number
  msg`Please enter your mobile number`,
  msg`Enter valid number`,
  msg`Enter Valid Mobile Number`,
  msg`Mobile number is required`,
  msg`Enter valid number: 10 digits starting with 6-9`,
  // A pincode, a city, an e-mail
  msg`Please enter your pincode`,
  msg`Enter valid Pincode`,
  msg`Pincode is required`,
  msg`Enter valid Pincode: 6 digits`,
  msg`City is required`,
  msg`City is at most 60 characters`,
  msg`City must not contain control characters or broken Unicode`,
  msg`E-mail is required`,
  msg`Enter a valid e-mail address`,
  msg`must not contain control characters or broken Unicode`,
  // A collection date
  msg`Please choose a collection date`,
  msg`Date must be YYYY-MM-DD`,
  msg`Date is not a real calendar date`,
  msg`Please choose today or a later date`,
  // A person's date of birth, age and gender
  msg`Enter the date of birth (DD/MM/YYYY)`,
  msg`Enter a date of birth that exists (DD/MM/YYYY)`,
  msg`The date of birth cannot be in the future`,
  msg`Enter a date of birth less than 121 years ago`,
  msg`Enter the age in years`,
  msg`Enter the age in whole years, from 0 to 120`,
  msg`Give the date of birth or the age, not both`,
  msg`Choose the gender`,
  // A form's own field, checked by a contract rule given its label (the features' .fields.ts)
  msg`Enter the corporate id given by your company`,
  msg`Enter your employee id`,
  msg`Date of birth is required`,
  msg`Date of birth must be a past date`,
  msg`Preferred collection date is required`,
  msg`Company name is required`,
  msg`Company name is at most 120 characters`,
  msg`Company name must not contain control characters or broken Unicode`,
  msg`Choose the number of employees`,
  msg`Choose the service you are interested in`,
  msg`Message is at most 1000 characters`,
  msg`Message must not contain control characters or broken Unicode`,
  msg`Choose the investment range`,
  msg`Current business is at most 200 characters`,
  msg`Current business must not contain control characters or broken Unicode`,
  // A file refused on the device or by the API (file-types.ts' fileMessages, for each file rule)
  msg`Please attach your prescription: no file was received.`,
  msg`This file is empty. Please choose your prescription again.`,
  msg`The prescription is larger than 5 MB. Please choose a smaller file.`,
  msg`The prescription must be a PDF, JPEG, PNG or WebP file.`,
  msg`Please attach your résumé: no file was received.`,
  msg`This file is empty. Please choose your résumé again.`,
  msg`The résumé is larger than 5 MB. Please choose a smaller file.`,
  msg`The résumé must be a PDF, DOC or DOCX file.`,
  // Collection windows
  msg`We do not collect samples at this pincode yet. Please visit a centre near you.`,
  msg`This window just filled. Please choose another.`,
  msg`This window has already started. Please choose a later one.`,
  msg`Fasting tests are collected in the morning. Please choose a window before 10 AM.`,
  msg`The post-meal sample is taken at least 2 hours after the fasting sample.`,
  msg`Your cart has a fasting test and a post-meal test: choose a morning window for the fasting sample, then a second window at least 2 hours later for the post-meal sample.`,
  msg`Only a post-meal test needs a second window.`,
  msg`That window cannot be booked. Please choose another.`,
  msg`A window is already chosen for this booking. To change it, see My bookings or call us.`,
  msg`To choose a window, log in with the mobile number of this booking. Or wait for our call: we will fix a time with you.`,
  msg`This number has chosen its windows for today. To change one, see My bookings or call us.`,
  msg`Collection windows need a connection. Your booking is saved; choose a window when you are back online.`,
  // A scan's slot at a centre (scan-slots.ts)
  msg`This slot just filled. Please choose another.`,
  msg`This slot has already started. Please choose a later one.`,
  msg`The centre is not open for that slot. Please choose another.`,
  msg`This centre does not do this scan. Please choose another centre.`,
  msg`Only a scan is booked at a centre slot.`,
  msg`Book one scan at a time: each scan has its own slot.`,
  msg`Not booked yet: your payment arrived after this slot's 10-minute hold ran out, and the slot filled meanwhile. Your payment is safe. The lab will call you to choose another slot.`,
  msg`Choosing a slot needs a connection: the places change by the minute. The centres and prices here work offline; choose the slot when you are back online.`,
  // Confirming an order paid at collection (order-confirmation.ts), shown by checkout-api.ts
  msg`That time is no longer free. Please choose another time.`,
  msg`This order is paid online: its payment books it, there is nothing to confirm.`,
  // An order refused by an order limit (edge-api's order-limit-messages.ts), or placed where the
  // lab has no prices yet (price-location.ts), shown by checkout-api.ts
  msg`You have 3 bookings for this day already. To book more, please call us on 1800-102-4455.`,
  msg`You have 3 upcoming bookings to pay at collection. Pay for this one online, or call us on 1800-102-4455.`,
  msg`The places to pay at collection on this day are taken. Pay online to book this day, or choose another day.`,
  msg`The places to pay at the centre on this day are taken. Pay online to book this day, or choose another day.`,
  msg`We cannot price a home collection at this pincode yet. Please call us on 1800-102-4455 to book.`,
];
