/**
 * The codes of the app's languages (i18n/languages.ts has their names): the contract's list of the
 * languages a customer's SMS and report may be written in (catalog/src/contract/languages.ts), so
 * the app can never offer a language the server cannot write in.
 */
export {
  isMessageLanguage as isLanguageCode,
  type MessageLanguage as LanguageCode,
  messageLanguages as languageCodes,
} from "@vyom/catalog/contract";
