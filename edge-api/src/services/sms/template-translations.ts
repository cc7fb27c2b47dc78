/**
 * The SMS templates in the app's other languages, as the lab registers them with DLT (one
 * template, one MSG91 id per language and kind: MSG91_TEMPLATE_IDS_BY_LANGUAGE). Each keeps the
 * English one's `##VARIABLES##` exactly (sms-languages.test.ts checks it); the brand, the site and
 * the values stay in Latin letters and digits. Unreviewed by a native speaker
 * (docs/i18n-glossary.md).
 */
import { brand } from "@vyom/catalog/brand";
import type { TemplateKind, TranslatedLanguage } from "./sms-languages.ts";

const b = brand.name;
const bookings = `${brand.site}/my-bookings`;

export const translatedTemplates: Readonly<
  Record<TranslatedLanguage, Readonly<Record<TemplateKind, string>>>
> = {
  ta: {
    otp: `##OTP## உங்கள் ${b} OTP. இது 5 நிமிடங்களுக்குச் செல்லுபடியாகும். இதை யாருடனும் பகிர வேண்டாம்.`,
    confirmed: `உங்கள் ${b} வீட்டிலேயே மாதிரி சேகரிப்பு ##REF## ##DATE##, ##WINDOW## அன்று உறுதிசெய்யப்பட்டது. ##PREP##.`,
    "technician-on-the-way": `${b}: ##NAME## உங்கள் மாதிரியைச் சேகரிக்க வந்துகொண்டிருக்கிறார், ##TIME##-க்குள் உங்களை அடைவார்.`,
    collected: `${b}: ##REF##-க்கான உங்கள் மாதிரி சேகரிக்கப்பட்டது. ரிப்போர்ட் தயாரானதும் உங்களுக்குச் செய்தி அனுப்புவோம்.`,
    "report-ready": `${b}: ##TEST## (##REF##) ரிப்போர்ட் தயார். ##SITE##/download-report இல் பாருங்கள்`,
    rescheduled: `உங்கள் ${b} வீட்டிலேயே மாதிரி சேகரிப்பு ##REF## ##DATE##, ##WINDOW##-க்கு மாற்றப்பட்டது.`,
    cancelled: `உங்கள் ${b} வீட்டிலேயே மாதிரி சேகரிப்பு ##REF## ரத்து செய்யப்பட்டது.`,
    "scan-confirmed": `உங்கள் ${b} ஸ்கேன் ##REF## ##CENTRE## மையத்தில் ##DATE##, ##SLOT## அன்று பதிவு செய்யப்பட்டது. ##PREP##. விவரங்கள்: ${bookings}`,
  },
  kn: {
    otp: `##OTP## ನಿಮ್ಮ ${b} OTP. ಇದು 5 ನಿಮಿಷಗಳವರೆಗೆ ಮಾನ್ಯವಾಗಿರುತ್ತದೆ. ಇದನ್ನು ಯಾರೊಂದಿಗೂ ಹಂಚಿಕೊಳ್ಳಬೇಡಿ.`,
    confirmed: `ನಿಮ್ಮ ${b} ಮನೆಯಲ್ಲೇ ಮಾದರಿ ಸಂಗ್ರಹ ##REF## ##DATE##, ##WINDOW## ಕ್ಕೆ ಖಚಿತವಾಗಿದೆ. ##PREP##.`,
    "technician-on-the-way": `${b}: ##NAME## ನಿಮ್ಮ ಮಾದರಿ ಸಂಗ್ರಹಿಸಲು ಬರುತ್ತಿದ್ದಾರೆ, ##TIME## ರೊಳಗೆ ತಲುಪುತ್ತಾರೆ.`,
    collected: `${b}: ##REF## ಗಾಗಿ ನಿಮ್ಮ ಮಾದರಿ ಸಂಗ್ರಹಿಸಲಾಗಿದೆ. ರಿಪೋರ್ಟ್ ಸಿದ್ಧವಾದಾಗ ನಿಮಗೆ ಸಂದೇಶ ಕಳುಹಿಸುತ್ತೇವೆ.`,
    "report-ready": `${b}: ##TEST## (##REF##) ರಿಪೋರ್ಟ್ ಸಿದ್ಧವಾಗಿದೆ. ##SITE##/download-report ನಲ್ಲಿ ನೋಡಿ`,
    rescheduled: `ನಿಮ್ಮ ${b} ಮನೆಯಲ್ಲೇ ಮಾದರಿ ಸಂಗ್ರಹ ##REF## ಅನ್ನು ##DATE##, ##WINDOW## ಕ್ಕೆ ಬದಲಾಯಿಸಲಾಗಿದೆ.`,
    cancelled: `ನಿಮ್ಮ ${b} ಮನೆಯಲ್ಲೇ ಮಾದರಿ ಸಂಗ್ರಹ ##REF## ರದ್ದಾಗಿದೆ.`,
    "scan-confirmed": `ನಿಮ್ಮ ${b} ಸ್ಕ್ಯಾನ್ ##REF## ##CENTRE## ನಲ್ಲಿ ##DATE##, ##SLOT## ಕ್ಕೆ ಬುಕ್ ಆಗಿದೆ. ##PREP##. ವಿವರಗಳು: ${bookings}`,
  },
  te: {
    otp: `##OTP## మీ ${b} OTP. ఇది 5 నిమిషాల పాటు చెల్లుతుంది. దీన్ని ఎవరితోనూ పంచుకోవద్దు.`,
    confirmed: `మీ ${b} ఇంటి వద్దే శాంపిల్ సేకరణ ##REF## ##DATE##, ##WINDOW##కి ఖరారైంది. ##PREP##.`,
    "technician-on-the-way": `${b}: ##NAME## మీ శాంపిల్ సేకరించడానికి వస్తున్నారు, ##TIME##లోగా మీ వద్దకు చేరుకుంటారు.`,
    collected: `${b}: ##REF## కోసం మీ శాంపిల్ సేకరించబడింది. రిపోర్ట్ సిద్ధమైనప్పుడు మీకు సందేశం పంపుతాము.`,
    "report-ready": `${b}: ##TEST## (##REF##) రిపోర్ట్ సిద్ధంగా ఉంది. ##SITE##/download-report లో చూడండి`,
    rescheduled: `మీ ${b} ఇంటి వద్దే శాంపిల్ సేకరణ ##REF## ##DATE##, ##WINDOW##కి మార్చబడింది.`,
    cancelled: `మీ ${b} ఇంటి వద్దే శాంపిల్ సేకరణ ##REF## రద్దు చేయబడింది.`,
    "scan-confirmed": `మీ ${b} స్కాన్ ##REF## ##CENTRE##లో ##DATE##, ##SLOT##కి బుక్ అయింది. ##PREP##. వివరాలు: ${bookings}`,
  },
  hi: {
    otp: `##OTP## आपका ${b} OTP है। यह 5 मिनट तक मान्य है। इसे किसी के साथ साझा न करें।`,
    confirmed: `आपका ${b} घर से सैंपल कलेक्शन ##REF## ##DATE##, ##WINDOW## के लिए पक्का है। ##PREP##।`,
    "technician-on-the-way": `${b}: ##NAME## आपका सैंपल लेने आ रहे हैं और ##TIME## तक पहुँच जाएँगे।`,
    collected: `${b}: ##REF## के लिए आपका सैंपल ले लिया गया है। रिपोर्ट तैयार होने पर हम आपको मैसेज करेंगे।`,
    "report-ready": `${b}: ##TEST## (##REF##) की रिपोर्ट तैयार है। इसे ##SITE##/download-report पर देखें`,
    rescheduled: `आपका ${b} घर से सैंपल कलेक्शन ##REF## अब ##DATE##, ##WINDOW## को है।`,
    cancelled: `आपका ${b} घर से सैंपल कलेक्शन ##REF## रद्द कर दिया गया है।`,
    "scan-confirmed": `आपका ${b} स्कैन ##REF## ##CENTRE## पर ##DATE##, ##SLOT## के लिए बुक है। ##PREP##। विवरण: ${bookings}`,
  },
};
