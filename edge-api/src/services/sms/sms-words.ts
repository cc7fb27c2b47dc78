/**
 * The words inside an SMS's variables, in the language of the template they fill: a notice is
 * queued with its values in English (visit-notices.ts, scan-notice.ts) and its language beside
 * them, and the adapter renders them in the language only once it knows that language's template
 * is registered (sms-languages.ts), so a fallback to English is English throughout. Dates go
 * through Intl with Latin digits; the preparation phrases (the catalogue's ##PREP##, at most 30
 * characters, as DLT allows) are translated here. Values that are data (a reference, a name, a
 * test, a time, a window, a centre, the site) stay as they are. Unreviewed by a native speaker
 * (docs/i18n-glossary.md).
 */
import type { MessageLanguage } from "@vyom/catalog/contract";
import type { TranslatedLanguage } from "./sms-languages.ts";

const MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");

/** `<html lang>`-style locales: Intl's month names for each language. */
export const intlLocales: Readonly<Record<MessageLanguage, string>> = {
  en: "en-IN",
  ta: "ta-IN",
  kn: "kn-IN",
  te: "te-IN",
  hi: "hi-IN",
};

/** "3 Dec" (the English short date notices hold) in the language, Latin digits: "3 டிச.". */
export function smsDateIn(language: MessageLanguage, english: string): string {
  const match = /^(\d{1,2}) ([A-Z][a-z]{2})$/.exec(english);
  const month = match ? MONTHS.indexOf(match[2] as string) : -1;
  if (language === "en" || !match || month < 0) return english;
  // Any leap year: a "29 Feb" stays that day.
  const day = new Date(Date.UTC(2028, month, Number(match[1])));
  return new Intl.DateTimeFormat(intlLocales[language], {
    timeZone: "UTC",
    day: "numeric",
    month: "short",
    numberingSystem: "latn",
  }).format(day);
}

/**
 * The preparation phrases of ##PREP## (catalog/src/contract/preparation.ts `preparationSms`,
 * scan-slots.ts `scanPreparationSms`), by their English words.
 */
export const preparationTranslations: Readonly<
  Record<TranslatedLanguage, Readonly<Record<string, string>>>
> = {
  ta: {
    "Fast 10-12 h before": "10-12 மணி நேரம் உண்ணாதீர்",
    "Sample 2 h after a meal": "உணவுக்கு 2 மணி பின் மாதிரி",
    "Fasting is optional": "விரதம் கட்டாயமில்லை",
    "No preparation needed": "தயாரிப்பு தேவையில்லை",
    "We call to say how to prepare": "தயாரிப்பு பற்றி அழைப்போம்",
    "Remove metal near the area": "அப்பகுதியில் உலோகம் அகற்றவும்",
    "See the app for fasting": "விரத விவரம் ஆப்பில் உள்ளது",
    "Fast 4 h if contrast planned": "கான்ட்ராஸ்ட்: 4 மணி விரதம்",
    "No metal; tell us of implants": "உலோகம் கூடாது; உள்வைப்பு சொல்க",
    "Light meal 2 h before; shoes": "2 மணி முன் லேசான உணவு; ஷூ",
    "No talc or deodorant": "பவுடர், டியோடரண்ட் வேண்டாம்",
  },
  kn: {
    "Fast 10-12 h before": "10-12 ಗಂಟೆ ಮೊದಲು ಉಪವಾಸ",
    "Sample 2 h after a meal": "ಊಟದ 2 ಗಂಟೆ ನಂತರ ಮಾದರಿ",
    "Fasting is optional": "ಉಪವಾಸ ಕಡ್ಡಾಯವಲ್ಲ",
    "No preparation needed": "ಸಿದ್ಧತೆ ಅಗತ್ಯವಿಲ್ಲ",
    "We call to say how to prepare": "ಸಿದ್ಧತೆ ತಿಳಿಸಲು ಕರೆ ಮಾಡುತ್ತೇವೆ",
    "Remove metal near the area": "ಆ ಭಾಗದ ಲೋಹ ತೆಗೆಯಿರಿ",
    "See the app for fasting": "ಉಪವಾಸಕ್ಕೆ ಆ್ಯಪ್ ನೋಡಿ",
    "Fast 4 h if contrast planned": "ಕಾಂಟ್ರಾಸ್ಟ್ ಇದ್ದರೆ 4 ಗಂ. ಉಪವಾಸ",
    "No metal; tell us of implants": "ಲೋಹ ಬೇಡ; ಇಂಪ್ಲಾಂಟ್ ತಿಳಿಸಿ",
    "Light meal 2 h before; shoes": "2 ಗಂಟೆ ಮೊದಲು ಲಘು ಊಟ; ಶೂ",
    "No talc or deodorant": "ಪೌಡರ್, ಡಿಯೋಡರೆಂಟ್ ಬೇಡ",
  },
  te: {
    "Fast 10-12 h before": "10-12 గంటల ముందు ఉపవాసం",
    "Sample 2 h after a meal": "భోజనం తర్వాత 2 గం. శాంపిల్",
    "Fasting is optional": "ఉపవాసం తప్పనిసరి కాదు",
    "No preparation needed": "సిద్ధత అవసరం లేదు",
    "We call to say how to prepare": "సిద్ధత గురించి కాల్ చేస్తాం",
    "Remove metal near the area": "ఆ భాగంలో లోహం తీసేయండి",
    "See the app for fasting": "ఉపవాసం కోసం యాప్ చూడండి",
    "Fast 4 h if contrast planned": "కాంట్రాస్ట్ ఉంటే 4 గం. ఉపవాసం",
    "No metal; tell us of implants": "లోహం వద్దు; ఇంప్లాంట్ చెప్పండి",
    "Light meal 2 h before; shoes": "2 గం. ముందు తేలిక భోజనం; షూ",
    "No talc or deodorant": "పౌడర్, డియోడరెంట్ వద్దు",
  },
  hi: {
    "Fast 10-12 h before": "10-12 घंटे पहले से उपवास",
    "Sample 2 h after a meal": "खाने के 2 घंटे बाद सैंपल",
    "Fasting is optional": "उपवास ज़रूरी नहीं",
    "No preparation needed": "कोई तैयारी नहीं चाहिए",
    "We call to say how to prepare": "तैयारी बताने हम कॉल करेंगे",
    "Remove metal near the area": "उस जगह से धातु हटाएँ",
    "See the app for fasting": "उपवास के लिए ऐप देखें",
    "Fast 4 h if contrast planned": "कंट्रास्ट हो तो 4 घंटे उपवास",
    "No metal; tell us of implants": "धातु नहीं; इम्प्लांट बताएँ",
    "Light meal 2 h before; shoes": "2 घंटे पहले हल्का खाना; जूते",
    "No talc or deodorant": "टैल्क या डियोडरेंट नहीं",
  },
};

/** The variables that hold words, rendered in the language; every other value as it was. */
export function variablesIn(
  language: MessageLanguage,
  variables: Readonly<Record<string, string>>,
): Record<string, string> {
  if (language === "en") return { ...variables };
  const out = { ...variables };
  if (out.DATE !== undefined) out.DATE = smsDateIn(language, out.DATE);
  if (out.PREP !== undefined) out.PREP = preparationTranslations[language][out.PREP] ?? out.PREP;
  return out;
}
