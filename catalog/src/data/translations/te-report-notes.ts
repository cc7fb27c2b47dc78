// తెలుగు: what a flagged value on a report usually means (schema.ts, reportNotes), by its
// English. Written by the engineering team, not yet reviewed by a native speaker
// (docs/i18n-glossary.md#review).
import type { ReportNotes } from "./schema.ts";

export const teReportNotes: ReportNotes = {
  // HB Haemoglobin low
  "Haemoglobin carries oxygen in the blood. A low value (anaemia) is common, often from low iron, and can cause tiredness; your doctor can find the cause and treat it.":
    "హిమోగ్లోబిన్ రక్తంలో ఆక్సిజన్‌ను తీసుకువెళుతుంది. తక్కువ విలువ (రక్తహీనత) సాధారణం, తరచుగా ఐరన్ లోపం వల్ల వస్తుంది, అలసట కలిగించవచ్చు; డాక్టర్ కారణం కనుగొని చికిత్స చేయగలరు.",
  // HB Haemoglobin high
  "A high haemoglobin can come from dehydration, smoking or living at altitude. Your doctor will look at it together with your other values.":
    "ఎక్కువ హిమోగ్లోబిన్ డీహైడ్రేషన్, పొగతాగడం లేదా ఎత్తైన ప్రదేశంలో నివసించడం వల్ల రావచ్చు. డాక్టర్ దీన్ని మీ ఇతర విలువలతో కలిపి చూస్తారు.",
  // RBC RBC count low
  "Red cells carry oxygen around the body. A low count often goes with anaemia, commonly from low iron or vitamins; your doctor will read it with your haemoglobin.":
    "ఎర్ర రక్త కణాలు శరీరమంతా ఆక్సిజన్‌ను తీసుకువెళతాయి. తక్కువ లెక్క తరచుగా రక్తహీనతతో వస్తుంది, సాధారణంగా ఐరన్ లేదా విటమిన్ల లోపం వల్ల; డాక్టర్ దీన్ని మీ హిమోగ్లోబిన్‌తో కలిపి చదువుతారు.",
  // RBC RBC count high
  "A high red cell count can come from dehydration, smoking or living at altitude, and some people simply run high. Your doctor will read it with your other values.":
    "ఎక్కువ ఎర్ర రక్త కణాల లెక్క డీహైడ్రేషన్, పొగతాగడం లేదా ఎత్తైన ప్రదేశంలో నివసించడం వల్ల రావచ్చు, కొందరిలో సహజంగానే ఎక్కువగా ఉంటుంది. డాక్టర్ దీన్ని మీ ఇతర విలువలతో కలిపి చదువుతారు.",
  // PCV PCV (haematocrit) low
  "PCV (haematocrit) is the share of your blood made up of red cells. A low value usually goes with a low haemoglobin, as in anaemia; your doctor will look for the cause.":
    "PCV (హిమటోక్రిట్) అంటే మీ రక్తంలో ఎర్ర రక్త కణాల వాటా. తక్కువ విలువ సాధారణంగా రక్తహీనతలో లాగా తక్కువ హిమోగ్లోబిన్‌తో వస్తుంది; డాక్టర్ కారణం వెతుకుతారు.",
  // PCV PCV (haematocrit) high
  "A high PCV often means the blood is more concentrated, for example from not drinking enough water or from smoking. Your doctor will read it with your haemoglobin.":
    "ఎక్కువ PCV తరచుగా రక్తం ఎక్కువ గాఢంగా ఉందని అర్థం, ఉదాహరణకు సరిపడా నీళ్లు తాగకపోవడం లేదా పొగతాగడం వల్ల. డాక్టర్ దీన్ని మీ హిమోగ్లోబిన్‌తో కలిపి చదువుతారు.",
  // MCV MCV low
  "MCV is the average size of your red cells. Small red cells are most often due to low iron, and sometimes to an inherited trait such as thalassaemia; your doctor can check which.":
    "MCV అంటే మీ ఎర్ర రక్త కణాల సగటు పరిమాణం. చిన్న ఎర్ర రక్త కణాలు ఎక్కువగా ఐరన్ లోపం వల్ల, కొన్నిసార్లు తలసీమియా వంటి వంశపారంపర్య లక్షణం వల్ల వస్తాయి; ఏది అనేది డాక్టర్ పరీక్షించగలరు.",
  // MCV MCV high
  "Large red cells are often linked to low vitamin B12 or folate, alcohol, thyroid changes or some medicines. Your doctor may suggest a vitamin test.":
    "పెద్ద ఎర్ర రక్త కణాలు తరచుగా విటమిన్ B12 లేదా ఫోలేట్ లోపం, మద్యం, థైరాయిడ్ మార్పులు లేదా కొన్ని మందులతో ముడిపడి ఉంటాయి. డాక్టర్ విటమిన్ పరీక్ష సూచించవచ్చు.",
  // MCH MCH low
  "MCH is the average amount of haemoglobin in each red cell. A low value usually goes with small red cells, most often from low iron.":
    "MCH అంటే ప్రతి ఎర్ర రక్త కణంలోని హిమోగ్లోబిన్ సగటు మొత్తం. తక్కువ విలువ సాధారణంగా చిన్న ఎర్ర రక్త కణాలతో వస్తుంది, ఎక్కువగా ఐరన్ లోపం వల్ల.",
  // MCH MCH high
  "A high MCH usually goes with large red cells, often linked to low vitamin B12 or folate. Your doctor will read it with your MCV.":
    "ఎక్కువ MCH సాధారణంగా పెద్ద ఎర్ర రక్త కణాలతో వస్తుంది, తరచుగా విటమిన్ B12 లేదా ఫోలేట్ లోపంతో ముడిపడి ఉంటుంది. డాక్టర్ దీన్ని మీ MCVతో కలిపి చదువుతారు.",
  // MCHC MCHC low
  "MCHC shows how concentrated the haemoglobin is inside red cells. A low value often goes with low iron; your doctor will read it with your other red cell values.":
    "MCHC ఎర్ర రక్త కణాల లోపల హిమోగ్లోబిన్ ఎంత గాఢంగా ఉందో చూపిస్తుంది. తక్కువ విలువ తరచుగా ఐరన్ లోపంతో వస్తుంది; డాక్టర్ దీన్ని మీ ఇతర ఎర్ర రక్త కణాల విలువలతో కలిపి చదువుతారు.",
  // MCHC MCHC high
  "A high MCHC is uncommon and is often rechecked, as the sample itself can affect it. Your doctor will read it with your other red cell values.":
    "ఎక్కువ MCHC అరుదు, నమూనా కూడా దీన్ని ప్రభావితం చేయగలదు కాబట్టి తరచుగా మళ్లీ పరీక్షిస్తారు. డాక్టర్ దీన్ని మీ ఇతర ఎర్ర రక్త కణాల విలువలతో కలిపి చదువుతారు.",
  // RDWCV RDW-CV high
  "RDW shows how much your red cells vary in size. A high value often appears with low iron, vitamin B12 or folate; your doctor will read it with your MCV.":
    "RDW మీ ఎర్ర రక్త కణాల పరిమాణం ఎంత మారుతుందో చూపిస్తుంది. ఎక్కువ విలువ తరచుగా ఐరన్, విటమిన్ B12 లేదా ఫోలేట్ లోపంతో కనిపిస్తుంది; డాక్టర్ దీన్ని మీ MCVతో కలిపి చదువుతారు.",
  // TLC Total WBC count low
  "White cells fight infection. A slightly low count often follows a viral fever or some medicines and recovers; your doctor may repeat the test.":
    "తెల్ల రక్త కణాలు ఇన్ఫెక్షన్‌తో పోరాడతాయి. కొద్దిగా తక్కువ లెక్క తరచుగా వైరల్ జ్వరం లేదా కొన్ని మందుల తర్వాత వచ్చి కోలుకుంటుంది; డాక్టర్ పరీక్షను మళ్లీ చేయించవచ్చు.",
  // TLC Total WBC count high
  "A high white cell count usually means the body is fighting an infection or inflammation; stress, smoking and some medicines can raise it too.":
    "ఎక్కువ తెల్ల రక్త కణాల లెక్క సాధారణంగా శరీరం ఇన్ఫెక్షన్ లేదా వాపుతో పోరాడుతోందని అర్థం; ఒత్తిడి, పొగతాగడం, కొన్ని మందులు కూడా దీన్ని పెంచవచ్చు.",
  // NEUT Neutrophils low
  "Neutrophils are white cells that fight bacteria. A lower share is common after a viral fever and in some healthy people; your doctor will read it with your total count.":
    "న్యూట్రోఫిల్స్ బ్యాక్టీరియాతో పోరాడే తెల్ల రక్త కణాలు. వైరల్ జ్వరం తర్వాత, కొందరు ఆరోగ్యవంతుల్లో తక్కువ వాటా సాధారణం; డాక్టర్ దీన్ని మీ మొత్తం లెక్కతో కలిపి చదువుతారు.",
  // NEUT Neutrophils high
  "A higher share of neutrophils often goes with a bacterial infection, inflammation, stress or steroid medicines. Your doctor will read it with your symptoms.":
    "న్యూట్రోఫిల్స్ ఎక్కువ వాటా తరచుగా బ్యాక్టీరియా ఇన్ఫెక్షన్, వాపు, ఒత్తిడి లేదా స్టెరాయిడ్ మందులతో వస్తుంది. డాక్టర్ దీన్ని మీ లక్షణాలతో కలిపి చదువుతారు.",
  // LYMPH Lymphocytes low
  "Lymphocytes are white cells that fight viruses. A lower share often appears when neutrophils are up, or during an illness or stress.":
    "లింఫోసైట్స్ వైరస్‌లతో పోరాడే తెల్ల రక్త కణాలు. న్యూట్రోఫిల్స్ పెరిగినప్పుడు, లేదా అనారోగ్యం, ఒత్తిడి సమయంలో వీటి వాటా తరచుగా తక్కువగా కనిపిస్తుంది.",
  // LYMPH Lymphocytes high
  "A higher share of lymphocytes is common during or after a viral infection. Your doctor will read it with your total count and symptoms.":
    "లింఫోసైట్స్ ఎక్కువ వాటా వైరల్ ఇన్ఫెక్షన్ సమయంలో లేదా తర్వాత సాధారణం. డాక్టర్ దీన్ని మీ మొత్తం లెక్క, లక్షణాలతో కలిపి చదువుతారు.",
  // EOS Eosinophils high
  "Eosinophils rise with allergies, asthma, skin allergies and worm infections, which are common. Your doctor may suggest an allergy review or a stool test.":
    "అలర్జీలు, ఆస్తమా, చర్మ అలర్జీలు, నులిపురుగుల ఇన్ఫెక్షన్లతో ఇయోసినోఫిల్స్ పెరుగుతాయి, ఇవి సాధారణం. డాక్టర్ అలర్జీ పరిశీలన లేదా మల పరీక్ష సూచించవచ్చు.",
  // MONO Monocytes high
  "Monocytes are white cells that help clear up after an infection. A higher share is common while recovering from one; your doctor will read it with your other values.":
    "మోనోసైట్స్ ఇన్ఫెక్షన్ తర్వాత శుభ్రం చేయడంలో సహాయపడే తెల్ల రక్త కణాలు. ఇన్ఫెక్షన్ నుంచి కోలుకునేటప్పుడు వీటి ఎక్కువ వాటా సాధారణం; డాక్టర్ దీన్ని మీ ఇతర విలువలతో కలిపి చదువుతారు.",
  // BASO Basophils high
  "Basophils are a small group of white cells linked to allergy. A slightly higher share is usually of little concern; your doctor will read it with your other values.":
    "బేసోఫిల్స్ అలర్జీతో ముడిపడిన తెల్ల రక్త కణాల చిన్న సమూహం. కొద్దిగా ఎక్కువ వాటా సాధారణంగా పెద్ద ఆందోళన కాదు; డాక్టర్ దీన్ని మీ ఇతర విలువలతో కలిపి చదువుతారు.",
  // ANC Absolute neutrophil count low
  "This is the actual number of neutrophils, the white cells that fight bacteria. A low count can follow a viral infection or some medicines; your doctor will advise on a repeat.":
    "ఇది బ్యాక్టీరియాతో పోరాడే తెల్ల రక్త కణాలైన న్యూట్రోఫిల్స్ అసలు సంఖ్య. తక్కువ లెక్క వైరల్ ఇన్ఫెక్షన్ లేదా కొన్ని మందుల తర్వాత రావచ్చు; మళ్లీ పరీక్ష గురించి డాక్టర్ సలహా ఇస్తారు.",
  // ANC Absolute neutrophil count high
  "A high neutrophil count often goes with a bacterial infection, inflammation, stress or steroid medicines. Your doctor will read it with your symptoms.":
    "ఎక్కువ న్యూట్రోఫిల్ లెక్క తరచుగా బ్యాక్టీరియా ఇన్ఫెక్షన్, వాపు, ఒత్తిడి లేదా స్టెరాయిడ్ మందులతో వస్తుంది. డాక్టర్ దీన్ని మీ లక్షణాలతో కలిపి చదువుతారు.",
  // ALC Absolute lymphocyte count low
  "This is the actual number of lymphocytes, the white cells that fight viruses. A low count can follow an illness, stress or steroid medicines.":
    "ఇది వైరస్‌లతో పోరాడే తెల్ల రక్త కణాలైన లింఫోసైట్స్ అసలు సంఖ్య. తక్కువ లెక్క అనారోగ్యం, ఒత్తిడి లేదా స్టెరాయిడ్ మందుల తర్వాత రావచ్చు.",
  // ALC Absolute lymphocyte count high
  "A high lymphocyte count is common during or after a viral infection. Your doctor will read it with your symptoms and may repeat the test.":
    "ఎక్కువ లింఫోసైట్ లెక్క వైరల్ ఇన్ఫెక్షన్ సమయంలో లేదా తర్వాత సాధారణం. డాక్టర్ దీన్ని మీ లక్షణాలతో కలిపి చదివి పరీక్షను మళ్లీ చేయించవచ్చు.",
  // PLT Platelet count low
  "Platelets help blood clot. A low count can follow a viral fever such as dengue and usually recovers; tell your doctor about any unusual bleeding or bruising.":
    "ప్లేట్‌లెట్లు రక్తం గడ్డకట్టడానికి సహాయపడతాయి. డెంగ్యూ వంటి వైరల్ జ్వరం తర్వాత తక్కువ లెక్క రావచ్చు, సాధారణంగా కోలుకుంటుంది; అసాధారణ రక్తస్రావం లేదా కమిలిన గాయాలు ఉంటే డాక్టర్‌కు చెప్పండి.",
  // PLT Platelet count high
  "A high platelet count often follows an infection, inflammation or low iron. Your doctor will decide whether it needs a repeat test.":
    "ఎక్కువ ప్లేట్‌లెట్ లెక్క తరచుగా ఇన్ఫెక్షన్, వాపు లేదా ఐరన్ లోపం తర్వాత వస్తుంది. మళ్లీ పరీక్ష అవసరమా అని డాక్టర్ నిర్ణయిస్తారు.",
  // MPV MPV low
  "MPV is the average size of your platelets. It is read together with the platelet count; on its own a low value rarely matters.":
    "MPV అంటే మీ ప్లేట్‌లెట్ల సగటు పరిమాణం. దీన్ని ప్లేట్‌లెట్ లెక్కతో కలిపి చదువుతారు; ఒంటరిగా తక్కువ విలువ అరుదుగా ముఖ్యం.",
  // MPV MPV high
  "Larger platelets are often young ones, made when the body is replacing platelets, for example after a fever. Your doctor reads it with your platelet count.":
    "పెద్ద ప్లేట్‌లెట్లు తరచుగా కొత్తవి, శరీరం ప్లేట్‌లెట్లను భర్తీ చేస్తున్నప్పుడు, ఉదాహరణకు జ్వరం తర్వాత, తయారవుతాయి. డాక్టర్ దీన్ని మీ ప్లేట్‌లెట్ లెక్కతో కలిపి చదువుతారు.",
  // ESR ESR high
  "ESR rises with infection, inflammation, anaemia and pregnancy, and a little with age. On its own it does not point to a cause; your doctor reads it with your symptoms.":
    "ఇన్ఫెక్షన్, వాపు, రక్తహీనత, గర్భంతో, వయసుతో కొద్దిగా ESR పెరుగుతుంది. ఒంటరిగా ఇది కారణాన్ని సూచించదు; డాక్టర్ దీన్ని మీ లక్షణాలతో కలిపి చదువుతారు.",
  // AEC Absolute eosinophil count high
  "Eosinophils rise with allergies, asthma, skin allergies and worm infections, which are common. Your doctor may suggest treating the cause or a stool test.":
    "అలర్జీలు, ఆస్తమా, చర్మ అలర్జీలు, నులిపురుగుల ఇన్ఫెక్షన్లతో ఇయోసినోఫిల్స్ పెరుగుతాయి, ఇవి సాధారణం. డాక్టర్ కారణానికి చికిత్స లేదా మల పరీక్ష సూచించవచ్చు.",
  // T3 Total T3 low
  "T3 is an active thyroid hormone. A low value can go with an underactive thyroid, and also with a recent illness or fasting; your doctor reads it with your TSH.":
    "T3 ఒక చురుకైన థైరాయిడ్ హార్మోన్. తక్కువ విలువ తక్కువగా పనిచేసే థైరాయిడ్‌తో, అలాగే ఇటీవలి అనారోగ్యం లేదా ఉపవాసంతో రావచ్చు; డాక్టర్ దీన్ని మీ TSHతో కలిపి చదువుతారు.",
  // T3 Total T3 high
  "A high T3 can mean an overactive thyroid; pregnancy and birth control pills can also raise total T3. Your doctor reads it with your TSH and T4.":
    "ఎక్కువ T3 థైరాయిడ్ అతిగా పనిచేస్తోందని అర్థం కావచ్చు; గర్భం, గర్భనిరోధక మాత్రలు కూడా మొత్తం T3ని పెంచవచ్చు. డాక్టర్ దీన్ని మీ TSH, T4తో కలిపి చదువుతారు.",
  // T4 Total T4 low
  "T4 is the main hormone made by the thyroid. A low value can go with an underactive thyroid, which is common and treatable; your doctor reads it with your TSH.":
    "T4 థైరాయిడ్ తయారుచేసే ప్రధాన హార్మోన్. తక్కువ విలువ తక్కువగా పనిచేసే థైరాయిడ్‌తో రావచ్చు, ఇది సాధారణం, చికిత్స చేయవచ్చు; డాక్టర్ దీన్ని మీ TSHతో కలిపి చదువుతారు.",
  // T4 Total T4 high
  "A high T4 can mean an overactive thyroid; pregnancy and birth control pills also raise total T4. Your doctor reads it with your TSH.":
    "ఎక్కువ T4 థైరాయిడ్ అతిగా పనిచేస్తోందని అర్థం కావచ్చు; గర్భం, గర్భనిరోధక మాత్రలు కూడా మొత్తం T4ని పెంచుతాయి. డాక్టర్ దీన్ని మీ TSHతో కలిపి చదువుతారు.",
  // TSH TSH low
  "TSH is the signal from the brain that tells the thyroid how hard to work. A low TSH can mean the thyroid is overactive, or thyroid tablets need adjusting.":
    "TSH అంటే థైరాయిడ్ ఎంత పనిచేయాలో మెదడు పంపే సంకేతం. తక్కువ TSH థైరాయిడ్ అతిగా పనిచేస్తోందని, లేదా థైరాయిడ్ మాత్రల మోతాదు సవరించాలని అర్థం కావచ్చు.",
  // TSH TSH high
  "A high TSH often means the thyroid is a little underactive, which is common and treatable. Your doctor may repeat it and check your T4.":
    "ఎక్కువ TSH తరచుగా థైరాయిడ్ కొద్దిగా తక్కువగా పనిచేస్తోందని అర్థం, ఇది సాధారణం, చికిత్స చేయవచ్చు. డాక్టర్ దీన్ని మళ్లీ పరీక్షించి మీ T4 చూడవచ్చు.",
  // FT3 Free T3 low
  "Free T3 is the active thyroid hormone available to your body. A low value can go with an underactive thyroid or a recent illness; your doctor reads it with your TSH.":
    "Free T3 మీ శరీరానికి అందుబాటులో ఉన్న చురుకైన థైరాయిడ్ హార్మోన్. తక్కువ విలువ తక్కువగా పనిచేసే థైరాయిడ్ లేదా ఇటీవలి అనారోగ్యంతో రావచ్చు; డాక్టర్ దీన్ని మీ TSHతో కలిపి చదువుతారు.",
  // FT3 Free T3 high
  "A high free T3 can mean the thyroid is overactive. Your doctor reads it with your TSH and free T4.":
    "ఎక్కువ Free T3 థైరాయిడ్ అతిగా పనిచేస్తోందని అర్థం కావచ్చు. డాక్టర్ దీన్ని మీ TSH, Free T4తో కలిపి చదువుతారు.",
  // FT4 Free T4 low
  "Free T4 is the thyroid hormone available to your body. A low value can go with an underactive thyroid, which is common and treatable; your doctor reads it with your TSH.":
    "Free T4 మీ శరీరానికి అందుబాటులో ఉన్న థైరాయిడ్ హార్మోన్. తక్కువ విలువ తక్కువగా పనిచేసే థైరాయిడ్‌తో రావచ్చు, ఇది సాధారణం, చికిత్స చేయవచ్చు; డాక్టర్ దీన్ని మీ TSHతో కలిపి చదువుతారు.",
  // FT4 Free T4 high
  "A high free T4 can mean the thyroid is overactive, or that thyroid tablets need adjusting. Your doctor reads it with your TSH.":
    "ఎక్కువ Free T4 థైరాయిడ్ అతిగా పనిచేస్తోందని, లేదా థైరాయిడ్ మాత్రల మోతాదు సవరించాలని అర్థం కావచ్చు. డాక్టర్ దీన్ని మీ TSHతో కలిపి చదువుతారు.",
  // HBA1C HbA1c low
  "HbA1c shows your average sugar over two to three months. A low value is uncommon; it can follow blood loss or some kinds of anaemia, and your doctor will tell you if it matters.":
    "HbA1c రెండు నుంచి మూడు నెలల మీ సగటు చక్కెరను చూపిస్తుంది. తక్కువ విలువ అరుదు; రక్తం కోల్పోయిన తర్వాత లేదా కొన్ని రకాల రక్తహీనతలో రావచ్చు, ఇది ముఖ్యమా అని డాక్టర్ చెబుతారు.",
  // HBA1C HbA1c high
  "A high HbA1c means your average blood sugar has been above normal over the last two to three months. Your doctor will advise on food, activity and any treatment.":
    "ఎక్కువ HbA1c అంటే గత రెండు నుంచి మూడు నెలల్లో మీ సగటు రక్తంలో చక్కెర సాధారణం కంటే ఎక్కువగా ఉంది. ఆహారం, వ్యాయామం, అవసరమైన చికిత్స గురించి డాక్టర్ సలహా ఇస్తారు.",
  // EAG Estimated average glucose high
  "Estimated average glucose turns your HbA1c into a sugar reading like a glucometer's. A high value means your sugar has been running high; your doctor will advise you.":
    "అంచనా సగటు గ్లూకోజ్ మీ HbA1cని గ్లూకోమీటర్ చూపించే లాంటి చక్కెర రీడింగ్‌గా మారుస్తుంది. ఎక్కువ విలువ అంటే మీ చక్కెర ఎక్కువగానే ఉంటోంది; డాక్టర్ సలహా ఇస్తారు.",
  // FBS Glucose, fasting low
  "A low fasting sugar can follow a long fast, heavy exercise or diabetes medicines. If you felt shaky, sweaty or dizzy around the time of the test, tell your doctor.":
    "ఎక్కువసేపు ఉపవాసం, తీవ్రమైన వ్యాయామం లేదా మధుమేహ మందుల తర్వాత ఉపవాస చక్కెర తగ్గవచ్చు. పరీక్ష సమయంలో వణుకు, చెమట లేదా తల తిరగడం ఉంటే డాక్టర్‌కు చెప్పండి.",
  // FBS Glucose, fasting high
  "A high fasting sugar can be a sign of prediabetes or diabetes; an illness or stress can raise it too. Your doctor will usually confirm it with a repeat test or HbA1c.":
    "ఎక్కువ ఉపవాస చక్కెర ప్రీడయాబెటిస్ లేదా మధుమేహానికి సంకేతం కావచ్చు; అనారోగ్యం లేదా ఒత్తిడి కూడా దీన్ని పెంచవచ్చు. డాక్టర్ సాధారణంగా మళ్లీ పరీక్ష లేదా HbA1cతో నిర్ధారిస్తారు.",
  // PPBS Glucose, post prandial (2 hours) low
  "A low sugar after a meal is uncommon; it can happen after a small meal or with diabetes medicines. If you felt shaky, sweaty or dizzy around the time of the test, tell your doctor.":
    "భోజనం తర్వాత తక్కువ చక్కెర అరుదు; తక్కువ భోజనం తర్వాత లేదా మధుమేహ మందులతో జరగవచ్చు. పరీక్ష సమయంలో వణుకు, చెమట లేదా తల తిరగడం ఉంటే డాక్టర్‌కు చెప్పండి.",
  // PPBS Glucose, post prandial (2 hours) high
  "A high sugar two hours after a meal means your body is slow to clear the sugar from food. Your doctor will read it with your fasting sugar and HbA1c.":
    "భోజనం తర్వాత రెండు గంటలకు ఎక్కువ చక్కెర అంటే ఆహారంలోని చక్కెరను మీ శరీరం నెమ్మదిగా తొలగిస్తోంది. డాక్టర్ దీన్ని మీ ఉపవాస చక్కెర, HbA1cతో కలిపి చదువుతారు.",
  // RBS Glucose, random low
  "A low sugar can follow a long gap since eating, heavy exercise or diabetes medicines. If you felt shaky, sweaty or dizzy around the time of the test, tell your doctor.":
    "తిని చాలాసేపు అయిన తర్వాత, తీవ్రమైన వ్యాయామం లేదా మధుమేహ మందుల తర్వాత చక్కెర తగ్గవచ్చు. పరీక్ష సమయంలో వణుకు, చెమట లేదా తల తిరగడం ఉంటే డాక్టర్‌కు చెప్పండి.",
  // RBS Glucose, random high
  "A high random sugar can follow a sweet meal or an illness, and can be a sign of diabetes. Your doctor will usually confirm it with a fasting sugar or HbA1c.":
    "తీపి భోజనం లేదా అనారోగ్యం తర్వాత ర్యాండమ్ చక్కెర పెరగవచ్చు, ఇది మధుమేహానికి సంకేతం కూడా కావచ్చు. డాక్టర్ సాధారణంగా ఉపవాస చక్కెర లేదా HbA1cతో నిర్ధారిస్తారు.",
  // CHOL Total cholesterol low
  "A low total cholesterol is usually not a concern; it can go with a low-fat diet, an overactive thyroid or cholesterol medicines.":
    "తక్కువ మొత్తం కొలెస్ట్రాల్ సాధారణంగా ఆందోళన కాదు; తక్కువ కొవ్వు ఆహారం, అతిగా పనిచేసే థైరాయిడ్ లేదా కొలెస్ట్రాల్ మందులతో రావచ్చు.",
  // CHOL Total cholesterol high
  "A high cholesterol is common and builds up in the arteries over years. Food, exercise and, where needed, medicines help; your doctor will look at your overall heart risk.":
    "ఎక్కువ కొలెస్ట్రాల్ సాధారణం, ఏళ్ల తరబడి ధమనుల్లో పేరుకుంటుంది. ఆహారం, వ్యాయామం, అవసరమైతే మందులు సహాయపడతాయి; డాక్టర్ మీ మొత్తం గుండె ప్రమాదాన్ని చూస్తారు.",
  // TG Triglycerides high
  "Triglycerides are fats that rise with sweets, rice, fried food and alcohol, and after a meal. A high value is common; your doctor may advise food changes or a fasting repeat.":
    "ట్రైగ్లిజరైడ్లు తీపి, అన్నం, వేయించిన ఆహారం, మద్యంతో, భోజనం తర్వాత పెరిగే కొవ్వులు. ఎక్కువ విలువ సాధారణం; డాక్టర్ ఆహార మార్పులు లేదా ఉపవాసంతో మళ్లీ పరీక్ష సూచించవచ్చు.",
  // HDL HDL cholesterol low
  "HDL is the 'good' cholesterol that helps clear fat from the arteries. A low value is common with inactivity, smoking and extra weight; regular exercise helps raise it.":
    "HDL ధమనుల నుంచి కొవ్వును తొలగించడంలో సహాయపడే 'మంచి' కొలెస్ట్రాల్. శారీరక శ్రమ లేకపోవడం, పొగతాగడం, అధిక బరువుతో తక్కువ విలువ సాధారణం; క్రమం తప్పని వ్యాయామం దీన్ని పెంచడంలో సహాయపడుతుంది.",
  // HDL HDL cholesterol high
  "A high HDL is usually a good sign for the heart. Your doctor reads it with your other lipid values.":
    "ఎక్కువ HDL సాధారణంగా గుండెకు మంచి సంకేతం. డాక్టర్ దీన్ని మీ ఇతర కొవ్వు విలువలతో కలిపి చదువుతారు.",
  // LDL LDL cholesterol high
  "LDL is the cholesterol that can build up in the arteries over time. Food, exercise and, where needed, medicines lower it; your doctor will set a target for you.":
    "LDL కాలక్రమేణా ధమనుల్లో పేరుకోగల కొలెస్ట్రాల్. ఆహారం, వ్యాయామం, అవసరమైతే మందులు దీన్ని తగ్గిస్తాయి; డాక్టర్ మీ కోసం లక్ష్యం నిర్ణయిస్తారు.",
  // VLDL VLDL cholesterol high
  "VLDL carries triglycerides in the blood and is usually calculated from them, so it rises when they are high. Your doctor reads it with your triglycerides.":
    "VLDL రక్తంలో ట్రైగ్లిజరైడ్లను తీసుకువెళుతుంది, సాధారణంగా వాటి నుంచే లెక్కిస్తారు, కాబట్టి అవి ఎక్కువగా ఉన్నప్పుడు ఇది కూడా పెరుగుతుంది. డాక్టర్ దీన్ని మీ ట్రైగ్లిజరైడ్లతో కలిపి చదువుతారు.",
  // NHDL Non-HDL cholesterol high
  "Non-HDL cholesterol is your total cholesterol minus the 'good' HDL: all the cholesterol that can build up in the arteries. Your doctor uses it with your other values to judge heart risk.":
    "Non-HDL కొలెస్ట్రాల్ అంటే మీ మొత్తం కొలెస్ట్రాల్ నుంచి 'మంచి' HDL తీసివేసినది: ధమనుల్లో పేరుకోగల మొత్తం కొలెస్ట్రాల్. గుండె ప్రమాదాన్ని అంచనా వేయడానికి డాక్టర్ దీన్ని మీ ఇతర విలువలతో ఉపయోగిస్తారు.",
  // CHOLHDL Total cholesterol/HDL ratio high
  "A higher ratio means less of the protective HDL compared with your total cholesterol. Your doctor uses it with your other values to judge heart risk.":
    "ఎక్కువ నిష్పత్తి అంటే మీ మొత్తం కొలెస్ట్రాల్‌తో పోలిస్తే రక్షించే HDL తక్కువ. గుండె ప్రమాదాన్ని అంచనా వేయడానికి డాక్టర్ దీన్ని మీ ఇతర విలువలతో ఉపయోగిస్తారు.",
  // LDLHDL LDL/HDL ratio high
  "A higher ratio means more LDL compared with the protective HDL. Your doctor uses it with your other values to judge heart risk.":
    "ఎక్కువ నిష్పత్తి అంటే రక్షించే HDLతో పోలిస్తే LDL ఎక్కువ. గుండె ప్రమాదాన్ని అంచనా వేయడానికి డాక్టర్ దీన్ని మీ ఇతర విలువలతో ఉపయోగిస్తారు.",
  // TBIL Total bilirubin high
  "Bilirubin is a yellow pigment from old red cells that the liver clears. A mildly high value is common after fasting or with a harmless inherited trait; your doctor reads it with your enzymes.":
    "బిలిరుబిన్ పాత ఎర్ర రక్త కణాల నుంచి వచ్చే, కాలేయం తొలగించే పసుపు వర్ణద్రవ్యం. ఉపవాసం తర్వాత లేదా హానిలేని వంశపారంపర్య లక్షణం వల్ల కొద్దిగా ఎక్కువ విలువ సాధారణం; డాక్టర్ దీన్ని మీ ఎంజైమ్‌లతో కలిపి చదువుతారు.",
  // DBIL Direct bilirubin high
  "Direct bilirubin is the part the liver has already processed. A high value can mean bile is not flowing freely; your doctor reads it with your other liver values.":
    "డైరెక్ట్ బిలిరుబిన్ అంటే కాలేయం ఇప్పటికే ప్రాసెస్ చేసిన భాగం. ఎక్కువ విలువ పిత్తరసం సాఫీగా ప్రవహించడం లేదని అర్థం కావచ్చు; డాక్టర్ దీన్ని మీ ఇతర కాలేయ విలువలతో కలిపి చదువుతారు.",
  // IBIL Indirect bilirubin high
  "Indirect bilirubin is the part not yet processed by the liver. A mildly high value is common after fasting or with a harmless inherited trait; your doctor will advise.":
    "ఇన్‌డైరెక్ట్ బిలిరుబిన్ అంటే కాలేయం ఇంకా ప్రాసెస్ చేయని భాగం. ఉపవాసం తర్వాత లేదా హానిలేని వంశపారంపర్య లక్షణం వల్ల కొద్దిగా ఎక్కువ విలువ సాధారణం; డాక్టర్ సలహా ఇస్తారు.",
  // SGOT SGOT (AST) high
  "SGOT (AST) is an enzyme from the liver and muscles. It can rise with fatty liver, alcohol, some medicines, a viral illness or hard exercise; your doctor reads it with SGPT.":
    "SGOT (AST) కాలేయం, కండరాల నుంచి వచ్చే ఎంజైమ్. ఫ్యాటీ లివర్, మద్యం, కొన్ని మందులు, వైరల్ అనారోగ్యం లేదా కఠినమైన వ్యాయామంతో ఇది పెరగవచ్చు; డాక్టర్ దీన్ని SGPTతో కలిపి చదువుతారు.",
  // SGPT SGPT (ALT) high
  "SGPT (ALT) is an enzyme found mainly in the liver. A raised value is common with fatty liver, alcohol, some medicines or a recent viral illness; your doctor will advise.":
    "SGPT (ALT) ప్రధానంగా కాలేయంలో ఉండే ఎంజైమ్. ఫ్యాటీ లివర్, మద్యం, కొన్ని మందులు లేదా ఇటీవలి వైరల్ అనారోగ్యంతో పెరిగిన విలువ సాధారణం; డాక్టర్ సలహా ఇస్తారు.",
  // SGOTSGPT SGOT/SGPT ratio low
  "This ratio compares the two liver enzymes and means little on its own. Your doctor reads it with your SGOT and SGPT values.":
    "ఈ నిష్పత్తి రెండు కాలేయ ఎంజైమ్‌లను పోలుస్తుంది, ఒంటరిగా దీనికి పెద్ద అర్థం లేదు. డాక్టర్ దీన్ని మీ SGOT, SGPT విలువలతో కలిపి చదువుతారు.",
  // ALP Alkaline phosphatase low
  "A low alkaline phosphatase is uncommon and often of no concern; it can go with low zinc or magnesium or some medicines.":
    "తక్కువ ఆల్కలైన్ ఫాస్ఫటేస్ అరుదు, తరచుగా ఆందోళన కాదు; జింక్ లేదా మెగ్నీషియం లోపం లేదా కొన్ని మందులతో రావచ్చు.",
  // ALP Alkaline phosphatase high
  "Alkaline phosphatase comes from the liver and bones. It is normally higher in children and in pregnancy, and rises with low vitamin D or slow bile flow.":
    "ఆల్కలైన్ ఫాస్ఫటేస్ కాలేయం, ఎముకల నుంచి వస్తుంది. పిల్లల్లో, గర్భంలో ఇది సహజంగా ఎక్కువ, విటమిన్ D లోపం లేదా పిత్తరసం నెమ్మదిగా ప్రవహించడంతో పెరుగుతుంది.",
  // GGT GGT high
  "GGT is a liver enzyme that often rises with alcohol, fatty liver and some medicines. Your doctor reads it with your alkaline phosphatase and other liver values.":
    "GGT ఒక కాలేయ ఎంజైమ్, మద్యం, ఫ్యాటీ లివర్, కొన్ని మందులతో తరచుగా పెరుగుతుంది. డాక్టర్ దీన్ని మీ ఆల్కలైన్ ఫాస్ఫటేస్, ఇతర కాలేయ విలువలతో కలిపి చదువుతారు.",
  // TP Total protein low
  "Total protein measures the proteins in your blood. A low value can come from poor nutrition or a liver or kidney problem; your doctor reads it with your albumin.":
    "మొత్తం ప్రోటీన్ మీ రక్తంలోని ప్రోటీన్లను కొలుస్తుంది. తక్కువ విలువ పోషకాహార లోపం లేదా కాలేయ, మూత్రపిండాల సమస్య వల్ల రావచ్చు; డాక్టర్ దీన్ని మీ ఆల్బుమిన్‌తో కలిపి చదువుతారు.",
  // TP Total protein high
  "A high total protein often comes from dehydration or a long-standing infection or inflammation. Your doctor reads it with your albumin and globulin.":
    "ఎక్కువ మొత్తం ప్రోటీన్ తరచుగా డీహైడ్రేషన్ లేదా దీర్ఘకాల ఇన్ఫెక్షన్ లేదా వాపు వల్ల వస్తుంది. డాక్టర్ దీన్ని మీ ఆల్బుమిన్, గ్లోబ్యులిన్‌తో కలిపి చదువుతారు.",
  // ALB Albumin low
  "Albumin is the main protein made by the liver. A low value can come from poor nutrition, a recent illness, or a liver or kidney problem; your doctor will look for the cause.":
    "ఆల్బుమిన్ కాలేయం తయారుచేసే ప్రధాన ప్రోటీన్. తక్కువ విలువ పోషకాహార లోపం, ఇటీవలి అనారోగ్యం, లేదా కాలేయ, మూత్రపిండాల సమస్య వల్ల రావచ్చు; డాక్టర్ కారణం వెతుకుతారు.",
  // ALB Albumin high
  "A high albumin usually means you were a little short of water when the sample was taken, and is rarely a concern.":
    "ఎక్కువ ఆల్బుమిన్ సాధారణంగా నమూనా తీసుకున్నప్పుడు శరీరంలో కొద్దిగా నీటి కొరత ఉందని అర్థం, అరుదుగా ఆందోళన.",
  // GLOB Globulin low
  "Globulins include the antibodies that fight infection. A low value is uncommon; your doctor reads it with your total protein and albumin.":
    "గ్లోబ్యులిన్లలో ఇన్ఫెక్షన్‌తో పోరాడే యాంటీబాడీలు ఉంటాయి. తక్కువ విలువ అరుదు; డాక్టర్ దీన్ని మీ మొత్తం ప్రోటీన్, ఆల్బుమిన్‌తో కలిపి చదువుతారు.",
  // GLOB Globulin high
  "Globulins include antibodies, so they rise with long-standing infection or inflammation. Your doctor reads it with your albumin and may suggest more tests.":
    "గ్లోబ్యులిన్లలో యాంటీబాడీలు ఉంటాయి, కాబట్టి దీర్ఘకాల ఇన్ఫెక్షన్ లేదా వాపుతో ఇవి పెరుగుతాయి. డాక్టర్ దీన్ని మీ ఆల్బుమిన్‌తో కలిపి చదివి మరిన్ని పరీక్షలు సూచించవచ్చు.",
  // AGR A/G ratio low
  "The A/G ratio compares albumin with globulin. A low ratio means globulin is higher or albumin lower; your doctor reads it with those two values.":
    "A/G నిష్పత్తి ఆల్బుమిన్‌ను గ్లోబ్యులిన్‌తో పోలుస్తుంది. తక్కువ నిష్పత్తి అంటే గ్లోబ్యులిన్ ఎక్కువ లేదా ఆల్బుమిన్ తక్కువ; డాక్టర్ దీన్ని ఆ రెండు విలువలతో కలిపి చదువుతారు.",
  // AGR A/G ratio high
  "A high A/G ratio is usually of little concern on its own. Your doctor reads it with your albumin and globulin.":
    "ఎక్కువ A/G నిష్పత్తి ఒంటరిగా సాధారణంగా పెద్ద ఆందోళన కాదు. డాక్టర్ దీన్ని మీ ఆల్బుమిన్, గ్లోబ్యులిన్‌తో కలిపి చదువుతారు.",
  // UREA Blood urea low
  "Urea is a waste product from protein that the kidneys remove. A low value often goes with a low-protein diet or drinking plenty of water, and is rarely a concern.":
    "యూరియా ప్రోటీన్ నుంచి వచ్చే, మూత్రపిండాలు తొలగించే వ్యర్థం. తక్కువ విలువ తరచుగా తక్కువ ప్రోటీన్ ఆహారం లేదా ఎక్కువ నీళ్లు తాగడంతో వస్తుంది, అరుదుగా ఆందోళన.",
  // UREA Blood urea high
  "A high urea often comes from not drinking enough water or a high-protein diet, and can mean the kidneys are filtering less; your doctor reads it with your creatinine.":
    "ఎక్కువ యూరియా తరచుగా సరిపడా నీళ్లు తాగకపోవడం లేదా ఎక్కువ ప్రోటీన్ ఆహారం వల్ల వస్తుంది, మూత్రపిండాలు తక్కువగా వడపోస్తున్నాయని కూడా అర్థం కావచ్చు; డాక్టర్ దీన్ని మీ క్రియాటినిన్‌తో కలిపి చదువుతారు.",
  // BUN Blood urea nitrogen (BUN) low
  "BUN is the nitrogen part of urea, a waste product from protein. A low value often goes with a low-protein diet or drinking plenty of water, and is rarely a concern.":
    "BUN అంటే ప్రోటీన్ నుంచి వచ్చే వ్యర్థమైన యూరియాలోని నైట్రోజన్ భాగం. తక్కువ విలువ తరచుగా తక్కువ ప్రోటీన్ ఆహారం లేదా ఎక్కువ నీళ్లు తాగడంతో వస్తుంది, అరుదుగా ఆందోళన.",
  // BUN Blood urea nitrogen (BUN) high
  "A high BUN often comes from not drinking enough water or a high-protein diet, and can mean the kidneys are filtering less; your doctor reads it with your creatinine.":
    "ఎక్కువ BUN తరచుగా సరిపడా నీళ్లు తాగకపోవడం లేదా ఎక్కువ ప్రోటీన్ ఆహారం వల్ల వస్తుంది, మూత్రపిండాలు తక్కువగా వడపోస్తున్నాయని కూడా అర్థం కావచ్చు; డాక్టర్ దీన్ని మీ క్రియాటినిన్‌తో కలిపి చదువుతారు.",
  // CREAT Serum creatinine low
  "Creatinine comes from normal muscle activity. A low value is common in people with less muscle, in older age and in pregnancy, and is rarely a concern.":
    "క్రియాటినిన్ సాధారణ కండరాల కార్యకలాపం నుంచి వస్తుంది. కండరాలు తక్కువగా ఉన్నవారిలో, వృద్ధాప్యంలో, గర్భంలో తక్కువ విలువ సాధారణం, అరుదుగా ఆందోళన.",
  // CREAT Serum creatinine high
  "A high creatinine can mean the kidneys are filtering less; dehydration, a large meat meal and some supplements can also raise it. Your doctor may repeat it.":
    "ఎక్కువ క్రియాటినిన్ మూత్రపిండాలు తక్కువగా వడపోస్తున్నాయని అర్థం కావచ్చు; డీహైడ్రేషన్, ఎక్కువ మాంసాహారం, కొన్ని సప్లిమెంట్లు కూడా దీన్ని పెంచవచ్చు. డాక్టర్ మళ్లీ పరీక్ష చేయించవచ్చు.",
  // BUNCREAT BUN/creatinine ratio low
  "This ratio compares urea with creatinine and means little on its own. Your doctor reads it with your urea and creatinine.":
    "ఈ నిష్పత్తి యూరియాను క్రియాటినిన్‌తో పోలుస్తుంది, ఒంటరిగా దీనికి పెద్ద అర్థం లేదు. డాక్టర్ దీన్ని మీ యూరియా, క్రియాటినిన్‌తో కలిపి చదువుతారు.",
  // BUNCREAT BUN/creatinine ratio high
  "A high ratio often comes from not drinking enough water or a high-protein diet. Your doctor reads it with your urea and creatinine.":
    "ఎక్కువ నిష్పత్తి తరచుగా సరిపడా నీళ్లు తాగకపోవడం లేదా ఎక్కువ ప్రోటీన్ ఆహారం వల్ల వస్తుంది. డాక్టర్ దీన్ని మీ యూరియా, క్రియాటినిన్‌తో కలిపి చదువుతారు.",
  // EGFR eGFR low
  "eGFR estimates how well your kidneys filter, from your creatinine, age and sex. A lower value can be temporary, for example with dehydration; your doctor will usually repeat it.":
    "eGFR మీ క్రియాటినిన్, వయసు, లింగం ఆధారంగా మీ మూత్రపిండాలు ఎంత బాగా వడపోస్తున్నాయో అంచనా వేస్తుంది. తక్కువ విలువ తాత్కాలికం కావచ్చు, ఉదాహరణకు డీహైడ్రేషన్‌తో; డాక్టర్ సాధారణంగా మళ్లీ పరీక్షిస్తారు.",
  // URIC Uric acid low
  "A low uric acid is usually of no concern and can follow some medicines or a diet low in meat and seafood.":
    "తక్కువ యూరిక్ యాసిడ్ సాధారణంగా ఆందోళన కాదు, కొన్ని మందులు లేదా మాంసం, సముద్ర ఆహారం తక్కువగా ఉన్న ఆహారం తర్వాత రావచ్చు.",
  // URIC Uric acid high
  "Uric acid comes from foods such as red meat, seafood and alcohol. A high value can lead to gout or kidney stones over time; your doctor may advise on food and fluids.":
    "యూరిక్ యాసిడ్ ఎర్ర మాంసం, సముద్ర ఆహారం, మద్యం వంటి వాటి నుంచి వస్తుంది. ఎక్కువ విలువ కాలక్రమేణా గౌట్ లేదా కిడ్నీ రాళ్లకు దారితీయవచ్చు; ఆహారం, ద్రవాల గురించి డాక్టర్ సలహా ఇవ్వవచ్చు.",
  // CA Calcium low
  "Calcium keeps bones, muscles and nerves working. A low value often goes with low vitamin D or a low albumin; your doctor reads it with those.":
    "కాల్షియం ఎముకలు, కండరాలు, నరాలు పనిచేయడానికి సహాయపడుతుంది. తక్కువ విలువ తరచుగా విటమిన్ D లేదా ఆల్బుమిన్ తక్కువగా ఉండడంతో వస్తుంది; డాక్టర్ దీన్ని వాటితో కలిపి చదువుతారు.",
  // CA Calcium high
  "A high calcium can come from calcium or vitamin D supplements, or from the parathyroid glands. Your doctor may repeat it and check related tests.":
    "ఎక్కువ కాల్షియం కాల్షియం లేదా విటమిన్ D సప్లిమెంట్ల వల్ల, లేదా పారాథైరాయిడ్ గ్రంథుల వల్ల రావచ్చు. డాక్టర్ మళ్లీ పరీక్షించి సంబంధిత పరీక్షలు చూడవచ్చు.",
  // NA Sodium low
  "Sodium keeps the body's water in balance. A low value can follow vomiting, diarrhoea, drinking a lot of water or some blood pressure medicines; your doctor will advise.":
    "సోడియం శరీరంలోని నీటిని సమతుల్యంగా ఉంచుతుంది. వాంతులు, విరేచనాలు, ఎక్కువ నీళ్లు తాగడం లేదా కొన్ని బీపీ మందుల తర్వాత ఇది తగ్గవచ్చు; డాక్టర్ సలహా ఇస్తారు.",
  // NA Sodium high
  "A high sodium usually means the body is short of water, for example after fever, sweating or not drinking enough. Your doctor will advise.":
    "ఎక్కువ సోడియం సాధారణంగా శరీరంలో నీటి కొరత ఉందని అర్థం, ఉదాహరణకు జ్వరం, చెమట లేదా సరిపడా నీళ్లు తాగకపోవడం తర్వాత. డాక్టర్ సలహా ఇస్తారు.",
  // K Potassium low
  "Potassium keeps muscles and the heart rhythm steady. A low value can follow vomiting, diarrhoea or water tablets (diuretics); your doctor will advise.":
    "పొటాషియం కండరాలను, గుండె లయను స్థిరంగా ఉంచుతుంది. వాంతులు, విరేచనాలు లేదా మూత్రం పెంచే మాత్రల (డైయూరెటిక్స్) తర్వాత ఇది తగ్గవచ్చు; డాక్టర్ సలహా ఇస్తారు.",
  // K Potassium high
  "A high potassium can come from the sample itself, such as a delay before testing, so it is often rechecked. Some medicines and the kidneys also affect it.":
    "ఎక్కువ పొటాషియం నమూనా వల్లే రావచ్చు, ఉదాహరణకు పరీక్షకు ముందు ఆలస్యం, కాబట్టి తరచుగా మళ్లీ పరీక్షిస్తారు. కొన్ని మందులు, మూత్రపిండాలు కూడా దీన్ని ప్రభావితం చేస్తాయి.",
  // CL Chloride low
  "Chloride is a salt that works with sodium. A low value often follows vomiting or water tablets (diuretics); your doctor reads it with your sodium.":
    "క్లోరైడ్ సోడియంతో కలిసి పనిచేసే లవణం. తక్కువ విలువ తరచుగా వాంతులు లేదా మూత్రం పెంచే మాత్రల (డైయూరెటిక్స్) తర్వాత వస్తుంది; డాక్టర్ దీన్ని మీ సోడియంతో కలిపి చదువుతారు.",
  // CL Chloride high
  "A high chloride usually goes with a shortage of water or with diarrhoea. Your doctor reads it with your sodium and other salts.":
    "ఎక్కువ క్లోరైడ్ సాధారణంగా నీటి కొరత లేదా విరేచనాలతో వస్తుంది. డాక్టర్ దీన్ని మీ సోడియం, ఇతర లవణాలతో కలిపి చదువుతారు.",
  // VITD 25-OH vitamin D low
  "Vitamin D keeps bones and muscles strong. Low levels are very common in India, even with plenty of sunshine; your doctor may suggest more sunlight, food changes or a supplement.":
    "విటమిన్ D ఎముకలను, కండరాలను బలంగా ఉంచుతుంది. ఎండ పుష్కలంగా ఉన్నా భారతదేశంలో దీని లోపం చాలా సాధారణం; డాక్టర్ ఎక్కువ ఎండ, ఆహార మార్పులు లేదా సప్లిమెంట్ సూచించవచ్చు.",
  // VITD 25-OH vitamin D high
  "A high vitamin D almost always comes from supplements. Tell your doctor which ones you take; they will advise whether to continue them.":
    "ఎక్కువ విటమిన్ D దాదాపు ఎప్పుడూ సప్లిమెంట్ల వల్లే వస్తుంది. మీరు వాడేవి డాక్టర్‌కు చెప్పండి; వాటిని కొనసాగించాలా అని వారు సలహా ఇస్తారు.",
  // B12 Vitamin B12 low
  "Vitamin B12 keeps nerves healthy and helps make red cells. Low levels are common in vegetarians and with metformin or acid-reducing medicines; your doctor may suggest a supplement.":
    "విటమిన్ B12 నరాలను ఆరోగ్యంగా ఉంచి ఎర్ర రక్త కణాల తయారీకి సహాయపడుతుంది. శాకాహారుల్లో, మెట్‌ఫార్మిన్ లేదా ఆమ్లం తగ్గించే మందులు వాడేవారిలో దీని లోపం సాధారణం; డాక్టర్ సప్లిమెంట్ సూచించవచ్చు.",
  // B12 Vitamin B12 high
  "A high B12 most often follows supplements or injections. If you take none, your doctor will read it with your other results.":
    "ఎక్కువ B12 చాలావరకు సప్లిమెంట్లు లేదా ఇంజెక్షన్ల తర్వాత వస్తుంది. మీరు ఏమీ వాడకపోతే, డాక్టర్ దీన్ని మీ ఇతర ఫలితాలతో కలిపి చదువుతారు.",
  // IRON Serum iron low
  "Serum iron is the iron in your blood. A low value is common, often from diet or periods, and is the usual cause of anaemia; your doctor reads it with your ferritin.":
    "సీరం ఐరన్ అంటే మీ రక్తంలోని ఐరన్. తక్కువ విలువ సాధారణం, తరచుగా ఆహారం లేదా నెలసరి వల్ల వస్తుంది, రక్తహీనతకు సాధారణ కారణం; డాక్టర్ దీన్ని మీ ఫెరిటిన్‌తో కలిపి చదువుతారు.",
  // IRON Serum iron high
  "A high serum iron can follow iron tablets or an iron-rich meal. Your doctor reads it with your transferrin saturation and ferritin.":
    "ఎక్కువ సీరం ఐరన్ ఐరన్ మాత్రలు లేదా ఐరన్ ఎక్కువగా ఉన్న భోజనం తర్వాత రావచ్చు. డాక్టర్ దీన్ని మీ ట్రాన్స్‌ఫెరిన్ సాచురేషన్, ఫెరిటిన్‌తో కలిపి చదువుతారు.",
  // TIBC TIBC low
  "TIBC shows how much iron your blood can carry. A low value can go with inflammation or low protein; your doctor reads it with your iron and ferritin.":
    "TIBC మీ రక్తం ఎంత ఐరన్‌ను తీసుకువెళ్లగలదో చూపిస్తుంది. తక్కువ విలువ వాపు లేదా ప్రోటీన్ లోపంతో రావచ్చు; డాక్టర్ దీన్ని మీ ఐరన్, ఫెరిటిన్‌తో కలిపి చదువుతారు.",
  // TIBC TIBC high
  "A high TIBC often means the body is short of iron and is making room to carry more. Your doctor reads it with your iron and ferritin.":
    "ఎక్కువ TIBC తరచుగా శరీరంలో ఐరన్ కొరత ఉందని, ఎక్కువ తీసుకువెళ్లడానికి శరీరం చోటు చేస్తోందని అర్థం. డాక్టర్ దీన్ని మీ ఐరన్, ఫెరిటిన్‌తో కలిపి చదువుతారు.",
  // UIBC UIBC low
  "UIBC is the spare iron-carrying capacity in your blood. A low value can go with plenty of iron or with inflammation; your doctor reads it with your other iron values.":
    "UIBC మీ రక్తంలో ఐరన్‌ను తీసుకువెళ్లే మిగిలిన సామర్థ్యం. తక్కువ విలువ ఐరన్ పుష్కలంగా ఉండడం లేదా వాపుతో రావచ్చు; డాక్టర్ దీన్ని మీ ఇతర ఐరన్ విలువలతో కలిపి చదువుతారు.",
  // UIBC UIBC high
  "A high UIBC usually means there is room for more iron, as when iron is low. Your doctor reads it with your iron and ferritin.":
    "ఎక్కువ UIBC సాధారణంగా ఐరన్ తక్కువగా ఉన్నప్పుడు లాగా ఎక్కువ ఐరన్‌కు చోటు ఉందని అర్థం. డాక్టర్ దీన్ని మీ ఐరన్, ఫెరిటిన్‌తో కలిపి చదువుతారు.",
  // TSAT Transferrin saturation low
  "Transferrin saturation shows how full your iron carriers are. A low value usually means low iron, which is common and treatable; your doctor will advise.":
    "ట్రాన్స్‌ఫెరిన్ సాచురేషన్ మీ ఐరన్ వాహకాలు ఎంత నిండి ఉన్నాయో చూపిస్తుంది. తక్కువ విలువ సాధారణంగా ఐరన్ లోపం అని అర్థం, ఇది సాధారణం, చికిత్స చేయవచ్చు; డాక్టర్ సలహా ఇస్తారు.",
  // TSAT Transferrin saturation high
  "A high saturation can follow iron tablets, and some people store extra iron. Your doctor may repeat it on a fasting sample and check your ferritin.":
    "ఎక్కువ సాచురేషన్ ఐరన్ మాత్రల తర్వాత రావచ్చు, కొందరు అదనపు ఐరన్ నిల్వ చేసుకుంటారు. డాక్టర్ ఉపవాస నమూనాపై మళ్లీ పరీక్షించి మీ ఫెరిటిన్ చూడవచ్చు.",
  // FERR Ferritin low
  "Ferritin shows your body's iron stores. A low value is the earliest sign of low iron, common with diet and periods; your doctor will advise on iron.":
    "ఫెరిటిన్ మీ శరీరంలోని ఐరన్ నిల్వలను చూపిస్తుంది. తక్కువ విలువ ఐరన్ లోపానికి తొలి సంకేతం, ఆహారం, నెలసరితో సాధారణం; ఐరన్ గురించి డాక్టర్ సలహా ఇస్తారు.",
  // FERR Ferritin high
  "Ferritin rises with inflammation, infection, fatty liver and alcohol, not only with extra iron. Your doctor reads it with your other results.":
    "అదనపు ఐరన్‌తోనే కాదు, వాపు, ఇన్ఫెక్షన్, ఫ్యాటీ లివర్, మద్యంతో కూడా ఫెరిటిన్ పెరుగుతుంది. డాక్టర్ దీన్ని మీ ఇతర ఫలితాలతో కలిపి చదువుతారు.",
  // FOL Folate low
  "Folate helps make red cells and matters before and in early pregnancy. A low value often comes from diet or alcohol; your doctor may suggest folate-rich foods or a supplement.":
    "ఫోలేట్ ఎర్ర రక్త కణాల తయారీకి సహాయపడుతుంది, గర్భానికి ముందు, గర్భం ప్రారంభంలో ముఖ్యం. తక్కువ విలువ తరచుగా ఆహారం లేదా మద్యం వల్ల వస్తుంది; డాక్టర్ ఫోలేట్ ఉన్న ఆహారాలు లేదా సప్లిమెంట్ సూచించవచ్చు.",
  // FOL Folate high
  "A high folate usually comes from supplements or fortified foods and is rarely a concern.":
    "ఎక్కువ ఫోలేట్ సాధారణంగా సప్లిమెంట్లు లేదా పోషకాలు కలిపిన ఆహారాల వల్ల వస్తుంది, అరుదుగా ఆందోళన.",
  // PHOS Phosphorus low
  "Phosphorus works with calcium to build bones. A low value can go with low vitamin D, poor nutrition or some antacids; your doctor reads it with your calcium.":
    "ఫాస్ఫరస్ కాల్షియంతో కలిసి ఎముకలను నిర్మిస్తుంది. తక్కువ విలువ విటమిన్ D లోపం, పోషకాహార లోపం లేదా కొన్ని యాంటాసిడ్లతో రావచ్చు; డాక్టర్ దీన్ని మీ కాల్షియంతో కలిపి చదువుతారు.",
  // PHOS Phosphorus high
  "Phosphorus is normally higher in children. In adults a high value can mean the kidneys are filtering less; your doctor reads it with your calcium and creatinine.":
    "పిల్లల్లో ఫాస్ఫరస్ సహజంగా ఎక్కువ. పెద్దవారిలో ఎక్కువ విలువ మూత్రపిండాలు తక్కువగా వడపోస్తున్నాయని అర్థం కావచ్చు; డాక్టర్ దీన్ని మీ కాల్షియం, క్రియాటినిన్‌తో కలిపి చదువుతారు.",
  // MG Magnesium low
  "Magnesium helps muscles, nerves and heart rhythm. A low value can follow diarrhoea, alcohol, water tablets or long use of acid-reducing medicines; your doctor will advise.":
    "మెగ్నీషియం కండరాలు, నరాలు, గుండె లయకు సహాయపడుతుంది. విరేచనాలు, మద్యం, మూత్రం పెంచే మాత్రలు లేదా ఆమ్లం తగ్గించే మందుల దీర్ఘకాల వాడకం తర్వాత ఇది తగ్గవచ్చు; డాక్టర్ సలహా ఇస్తారు.",
  // MG Magnesium high
  "A high magnesium usually comes from antacids or laxatives that contain it, or from the kidneys filtering less. Your doctor will advise.":
    "ఎక్కువ మెగ్నీషియం సాధారణంగా అది ఉన్న యాంటాసిడ్లు లేదా విరేచనకారుల వల్ల, లేదా మూత్రపిండాలు తక్కువగా వడపోయడం వల్ల వస్తుంది. డాక్టర్ సలహా ఇస్తారు.",
  // HCY Homocysteine high
  "Homocysteine rises when vitamin B12, folate or B6 are low, and with smoking and age. Your doctor may check your vitamins and look at your overall heart health.":
    "విటమిన్ B12, ఫోలేట్ లేదా B6 తక్కువగా ఉన్నప్పుడు, పొగతాగడం, వయసుతో హోమోసిస్టీన్ పెరుగుతుంది. డాక్టర్ మీ విటమిన్లను పరీక్షించి మొత్తం గుండె ఆరోగ్యాన్ని చూడవచ్చు.",
  // UPH Urine pH low
  "Urine pH shows how acidic your urine is and changes with food through the day. A low (acidic) value is common with a high-protein diet or fasting.":
    "మూత్రం pH మీ మూత్రం ఎంత ఆమ్లంగా ఉందో చూపిస్తుంది, రోజంతా ఆహారంతో మారుతుంది. ఎక్కువ ప్రోటీన్ ఆహారం లేదా ఉపవాసంతో తక్కువ (ఆమ్ల) విలువ సాధారణం.",
  // UPH Urine pH high
  "A high (alkaline) urine pH is common after a vegetarian meal or when the sample stood for a while, and sometimes with a urine infection.":
    "శాకాహార భోజనం తర్వాత లేదా నమూనా కొంతసేపు ఉంచినప్పుడు ఎక్కువ (క్షార) మూత్రం pH సాధారణం, కొన్నిసార్లు మూత్ర ఇన్ఫెక్షన్‌తో కూడా వస్తుంది.",
  // USG Urine specific gravity low
  "A low specific gravity means the urine is dilute, usually because you drank plenty of water.":
    "తక్కువ స్పెసిఫిక్ గ్రావిటీ అంటే మూత్రం పలుచగా ఉంది, సాధారణంగా మీరు ఎక్కువ నీళ్లు తాగడం వల్ల.",
  // USG Urine specific gravity high
  "A high specific gravity means the urine is concentrated, usually because you drank less water; sugar or protein in the urine can also raise it.":
    "ఎక్కువ స్పెసిఫిక్ గ్రావిటీ అంటే మూత్రం గాఢంగా ఉంది, సాధారణంగా మీరు తక్కువ నీళ్లు తాగడం వల్ల; మూత్రంలో చక్కెర లేదా ప్రోటీన్ ఉన్నా ఇది పెరగవచ్చు.",
  // UPUS Urine pus cells high
  "Pus cells are white cells in the urine. A higher count often points to a urine infection, and can also come from the skin around the sample; your doctor may suggest a culture.":
    "చీము కణాలు మూత్రంలోని తెల్ల రక్త కణాలు. ఎక్కువ లెక్క తరచుగా మూత్ర ఇన్ఫెక్షన్‌ను సూచిస్తుంది, నమూనా చుట్టూ ఉన్న చర్మం నుంచి కూడా రావచ్చు; డాక్టర్ కల్చర్ పరీక్ష సూచించవచ్చు.",
  // URBC Urine red blood cells high
  "A few red cells in the urine can follow periods, hard exercise or a urine infection. Your doctor will decide whether to repeat the test.":
    "నెలసరి, కఠినమైన వ్యాయామం లేదా మూత్ర ఇన్ఫెక్షన్ తర్వాత మూత్రంలో కొన్ని ఎర్ర రక్త కణాలు కనిపించవచ్చు. పరీక్షను మళ్లీ చేయాలా అని డాక్టర్ నిర్ణయిస్తారు.",
  // A text result the test master reads as not the usual one
  "This is not the usual result for this test. Your doctor will explain what it means for you.":
    "ఇది ఈ టెస్ట్‌కు సాధారణ ఫలితం కాదు. దీని అర్థం మీ డాక్టర్ వివరిస్తారు.",
  // A text result the test master cannot call usual or not
  "On its own this result does not say clearly whether it is the usual one. Your doctor will read it with the rest of your report.":
    "ఈ ఫలితం ఒక్కటే ఇది సాధారణమో కాదో స్పష్టంగా చెప్పదు. మీ డాక్టర్ దీన్ని మీ రిపోర్ట్‌లోని మిగతా వాటితో కలిపి చదువుతారు.",
};
