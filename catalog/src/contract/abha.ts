/**
 * Linking an ABHA number (ABDM's health id) to an account: the consent a person reads and agrees
 * to, word for word in the language they read it in (the API stores those exact words and their
 * language with the number), and the number's form. A new wording in any language is a new
 * version; an agreement names the version it agreed to and the language it read
 * (abha.test.ts pins the words to the version, so neither can change without the other).
 * The four translations are not yet reviewed by native speakers (docs/i18n-glossary.md).
 */
import { brand } from "../brand.ts";
import type { MessageLanguage } from "./languages.ts";

const name = brand.name;

export const ABHA_CONSENT = {
  version: "2026-11",
  texts: {
    en: `I agree that ${name} may keep my ABHA number with my account and put it on my lab reports, so that I can add them to my health records in the ABDM network. My reports are shared with anyone else only when I approve a request in my ABHA app. I can remove the number at any time.`,
    ta: `${name} என் ABHA எண்ணை என் கணக்குடன் வைத்திருக்கவும் என் ஆய்வக அறிக்கைகளில் சேர்க்கவும் நான் ஒப்புக்கொள்கிறேன்; இதனால் அவற்றை ABDM வலையமைப்பில் உள்ள என் சுகாதாரப் பதிவுகளில் சேர்க்க முடியும். என் ABHA செயலியில் ஒரு கோரிக்கையை நான் அனுமதிக்கும்போது மட்டுமே என் அறிக்கைகள் வேறு ஒருவருடன் பகிரப்படும். இந்த எண்ணை எந்த நேரத்திலும் நான் நீக்கலாம்.`,
    kn: `${name} ನನ್ನ ABHA ಸಂಖ್ಯೆಯನ್ನು ನನ್ನ ಖಾತೆಯೊಂದಿಗೆ ಇರಿಸಿಕೊಳ್ಳಲು ಮತ್ತು ನನ್ನ ಲ್ಯಾಬ್ ವರದಿಗಳಲ್ಲಿ ಸೇರಿಸಲು ನಾನು ಒಪ್ಪುತ್ತೇನೆ, ಇದರಿಂದ ನಾನು ಅವುಗಳನ್ನು ABDM ಜಾಲದಲ್ಲಿರುವ ನನ್ನ ಆರೋಗ್ಯ ದಾಖಲೆಗಳಿಗೆ ಸೇರಿಸಬಹುದು. ನನ್ನ ABHA ಆ್ಯಪ್‌ನಲ್ಲಿ ನಾನು ವಿನಂತಿಯನ್ನು ಅನುಮೋದಿಸಿದಾಗ ಮಾತ್ರ ನನ್ನ ವರದಿಗಳನ್ನು ಬೇರೆಯವರೊಂದಿಗೆ ಹಂಚಿಕೊಳ್ಳಲಾಗುತ್ತದೆ. ನಾನು ಯಾವಾಗ ಬೇಕಾದರೂ ಈ ಸಂಖ್ಯೆಯನ್ನು ತೆಗೆದುಹಾಕಬಹುದು.`,
    te: `${name} నా ABHA నంబర్‌ను నా ఖాతాతో ఉంచుకోవడానికి మరియు నా ల్యాబ్ రిపోర్టులపై చేర్చడానికి నేను అంగీకరిస్తున్నాను, తద్వారా నేను వాటిని ABDM నెట్‌వర్క్‌లోని నా ఆరోగ్య రికార్డులకు జోడించగలను. నా ABHA యాప్‌లో నేను ఒక అభ్యర్థనను ఆమోదించినప్పుడు మాత్రమే నా రిపోర్టులు ఇతరులతో పంచుకోబడతాయి. నేను ఎప్పుడైనా ఈ నంబర్‌ను తొలగించవచ్చు.`,
    hi: `मैं सहमति देता/देती हूँ कि ${name} मेरा ABHA नंबर मेरे खाते के साथ रख सकता है और उसे मेरी लैब रिपोर्टों पर लिख सकता है, ताकि मैं उन्हें ABDM नेटवर्क में अपने स्वास्थ्य रिकॉर्ड में जोड़ सकूँ। मेरी रिपोर्टें किसी और के साथ तभी साझा की जाती हैं जब मैं अपने ABHA ऐप में किसी अनुरोध को स्वीकार करता/करती हूँ। मैं यह नंबर कभी भी हटा सकता/सकती हूँ।`,
  } satisfies Record<MessageLanguage, string>,
} as const;

/** The consent's words as the person read them: in their language. */
export const abhaConsentText = (language: MessageLanguage): string => ABHA_CONSENT.texts[language];

/** 14 digits, written 2-4-4-4 with hyphens or spaces or none ("91-1234-5678-9012"). */
export const ABHA_NUMBER_PATTERN = /^\d{2}[\s-]?\d{4}[\s-]?\d{4}[\s-]?\d{4}$/;

export const abhaMessages = {
  number: "Enter the 14-digit ABHA number, as on your ABHA card (91-1234-5678-9012)",
  consent: "Tick the box to agree before adding your ABHA number",
  oldConsent: "The consent text has changed: read it again and agree",
  stepUp: "For your security, confirm it is you with an OTP before changing your ABHA number.",
} as const;
