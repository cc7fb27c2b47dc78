/**
 * The contact fields every outbox form asks for (the enquiries, the prescription, the career
 * application): built from the app's own checks (../enquiry.rules.ts), one rule and one wording
 * per field, so a name, number or e-mail a form lets through is one the API takes.
 */
import { z } from "zod";
import { emailRule, mobileRule, nameRule } from "../enquiry.rules.ts";
import { checkedText } from "./text.ts";

// A missing field (or a file where text belongs) reads as the empty field does.
export const contactName = checkedText(nameRule, { error: nameRule("") }).trim();
export const contactMobile = checkedText(mobileRule, { error: mobileRule("") });
export const contactEmail = checkedText(emailRule, { error: emailRule("") })
  .trim()
  .pipe(z.email("Enter a valid e-mail address").max(254));
