// తెలుగు: a scan's preparation steps and durations (schema.ts, by their English in
// catalogue-english.ts). Written by the engineering team, not yet reviewed by a native speaker
// (docs/i18n-glossary.md#review).
import type { CatalogueTranslation } from "./schema.ts";

export const teScans: Pick<CatalogueTranslation, "scanSteps" | "scanDurations"> = {
  scanSteps: {
    "No fasting or other preparation is needed.": "ఉపవాసం గానీ ఇతర సిద్ధత గానీ అవసరం లేదు.",
    "Remove chains, metal buttons, hooks and underwired garments from the chest; a gown is provided.":
      "ఛాతీపై ఉన్న గొలుసులు, లోహపు బటన్లు, హుక్కులు, వైరు ఉన్న లోదుస్తులు తీసేయండి; గౌను ఇస్తారు.",
    "Tell the technician if you are or may be pregnant.":
      "మీరు గర్భవతి అయితే లేదా అయి ఉండవచ్చు అనుకుంటే టెక్నీషియన్‌కు చెప్పండి.",
    "Remove spectacles, earrings, nose pins, hairpins and removable dentures.":
      "కళ్లజోడు, చెవిపోగులు, ముక్కుపుడక, హెయిర్‌పిన్‌లు, తీయగలిగే కట్టుడు పళ్లు తీసేయండి.",
    "Remove chains, earrings and hairpins before the X-ray.":
      "X-ray ముందు గొలుసులు, చెవిపోగులు, హెయిర్‌పిన్‌లు తీసేయండి.",
    "Wear shorts or loose trousers that roll above the knee, and remove any knee brace.":
      "మోకాలి పైకి మడవగలిగే షార్ట్స్ లేదా వదులైన ప్యాంటు వేసుకోండి, మోకాలి బ్రేస్ ఉంటే తీసేయండి.",
    "Remove belts, metal buttons, keys and coins from your pockets.":
      "బెల్టు, లోహపు బటన్లు, జేబుల్లోని తాళాలు, నాణేలు తీసేయండి.",
    "Remove socks, toe rings and anklets.": "సాక్సులు, మెట్టెలు, పట్టీలు తీసేయండి.",
    "Remove bangles, watches, bracelets and rings.": "గాజులు, వాచీ, బ్రేస్‌లెట్లు, ఉంగరాలు తీసేయండి.",
    "Drink 4-5 glasses (about 1 litre) of water an hour before the scan and do not pass urine until the scan is over: a full bladder is needed.":
      "స్కాన్‌కు గంట ముందు 4-5 గ్లాసుల (సుమారు 1 లీటరు) నీళ్లు తాగండి, స్కాన్ అయ్యే వరకు మూత్రం పోయకండి: మూత్రాశయం నిండుగా ఉండాలి.",
    "No fasting is needed.": "ఉపవాసం అవసరం లేదు.",
    "Bring previous scan reports and your doctor's prescription.":
      "గత స్కాన్ రిపోర్ట్‌లు, డాక్టర్ ప్రిస్క్రిప్షన్ తీసుకురండి.",
    "Fast for 6 hours before the scan; plain water is allowed. Food makes the gallbladder contract and fills the bowel with gas, which hides the organs.":
      "స్కాన్‌కు 6 గంటల ముందు నుంచి ఉపవాసం ఉండండి; మంచినీళ్లు తాగవచ్చు. ఆహారం పిత్తాశయాన్ని ముడుచుకునేలా చేసి పేగుల్లో గ్యాస్ నింపుతుంది, దాంతో అవయవాలు కనిపించవు.",
    "Take your regular medicines with a little water. People with diabetes should book an early-morning slot and bring something to eat after the scan.":
      "మీ రోజువారీ మందులు కొద్దిగా నీళ్లతో వేసుకోండి. మధుమేహం ఉన్నవారు తెల్లవారుజాము సమయం బుక్ చేసి, స్కాన్ తర్వాత తినడానికి ఏదైనా తీసుకురండి.",
    "Leg, arm and neck (carotid) Doppler: no preparation; wear loose clothing.":
      "కాలు, చేయి, మెడ (కరోటిడ్) డాప్లర్: సిద్ధత అవసరం లేదు; వదులైన దుస్తులు వేసుకోండి.",
    "Abdominal or renal Doppler: fast for 6 hours before the scan; plain water is allowed.":
      "పొట్ట లేదా మూత్రపిండాల డాప్లర్: స్కాన్‌కు 6 గంటల ముందు నుంచి ఉపవాసం ఉండండి; మంచినీళ్లు తాగవచ్చు.",
    "Bring your doctor's prescription naming the region to be scanned.":
      "స్కాన్ చేయాల్సిన భాగాన్ని పేర్కొన్న డాక్టర్ ప్రిస్క్రిప్షన్ తీసుకురండి.",
    "Wear a two-piece outfit; you will undress from the waist up.":
      "రెండు భాగాల దుస్తులు వేసుకోండి; నడుము పైభాగం దుస్తులు తీయాల్సి ఉంటుంది.",
    "Bring previous mammograms or breast scans for comparison.":
      "పోల్చడానికి గత మామోగ్రామ్‌లు లేదా రొమ్ము స్కాన్‌లు తీసుకురండి.",
    "Book the scan between 11 weeks 0 days and 13 weeks 6 days of pregnancy.":
      "గర్భం 11 వారాల 0 రోజుల నుంచి 13 వారాల 6 రోజుల మధ్య స్కాన్ బుక్ చేయండి.",
    "No fasting is needed; drinking 2 glasses of water an hour before can help.":
      "ఉపవాసం అవసరం లేదు; గంట ముందు 2 గ్లాసుల నీళ్లు తాగితే సహాయపడుతుంది.",
    "Carry a photo ID and your doctor's referral: the PCPNDT Act requires them for every pregnancy scan. The sex of the baby is never disclosed.":
      "ఫోటో ఐడీ, డాక్టర్ రిఫరల్ తీసుకురండి: ప్రతి గర్భ స్కాన్‌కు PCPNDT చట్టం ఇవి కోరుతుంది. శిశువు లింగం ఎప్పుడూ చెప్పబడదు.",
    "Before 12 weeks, come with a full bladder (drink about 1 litre of water an hour before); later in pregnancy no preparation is needed.":
      "12 వారాల ముందు నిండు మూత్రాశయంతో రండి (గంట ముందు సుమారు 1 లీటరు నీళ్లు తాగండి); ఆ తర్వాత సిద్ధత అవసరం లేదు.",
    "Bring earlier scan reports so growth can be compared.":
      "ఎదుగుదలను పోల్చడానికి గత స్కాన్ రిపోర్ట్‌లు తీసుకురండి.",
    "Wear loose clothing.": "వదులైన దుస్తులు వేసుకోండి.",
    "Sudden, severe testicular pain is an emergency: go to a hospital emergency department instead of booking a scan.":
      "అకస్మాత్తుగా వచ్చే తీవ్రమైన వృషణాల నొప్పి అత్యవసర పరిస్థితి: స్కాన్ బుక్ చేయడానికి బదులు ఆసుపత్రి ఎమర్జెన్సీ విభాగానికి వెళ్లండి.",
    "Pass urine just before the scan: the bladder should be empty.":
      "స్కాన్‌కు కొద్దిగా ముందు మూత్రం పోయండి: మూత్రాశయం ఖాళీగా ఉండాలి.",
    "No fasting is needed. Tell the sonologist if you are bleeding; the scan can usually still be done.":
      "ఉపవాసం అవసరం లేదు. రక్తస్రావం అవుతుంటే సోనాలజిస్ట్‌కు చెప్పండి; సాధారణంగా అప్పుడు కూడా స్కాన్ చేయవచ్చు.",
    "A female attendant is present throughout. For women who have never been sexually active a scan through the abdomen is done instead.":
      "మొత్తం సమయం ఒక మహిళా సహాయకురాలు ఉంటారు. ఎప్పుడూ లైంగిక సంబంధం లేని మహిళలకు బదులుగా పొట్ట ద్వారా స్కాన్ చేస్తారు.",
    "Book the scan between 18 and 22 weeks of pregnancy; no fasting or full bladder is needed.":
      "గర్భం 18 నుంచి 22 వారాల మధ్య స్కాన్ బుక్ చేయండి; ఉపవాసం గానీ నిండు మూత్రాశయం గానీ అవసరం లేదు.",
    "Bring your NT scan and earlier reports.": "మీ NT స్కాన్, గత రిపోర్ట్‌లు తీసుకురండి.",
    "No fasting is needed for a plain scan.": "కాంట్రాస్ట్ లేని స్కాన్‌కు ఉపవాసం అవసరం లేదు.",
    "If your doctor has asked for contrast, fast for 6 hours before the scan and bring a serum creatinine report from the last 30 days.":
      "డాక్టర్ కాంట్రాస్ట్ అడిగి ఉంటే, స్కాన్‌కు 6 గంటల ముందు నుంచి ఉపవాసం ఉండి, గత 30 రోజుల్లోని సీరం క్రియాటినిన్ రిపోర్ట్ తీసుకురండి.",
    "Remove jewellery, hairpins, removable dentures and other metal from the area being scanned.":
      "స్కాన్ చేసే భాగం నుంచి నగలు, హెయిర్‌పిన్‌లు, తీయగలిగే కట్టుడు పళ్లు, ఇతర లోహాలు తీసేయండి.",
    "You will be asked to hold your breath for a few seconds during the scan.":
      "స్కాన్ సమయంలో కొన్ని సెకన్ల పాటు ఊపిరి బిగబట్టమని అడుగుతారు.",
    "No fasting and no contrast injection are needed.": "ఉపవాసం, కాంట్రాస్ట్ ఇంజెక్షన్ అవసరం లేదు.",
    "Remove spectacles, earrings, nose pins and hairpins.":
      "కళ్లజోడు, చెవిపోగులు, ముక్కుపుడక, హెయిర్‌పిన్‌లు తీసేయండి.",
    "Drink 2-3 glasses of water 30-45 minutes before the scan.":
      "స్కాన్‌కు 30-45 నిమిషాల ముందు 2-3 గ్లాసుల నీళ్లు తాగండి.",
    "Remove belts and other metal around the waist.": "నడుము చుట్టూ ఉన్న బెల్టు, ఇతర లోహాలు తీసేయండి.",
    "Fast for 6 hours before the scan; sips of water are allowed until 2 hours before.":
      "స్కాన్‌కు 6 గంటల ముందు నుంచి ఉపవాసం ఉండండి; 2 గంటల ముందు వరకు గుక్కెడు నీళ్లు తాగవచ్చు.",
    "You will drink an oral contrast solution slowly over 1-1.5 hours at the centre before the scan.":
      "స్కాన్‌కు ముందు కేంద్రంలో 1-1.5 గంటల పాటు నోటి ద్వారా కాంట్రాస్ట్ ద్రావణాన్ని నెమ్మదిగా తాగుతారు.",
    "Bring a serum creatinine report from the last 30 days: the contrast dye is cleared by the kidneys.":
      "గత 30 రోజుల్లోని సీరం క్రియాటినిన్ రిపోర్ట్ తీసుకురండి: కాంట్రాస్ట్ రంగును మూత్రపిండాలు బయటకు పంపుతాయి.",
    "Tell us if you have had a reaction to contrast dye, or have asthma, kidney disease or diabetes (especially if you take metformin), or may be pregnant.":
      "గతంలో కాంట్రాస్ట్ రంగుతో రియాక్షన్ వచ్చి ఉంటే, లేదా ఆస్తమా, మూత్రపిండాల వ్యాధి, మధుమేహం (ముఖ్యంగా మెట్‌ఫార్మిన్ వాడుతుంటే) ఉంటే, లేదా గర్భవతి అయి ఉండవచ్చు అనుకుంటే మాకు చెప్పండి.",
    "Avoid tea, coffee, cola and energy drinks for 12 hours: caffeine speeds the heart and blurs the images. A tablet to slow the heart may be given.":
      "12 గంటల పాటు టీ, కాఫీ, కోలా, ఎనర్జీ డ్రింక్‌లు మానండి: కెఫీన్ గుండె వేగం పెంచి చిత్రాలను మసకబారుస్తుంది. గుండె వేగం తగ్గించడానికి ఒక మాత్ర ఇవ్వవచ్చు.",
    "Do not take sildenafil or tadalafil for 48 hours before the scan; continue your other heart medicines.":
      "స్కాన్‌కు 48 గంటల ముందు నుంచి సిల్డెనాఫిల్ లేదా టడాలాఫిల్ వేసుకోకండి; ఇతర గుండె మందులు కొనసాగించండి.",
    "Eat a low-fibre diet for 2 days before, and only clear liquids on the day before the scan.":
      "స్కాన్‌కు 2 రోజుల ముందు నుంచి తక్కువ పీచు ఉన్న ఆహారం తినండి, ముందు రోజు పలుచని ద్రవాలు మాత్రమే తాగండి.",
    "Take the bowel-cleansing medicine and the oral contrast drink exactly as instructed at booking.":
      "పేగులను శుభ్రం చేసే మందు, నోటి ద్వారా తాగే కాంట్రాస్ట్ పానీయం బుకింగ్ సమయంలో చెప్పినట్లే తీసుకోండి.",
    "Stop iron tablets 5 days before the scan. Tell us if you have diabetes or take blood thinners.":
      "స్కాన్‌కు 5 రోజుల ముందు ఐరన్ మాత్రలు ఆపేయండి. మధుమేహం ఉంటే లేదా రక్తం పలుచబరిచే మందులు వాడుతుంటే మాకు చెప్పండి.",
    "Tell us before booking if you have a pacemaker, defibrillator, cochlear implant, brain aneurysm clip, insulin pump, metal fragments in the eyes or any other implant: some are unsafe in the MRI magnet.":
      "పేస్‌మేకర్, డిఫిబ్రిలేటర్, కాక్లియర్ ఇంప్లాంట్, మెదడు అన్యూరిజం క్లిప్, ఇన్సులిన్ పంప్, కళ్లలో లోహపు ముక్కలు లేదా మరేదైనా ఇంప్లాంట్ ఉంటే బుక్ చేసే ముందు మాకు చెప్పండి: కొన్ని MRI అయస్కాంతంలో సురక్షితం కావు.",
    "Remove all metal (jewellery, hairpins, watch, belt, coins, keys) and leave phones and cards outside the scan room.":
      "అన్ని లోహాలు (నగలు, హెయిర్‌పిన్‌లు, వాచీ, బెల్టు, నాణేలు, తాళాలు) తీసేయండి; ఫోన్లు, కార్డులు స్కాన్ గది బయట ఉంచండి.",
    "The machine is noisy and narrow: earplugs are given. Tell us if you are claustrophobic or pregnant.":
      "యంత్రం శబ్దం చేస్తుంది, ఇరుకుగా ఉంటుంది: ఇయర్‌ప్లగ్‌లు ఇస్తారు. మూసిన ప్రదేశాల భయం ఉంటే లేదా గర్భవతి అయితే మాకు చెప్పండి.",
    "If contrast is planned, bring a serum creatinine report from the last 30 days.":
      "కాంట్రాస్ట్ ప్లాన్ చేసి ఉంటే, గత 30 రోజుల్లోని సీరం క్రియాటినిన్ రిపోర్ట్ తీసుకురండి.",
    "Avoid tea, coffee and chocolate for 12 hours if your doctor has asked for a stress study.":
      "డాక్టర్ స్ట్రెస్ స్టడీ అడిగి ఉంటే 12 గంటల పాటు టీ, కాఫీ, చాక్లెట్ మానండి.",
    "Fast for 4 hours and empty your bowels before the scan; a small enema may be advised. Avoid ejaculation for 3 days before.":
      "స్కాన్‌కు ముందు 4 గంటలు ఉపవాసం ఉండి, మల విసర్జన చేసి రండి; చిన్న ఎనిమా సూచించవచ్చు. 3 రోజుల ముందు నుంచి స్ఖలనం మానండి.",
    "Fast for 6 hours (sips of water only) so the stomach is empty and the gallbladder is full.":
      "కడుపు ఖాళీగా, పిత్తాశయం నిండుగా ఉండేలా 6 గంటలు ఉపవాసం ఉండండి (గుక్కెడు నీళ్లు మాత్రమే).",
    "Fast for 4 hours to reduce bowel movement; come with a moderately full bladder.":
      "పేగుల కదలిక తగ్గడానికి 4 గంటలు ఉపవాసం ఉండండి; మూత్రాశయం ఓ మోస్తరుగా నిండి ఉండగా రండి.",
    "Do not apply oil or body lotion on the chest; wear a top that opens at the front.":
      "ఛాతీకి నూనె లేదా లోషన్ రాయకండి; ముందువైపు తెరుచుకునే పైదుస్తులు వేసుకోండి.",
    "Small areas of chest hair may be trimmed so the electrodes stick.":
      "ఎలక్ట్రోడ్‌లు అతుక్కోవడానికి ఛాతీపై కొద్దిగా వెంట్రుకలు కత్తిరించవచ్చు.",
    "No fasting or special preparation is needed; continue your usual medicines.":
      "ఉపవాసం గానీ ప్రత్యేక సిద్ధత గానీ అవసరం లేదు; మీ రోజువారీ మందులు కొనసాగించండి.",
    "Bring previous ECG and echo reports for comparison.": "పోల్చడానికి గత ECG, Echo రిపోర్ట్‌లు తీసుకురండి.",
    "Have a light meal 2-3 hours before the test; avoid a heavy meal, tea, coffee and smoking for 3 hours before.":
      "టెస్ట్‌కు 2-3 గంటల ముందు తేలికపాటి భోజనం చేయండి; 3 గంటల ముందు నుంచి భారీ భోజనం, టీ, కాఫీ, పొగతాగడం మానండి.",
    "Wear comfortable walking shoes and loose clothing.":
      "నడవడానికి సౌకర్యవంతమైన బూట్లు, వదులైన దుస్తులు వేసుకోండి.",
    "Ask your doctor whether to pause beta-blockers or other heart medicines; do not stop them on your own.":
      "బీటా-బ్లాకర్లు లేదా ఇతర గుండె మందులు ఆపాలా అని డాక్టర్‌ను అడగండి; మీ అంతట మీరు ఆపకండి.",
    "If you have chest pain at rest, go to an emergency department instead of taking this test.":
      "విశ్రాంతిగా ఉన్నప్పుడే ఛాతీ నొప్పి ఉంటే, ఈ టెస్ట్‌కు బదులు ఎమర్జెన్సీ విభాగానికి వెళ్లండి.",
    "Do not use deodorant, talcum powder or cream under the arms or on the breasts on the day: they show up as white spots.":
      "ఆ రోజు చంకల్లో లేదా రొమ్ములపై డియోడరెంట్, పౌడర్, క్రీమ్ వాడకండి: అవి తెల్లని మచ్చలుగా కనిపిస్తాయి.",
    "Book about a week after your period starts, when the breasts are least tender.":
      "నెలసరి మొదలైన సుమారు వారం తర్వాత, రొమ్ములు తక్కువ నొప్పిగా ఉన్నప్పుడు బుక్ చేయండి.",
    "Bring previous mammograms. Tell us if you are pregnant or breastfeeding, or have breast implants.":
      "గత మామోగ్రామ్‌లు తీసుకురండి. గర్భవతి అయితే, పాలిస్తుంటే లేదా రొమ్ము ఇంప్లాంట్లు ఉంటే మాకు చెప్పండి.",
  },
  scanDurations: {
    "5-10 minutes": "{0} నిమిషాలు",
    "10 minutes": "{0} నిమిషాలు",
    "15-20 minutes": "{0} నిమిషాలు",
    "30-45 minutes": "{0} నిమిషాలు",
    "20-30 minutes": "{0} నిమిషాలు",
    "10-15 minutes": "{0} నిమిషాలు",
    "About 2 hours including the oral contrast; the scan itself takes 15 minutes":
      "నోటి కాంట్రాస్ట్‌తో కలిపి సుమారు {0} గంటలు; స్కాన్ మాత్రం {1} నిమిషాలు",
    "45-60 minutes including preparation; the scan itself takes under 10 minutes":
      "సిద్ధతతో కలిపి {0} నిమిషాలు; స్కాన్ మాత్రం {1} నిమిషాల లోపు",
    "45-60 minutes": "{0} నిమిషాలు",
    "30 minutes": "{0} నిమిషాలు",
    "45-60 minutes, of which about 10 minutes on the treadmill":
      "{0} నిమిషాలు, అందులో ట్రెడ్‌మిల్‌పై సుమారు {1} నిమిషాలు",
  },
};
