// தமிழ்: a scan's preparation steps and durations (schema.ts, by their English in
// catalogue-english.ts). Written by the engineering team, not yet reviewed by a native speaker
// (docs/i18n-glossary.md#review).
import type { CatalogueTranslation } from "./schema.ts";

export const taScans: Pick<CatalogueTranslation, "scanSteps" | "scanDurations"> = {
  scanSteps: {
    "No fasting or other preparation is needed.": "உண்ணாமல் இருக்கவோ வேறு தயாரிப்போ தேவையில்லை.",
    "Remove chains, metal buttons, hooks and underwired garments from the chest; a gown is provided.":
      "மார்பில் உள்ள சங்கிலி, உலோகப் பொத்தான்கள், கொக்கிகள், கம்பி உள்ள உள்ளாடைகளை அகற்றுங்கள்; அணிய கவுன் தரப்படும்.",
    "Tell the technician if you are or may be pregnant.":
      "நீங்கள் கர்ப்பமாக இருந்தால் அல்லது இருக்கக்கூடும் என்றால் டெக்னீஷியனிடம் சொல்லுங்கள்.",
    "Remove spectacles, earrings, nose pins, hairpins and removable dentures.":
      "கண்ணாடி, காதணிகள், மூக்குத்தி, ஹேர்பின்கள், கழற்றக்கூடிய பல்செட் ஆகியவற்றை அகற்றுங்கள்.",
    "Remove chains, earrings and hairpins before the X-ray.":
      "X-ray எடுக்கும் முன் சங்கிலி, காதணிகள், ஹேர்பின்களை அகற்றுங்கள்.",
    "Wear shorts or loose trousers that roll above the knee, and remove any knee brace.":
      "முழங்காலுக்கு மேல் மடிக்கக்கூடிய ஷார்ட்ஸ் அல்லது தளர்வான பேன்ட் அணியுங்கள்; முழங்கால் பட்டை இருந்தால் அகற்றுங்கள்.",
    "Remove belts, metal buttons, keys and coins from your pockets.":
      "பெல்ட், உலோகப் பொத்தான்கள், பைகளில் உள்ள சாவிகள், நாணயங்களை அகற்றுங்கள்.",
    "Remove socks, toe rings and anklets.": "சாக்ஸ், மெட்டி, கொலுசு ஆகியவற்றை அகற்றுங்கள்.",
    "Remove bangles, watches, bracelets and rings.":
      "வளையல்கள், கடிகாரம், பிரேஸ்லெட், மோதிரங்களை அகற்றுங்கள்.",
    "Drink 4-5 glasses (about 1 litre) of water an hour before the scan and do not pass urine until the scan is over: a full bladder is needed.":
      "ஸ்கேனுக்கு ஒரு மணி நேரம் முன் 4-5 டம்ளர் (சுமார் 1 லிட்டர்) தண்ணீர் குடியுங்கள்; ஸ்கேன் முடியும் வரை சிறுநீர் கழிக்க வேண்டாம்: சிறுநீர்ப்பை நிறைந்திருக்க வேண்டும்.",
    "No fasting is needed.": "உண்ணாமல் இருக்கத் தேவையில்லை.",
    "Bring previous scan reports and your doctor's prescription.":
      "முந்தைய ஸ்கேன் ரிப்போர்ட்களையும் மருத்துவரின் மருந்துச்சீட்டையும் கொண்டு வாருங்கள்.",
    "Fast for 6 hours before the scan; plain water is allowed. Food makes the gallbladder contract and fills the bowel with gas, which hides the organs.":
      "ஸ்கேனுக்கு 6 மணி நேரம் முன்பிருந்து உண்ண வேண்டாம்; தண்ணீர் மட்டும் குடிக்கலாம். உணவு பித்தப்பையைச் சுருங்கச் செய்து குடலில் வாயுவை நிரப்புவதால் உறுப்புகள் மறைந்துவிடும்.",
    "Take your regular medicines with a little water. People with diabetes should book an early-morning slot and bring something to eat after the scan.":
      "வழக்கமான மருந்துகளைச் சிறிது தண்ணீருடன் எடுத்துக்கொள்ளுங்கள். நீரிழிவு உள்ளவர்கள் அதிகாலை நேரத்தைப் பதிவுசெய்து, ஸ்கேனுக்குப் பின் சாப்பிட ஏதாவது கொண்டு வாருங்கள்.",
    "Leg, arm and neck (carotid) Doppler: no preparation; wear loose clothing.":
      "கால், கை, கழுத்து (கரோடிட்) டாப்ளர்: தயாரிப்பு தேவையில்லை; தளர்வான உடை அணியுங்கள்.",
    "Abdominal or renal Doppler: fast for 6 hours before the scan; plain water is allowed.":
      "வயிறு அல்லது சிறுநீரக டாப்ளர்: ஸ்கேனுக்கு 6 மணி நேரம் முன்பிருந்து உண்ண வேண்டாம்; தண்ணீர் மட்டும் குடிக்கலாம்.",
    "Bring your doctor's prescription naming the region to be scanned.":
      "ஸ்கேன் செய்ய வேண்டிய பகுதியைக் குறிப்பிடும் மருத்துவரின் மருந்துச்சீட்டைக் கொண்டு வாருங்கள்.",
    "Wear a two-piece outfit; you will undress from the waist up.":
      "இரண்டு பகுதி உடை அணியுங்கள்; இடுப்புக்கு மேல் உடையைக் கழற்ற வேண்டியிருக்கும்.",
    "Bring previous mammograms or breast scans for comparison.":
      "ஒப்பிட்டுப் பார்க்க முந்தைய மேமோகிராம் அல்லது மார்பக ஸ்கேன்களைக் கொண்டு வாருங்கள்.",
    "Book the scan between 11 weeks 0 days and 13 weeks 6 days of pregnancy.":
      "கர்ப்பத்தின் 11 வாரம் 0 நாள் முதல் 13 வாரம் 6 நாள் வரை உள்ள காலத்தில் ஸ்கேனைப் பதிவுசெய்யுங்கள்.",
    "No fasting is needed; drinking 2 glasses of water an hour before can help.":
      "உண்ணாமல் இருக்கத் தேவையில்லை; ஒரு மணி நேரம் முன் 2 டம்ளர் தண்ணீர் குடிப்பது உதவும்.",
    "Carry a photo ID and your doctor's referral: the PCPNDT Act requires them for every pregnancy scan. The sex of the baby is never disclosed.":
      "புகைப்பட அடையாள அட்டையையும் மருத்துவரின் பரிந்துரைக் கடிதத்தையும் கொண்டு வாருங்கள்: ஒவ்வொரு கர்ப்ப ஸ்கேனுக்கும் PCPNDT சட்டம் இவற்றைக் கோருகிறது. குழந்தையின் பாலினம் ஒருபோதும் தெரிவிக்கப்படாது.",
    "Before 12 weeks, come with a full bladder (drink about 1 litre of water an hour before); later in pregnancy no preparation is needed.":
      "12 வாரங்களுக்கு முன் நிறைந்த சிறுநீர்ப்பையுடன் வாருங்கள் (ஒரு மணி நேரம் முன் சுமார் 1 லிட்டர் தண்ணீர் குடியுங்கள்); அதற்குப் பிறகு தயாரிப்பு தேவையில்லை.",
    "Bring earlier scan reports so growth can be compared.":
      "வளர்ச்சியை ஒப்பிட முந்தைய ஸ்கேன் ரிப்போர்ட்களைக் கொண்டு வாருங்கள்.",
    "Wear loose clothing.": "தளர்வான உடை அணியுங்கள்.",
    "Sudden, severe testicular pain is an emergency: go to a hospital emergency department instead of booking a scan.":
      "திடீரென்று வரும் கடுமையான விதைப்பை வலி அவசர நிலை: ஸ்கேன் பதிவுசெய்வதற்குப் பதில் மருத்துவமனையின் அவசரப் பிரிவுக்குச் செல்லுங்கள்.",
    "Pass urine just before the scan: the bladder should be empty.":
      "ஸ்கேனுக்குச் சற்று முன் சிறுநீர் கழியுங்கள்: சிறுநீர்ப்பை காலியாக இருக்க வேண்டும்.",
    "No fasting is needed. Tell the sonologist if you are bleeding; the scan can usually still be done.":
      "உண்ணாமல் இருக்கத் தேவையில்லை. இரத்தப்போக்கு இருந்தால் சோனாலஜிஸ்ட்டிடம் சொல்லுங்கள்; பெரும்பாலும் அப்போதும் ஸ்கேன் செய்யலாம்.",
    "A female attendant is present throughout. For women who have never been sexually active a scan through the abdomen is done instead.":
      "முழு நேரமும் ஒரு பெண் உதவியாளர் உடனிருப்பார். உடலுறவு அனுபவம் இல்லாத பெண்களுக்கு இதற்குப் பதில் வயிற்றின் வழியாக ஸ்கேன் செய்யப்படும்.",
    "Book the scan between 18 and 22 weeks of pregnancy; no fasting or full bladder is needed.":
      "கர்ப்பத்தின் 18 முதல் 22 வாரங்களுக்குள் ஸ்கேனைப் பதிவுசெய்யுங்கள்; உண்ணாமல் இருக்கவோ சிறுநீர்ப்பை நிறைந்திருக்கவோ தேவையில்லை.",
    "Bring your NT scan and earlier reports.":
      "உங்கள் NT ஸ்கேனையும் முந்தைய ரிப்போர்ட்களையும் கொண்டு வாருங்கள்.",
    "No fasting is needed for a plain scan.": "கான்ட்ராஸ்ட் இல்லாத ஸ்கேனுக்கு உண்ணாமல் இருக்கத் தேவையில்லை.",
    "If your doctor has asked for contrast, fast for 6 hours before the scan and bring a serum creatinine report from the last 30 days.":
      "மருத்துவர் கான்ட்ராஸ்ட் கேட்டிருந்தால், ஸ்கேனுக்கு 6 மணி நேரம் முன்பிருந்து உண்ண வேண்டாம்; கடந்த 30 நாட்களுக்குள் எடுத்த சீரம் கிரியேட்டினின் ரிப்போர்ட்டைக் கொண்டு வாருங்கள்.",
    "Remove jewellery, hairpins, removable dentures and other metal from the area being scanned.":
      "ஸ்கேன் செய்யப்படும் பகுதியில் உள்ள நகைகள், ஹேர்பின்கள், கழற்றக்கூடிய பல்செட், பிற உலோகங்களை அகற்றுங்கள்.",
    "You will be asked to hold your breath for a few seconds during the scan.":
      "ஸ்கேனின்போது சில நொடிகள் மூச்சை அடக்கச் சொல்வார்கள்.",
    "No fasting and no contrast injection are needed.": "உண்ணாமல் இருக்கவோ கான்ட்ராஸ்ட் ஊசியோ தேவையில்லை.",
    "Remove spectacles, earrings, nose pins and hairpins.":
      "கண்ணாடி, காதணிகள், மூக்குத்தி, ஹேர்பின்களை அகற்றுங்கள்.",
    "Drink 2-3 glasses of water 30-45 minutes before the scan.":
      "ஸ்கேனுக்கு 30-45 நிமிடங்கள் முன் 2-3 டம்ளர் தண்ணீர் குடியுங்கள்.",
    "Remove belts and other metal around the waist.":
      "இடுப்பைச் சுற்றியுள்ள பெல்ட், பிற உலோகங்களை அகற்றுங்கள்.",
    "Fast for 6 hours before the scan; sips of water are allowed until 2 hours before.":
      "ஸ்கேனுக்கு 6 மணி நேரம் முன்பிருந்து உண்ண வேண்டாம்; 2 மணி நேரம் முன் வரை சிறிது சிறிதாகத் தண்ணீர் குடிக்கலாம்.",
    "You will drink an oral contrast solution slowly over 1-1.5 hours at the centre before the scan.":
      "ஸ்கேனுக்கு முன் மையத்தில் 1-1.5 மணி நேரத்தில் வாய்வழி கான்ட்ராஸ்ட் திரவத்தை மெதுவாகக் குடிப்பீர்கள்.",
    "Bring a serum creatinine report from the last 30 days: the contrast dye is cleared by the kidneys.":
      "கடந்த 30 நாட்களுக்குள் எடுத்த சீரம் கிரியேட்டினின் ரிப்போர்ட்டைக் கொண்டு வாருங்கள்: கான்ட்ராஸ்ட் சாயத்தைச் சிறுநீரகங்களே வெளியேற்றுகின்றன.",
    "Tell us if you have had a reaction to contrast dye, or have asthma, kidney disease or diabetes (especially if you take metformin), or may be pregnant.":
      "முன்பு கான்ட்ராஸ்ட் சாயத்தால் ஒவ்வாமை ஏற்பட்டிருந்தால், அல்லது ஆஸ்துமா, சிறுநீரக நோய், நீரிழிவு (குறிப்பாக மெட்ஃபார்மின் எடுத்தால்) இருந்தால், அல்லது கர்ப்பமாக இருக்கக்கூடும் என்றால் எங்களிடம் சொல்லுங்கள்.",
    "Avoid tea, coffee, cola and energy drinks for 12 hours: caffeine speeds the heart and blurs the images. A tablet to slow the heart may be given.":
      "12 மணி நேரம் டீ, காபி, கோலா, எனர்ஜி பானங்களைத் தவிருங்கள்: காஃபின் இதயத் துடிப்பை வேகமாக்கிப் படங்களை மங்கலாக்கும். இதயத் துடிப்பைக் குறைக்க ஒரு மாத்திரை தரப்படலாம்.",
    "Do not take sildenafil or tadalafil for 48 hours before the scan; continue your other heart medicines.":
      "ஸ்கேனுக்கு 48 மணி நேரம் முன்பிருந்து சில்டெனாஃபில் அல்லது டடாலாஃபில் எடுக்க வேண்டாம்; மற்ற இதய மருந்துகளைத் தொடருங்கள்.",
    "Eat a low-fibre diet for 2 days before, and only clear liquids on the day before the scan.":
      "ஸ்கேனுக்கு முன் 2 நாட்கள் நார்ச்சத்து குறைந்த உணவை உண்ணுங்கள்; ஸ்கேனுக்கு முந்தைய நாள் தெளிவான திரவங்கள் மட்டும் அருந்துங்கள்.",
    "Take the bowel-cleansing medicine and the oral contrast drink exactly as instructed at booking.":
      "குடலைச் சுத்தம் செய்யும் மருந்தையும் வாய்வழி கான்ட்ராஸ்ட் பானத்தையும் பதிவின்போது சொன்னபடியே எடுத்துக்கொள்ளுங்கள்.",
    "Stop iron tablets 5 days before the scan. Tell us if you have diabetes or take blood thinners.":
      "ஸ்கேனுக்கு 5 நாட்கள் முன் இரும்புச்சத்து மாத்திரைகளை நிறுத்துங்கள். நீரிழிவு இருந்தால் அல்லது இரத்தம் உறைதலைத் தடுக்கும் மருந்து எடுத்தால் எங்களிடம் சொல்லுங்கள்.",
    "Tell us before booking if you have a pacemaker, defibrillator, cochlear implant, brain aneurysm clip, insulin pump, metal fragments in the eyes or any other implant: some are unsafe in the MRI magnet.":
      "பேஸ்மேக்கர், டிஃபிப்ரிலேட்டர், காக்ளியர் உள்வைப்பு, மூளை அனியூரிசம் கிளிப், இன்சுலின் பம்ப், கண்களில் உலோகத் துகள்கள் அல்லது வேறு ஏதேனும் உள்வைப்பு இருந்தால் பதிவுசெய்யும் முன் எங்களிடம் சொல்லுங்கள்: சில MRI காந்தத்தில் பாதுகாப்பானவை அல்ல.",
    "Remove all metal (jewellery, hairpins, watch, belt, coins, keys) and leave phones and cards outside the scan room.":
      "எல்லா உலோகங்களையும் (நகைகள், ஹேர்பின்கள், கடிகாரம், பெல்ட், நாணயங்கள், சாவிகள்) அகற்றுங்கள்; போன், கார்டுகளை ஸ்கேன் அறைக்கு வெளியே வையுங்கள்.",
    "The machine is noisy and narrow: earplugs are given. Tell us if you are claustrophobic or pregnant.":
      "இயந்திரம் சத்தமானது, குறுகலானது: காதடைப்பான்கள் தரப்படும். மூடிய இடத்தில் பயம் இருந்தால் அல்லது கர்ப்பமாக இருந்தால் எங்களிடம் சொல்லுங்கள்.",
    "If contrast is planned, bring a serum creatinine report from the last 30 days.":
      "கான்ட்ராஸ்ட் திட்டமிடப்பட்டிருந்தால், கடந்த 30 நாட்களுக்குள் எடுத்த சீரம் கிரியேட்டினின் ரிப்போர்ட்டைக் கொண்டு வாருங்கள்.",
    "Avoid tea, coffee and chocolate for 12 hours if your doctor has asked for a stress study.":
      "மருத்துவர் ஸ்ட்ரெஸ் பரிசோதனை கேட்டிருந்தால் 12 மணி நேரம் டீ, காபி, சாக்லேட்டைத் தவிருங்கள்.",
    "Fast for 4 hours and empty your bowels before the scan; a small enema may be advised. Avoid ejaculation for 3 days before.":
      "ஸ்கேனுக்கு முன் 4 மணி நேரம் உண்ண வேண்டாம், மலம் கழித்துவிட்டு வாருங்கள்; சிறிய எனிமா பரிந்துரைக்கப்படலாம். 3 நாட்கள் முன்பிருந்து விந்து வெளியேற்றத்தைத் தவிருங்கள்.",
    "Fast for 6 hours (sips of water only) so the stomach is empty and the gallbladder is full.":
      "வயிறு காலியாகவும் பித்தப்பை நிறைந்தும் இருக்க 6 மணி நேரம் உண்ண வேண்டாம் (சிறிது சிறிதாகத் தண்ணீர் மட்டும்).",
    "Fast for 4 hours to reduce bowel movement; come with a moderately full bladder.":
      "குடல் அசைவைக் குறைக்க 4 மணி நேரம் உண்ண வேண்டாம்; ஓரளவு நிறைந்த சிறுநீர்ப்பையுடன் வாருங்கள்.",
    "Do not apply oil or body lotion on the chest; wear a top that opens at the front.":
      "மார்பில் எண்ணெய் அல்லது லோஷன் தடவ வேண்டாம்; முன்பக்கம் திறக்கக்கூடிய மேலாடை அணியுங்கள்.",
    "Small areas of chest hair may be trimmed so the electrodes stick.":
      "எலக்ட்ரோடுகள் ஒட்டுவதற்காக மார்பு முடி சிறிது வெட்டப்படலாம்.",
    "No fasting or special preparation is needed; continue your usual medicines.":
      "உண்ணாமல் இருக்கவோ சிறப்புத் தயாரிப்போ தேவையில்லை; வழக்கமான மருந்துகளைத் தொடருங்கள்.",
    "Bring previous ECG and echo reports for comparison.":
      "ஒப்பிட்டுப் பார்க்க முந்தைய ECG, Echo ரிப்போர்ட்களைக் கொண்டு வாருங்கள்.",
    "Have a light meal 2-3 hours before the test; avoid a heavy meal, tea, coffee and smoking for 3 hours before.":
      "பரிசோதனைக்கு 2-3 மணி நேரம் முன் லேசான உணவு உண்ணுங்கள்; 3 மணி நேரம் முன்பிருந்து கனமான உணவு, டீ, காபி, புகைபிடித்தலைத் தவிருங்கள்.",
    "Wear comfortable walking shoes and loose clothing.":
      "நடக்க வசதியான ஷூக்களும் தளர்வான உடையும் அணியுங்கள்.",
    "Ask your doctor whether to pause beta-blockers or other heart medicines; do not stop them on your own.":
      "பீட்டா-பிளாக்கர் அல்லது பிற இதய மருந்துகளை நிறுத்தி வைக்க வேண்டுமா என்று மருத்துவரிடம் கேளுங்கள்; நீங்களாக நிறுத்த வேண்டாம்.",
    "If you have chest pain at rest, go to an emergency department instead of taking this test.":
      "ஓய்வாக இருக்கும்போதே நெஞ்சு வலி இருந்தால், இந்தப் பரிசோதனைக்குப் பதில் அவசரப் பிரிவுக்குச் செல்லுங்கள்.",
    "Do not use deodorant, talcum powder or cream under the arms or on the breasts on the day: they show up as white spots.":
      "அன்று அக்குளிலோ மார்பகங்களிலோ டியோடரன்ட், பவுடர், க்ரீம் பயன்படுத்த வேண்டாம்: அவை படத்தில் வெள்ளைப் புள்ளிகளாகத் தெரியும்.",
    "Book about a week after your period starts, when the breasts are least tender.":
      "மாதவிடாய் தொடங்கி சுமார் ஒரு வாரம் கழித்து, மார்பகங்கள் வலி குறைவாக இருக்கும்போது பதிவுசெய்யுங்கள்.",
    "Bring previous mammograms. Tell us if you are pregnant or breastfeeding, or have breast implants.":
      "முந்தைய மேமோகிராம்களைக் கொண்டு வாருங்கள். கர்ப்பமாக இருந்தால், தாய்ப்பால் கொடுத்தால் அல்லது மார்பக உள்வைப்பு இருந்தால் எங்களிடம் சொல்லுங்கள்.",
  },
  scanDurations: {
    "5-10 minutes": "{0} நிமிடங்கள்",
    "10 minutes": "{0} நிமிடங்கள்",
    "15-20 minutes": "{0} நிமிடங்கள்",
    "30-45 minutes": "{0} நிமிடங்கள்",
    "20-30 minutes": "{0} நிமிடங்கள்",
    "10-15 minutes": "{0} நிமிடங்கள்",
    "About 2 hours including the oral contrast; the scan itself takes 15 minutes":
      "வாய்வழி கான்ட்ராஸ்ட் உட்பட சுமார் {0} மணி நேரம்; ஸ்கேன் மட்டும் {1} நிமிடங்கள்",
    "45-60 minutes including preparation; the scan itself takes under 10 minutes":
      "தயாரிப்பு உட்பட {0} நிமிடங்கள்; ஸ்கேன் மட்டும் {1} நிமிடங்களுக்குள்",
    "45-60 minutes": "{0} நிமிடங்கள்",
    "30 minutes": "{0} நிமிடங்கள்",
    "45-60 minutes, of which about 10 minutes on the treadmill":
      "{0} நிமிடங்கள், அதில் டிரெட்மில்லில் சுமார் {1} நிமிடங்கள்",
  },
};
