// हिन्दी: a scan's preparation steps and durations (schema.ts, by their English in
// catalogue-english.ts). Written by the engineering team, not yet reviewed by a native speaker
// (docs/i18n-glossary.md#review).
import type { CatalogueTranslation } from "./schema.ts";

export const hiScans: Pick<CatalogueTranslation, "scanSteps" | "scanDurations"> = {
  scanSteps: {
    "No fasting or other preparation is needed.": "उपवास या कोई और तैयारी ज़रूरी नहीं है।",
    "Remove chains, metal buttons, hooks and underwired garments from the chest; a gown is provided.":
      "छाती से चेन, धातु के बटन, हुक और तार वाले अंतर्वस्त्र उतार दें; गाउन दिया जाता है।",
    "Tell the technician if you are or may be pregnant.":
      "अगर आप गर्भवती हैं या हो सकती हैं तो टेक्नीशियन को बताएँ।",
    "Remove spectacles, earrings, nose pins, hairpins and removable dentures.":
      "चश्मा, कान की बालियाँ, नाक की कील, हेयरपिन और निकाले जा सकने वाले नकली दाँत उतार दें।",
    "Remove chains, earrings and hairpins before the X-ray.":
      "X-ray से पहले चेन, कान की बालियाँ और हेयरपिन उतार दें।",
    "Wear shorts or loose trousers that roll above the knee, and remove any knee brace.":
      "घुटने से ऊपर मुड़ सकने वाले शॉर्ट्स या ढीली पैंट पहनें, और घुटने का ब्रेस हो तो उतार दें।",
    "Remove belts, metal buttons, keys and coins from your pockets.":
      "बेल्ट, धातु के बटन, और जेब से चाबियाँ और सिक्के निकाल दें।",
    "Remove socks, toe rings and anklets.": "मोज़े, बिछिया और पायल उतार दें।",
    "Remove bangles, watches, bracelets and rings.": "चूड़ियाँ, घड़ी, ब्रेसलेट और अँगूठियाँ उतार दें।",
    "Drink 4-5 glasses (about 1 litre) of water an hour before the scan and do not pass urine until the scan is over: a full bladder is needed.":
      "स्कैन से एक घंटा पहले 4-5 गिलास (लगभग 1 लीटर) पानी पिएँ और स्कैन पूरा होने तक पेशाब न करें: मूत्राशय भरा होना चाहिए।",
    "No fasting is needed.": "उपवास ज़रूरी नहीं है।",
    "Bring previous scan reports and your doctor's prescription.":
      "पिछली स्कैन रिपोर्ट और डॉक्टर का प्रिस्क्रिप्शन साथ लाएँ।",
    "Fast for 6 hours before the scan; plain water is allowed. Food makes the gallbladder contract and fills the bowel with gas, which hides the organs.":
      "स्कैन से 6 घंटे पहले से कुछ न खाएँ; सादा पानी पी सकते हैं। खाने से पित्ताशय सिकुड़ता है और आँतों में गैस भरती है, जिससे अंग छिप जाते हैं।",
    "Take your regular medicines with a little water. People with diabetes should book an early-morning slot and bring something to eat after the scan.":
      "अपनी नियमित दवाएँ थोड़े पानी के साथ लें। डायबिटीज़ वाले सुबह जल्दी का समय बुक करें और स्कैन के बाद खाने के लिए कुछ साथ लाएँ।",
    "Leg, arm and neck (carotid) Doppler: no preparation; wear loose clothing.":
      "पैर, बाँह और गर्दन (कैरोटिड) डॉप्लर: कोई तैयारी नहीं; ढीले कपड़े पहनें।",
    "Abdominal or renal Doppler: fast for 6 hours before the scan; plain water is allowed.":
      "पेट या किडनी का डॉप्लर: स्कैन से 6 घंटे पहले से कुछ न खाएँ; सादा पानी पी सकते हैं।",
    "Bring your doctor's prescription naming the region to be scanned.":
      "डॉक्टर का वह प्रिस्क्रिप्शन लाएँ जिसमें स्कैन किया जाने वाला हिस्सा लिखा हो।",
    "Wear a two-piece outfit; you will undress from the waist up.":
      "दो हिस्सों वाले कपड़े पहनें; कमर से ऊपर के कपड़े उतारने होंगे।",
    "Bring previous mammograms or breast scans for comparison.":
      "तुलना के लिए पिछले मैमोग्राम या स्तन के स्कैन साथ लाएँ।",
    "Book the scan between 11 weeks 0 days and 13 weeks 6 days of pregnancy.":
      "गर्भावस्था के 11 सप्ताह 0 दिन से 13 सप्ताह 6 दिन के बीच स्कैन बुक करें।",
    "No fasting is needed; drinking 2 glasses of water an hour before can help.":
      "उपवास ज़रूरी नहीं है; एक घंटा पहले 2 गिलास पानी पीने से मदद मिलती है।",
    "Carry a photo ID and your doctor's referral: the PCPNDT Act requires them for every pregnancy scan. The sex of the baby is never disclosed.":
      "फ़ोटो पहचान पत्र और डॉक्टर का रेफ़रल साथ लाएँ: PCPNDT कानून हर गर्भावस्था स्कैन के लिए इन्हें ज़रूरी बनाता है। बच्चे का लिंग कभी नहीं बताया जाता।",
    "Before 12 weeks, come with a full bladder (drink about 1 litre of water an hour before); later in pregnancy no preparation is needed.":
      "12 सप्ताह से पहले भरे मूत्राशय के साथ आएँ (एक घंटा पहले लगभग 1 लीटर पानी पिएँ); उसके बाद कोई तैयारी ज़रूरी नहीं है।",
    "Bring earlier scan reports so growth can be compared.":
      "बढ़त की तुलना के लिए पिछली स्कैन रिपोर्ट साथ लाएँ।",
    "Wear loose clothing.": "ढीले कपड़े पहनें।",
    "Sudden, severe testicular pain is an emergency: go to a hospital emergency department instead of booking a scan.":
      "अंडकोष में अचानक तेज़ दर्द आपात स्थिति है: स्कैन बुक करने के बजाय अस्पताल के इमरजेंसी विभाग में जाएँ।",
    "Pass urine just before the scan: the bladder should be empty.":
      "स्कैन से ठीक पहले पेशाब कर लें: मूत्राशय खाली होना चाहिए।",
    "No fasting is needed. Tell the sonologist if you are bleeding; the scan can usually still be done.":
      "उपवास ज़रूरी नहीं है। अगर ब्लीडिंग हो रही है तो सोनोलॉजिस्ट को बताएँ; आमतौर पर स्कैन फिर भी हो सकता है।",
    "A female attendant is present throughout. For women who have never been sexually active a scan through the abdomen is done instead.":
      "पूरे समय एक महिला सहायक मौजूद रहती हैं। जिन महिलाओं ने कभी यौन संबंध नहीं बनाए, उनका स्कैन इसके बजाय पेट के ऊपर से किया जाता है।",
    "Book the scan between 18 and 22 weeks of pregnancy; no fasting or full bladder is needed.":
      "गर्भावस्था के 18 से 22 सप्ताह के बीच स्कैन बुक करें; उपवास या भरा मूत्राशय ज़रूरी नहीं है।",
    "Bring your NT scan and earlier reports.": "अपना NT स्कैन और पिछली रिपोर्ट साथ लाएँ।",
    "No fasting is needed for a plain scan.": "बिना कंट्रास्ट वाले स्कैन के लिए उपवास ज़रूरी नहीं है।",
    "If your doctor has asked for contrast, fast for 6 hours before the scan and bring a serum creatinine report from the last 30 days.":
      "अगर डॉक्टर ने कंट्रास्ट के लिए कहा है, तो स्कैन से 6 घंटे पहले से कुछ न खाएँ और पिछले 30 दिनों की सीरम क्रिएटिनिन रिपोर्ट साथ लाएँ।",
    "Remove jewellery, hairpins, removable dentures and other metal from the area being scanned.":
      "जिस हिस्से का स्कैन होना है वहाँ से गहने, हेयरपिन, निकाले जा सकने वाले नकली दाँत और दूसरी धातु हटा दें।",
    "You will be asked to hold your breath for a few seconds during the scan.":
      "स्कैन के दौरान कुछ सेकंड के लिए साँस रोकने को कहा जाएगा।",
    "No fasting and no contrast injection are needed.": "न उपवास ज़रूरी है, न कंट्रास्ट का इंजेक्शन।",
    "Remove spectacles, earrings, nose pins and hairpins.":
      "चश्मा, कान की बालियाँ, नाक की कील और हेयरपिन उतार दें।",
    "Drink 2-3 glasses of water 30-45 minutes before the scan.":
      "स्कैन से 30-45 मिनट पहले 2-3 गिलास पानी पिएँ।",
    "Remove belts and other metal around the waist.": "कमर के आसपास से बेल्ट और दूसरी धातु हटा दें।",
    "Fast for 6 hours before the scan; sips of water are allowed until 2 hours before.":
      "स्कैन से 6 घंटे पहले से कुछ न खाएँ; 2 घंटे पहले तक घूँट-घूँट पानी पी सकते हैं।",
    "You will drink an oral contrast solution slowly over 1-1.5 hours at the centre before the scan.":
      "स्कैन से पहले सेंटर पर आप 1-1.5 घंटे में धीरे-धीरे मुँह से लिया जाने वाला कंट्रास्ट घोल पिएँगे।",
    "Bring a serum creatinine report from the last 30 days: the contrast dye is cleared by the kidneys.":
      "पिछले 30 दिनों की सीरम क्रिएटिनिन रिपोर्ट साथ लाएँ: कंट्रास्ट डाई को किडनी बाहर निकालती है।",
    "Tell us if you have had a reaction to contrast dye, or have asthma, kidney disease or diabetes (especially if you take metformin), or may be pregnant.":
      "अगर पहले कभी कंट्रास्ट डाई से रिएक्शन हुआ हो, या अस्थमा, किडनी की बीमारी या डायबिटीज़ हो (खासकर अगर आप मेटफ़ॉर्मिन लेते हैं), या आप गर्भवती हो सकती हैं, तो हमें बताएँ।",
    "Avoid tea, coffee, cola and energy drinks for 12 hours: caffeine speeds the heart and blurs the images. A tablet to slow the heart may be given.":
      "12 घंटे तक चाय, कॉफ़ी, कोला और एनर्जी ड्रिंक न लें: कैफ़ीन दिल की धड़कन तेज़ करके तस्वीरें धुँधली कर देता है। धड़कन धीमी करने की एक गोली दी जा सकती है।",
    "Do not take sildenafil or tadalafil for 48 hours before the scan; continue your other heart medicines.":
      "स्कैन से 48 घंटे पहले से सिल्डेनाफ़िल या टाडालाफ़िल न लें; दिल की बाकी दवाएँ जारी रखें।",
    "Eat a low-fibre diet for 2 days before, and only clear liquids on the day before the scan.":
      "स्कैन से 2 दिन पहले से कम रेशे वाला खाना खाएँ, और एक दिन पहले सिर्फ़ साफ़ तरल पिएँ।",
    "Take the bowel-cleansing medicine and the oral contrast drink exactly as instructed at booking.":
      "आँतें साफ़ करने की दवा और मुँह से पीने वाला कंट्रास्ट बुकिंग के समय बताए अनुसार ही लें।",
    "Stop iron tablets 5 days before the scan. Tell us if you have diabetes or take blood thinners.":
      "स्कैन से 5 दिन पहले आयरन की गोलियाँ बंद कर दें। अगर डायबिटीज़ है या खून पतला करने की दवा लेते हैं तो हमें बताएँ।",
    "Tell us before booking if you have a pacemaker, defibrillator, cochlear implant, brain aneurysm clip, insulin pump, metal fragments in the eyes or any other implant: some are unsafe in the MRI magnet.":
      "अगर आपके पेसमेकर, डिफ़िब्रिलेटर, कॉक्लियर इम्प्लांट, दिमाग़ की एन्यूरिज़्म क्लिप, इंसुलिन पंप, आँखों में धातु के टुकड़े या कोई और इम्प्लांट है तो बुकिंग से पहले हमें बताएँ: कुछ MRI के चुंबक में सुरक्षित नहीं होते।",
    "Remove all metal (jewellery, hairpins, watch, belt, coins, keys) and leave phones and cards outside the scan room.":
      "सारी धातु (गहने, हेयरपिन, घड़ी, बेल्ट, सिक्के, चाबियाँ) हटा दें और फ़ोन और कार्ड स्कैन रूम के बाहर रखें।",
    "The machine is noisy and narrow: earplugs are given. Tell us if you are claustrophobic or pregnant.":
      "मशीन में शोर होता है और वह संकरी है: ईयरप्लग दिए जाते हैं। अगर बंद जगह से डर लगता है या आप गर्भवती हैं तो हमें बताएँ।",
    "If contrast is planned, bring a serum creatinine report from the last 30 days.":
      "अगर कंट्रास्ट दिया जाना है, तो पिछले 30 दिनों की सीरम क्रिएटिनिन रिपोर्ट साथ लाएँ।",
    "Avoid tea, coffee and chocolate for 12 hours if your doctor has asked for a stress study.":
      "अगर डॉक्टर ने स्ट्रेस स्टडी के लिए कहा है तो 12 घंटे तक चाय, कॉफ़ी और चॉकलेट न लें।",
    "Fast for 4 hours and empty your bowels before the scan; a small enema may be advised. Avoid ejaculation for 3 days before.":
      "स्कैन से पहले 4 घंटे कुछ न खाएँ और शौच कर लें; छोटा एनिमा सुझाया जा सकता है। 3 दिन पहले से स्खलन से बचें।",
    "Fast for 6 hours (sips of water only) so the stomach is empty and the gallbladder is full.":
      "6 घंटे कुछ न खाएँ (सिर्फ़ घूँट-घूँट पानी) ताकि पेट खाली और पित्ताशय भरा रहे।",
    "Fast for 4 hours to reduce bowel movement; come with a moderately full bladder.":
      "आँतों की हलचल कम करने के लिए 4 घंटे कुछ न खाएँ; थोड़े भरे मूत्राशय के साथ आएँ।",
    "Do not apply oil or body lotion on the chest; wear a top that opens at the front.":
      "छाती पर तेल या लोशन न लगाएँ; आगे से खुलने वाला ऊपरी कपड़ा पहनें।",
    "Small areas of chest hair may be trimmed so the electrodes stick.":
      "इलेक्ट्रोड चिपकाने के लिए छाती के थोड़े बाल काटे जा सकते हैं।",
    "No fasting or special preparation is needed; continue your usual medicines.":
      "उपवास या कोई खास तैयारी ज़रूरी नहीं है; अपनी सामान्य दवाएँ जारी रखें।",
    "Bring previous ECG and echo reports for comparison.":
      "तुलना के लिए पिछली ECG और Echo रिपोर्ट साथ लाएँ।",
    "Have a light meal 2-3 hours before the test; avoid a heavy meal, tea, coffee and smoking for 3 hours before.":
      "टेस्ट से 2-3 घंटे पहले हल्का खाना खाएँ; 3 घंटे पहले से भारी खाना, चाय, कॉफ़ी और धूम्रपान से बचें।",
    "Wear comfortable walking shoes and loose clothing.": "चलने में आरामदायक जूते और ढीले कपड़े पहनें।",
    "Ask your doctor whether to pause beta-blockers or other heart medicines; do not stop them on your own.":
      "बीटा-ब्लॉकर या दिल की दूसरी दवाएँ रोकनी हैं या नहीं, डॉक्टर से पूछें; अपने आप बंद न करें।",
    "If you have chest pain at rest, go to an emergency department instead of taking this test.":
      "अगर आराम करते समय भी सीने में दर्द होता है, तो यह टेस्ट कराने के बजाय इमरजेंसी विभाग में जाएँ।",
    "Do not use deodorant, talcum powder or cream under the arms or on the breasts on the day: they show up as white spots.":
      "उस दिन बगल या स्तनों पर डिओडोरेंट, पाउडर या क्रीम न लगाएँ: ये सफ़ेद धब्बों की तरह दिखते हैं।",
    "Book about a week after your period starts, when the breasts are least tender.":
      "पीरियड शुरू होने के लगभग एक सप्ताह बाद बुक करें, जब स्तनों में सबसे कम दर्द होता है।",
    "Bring previous mammograms. Tell us if you are pregnant or breastfeeding, or have breast implants.":
      "पिछले मैमोग्राम साथ लाएँ। अगर आप गर्भवती हैं, स्तनपान कराती हैं या ब्रेस्ट इम्प्लांट हैं तो हमें बताएँ।",
  },
  scanDurations: {
    "5-10 minutes": "{0} मिनट",
    "10 minutes": "{0} मिनट",
    "15-20 minutes": "{0} मिनट",
    "30-45 minutes": "{0} मिनट",
    "20-30 minutes": "{0} मिनट",
    "10-15 minutes": "{0} मिनट",
    "About 2 hours including the oral contrast; the scan itself takes 15 minutes":
      "मुँह से दिए जाने वाले कंट्रास्ट समेत लगभग {0} घंटे; स्कैन खुद {1} मिनट का",
    "45-60 minutes including preparation; the scan itself takes under 10 minutes":
      "तैयारी समेत {0} मिनट; स्कैन खुद {1} मिनट से कम का",
    "45-60 minutes": "{0} मिनट",
    "30 minutes": "{0} मिनट",
    "45-60 minutes, of which about 10 minutes on the treadmill":
      "{0} मिनट, जिसमें लगभग {1} मिनट ट्रेडमिल पर",
  },
};
