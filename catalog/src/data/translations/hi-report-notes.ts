// हिन्दी: what a flagged value on a report usually means (schema.ts, reportNotes), by its
// English. Written by the engineering team, not yet reviewed by a native speaker
// (docs/i18n-glossary.md#review).
import type { ReportNotes } from "./schema.ts";

export const hiReportNotes: ReportNotes = {
  // HB Haemoglobin low
  "Haemoglobin carries oxygen in the blood. A low value (anaemia) is common, often from low iron, and can cause tiredness; your doctor can find the cause and treat it.":
    "हीमोग्लोबिन खून में ऑक्सीजन ले जाता है। कम मान (खून की कमी) आम है, अक्सर आयरन की कमी से होता है और थकान ला सकता है; आपके डॉक्टर कारण पता करके इलाज कर सकते हैं।",
  // HB Haemoglobin high
  "A high haemoglobin can come from dehydration, smoking or living at altitude. Your doctor will look at it together with your other values.":
    "ज़्यादा हीमोग्लोबिन पानी की कमी, धूम्रपान या ऊँचाई पर रहने से हो सकता है। आपके डॉक्टर इसे आपके बाकी मानों के साथ देखेंगे।",
  // RBC RBC count low
  "Red cells carry oxygen around the body. A low count often goes with anaemia, commonly from low iron or vitamins; your doctor will read it with your haemoglobin.":
    "लाल रक्त कोशिकाएँ पूरे शरीर में ऑक्सीजन ले जाती हैं। कम गिनती अक्सर खून की कमी के साथ होती है, आमतौर पर आयरन या विटामिन की कमी से; आपके डॉक्टर इसे आपके हीमोग्लोबिन के साथ पढ़ेंगे।",
  // RBC RBC count high
  "A high red cell count can come from dehydration, smoking or living at altitude, and some people simply run high. Your doctor will read it with your other values.":
    "लाल रक्त कोशिकाओं की ज़्यादा गिनती पानी की कमी, धूम्रपान या ऊँचाई पर रहने से हो सकती है, और कुछ लोगों में यह स्वाभाविक रूप से ज़्यादा रहती है। आपके डॉक्टर इसे आपके बाकी मानों के साथ पढ़ेंगे।",
  // PCV PCV (haematocrit) low
  "PCV (haematocrit) is the share of your blood made up of red cells. A low value usually goes with a low haemoglobin, as in anaemia; your doctor will look for the cause.":
    "PCV (हीमैटोक्रिट) आपके खून में लाल रक्त कोशिकाओं का हिस्सा है। कम मान आमतौर पर खून की कमी की तरह कम हीमोग्लोबिन के साथ होता है; आपके डॉक्टर कारण खोजेंगे।",
  // PCV PCV (haematocrit) high
  "A high PCV often means the blood is more concentrated, for example from not drinking enough water or from smoking. Your doctor will read it with your haemoglobin.":
    "ज़्यादा PCV का अक्सर मतलब है कि खून ज़्यादा गाढ़ा है, जैसे पर्याप्त पानी न पीने या धूम्रपान से। आपके डॉक्टर इसे आपके हीमोग्लोबिन के साथ पढ़ेंगे।",
  // MCV MCV low
  "MCV is the average size of your red cells. Small red cells are most often due to low iron, and sometimes to an inherited trait such as thalassaemia; your doctor can check which.":
    "MCV आपकी लाल रक्त कोशिकाओं का औसत आकार है। छोटी लाल रक्त कोशिकाएँ अक्सर आयरन की कमी से, और कभी-कभी थैलेसीमिया जैसे वंशानुगत गुण से होती हैं; आपके डॉक्टर जाँच सकते हैं कि कौन-सा है।",
  // MCV MCV high
  "Large red cells are often linked to low vitamin B12 or folate, alcohol, thyroid changes or some medicines. Your doctor may suggest a vitamin test.":
    "बड़ी लाल रक्त कोशिकाएँ अक्सर विटामिन B12 या फ़ोलेट की कमी, शराब, थायरॉइड में बदलाव या कुछ दवाओं से जुड़ी होती हैं। आपके डॉक्टर विटामिन टेस्ट की सलाह दे सकते हैं।",
  // MCH MCH low
  "MCH is the average amount of haemoglobin in each red cell. A low value usually goes with small red cells, most often from low iron.":
    "MCH हर लाल रक्त कोशिका में हीमोग्लोबिन की औसत मात्रा है। कम मान आमतौर पर छोटी लाल रक्त कोशिकाओं के साथ होता है, अक्सर आयरन की कमी से।",
  // MCH MCH high
  "A high MCH usually goes with large red cells, often linked to low vitamin B12 or folate. Your doctor will read it with your MCV.":
    "ज़्यादा MCH आमतौर पर बड़ी लाल रक्त कोशिकाओं के साथ होता है, अक्सर विटामिन B12 या फ़ोलेट की कमी से जुड़ा। आपके डॉक्टर इसे आपके MCV के साथ पढ़ेंगे।",
  // MCHC MCHC low
  "MCHC shows how concentrated the haemoglobin is inside red cells. A low value often goes with low iron; your doctor will read it with your other red cell values.":
    "MCHC बताता है कि लाल रक्त कोशिकाओं के अंदर हीमोग्लोबिन कितना गाढ़ा है। कम मान अक्सर आयरन की कमी के साथ होता है; आपके डॉक्टर इसे आपकी लाल रक्त कोशिकाओं के बाकी मानों के साथ पढ़ेंगे।",
  // MCHC MCHC high
  "A high MCHC is uncommon and is often rechecked, as the sample itself can affect it. Your doctor will read it with your other red cell values.":
    "ज़्यादा MCHC असामान्य है और अक्सर दोबारा जाँचा जाता है, क्योंकि सैंपल खुद इस पर असर डाल सकता है। आपके डॉक्टर इसे आपकी लाल रक्त कोशिकाओं के बाकी मानों के साथ पढ़ेंगे।",
  // RDWCV RDW-CV high
  "RDW shows how much your red cells vary in size. A high value often appears with low iron, vitamin B12 or folate; your doctor will read it with your MCV.":
    "RDW बताता है कि आपकी लाल रक्त कोशिकाओं का आकार कितना अलग-अलग है। ज़्यादा मान अक्सर आयरन, विटामिन B12 या फ़ोलेट की कमी के साथ दिखता है; आपके डॉक्टर इसे आपके MCV के साथ पढ़ेंगे।",
  // TLC Total WBC count low
  "White cells fight infection. A slightly low count often follows a viral fever or some medicines and recovers; your doctor may repeat the test.":
    "सफ़ेद रक्त कोशिकाएँ इन्फ़ेक्शन से लड़ती हैं। थोड़ी कम गिनती अक्सर वायरल बुखार या कुछ दवाओं के बाद होती है और ठीक हो जाती है; आपके डॉक्टर टेस्ट दोबारा करा सकते हैं।",
  // TLC Total WBC count high
  "A high white cell count usually means the body is fighting an infection or inflammation; stress, smoking and some medicines can raise it too.":
    "सफ़ेद रक्त कोशिकाओं की ज़्यादा गिनती का आमतौर पर मतलब है कि शरीर किसी इन्फ़ेक्शन या सूजन से लड़ रहा है; तनाव, धूम्रपान और कुछ दवाएँ भी इसे बढ़ा सकती हैं।",
  // NEUT Neutrophils low
  "Neutrophils are white cells that fight bacteria. A lower share is common after a viral fever and in some healthy people; your doctor will read it with your total count.":
    "न्यूट्रोफ़िल बैक्टीरिया से लड़ने वाली सफ़ेद रक्त कोशिकाएँ हैं। वायरल बुखार के बाद और कुछ स्वस्थ लोगों में इनका कम हिस्सा आम है; आपके डॉक्टर इसे आपकी कुल गिनती के साथ पढ़ेंगे।",
  // NEUT Neutrophils high
  "A higher share of neutrophils often goes with a bacterial infection, inflammation, stress or steroid medicines. Your doctor will read it with your symptoms.":
    "न्यूट्रोफ़िल का ज़्यादा हिस्सा अक्सर बैक्टीरियल इन्फ़ेक्शन, सूजन, तनाव या स्टेरॉयड दवाओं के साथ होता है। आपके डॉक्टर इसे आपके लक्षणों के साथ पढ़ेंगे।",
  // LYMPH Lymphocytes low
  "Lymphocytes are white cells that fight viruses. A lower share often appears when neutrophils are up, or during an illness or stress.":
    "लिम्फ़ोसाइट वायरस से लड़ने वाली सफ़ेद रक्त कोशिकाएँ हैं। जब न्यूट्रोफ़िल बढ़े हों, या किसी बीमारी या तनाव के दौरान, इनका हिस्सा अक्सर कम दिखता है।",
  // LYMPH Lymphocytes high
  "A higher share of lymphocytes is common during or after a viral infection. Your doctor will read it with your total count and symptoms.":
    "लिम्फ़ोसाइट का ज़्यादा हिस्सा वायरल इन्फ़ेक्शन के दौरान या उसके बाद आम है। आपके डॉक्टर इसे आपकी कुल गिनती और लक्षणों के साथ पढ़ेंगे।",
  // EOS Eosinophils high
  "Eosinophils rise with allergies, asthma, skin allergies and worm infections, which are common. Your doctor may suggest an allergy review or a stool test.":
    "एलर्जी, अस्थमा, त्वचा की एलर्जी और पेट के कीड़ों के इन्फ़ेक्शन में इओसिनोफ़िल बढ़ते हैं, जो आम हैं। आपके डॉक्टर एलर्जी की जाँच या मल की जाँच की सलाह दे सकते हैं।",
  // MONO Monocytes high
  "Monocytes are white cells that help clear up after an infection. A higher share is common while recovering from one; your doctor will read it with your other values.":
    "मोनोसाइट ऐसी सफ़ेद रक्त कोशिकाएँ हैं जो इन्फ़ेक्शन के बाद सफ़ाई में मदद करती हैं। इन्फ़ेक्शन से ठीक होते समय इनका ज़्यादा हिस्सा आम है; आपके डॉक्टर इसे आपके बाकी मानों के साथ पढ़ेंगे।",
  // BASO Basophils high
  "Basophils are a small group of white cells linked to allergy. A slightly higher share is usually of little concern; your doctor will read it with your other values.":
    "बेसोफ़िल एलर्जी से जुड़ी सफ़ेद रक्त कोशिकाओं का छोटा समूह हैं। थोड़ा ज़्यादा हिस्सा आमतौर पर चिंता की बात नहीं; आपके डॉक्टर इसे आपके बाकी मानों के साथ पढ़ेंगे।",
  // ANC Absolute neutrophil count low
  "This is the actual number of neutrophils, the white cells that fight bacteria. A low count can follow a viral infection or some medicines; your doctor will advise on a repeat.":
    "यह न्यूट्रोफ़िल, यानी बैक्टीरिया से लड़ने वाली सफ़ेद रक्त कोशिकाओं, की असल संख्या है। कम गिनती वायरल इन्फ़ेक्शन या कुछ दवाओं के बाद हो सकती है; दोबारा जाँच के बारे में आपके डॉक्टर सलाह देंगे।",
  // ANC Absolute neutrophil count high
  "A high neutrophil count often goes with a bacterial infection, inflammation, stress or steroid medicines. Your doctor will read it with your symptoms.":
    "न्यूट्रोफ़िल की ज़्यादा गिनती अक्सर बैक्टीरियल इन्फ़ेक्शन, सूजन, तनाव या स्टेरॉयड दवाओं के साथ होती है। आपके डॉक्टर इसे आपके लक्षणों के साथ पढ़ेंगे।",
  // ALC Absolute lymphocyte count low
  "This is the actual number of lymphocytes, the white cells that fight viruses. A low count can follow an illness, stress or steroid medicines.":
    "यह लिम्फ़ोसाइट, यानी वायरस से लड़ने वाली सफ़ेद रक्त कोशिकाओं, की असल संख्या है। कम गिनती किसी बीमारी, तनाव या स्टेरॉयड दवाओं के बाद हो सकती है।",
  // ALC Absolute lymphocyte count high
  "A high lymphocyte count is common during or after a viral infection. Your doctor will read it with your symptoms and may repeat the test.":
    "लिम्फ़ोसाइट की ज़्यादा गिनती वायरल इन्फ़ेक्शन के दौरान या उसके बाद आम है। आपके डॉक्टर इसे आपके लक्षणों के साथ पढ़ेंगे और टेस्ट दोबारा करा सकते हैं।",
  // PLT Platelet count low
  "Platelets help blood clot. A low count can follow a viral fever such as dengue and usually recovers; tell your doctor about any unusual bleeding or bruising.":
    "प्लेटलेट्स खून का थक्का बनाने में मदद करते हैं। डेंगू जैसे वायरल बुखार के बाद कम गिनती हो सकती है और आमतौर पर ठीक हो जाती है; कोई असामान्य ब्लीडिंग या नील पड़ें तो डॉक्टर को बताएँ।",
  // PLT Platelet count high
  "A high platelet count often follows an infection, inflammation or low iron. Your doctor will decide whether it needs a repeat test.":
    "प्लेटलेट्स की ज़्यादा गिनती अक्सर इन्फ़ेक्शन, सूजन या आयरन की कमी के बाद होती है। दोबारा टेस्ट चाहिए या नहीं, यह आपके डॉक्टर तय करेंगे।",
  // MPV MPV low
  "MPV is the average size of your platelets. It is read together with the platelet count; on its own a low value rarely matters.":
    "MPV आपके प्लेटलेट्स का औसत आकार है। इसे प्लेटलेट गिनती के साथ पढ़ा जाता है; अकेले कम मान का शायद ही कोई महत्व होता है।",
  // MPV MPV high
  "Larger platelets are often young ones, made when the body is replacing platelets, for example after a fever. Your doctor reads it with your platelet count.":
    "बड़े प्लेटलेट्स अक्सर नए होते हैं, जो शरीर प्लेटलेट्स की भरपाई करते समय बनाता है, जैसे बुखार के बाद। आपके डॉक्टर इसे आपकी प्लेटलेट गिनती के साथ पढ़ते हैं।",
  // ESR ESR high
  "ESR rises with infection, inflammation, anaemia and pregnancy, and a little with age. On its own it does not point to a cause; your doctor reads it with your symptoms.":
    "इन्फ़ेक्शन, सूजन, खून की कमी और गर्भावस्था में, और उम्र के साथ थोड़ा, ESR बढ़ता है। अकेले यह किसी कारण की ओर इशारा नहीं करता; आपके डॉक्टर इसे आपके लक्षणों के साथ पढ़ते हैं।",
  // AEC Absolute eosinophil count high
  "Eosinophils rise with allergies, asthma, skin allergies and worm infections, which are common. Your doctor may suggest treating the cause or a stool test.":
    "एलर्जी, अस्थमा, त्वचा की एलर्जी और पेट के कीड़ों के इन्फ़ेक्शन में इओसिनोफ़िल बढ़ते हैं, जो आम हैं। आपके डॉक्टर कारण के इलाज या मल की जाँच की सलाह दे सकते हैं।",
  // T3 Total T3 low
  "T3 is an active thyroid hormone. A low value can go with an underactive thyroid, and also with a recent illness or fasting; your doctor reads it with your TSH.":
    "T3 एक सक्रिय थायरॉइड हार्मोन है। कम मान कम काम करने वाले थायरॉइड के साथ, और हाल की बीमारी या उपवास के साथ भी हो सकता है; आपके डॉक्टर इसे आपके TSH के साथ पढ़ते हैं।",
  // T3 Total T3 high
  "A high T3 can mean an overactive thyroid; pregnancy and birth control pills can also raise total T3. Your doctor reads it with your TSH and T4.":
    "ज़्यादा T3 का मतलब ज़्यादा काम करने वाला थायरॉइड हो सकता है; गर्भावस्था और गर्भनिरोधक गोलियाँ भी कुल T3 बढ़ा सकती हैं। आपके डॉक्टर इसे आपके TSH और T4 के साथ पढ़ते हैं।",
  // T4 Total T4 low
  "T4 is the main hormone made by the thyroid. A low value can go with an underactive thyroid, which is common and treatable; your doctor reads it with your TSH.":
    "T4 थायरॉइड का बनाया मुख्य हार्मोन है। कम मान कम काम करने वाले थायरॉइड के साथ हो सकता है, जो आम है और इसका इलाज हो सकता है; आपके डॉक्टर इसे आपके TSH के साथ पढ़ते हैं।",
  // T4 Total T4 high
  "A high T4 can mean an overactive thyroid; pregnancy and birth control pills also raise total T4. Your doctor reads it with your TSH.":
    "ज़्यादा T4 का मतलब ज़्यादा काम करने वाला थायरॉइड हो सकता है; गर्भावस्था और गर्भनिरोधक गोलियाँ भी कुल T4 बढ़ाती हैं। आपके डॉक्टर इसे आपके TSH के साथ पढ़ते हैं।",
  // TSH TSH low
  "TSH is the signal from the brain that tells the thyroid how hard to work. A low TSH can mean the thyroid is overactive, or thyroid tablets need adjusting.":
    "TSH दिमाग़ का वह संकेत है जो थायरॉइड को बताता है कि कितना काम करना है। कम TSH का मतलब हो सकता है कि थायरॉइड ज़्यादा काम कर रहा है, या थायरॉइड की गोलियों की खुराक बदलनी है।",
  // TSH TSH high
  "A high TSH often means the thyroid is a little underactive, which is common and treatable. Your doctor may repeat it and check your T4.":
    "ज़्यादा TSH का अक्सर मतलब है कि थायरॉइड थोड़ा कम काम कर रहा है, जो आम है और इसका इलाज हो सकता है। आपके डॉक्टर इसे दोबारा जाँच सकते हैं और आपका T4 देख सकते हैं।",
  // FT3 Free T3 low
  "Free T3 is the active thyroid hormone available to your body. A low value can go with an underactive thyroid or a recent illness; your doctor reads it with your TSH.":
    "Free T3 आपके शरीर को उपलब्ध सक्रिय थायरॉइड हार्मोन है। कम मान कम काम करने वाले थायरॉइड या हाल की बीमारी के साथ हो सकता है; आपके डॉक्टर इसे आपके TSH के साथ पढ़ते हैं।",
  // FT3 Free T3 high
  "A high free T3 can mean the thyroid is overactive. Your doctor reads it with your TSH and free T4.":
    "ज़्यादा Free T3 का मतलब हो सकता है कि थायरॉइड ज़्यादा काम कर रहा है। आपके डॉक्टर इसे आपके TSH और Free T4 के साथ पढ़ते हैं।",
  // FT4 Free T4 low
  "Free T4 is the thyroid hormone available to your body. A low value can go with an underactive thyroid, which is common and treatable; your doctor reads it with your TSH.":
    "Free T4 आपके शरीर को उपलब्ध थायरॉइड हार्मोन है। कम मान कम काम करने वाले थायरॉइड के साथ हो सकता है, जो आम है और इसका इलाज हो सकता है; आपके डॉक्टर इसे आपके TSH के साथ पढ़ते हैं।",
  // FT4 Free T4 high
  "A high free T4 can mean the thyroid is overactive, or that thyroid tablets need adjusting. Your doctor reads it with your TSH.":
    "ज़्यादा Free T4 का मतलब हो सकता है कि थायरॉइड ज़्यादा काम कर रहा है, या थायरॉइड की गोलियों की खुराक बदलनी है। आपके डॉक्टर इसे आपके TSH के साथ पढ़ते हैं।",
  // HBA1C HbA1c low
  "HbA1c shows your average sugar over two to three months. A low value is uncommon; it can follow blood loss or some kinds of anaemia, and your doctor will tell you if it matters.":
    "HbA1c दो से तीन महीनों की आपकी औसत शुगर बताता है। कम मान असामान्य है; यह खून बहने या कुछ तरह की खून की कमी के बाद हो सकता है, और आपके डॉक्टर बताएँगे कि इसका कोई महत्व है या नहीं।",
  // HBA1C HbA1c high
  "A high HbA1c means your average blood sugar has been above normal over the last two to three months. Your doctor will advise on food, activity and any treatment.":
    "ज़्यादा HbA1c का मतलब है कि पिछले दो से तीन महीनों में आपकी औसत ब्लड शुगर सामान्य से ज़्यादा रही है। खान-पान, व्यायाम और किसी इलाज के बारे में आपके डॉक्टर सलाह देंगे।",
  // EAG Estimated average glucose high
  "Estimated average glucose turns your HbA1c into a sugar reading like a glucometer's. A high value means your sugar has been running high; your doctor will advise you.":
    "अनुमानित औसत ग्लूकोज़ आपके HbA1c को ग्लूकोमीटर जैसी शुगर रीडिंग में बदलता है। ज़्यादा मान का मतलब है कि आपकी शुगर ज़्यादा चल रही है; आपके डॉक्टर सलाह देंगे।",
  // FBS Glucose, fasting low
  "A low fasting sugar can follow a long fast, heavy exercise or diabetes medicines. If you felt shaky, sweaty or dizzy around the time of the test, tell your doctor.":
    "लंबे उपवास, भारी व्यायाम या डायबिटीज़ की दवाओं के बाद फ़ास्टिंग शुगर कम हो सकती है। अगर टेस्ट के आसपास आपको कँपकँपी, पसीना या चक्कर महसूस हुआ हो, तो डॉक्टर को बताएँ।",
  // FBS Glucose, fasting high
  "A high fasting sugar can be a sign of prediabetes or diabetes; an illness or stress can raise it too. Your doctor will usually confirm it with a repeat test or HbA1c.":
    "ज़्यादा फ़ास्टिंग शुगर प्रीडायबिटीज़ या डायबिटीज़ का संकेत हो सकती है; बीमारी या तनाव भी इसे बढ़ा सकते हैं। आपके डॉक्टर आमतौर पर दोबारा टेस्ट या HbA1c से इसकी पुष्टि करेंगे।",
  // PPBS Glucose, post prandial (2 hours) low
  "A low sugar after a meal is uncommon; it can happen after a small meal or with diabetes medicines. If you felt shaky, sweaty or dizzy around the time of the test, tell your doctor.":
    "खाने के बाद कम शुगर असामान्य है; यह थोड़ा खाने के बाद या डायबिटीज़ की दवाओं से हो सकती है। अगर टेस्ट के आसपास आपको कँपकँपी, पसीना या चक्कर महसूस हुआ हो, तो डॉक्टर को बताएँ।",
  // PPBS Glucose, post prandial (2 hours) high
  "A high sugar two hours after a meal means your body is slow to clear the sugar from food. Your doctor will read it with your fasting sugar and HbA1c.":
    "खाने के दो घंटे बाद ज़्यादा शुगर का मतलब है कि आपका शरीर खाने से आई शुगर को धीरे-धीरे हटाता है। आपके डॉक्टर इसे आपकी फ़ास्टिंग शुगर और HbA1c के साथ पढ़ेंगे।",
  // RBS Glucose, random low
  "A low sugar can follow a long gap since eating, heavy exercise or diabetes medicines. If you felt shaky, sweaty or dizzy around the time of the test, tell your doctor.":
    "खाने के बाद लंबा अंतराल, भारी व्यायाम या डायबिटीज़ की दवाओं के बाद शुगर कम हो सकती है। अगर टेस्ट के आसपास आपको कँपकँपी, पसीना या चक्कर महसूस हुआ हो, तो डॉक्टर को बताएँ।",
  // RBS Glucose, random high
  "A high random sugar can follow a sweet meal or an illness, and can be a sign of diabetes. Your doctor will usually confirm it with a fasting sugar or HbA1c.":
    "मीठे खाने या बीमारी के बाद रैंडम शुगर ज़्यादा हो सकती है, और यह डायबिटीज़ का संकेत भी हो सकती है। आपके डॉक्टर आमतौर पर फ़ास्टिंग शुगर या HbA1c से इसकी पुष्टि करेंगे।",
  // CHOL Total cholesterol low
  "A low total cholesterol is usually not a concern; it can go with a low-fat diet, an overactive thyroid or cholesterol medicines.":
    "कम कुल कोलेस्ट्रॉल आमतौर पर चिंता की बात नहीं; यह कम वसा वाले खाने, ज़्यादा काम करने वाले थायरॉइड या कोलेस्ट्रॉल की दवाओं के साथ हो सकता है।",
  // CHOL Total cholesterol high
  "A high cholesterol is common and builds up in the arteries over years. Food, exercise and, where needed, medicines help; your doctor will look at your overall heart risk.":
    "ज़्यादा कोलेस्ट्रॉल आम है और सालों में धमनियों में जमता है। खान-पान, व्यायाम और ज़रूरत हो तो दवाएँ मदद करती हैं; आपके डॉक्टर दिल के कुल जोखिम को देखेंगे।",
  // TG Triglycerides high
  "Triglycerides are fats that rise with sweets, rice, fried food and alcohol, and after a meal. A high value is common; your doctor may advise food changes or a fasting repeat.":
    "ट्राइग्लिसराइड वसा हैं जो मिठाई, चावल, तले खाने और शराब से, और खाने के बाद बढ़ती हैं। ज़्यादा मान आम है; आपके डॉक्टर खान-पान में बदलाव या खाली पेट दोबारा टेस्ट की सलाह दे सकते हैं।",
  // HDL HDL cholesterol low
  "HDL is the 'good' cholesterol that helps clear fat from the arteries. A low value is common with inactivity, smoking and extra weight; regular exercise helps raise it.":
    "HDL 'अच्छा' कोलेस्ट्रॉल है जो धमनियों से वसा हटाने में मदद करता है। कम सक्रियता, धूम्रपान और ज़्यादा वज़न के साथ कम मान आम है; नियमित व्यायाम इसे बढ़ाने में मदद करता है।",
  // HDL HDL cholesterol high
  "A high HDL is usually a good sign for the heart. Your doctor reads it with your other lipid values.":
    "ज़्यादा HDL आमतौर पर दिल के लिए अच्छा संकेत है। आपके डॉक्टर इसे आपके बाकी लिपिड मानों के साथ पढ़ते हैं।",
  // LDL LDL cholesterol high
  "LDL is the cholesterol that can build up in the arteries over time. Food, exercise and, where needed, medicines lower it; your doctor will set a target for you.":
    "LDL वह कोलेस्ट्रॉल है जो समय के साथ धमनियों में जम सकता है। खान-पान, व्यायाम और ज़रूरत हो तो दवाएँ इसे घटाती हैं; आपके डॉक्टर आपके लिए लक्ष्य तय करेंगे।",
  // VLDL VLDL cholesterol high
  "VLDL carries triglycerides in the blood and is usually calculated from them, so it rises when they are high. Your doctor reads it with your triglycerides.":
    "VLDL खून में ट्राइग्लिसराइड ले जाता है और आमतौर पर उन्हीं से गिना जाता है, इसलिए उनके ज़्यादा होने पर यह भी बढ़ता है। आपके डॉक्टर इसे आपके ट्राइग्लिसराइड के साथ पढ़ते हैं।",
  // NHDL Non-HDL cholesterol high
  "Non-HDL cholesterol is your total cholesterol minus the 'good' HDL: all the cholesterol that can build up in the arteries. Your doctor uses it with your other values to judge heart risk.":
    "Non-HDL कोलेस्ट्रॉल आपके कुल कोलेस्ट्रॉल में से 'अच्छा' HDL घटाकर बचता है: वह सारा कोलेस्ट्रॉल जो धमनियों में जम सकता है। दिल का जोखिम आँकने के लिए आपके डॉक्टर इसे आपके बाकी मानों के साथ इस्तेमाल करते हैं।",
  // CHOLHDL Total cholesterol/HDL ratio high
  "A higher ratio means less of the protective HDL compared with your total cholesterol. Your doctor uses it with your other values to judge heart risk.":
    "ज़्यादा अनुपात का मतलब है कि आपके कुल कोलेस्ट्रॉल की तुलना में सुरक्षा देने वाला HDL कम है। दिल का जोखिम आँकने के लिए आपके डॉक्टर इसे आपके बाकी मानों के साथ इस्तेमाल करते हैं।",
  // LDLHDL LDL/HDL ratio high
  "A higher ratio means more LDL compared with the protective HDL. Your doctor uses it with your other values to judge heart risk.":
    "ज़्यादा अनुपात का मतलब है कि सुरक्षा देने वाले HDL की तुलना में LDL ज़्यादा है। दिल का जोखिम आँकने के लिए आपके डॉक्टर इसे आपके बाकी मानों के साथ इस्तेमाल करते हैं।",
  // TBIL Total bilirubin high
  "Bilirubin is a yellow pigment from old red cells that the liver clears. A mildly high value is common after fasting or with a harmless inherited trait; your doctor reads it with your enzymes.":
    "बिलीरुबिन पुरानी लाल रक्त कोशिकाओं से बनने वाला पीला रंग है जिसे लिवर साफ़ करता है। उपवास के बाद या किसी हानिरहित वंशानुगत गुण से थोड़ा ज़्यादा मान आम है; आपके डॉक्टर इसे आपके एंज़ाइम के साथ पढ़ते हैं।",
  // DBIL Direct bilirubin high
  "Direct bilirubin is the part the liver has already processed. A high value can mean bile is not flowing freely; your doctor reads it with your other liver values.":
    "डायरेक्ट बिलीरुबिन वह हिस्सा है जिसे लिवर प्रोसेस कर चुका है। ज़्यादा मान का मतलब हो सकता है कि पित्त ठीक से नहीं बह रहा; आपके डॉक्टर इसे आपके लिवर के बाकी मानों के साथ पढ़ते हैं।",
  // IBIL Indirect bilirubin high
  "Indirect bilirubin is the part not yet processed by the liver. A mildly high value is common after fasting or with a harmless inherited trait; your doctor will advise.":
    "इनडायरेक्ट बिलीरुबिन वह हिस्सा है जिसे लिवर ने अभी प्रोसेस नहीं किया। उपवास के बाद या किसी हानिरहित वंशानुगत गुण से थोड़ा ज़्यादा मान आम है; आपके डॉक्टर सलाह देंगे।",
  // SGOT SGOT (AST) high
  "SGOT (AST) is an enzyme from the liver and muscles. It can rise with fatty liver, alcohol, some medicines, a viral illness or hard exercise; your doctor reads it with SGPT.":
    "SGOT (AST) लिवर और मांसपेशियों से आने वाला एंज़ाइम है। यह फ़ैटी लिवर, शराब, कुछ दवाओं, वायरल बीमारी या भारी व्यायाम से बढ़ सकता है; आपके डॉक्टर इसे SGPT के साथ पढ़ते हैं।",
  // SGPT SGPT (ALT) high
  "SGPT (ALT) is an enzyme found mainly in the liver. A raised value is common with fatty liver, alcohol, some medicines or a recent viral illness; your doctor will advise.":
    "SGPT (ALT) मुख्य रूप से लिवर में पाया जाने वाला एंज़ाइम है। फ़ैटी लिवर, शराब, कुछ दवाओं या हाल की वायरल बीमारी के साथ बढ़ा मान आम है; आपके डॉक्टर सलाह देंगे।",
  // SGOTSGPT SGOT/SGPT ratio low
  "This ratio compares the two liver enzymes and means little on its own. Your doctor reads it with your SGOT and SGPT values.":
    "यह अनुपात लिवर के दो एंज़ाइम की तुलना करता है और अकेले इसका खास मतलब नहीं। आपके डॉक्टर इसे आपके SGOT और SGPT मानों के साथ पढ़ते हैं।",
  // ALP Alkaline phosphatase low
  "A low alkaline phosphatase is uncommon and often of no concern; it can go with low zinc or magnesium or some medicines.":
    "कम एल्कलाइन फ़ॉस्फ़ेटेज़ असामान्य है और अक्सर चिंता की बात नहीं; यह ज़िंक या मैग्नीशियम की कमी या कुछ दवाओं के साथ हो सकता है।",
  // ALP Alkaline phosphatase high
  "Alkaline phosphatase comes from the liver and bones. It is normally higher in children and in pregnancy, and rises with low vitamin D or slow bile flow.":
    "एल्कलाइन फ़ॉस्फ़ेटेज़ लिवर और हड्डियों से आता है। बच्चों में और गर्भावस्था में यह स्वाभाविक रूप से ज़्यादा होता है, और विटामिन D की कमी या पित्त के धीमे बहाव से बढ़ता है।",
  // GGT GGT high
  "GGT is a liver enzyme that often rises with alcohol, fatty liver and some medicines. Your doctor reads it with your alkaline phosphatase and other liver values.":
    "GGT लिवर का एंज़ाइम है जो अक्सर शराब, फ़ैटी लिवर और कुछ दवाओं से बढ़ता है। आपके डॉक्टर इसे आपके एल्कलाइन फ़ॉस्फ़ेटेज़ और लिवर के बाकी मानों के साथ पढ़ते हैं।",
  // TP Total protein low
  "Total protein measures the proteins in your blood. A low value can come from poor nutrition or a liver or kidney problem; your doctor reads it with your albumin.":
    "टोटल प्रोटीन आपके खून में प्रोटीन को मापता है। कम मान कमज़ोर पोषण या लिवर या किडनी की समस्या से हो सकता है; आपके डॉक्टर इसे आपके एल्ब्यूमिन के साथ पढ़ते हैं।",
  // TP Total protein high
  "A high total protein often comes from dehydration or a long-standing infection or inflammation. Your doctor reads it with your albumin and globulin.":
    "ज़्यादा टोटल प्रोटीन अक्सर पानी की कमी या लंबे समय से चल रहे इन्फ़ेक्शन या सूजन से होता है। आपके डॉक्टर इसे आपके एल्ब्यूमिन और ग्लोब्युलिन के साथ पढ़ते हैं।",
  // ALB Albumin low
  "Albumin is the main protein made by the liver. A low value can come from poor nutrition, a recent illness, or a liver or kidney problem; your doctor will look for the cause.":
    "एल्ब्यूमिन लिवर का बनाया मुख्य प्रोटीन है। कम मान कमज़ोर पोषण, हाल की बीमारी, या लिवर या किडनी की समस्या से हो सकता है; आपके डॉक्टर कारण खोजेंगे।",
  // ALB Albumin high
  "A high albumin usually means you were a little short of water when the sample was taken, and is rarely a concern.":
    "ज़्यादा एल्ब्यूमिन का आमतौर पर मतलब है कि सैंपल लेते समय शरीर में पानी थोड़ा कम था, और यह शायद ही चिंता की बात है।",
  // GLOB Globulin low
  "Globulins include the antibodies that fight infection. A low value is uncommon; your doctor reads it with your total protein and albumin.":
    "ग्लोब्युलिन में इन्फ़ेक्शन से लड़ने वाली एंटीबॉडी शामिल हैं। कम मान असामान्य है; आपके डॉक्टर इसे आपके टोटल प्रोटीन और एल्ब्यूमिन के साथ पढ़ते हैं।",
  // GLOB Globulin high
  "Globulins include antibodies, so they rise with long-standing infection or inflammation. Your doctor reads it with your albumin and may suggest more tests.":
    "ग्लोब्युलिन में एंटीबॉडी शामिल हैं, इसलिए लंबे समय के इन्फ़ेक्शन या सूजन में ये बढ़ते हैं। आपके डॉक्टर इसे आपके एल्ब्यूमिन के साथ पढ़ते हैं और और टेस्ट की सलाह दे सकते हैं।",
  // AGR A/G ratio low
  "The A/G ratio compares albumin with globulin. A low ratio means globulin is higher or albumin lower; your doctor reads it with those two values.":
    "A/G अनुपात एल्ब्यूमिन की तुलना ग्लोब्युलिन से करता है। कम अनुपात का मतलब है ग्लोब्युलिन ज़्यादा या एल्ब्यूमिन कम; आपके डॉक्टर इसे उन दोनों मानों के साथ पढ़ते हैं।",
  // AGR A/G ratio high
  "A high A/G ratio is usually of little concern on its own. Your doctor reads it with your albumin and globulin.":
    "ज़्यादा A/G अनुपात अकेले आमतौर पर खास चिंता की बात नहीं। आपके डॉक्टर इसे आपके एल्ब्यूमिन और ग्लोब्युलिन के साथ पढ़ते हैं।",
  // UREA Blood urea low
  "Urea is a waste product from protein that the kidneys remove. A low value often goes with a low-protein diet or drinking plenty of water, and is rarely a concern.":
    "यूरिया प्रोटीन से बनने वाला अपशिष्ट है जिसे किडनी निकालती है। कम मान अक्सर कम प्रोटीन वाले खाने या खूब पानी पीने के साथ होता है, और शायद ही चिंता की बात है।",
  // UREA Blood urea high
  "A high urea often comes from not drinking enough water or a high-protein diet, and can mean the kidneys are filtering less; your doctor reads it with your creatinine.":
    "ज़्यादा यूरिया अक्सर पर्याप्त पानी न पीने या ज़्यादा प्रोटीन वाले खाने से होता है, और इसका मतलब यह भी हो सकता है कि किडनी कम छान रही है; आपके डॉक्टर इसे आपके क्रिएटिनिन के साथ पढ़ते हैं।",
  // BUN Blood urea nitrogen (BUN) low
  "BUN is the nitrogen part of urea, a waste product from protein. A low value often goes with a low-protein diet or drinking plenty of water, and is rarely a concern.":
    "BUN यूरिया का नाइट्रोजन वाला हिस्सा है, जो प्रोटीन से बनने वाला अपशिष्ट है। कम मान अक्सर कम प्रोटीन वाले खाने या खूब पानी पीने के साथ होता है, और शायद ही चिंता की बात है।",
  // BUN Blood urea nitrogen (BUN) high
  "A high BUN often comes from not drinking enough water or a high-protein diet, and can mean the kidneys are filtering less; your doctor reads it with your creatinine.":
    "ज़्यादा BUN अक्सर पर्याप्त पानी न पीने या ज़्यादा प्रोटीन वाले खाने से होता है, और इसका मतलब यह भी हो सकता है कि किडनी कम छान रही है; आपके डॉक्टर इसे आपके क्रिएटिनिन के साथ पढ़ते हैं।",
  // CREAT Serum creatinine low
  "Creatinine comes from normal muscle activity. A low value is common in people with less muscle, in older age and in pregnancy, and is rarely a concern.":
    "क्रिएटिनिन मांसपेशियों की सामान्य गतिविधि से बनता है। कम मांसपेशियों वाले लोगों में, बुढ़ापे में और गर्भावस्था में कम मान आम है, और शायद ही चिंता की बात है।",
  // CREAT Serum creatinine high
  "A high creatinine can mean the kidneys are filtering less; dehydration, a large meat meal and some supplements can also raise it. Your doctor may repeat it.":
    "ज़्यादा क्रिएटिनिन का मतलब हो सकता है कि किडनी कम छान रही है; पानी की कमी, ज़्यादा मांस वाला खाना और कुछ सप्लीमेंट भी इसे बढ़ा सकते हैं। आपके डॉक्टर इसे दोबारा जाँच सकते हैं।",
  // BUNCREAT BUN/creatinine ratio low
  "This ratio compares urea with creatinine and means little on its own. Your doctor reads it with your urea and creatinine.":
    "यह अनुपात यूरिया की तुलना क्रिएटिनिन से करता है और अकेले इसका खास मतलब नहीं। आपके डॉक्टर इसे आपके यूरिया और क्रिएटिनिन के साथ पढ़ते हैं।",
  // BUNCREAT BUN/creatinine ratio high
  "A high ratio often comes from not drinking enough water or a high-protein diet. Your doctor reads it with your urea and creatinine.":
    "ज़्यादा अनुपात अक्सर पर्याप्त पानी न पीने या ज़्यादा प्रोटीन वाले खाने से होता है। आपके डॉक्टर इसे आपके यूरिया और क्रिएटिनिन के साथ पढ़ते हैं।",
  // EGFR eGFR low
  "eGFR estimates how well your kidneys filter, from your creatinine, age and sex. A lower value can be temporary, for example with dehydration; your doctor will usually repeat it.":
    "eGFR आपके क्रिएटिनिन, उम्र और लिंग से अनुमान लगाता है कि आपकी किडनी कितनी अच्छी तरह छानती है। कम मान अस्थायी हो सकता है, जैसे पानी की कमी से; आपके डॉक्टर आमतौर पर इसे दोबारा जाँचेंगे।",
  // URIC Uric acid low
  "A low uric acid is usually of no concern and can follow some medicines or a diet low in meat and seafood.":
    "कम यूरिक एसिड आमतौर पर चिंता की बात नहीं और कुछ दवाओं या कम मांस और सी-फ़ूड वाले खाने के बाद हो सकता है।",
  // URIC Uric acid high
  "Uric acid comes from foods such as red meat, seafood and alcohol. A high value can lead to gout or kidney stones over time; your doctor may advise on food and fluids.":
    "यूरिक एसिड रेड मीट, सी-फ़ूड और शराब जैसी चीज़ों से आता है। ज़्यादा मान समय के साथ गठिया (गाउट) या किडनी की पथरी का कारण बन सकता है; खान-पान और तरल के बारे में आपके डॉक्टर सलाह दे सकते हैं।",
  // CA Calcium low
  "Calcium keeps bones, muscles and nerves working. A low value often goes with low vitamin D or a low albumin; your doctor reads it with those.":
    "कैल्शियम हड्डियों, मांसपेशियों और नसों को काम करने में मदद करता है। कम मान अक्सर विटामिन D या एल्ब्यूमिन की कमी के साथ होता है; आपके डॉक्टर इसे उनके साथ पढ़ते हैं।",
  // CA Calcium high
  "A high calcium can come from calcium or vitamin D supplements, or from the parathyroid glands. Your doctor may repeat it and check related tests.":
    "ज़्यादा कैल्शियम कैल्शियम या विटामिन D के सप्लीमेंट से, या पैराथायरॉइड ग्रंथियों से हो सकता है। आपके डॉक्टर इसे दोबारा जाँच सकते हैं और संबंधित टेस्ट देख सकते हैं।",
  // NA Sodium low
  "Sodium keeps the body's water in balance. A low value can follow vomiting, diarrhoea, drinking a lot of water or some blood pressure medicines; your doctor will advise.":
    "सोडियम शरीर में पानी का संतुलन बनाए रखता है। उल्टी, दस्त, बहुत पानी पीने या ब्लड प्रेशर की कुछ दवाओं के बाद यह कम हो सकता है; आपके डॉक्टर सलाह देंगे।",
  // NA Sodium high
  "A high sodium usually means the body is short of water, for example after fever, sweating or not drinking enough. Your doctor will advise.":
    "ज़्यादा सोडियम का आमतौर पर मतलब है कि शरीर में पानी कम है, जैसे बुखार, पसीने या पर्याप्त पानी न पीने के बाद। आपके डॉक्टर सलाह देंगे।",
  // K Potassium low
  "Potassium keeps muscles and the heart rhythm steady. A low value can follow vomiting, diarrhoea or water tablets (diuretics); your doctor will advise.":
    "पोटैशियम मांसपेशियों और दिल की धड़कन को स्थिर रखता है। उल्टी, दस्त या पेशाब बढ़ाने वाली गोलियों (डाइयूरेटिक) के बाद यह कम हो सकता है; आपके डॉक्टर सलाह देंगे।",
  // K Potassium high
  "A high potassium can come from the sample itself, such as a delay before testing, so it is often rechecked. Some medicines and the kidneys also affect it.":
    "ज़्यादा पोटैशियम सैंपल से ही हो सकता है, जैसे टेस्ट से पहले देरी, इसलिए इसे अक्सर दोबारा जाँचा जाता है। कुछ दवाएँ और किडनी भी इस पर असर डालती हैं।",
  // CL Chloride low
  "Chloride is a salt that works with sodium. A low value often follows vomiting or water tablets (diuretics); your doctor reads it with your sodium.":
    "क्लोराइड एक लवण है जो सोडियम के साथ काम करता है। कम मान अक्सर उल्टी या पेशाब बढ़ाने वाली गोलियों (डाइयूरेटिक) के बाद होता है; आपके डॉक्टर इसे आपके सोडियम के साथ पढ़ते हैं।",
  // CL Chloride high
  "A high chloride usually goes with a shortage of water or with diarrhoea. Your doctor reads it with your sodium and other salts.":
    "ज़्यादा क्लोराइड आमतौर पर पानी की कमी या दस्त के साथ होता है। आपके डॉक्टर इसे आपके सोडियम और बाकी लवणों के साथ पढ़ते हैं।",
  // VITD 25-OH vitamin D low
  "Vitamin D keeps bones and muscles strong. Low levels are very common in India, even with plenty of sunshine; your doctor may suggest more sunlight, food changes or a supplement.":
    "विटामिन D हड्डियों और मांसपेशियों को मज़बूत रखता है। भरपूर धूप के बावजूद भारत में इसकी कमी बहुत आम है; आपके डॉक्टर ज़्यादा धूप, खान-पान में बदलाव या सप्लीमेंट की सलाह दे सकते हैं।",
  // VITD 25-OH vitamin D high
  "A high vitamin D almost always comes from supplements. Tell your doctor which ones you take; they will advise whether to continue them.":
    "ज़्यादा विटामिन D लगभग हमेशा सप्लीमेंट से होता है। आप जो लेते हैं वह डॉक्टर को बताएँ; वे बताएँगे कि उन्हें जारी रखना है या नहीं।",
  // B12 Vitamin B12 low
  "Vitamin B12 keeps nerves healthy and helps make red cells. Low levels are common in vegetarians and with metformin or acid-reducing medicines; your doctor may suggest a supplement.":
    "विटामिन B12 नसों को स्वस्थ रखता है और लाल रक्त कोशिकाएँ बनाने में मदद करता है। शाकाहारियों में और मेटफ़ॉर्मिन या एसिड कम करने वाली दवाओं के साथ इसकी कमी आम है; आपके डॉक्टर सप्लीमेंट की सलाह दे सकते हैं।",
  // B12 Vitamin B12 high
  "A high B12 most often follows supplements or injections. If you take none, your doctor will read it with your other results.":
    "ज़्यादा B12 अक्सर सप्लीमेंट या इंजेक्शन के बाद होता है। अगर आप कुछ नहीं लेते, तो आपके डॉक्टर इसे आपके बाकी परिणामों के साथ पढ़ेंगे।",
  // IRON Serum iron low
  "Serum iron is the iron in your blood. A low value is common, often from diet or periods, and is the usual cause of anaemia; your doctor reads it with your ferritin.":
    "सीरम आयरन आपके खून में मौजूद आयरन है। कम मान आम है, अक्सर खान-पान या पीरियड्स से होता है, और खून की कमी का आम कारण है; आपके डॉक्टर इसे आपके फ़ेरिटिन के साथ पढ़ते हैं।",
  // IRON Serum iron high
  "A high serum iron can follow iron tablets or an iron-rich meal. Your doctor reads it with your transferrin saturation and ferritin.":
    "ज़्यादा सीरम आयरन आयरन की गोलियों या आयरन से भरपूर खाने के बाद हो सकता है। आपके डॉक्टर इसे आपके ट्रांसफ़ेरिन सैचुरेशन और फ़ेरिटिन के साथ पढ़ते हैं।",
  // TIBC TIBC low
  "TIBC shows how much iron your blood can carry. A low value can go with inflammation or low protein; your doctor reads it with your iron and ferritin.":
    "TIBC बताता है कि आपका खून कितना आयरन ले जा सकता है। कम मान सूजन या प्रोटीन की कमी के साथ हो सकता है; आपके डॉक्टर इसे आपके आयरन और फ़ेरिटिन के साथ पढ़ते हैं।",
  // TIBC TIBC high
  "A high TIBC often means the body is short of iron and is making room to carry more. Your doctor reads it with your iron and ferritin.":
    "ज़्यादा TIBC का अक्सर मतलब है कि शरीर में आयरन कम है और वह ज़्यादा ले जाने के लिए जगह बना रहा है। आपके डॉक्टर इसे आपके आयरन और फ़ेरिटिन के साथ पढ़ते हैं।",
  // UIBC UIBC low
  "UIBC is the spare iron-carrying capacity in your blood. A low value can go with plenty of iron or with inflammation; your doctor reads it with your other iron values.":
    "UIBC आपके खून में आयरन ले जाने की बची हुई क्षमता है। कम मान भरपूर आयरन या सूजन के साथ हो सकता है; आपके डॉक्टर इसे आपके आयरन के बाकी मानों के साथ पढ़ते हैं।",
  // UIBC UIBC high
  "A high UIBC usually means there is room for more iron, as when iron is low. Your doctor reads it with your iron and ferritin.":
    "ज़्यादा UIBC का आमतौर पर मतलब है कि और आयरन के लिए जगह है, जैसा आयरन कम होने पर होता है। आपके डॉक्टर इसे आपके आयरन और फ़ेरिटिन के साथ पढ़ते हैं।",
  // TSAT Transferrin saturation low
  "Transferrin saturation shows how full your iron carriers are. A low value usually means low iron, which is common and treatable; your doctor will advise.":
    "ट्रांसफ़ेरिन सैचुरेशन बताता है कि आयरन ले जाने वाले वाहक कितने भरे हैं। कम मान का आमतौर पर मतलब आयरन की कमी है, जो आम है और इसका इलाज हो सकता है; आपके डॉक्टर सलाह देंगे।",
  // TSAT Transferrin saturation high
  "A high saturation can follow iron tablets, and some people store extra iron. Your doctor may repeat it on a fasting sample and check your ferritin.":
    "ज़्यादा सैचुरेशन आयरन की गोलियों के बाद हो सकता है, और कुछ लोग ज़्यादा आयरन जमा करते हैं। आपके डॉक्टर खाली पेट के सैंपल पर इसे दोबारा जाँच सकते हैं और आपका फ़ेरिटिन देख सकते हैं।",
  // FERR Ferritin low
  "Ferritin shows your body's iron stores. A low value is the earliest sign of low iron, common with diet and periods; your doctor will advise on iron.":
    "फ़ेरिटिन आपके शरीर का आयरन भंडार बताता है। कम मान आयरन की कमी का सबसे पहला संकेत है, जो खान-पान और पीरियड्स के साथ आम है; आयरन के बारे में आपके डॉक्टर सलाह देंगे।",
  // FERR Ferritin high
  "Ferritin rises with inflammation, infection, fatty liver and alcohol, not only with extra iron. Your doctor reads it with your other results.":
    "फ़ेरिटिन सिर्फ़ ज़्यादा आयरन से नहीं, सूजन, इन्फ़ेक्शन, फ़ैटी लिवर और शराब से भी बढ़ता है। आपके डॉक्टर इसे आपके बाकी परिणामों के साथ पढ़ते हैं।",
  // FOL Folate low
  "Folate helps make red cells and matters before and in early pregnancy. A low value often comes from diet or alcohol; your doctor may suggest folate-rich foods or a supplement.":
    "फ़ोलेट लाल रक्त कोशिकाएँ बनाने में मदद करता है और गर्भावस्था से पहले और शुरुआत में ज़रूरी है। कम मान अक्सर खान-पान या शराब से होता है; आपके डॉक्टर फ़ोलेट से भरपूर खाने या सप्लीमेंट की सलाह दे सकते हैं।",
  // FOL Folate high
  "A high folate usually comes from supplements or fortified foods and is rarely a concern.":
    "ज़्यादा फ़ोलेट आमतौर पर सप्लीमेंट या पोषक तत्व मिले खाने से होता है और शायद ही चिंता की बात है।",
  // PHOS Phosphorus low
  "Phosphorus works with calcium to build bones. A low value can go with low vitamin D, poor nutrition or some antacids; your doctor reads it with your calcium.":
    "फ़ॉस्फ़ोरस कैल्शियम के साथ हड्डियाँ बनाता है। कम मान विटामिन D की कमी, कमज़ोर पोषण या कुछ एंटासिड के साथ हो सकता है; आपके डॉक्टर इसे आपके कैल्शियम के साथ पढ़ते हैं।",
  // PHOS Phosphorus high
  "Phosphorus is normally higher in children. In adults a high value can mean the kidneys are filtering less; your doctor reads it with your calcium and creatinine.":
    "बच्चों में फ़ॉस्फ़ोरस स्वाभाविक रूप से ज़्यादा होता है। बड़ों में ज़्यादा मान का मतलब हो सकता है कि किडनी कम छान रही है; आपके डॉक्टर इसे आपके कैल्शियम और क्रिएटिनिन के साथ पढ़ते हैं।",
  // MG Magnesium low
  "Magnesium helps muscles, nerves and heart rhythm. A low value can follow diarrhoea, alcohol, water tablets or long use of acid-reducing medicines; your doctor will advise.":
    "मैग्नीशियम मांसपेशियों, नसों और दिल की धड़कन में मदद करता है। दस्त, शराब, पेशाब बढ़ाने वाली गोलियों या एसिड कम करने वाली दवाओं के लंबे इस्तेमाल के बाद यह कम हो सकता है; आपके डॉक्टर सलाह देंगे।",
  // MG Magnesium high
  "A high magnesium usually comes from antacids or laxatives that contain it, or from the kidneys filtering less. Your doctor will advise.":
    "ज़्यादा मैग्नीशियम आमतौर पर उसे रखने वाले एंटासिड या जुलाब से, या किडनी के कम छानने से होता है। आपके डॉक्टर सलाह देंगे।",
  // HCY Homocysteine high
  "Homocysteine rises when vitamin B12, folate or B6 are low, and with smoking and age. Your doctor may check your vitamins and look at your overall heart health.":
    "विटामिन B12, फ़ोलेट या B6 कम होने पर, और धूम्रपान और उम्र के साथ होमोसिस्टीन बढ़ता है। आपके डॉक्टर आपके विटामिन जाँच सकते हैं और दिल की कुल सेहत देख सकते हैं।",
  // UPH Urine pH low
  "Urine pH shows how acidic your urine is and changes with food through the day. A low (acidic) value is common with a high-protein diet or fasting.":
    "पेशाब का pH बताता है कि आपका पेशाब कितना अम्लीय है, और यह दिन भर खाने के साथ बदलता है। ज़्यादा प्रोटीन वाले खाने या उपवास में कम (अम्लीय) मान आम है।",
  // UPH Urine pH high
  "A high (alkaline) urine pH is common after a vegetarian meal or when the sample stood for a while, and sometimes with a urine infection.":
    "शाकाहारी खाने के बाद या जब सैंपल कुछ देर रखा रहा हो, ज़्यादा (क्षारीय) पेशाब का pH आम है, और कभी-कभी पेशाब के इन्फ़ेक्शन के साथ भी।",
  // USG Urine specific gravity low
  "A low specific gravity means the urine is dilute, usually because you drank plenty of water.":
    "कम स्पेसिफ़िक ग्रैविटी का मतलब है कि पेशाब पतला है, आमतौर पर इसलिए कि आपने खूब पानी पिया।",
  // USG Urine specific gravity high
  "A high specific gravity means the urine is concentrated, usually because you drank less water; sugar or protein in the urine can also raise it.":
    "ज़्यादा स्पेसिफ़िक ग्रैविटी का मतलब है कि पेशाब गाढ़ा है, आमतौर पर इसलिए कि आपने कम पानी पिया; पेशाब में शुगर या प्रोटीन होने से भी यह बढ़ सकती है।",
  // UPUS Urine pus cells high
  "Pus cells are white cells in the urine. A higher count often points to a urine infection, and can also come from the skin around the sample; your doctor may suggest a culture.":
    "पस सेल पेशाब में मौजूद सफ़ेद रक्त कोशिकाएँ हैं। ज़्यादा गिनती अक्सर पेशाब के इन्फ़ेक्शन की ओर इशारा करती है, और सैंपल के आसपास की त्वचा से भी आ सकती है; आपके डॉक्टर कल्चर टेस्ट की सलाह दे सकते हैं।",
  // URBC Urine red blood cells high
  "A few red cells in the urine can follow periods, hard exercise or a urine infection. Your doctor will decide whether to repeat the test.":
    "पीरियड्स, भारी व्यायाम या पेशाब के इन्फ़ेक्शन के बाद पेशाब में कुछ लाल रक्त कोशिकाएँ आ सकती हैं। टेस्ट दोबारा करना है या नहीं, यह आपके डॉक्टर तय करेंगे।",
  // A text result the test master reads as not the usual one
  "This is not the usual result for this test. Your doctor will explain what it means for you.":
    "यह इस टेस्ट का सामान्य परिणाम नहीं है। आपके डॉक्टर बताएँगे कि आपके लिए इसका क्या मतलब है।",
  // A text result the test master cannot call usual or not
  "On its own this result does not say clearly whether it is the usual one. Your doctor will read it with the rest of your report.":
    "अकेले यह परिणाम साफ़ नहीं बताता कि यह सामान्य है या नहीं। आपके डॉक्टर इसे आपकी बाकी रिपोर्ट के साथ पढ़ेंगे।",
};
