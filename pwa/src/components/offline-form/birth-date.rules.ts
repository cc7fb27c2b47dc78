// Loaded after the page (later-rules.ts): the contract's date-of-birth cleaner.
export { cleanBirthDateInput } from "@vyom/catalog/contract";
