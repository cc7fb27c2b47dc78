// தமிழ்: what a flagged value on a report usually means (schema.ts, reportNotes), by its
// English. Written by the engineering team, not yet reviewed by a native speaker
// (docs/i18n-glossary.md#review).
import type { ReportNotes } from "./schema.ts";

export const taReportNotes: ReportNotes = {
  // HB Haemoglobin low
  "Haemoglobin carries oxygen in the blood. A low value (anaemia) is common, often from low iron, and can cause tiredness; your doctor can find the cause and treat it.":
    "ஹீமோகுளோபின் இரத்தத்தில் ஆக்சிஜனைக் கொண்டு செல்கிறது. குறைவான அளவு (இரத்தசோகை) பொதுவானது, பெரும்பாலும் இரும்புச்சத்துக் குறைவால் வருகிறது, சோர்வை ஏற்படுத்தலாம்; மருத்துவர் காரணத்தைக் கண்டறிந்து சிகிச்சை அளிக்க முடியும்.",
  // HB Haemoglobin high
  "A high haemoglobin can come from dehydration, smoking or living at altitude. Your doctor will look at it together with your other values.":
    "அதிக ஹீமோகுளோபின் உடலில் நீர்ச்சத்துக் குறைவு, புகைபிடித்தல் அல்லது உயரமான இடத்தில் வசிப்பதால் வரலாம். மருத்துவர் இதை உங்கள் மற்ற அளவுகளுடன் சேர்த்துப் பார்ப்பார்.",
  // RBC RBC count low
  "Red cells carry oxygen around the body. A low count often goes with anaemia, commonly from low iron or vitamins; your doctor will read it with your haemoglobin.":
    "சிவப்பணுக்கள் உடல் முழுவதும் ஆக்சிஜனைக் கொண்டு செல்கின்றன. குறைவான எண்ணிக்கை பெரும்பாலும் இரத்தசோகையுடன் வருகிறது, பொதுவாக இரும்புச்சத்து அல்லது வைட்டமின் குறைவால்; மருத்துவர் இதை உங்கள் ஹீமோகுளோபினுடன் சேர்த்துப் படிப்பார்.",
  // RBC RBC count high
  "A high red cell count can come from dehydration, smoking or living at altitude, and some people simply run high. Your doctor will read it with your other values.":
    "அதிக சிவப்பணு எண்ணிக்கை நீர்ச்சத்துக் குறைவு, புகைபிடித்தல் அல்லது உயரமான இடத்தில் வசிப்பதால் வரலாம்; சிலருக்கு இயல்பாகவே அதிகமாக இருக்கும். மருத்துவர் இதை உங்கள் மற்ற அளவுகளுடன் சேர்த்துப் படிப்பார்.",
  // PCV PCV (haematocrit) low
  "PCV (haematocrit) is the share of your blood made up of red cells. A low value usually goes with a low haemoglobin, as in anaemia; your doctor will look for the cause.":
    "PCV (ஹீமட்டோக்ரிட்) என்பது உங்கள் இரத்தத்தில் சிவப்பணுக்களின் பங்கு. குறைவான அளவு பொதுவாக இரத்தசோகையில் போல குறைவான ஹீமோகுளோபினுடன் வருகிறது; மருத்துவர் காரணத்தைத் தேடுவார்.",
  // PCV PCV (haematocrit) high
  "A high PCV often means the blood is more concentrated, for example from not drinking enough water or from smoking. Your doctor will read it with your haemoglobin.":
    "அதிக PCV பெரும்பாலும் இரத்தம் அடர்த்தியாக இருப்பதைக் குறிக்கிறது, உதாரணமாகப் போதுமான தண்ணீர் குடிக்காததால் அல்லது புகைபிடிப்பதால். மருத்துவர் இதை உங்கள் ஹீமோகுளோபினுடன் சேர்த்துப் படிப்பார்.",
  // MCV MCV low
  "MCV is the average size of your red cells. Small red cells are most often due to low iron, and sometimes to an inherited trait such as thalassaemia; your doctor can check which.":
    "MCV என்பது உங்கள் சிவப்பணுக்களின் சராசரி அளவு. சிறிய சிவப்பணுக்கள் பெரும்பாலும் இரும்புச்சத்துக் குறைவாலும், சில நேரம் தலசீமியா போன்ற பரம்பரைப் பண்பாலும் வருகின்றன; எது என்று மருத்துவர் பரிசோதிக்க முடியும்.",
  // MCV MCV high
  "Large red cells are often linked to low vitamin B12 or folate, alcohol, thyroid changes or some medicines. Your doctor may suggest a vitamin test.":
    "பெரிய சிவப்பணுக்கள் பெரும்பாலும் வைட்டமின் B12 அல்லது ஃபோலேட் குறைவு, மது, தைராய்டு மாற்றங்கள் அல்லது சில மருந்துகளுடன் தொடர்புடையவை. மருத்துவர் வைட்டமின் பரிசோதனையைப் பரிந்துரைக்கலாம்.",
  // MCH MCH low
  "MCH is the average amount of haemoglobin in each red cell. A low value usually goes with small red cells, most often from low iron.":
    "MCH என்பது ஒவ்வொரு சிவப்பணுவிலும் உள்ள ஹீமோகுளோபினின் சராசரி அளவு. குறைவான அளவு பொதுவாகச் சிறிய சிவப்பணுக்களுடன் வருகிறது, பெரும்பாலும் இரும்புச்சத்துக் குறைவால்.",
  // MCH MCH high
  "A high MCH usually goes with large red cells, often linked to low vitamin B12 or folate. Your doctor will read it with your MCV.":
    "அதிக MCH பொதுவாகப் பெரிய சிவப்பணுக்களுடன் வருகிறது, பெரும்பாலும் வைட்டமின் B12 அல்லது ஃபோலேட் குறைவுடன் தொடர்புடையது. மருத்துவர் இதை உங்கள் MCV-யுடன் சேர்த்துப் படிப்பார்.",
  // MCHC MCHC low
  "MCHC shows how concentrated the haemoglobin is inside red cells. A low value often goes with low iron; your doctor will read it with your other red cell values.":
    "MCHC சிவப்பணுக்களுக்குள் ஹீமோகுளோபின் எவ்வளவு அடர்த்தியாக உள்ளது என்று காட்டுகிறது. குறைவான அளவு பெரும்பாலும் இரும்புச்சத்துக் குறைவுடன் வருகிறது; மருத்துவர் இதை உங்கள் மற்ற சிவப்பணு அளவுகளுடன் சேர்த்துப் படிப்பார்.",
  // MCHC MCHC high
  "A high MCHC is uncommon and is often rechecked, as the sample itself can affect it. Your doctor will read it with your other red cell values.":
    "அதிக MCHC அரிதானது; மாதிரியே இதைப் பாதிக்கக்கூடும் என்பதால் பெரும்பாலும் மீண்டும் பரிசோதிக்கப்படுகிறது. மருத்துவர் இதை உங்கள் மற்ற சிவப்பணு அளவுகளுடன் சேர்த்துப் படிப்பார்.",
  // RDWCV RDW-CV high
  "RDW shows how much your red cells vary in size. A high value often appears with low iron, vitamin B12 or folate; your doctor will read it with your MCV.":
    "RDW உங்கள் சிவப்பணுக்களின் அளவு எவ்வளவு மாறுபடுகிறது என்று காட்டுகிறது. அதிக அளவு பெரும்பாலும் இரும்புச்சத்து, வைட்டமின் B12 அல்லது ஃபோலேட் குறைவுடன் தோன்றுகிறது; மருத்துவர் இதை உங்கள் MCV-யுடன் சேர்த்துப் படிப்பார்.",
  // TLC Total WBC count low
  "White cells fight infection. A slightly low count often follows a viral fever or some medicines and recovers; your doctor may repeat the test.":
    "வெள்ளையணுக்கள் தொற்றை எதிர்க்கின்றன. சற்றுக் குறைவான எண்ணிக்கை பெரும்பாலும் வைரஸ் காய்ச்சல் அல்லது சில மருந்துகளுக்குப் பின் வந்து சரியாகிவிடும்; மருத்துவர் பரிசோதனையை மீண்டும் செய்யச் சொல்லலாம்.",
  // TLC Total WBC count high
  "A high white cell count usually means the body is fighting an infection or inflammation; stress, smoking and some medicines can raise it too.":
    "அதிக வெள்ளையணு எண்ணிக்கை பொதுவாக உடல் ஒரு தொற்றையோ அழற்சியையோ எதிர்த்துப் போராடுவதைக் குறிக்கிறது; மன அழுத்தம், புகைபிடித்தல், சில மருந்துகளும் இதை அதிகரிக்கலாம்.",
  // NEUT Neutrophils low
  "Neutrophils are white cells that fight bacteria. A lower share is common after a viral fever and in some healthy people; your doctor will read it with your total count.":
    "நியூட்ரோஃபில்கள் பாக்டீரியாவை எதிர்க்கும் வெள்ளையணுக்கள். குறைவான பங்கு வைரஸ் காய்ச்சலுக்குப் பின்னும் சில ஆரோக்கியமானவர்களிடமும் பொதுவானது; மருத்துவர் இதை உங்கள் மொத்த எண்ணிக்கையுடன் சேர்த்துப் படிப்பார்.",
  // NEUT Neutrophils high
  "A higher share of neutrophils often goes with a bacterial infection, inflammation, stress or steroid medicines. Your doctor will read it with your symptoms.":
    "நியூட்ரோஃபில்களின் அதிகப் பங்கு பெரும்பாலும் பாக்டீரியா தொற்று, அழற்சி, மன அழுத்தம் அல்லது ஸ்டீராய்டு மருந்துகளுடன் வருகிறது. மருத்துவர் இதை உங்கள் அறிகுறிகளுடன் சேர்த்துப் படிப்பார்.",
  // LYMPH Lymphocytes low
  "Lymphocytes are white cells that fight viruses. A lower share often appears when neutrophils are up, or during an illness or stress.":
    "லிம்போசைட்டுகள் வைரஸ்களை எதிர்க்கும் வெள்ளையணுக்கள். நியூட்ரோஃபில்கள் அதிகமாக இருக்கும்போதோ, நோய் அல்லது மன அழுத்தத்தின்போதோ இவற்றின் பங்கு பெரும்பாலும் குறைவாகத் தோன்றும்.",
  // LYMPH Lymphocytes high
  "A higher share of lymphocytes is common during or after a viral infection. Your doctor will read it with your total count and symptoms.":
    "லிம்போசைட்டுகளின் அதிகப் பங்கு வைரஸ் தொற்றின்போதும் அதற்குப் பின்னும் பொதுவானது. மருத்துவர் இதை உங்கள் மொத்த எண்ணிக்கை, அறிகுறிகளுடன் சேர்த்துப் படிப்பார்.",
  // EOS Eosinophils high
  "Eosinophils rise with allergies, asthma, skin allergies and worm infections, which are common. Your doctor may suggest an allergy review or a stool test.":
    "ஒவ்வாமை, ஆஸ்துமா, தோல் ஒவ்வாமை, குடல் புழுத் தொற்று ஆகியவற்றுடன் ஈசினோஃபில்கள் அதிகரிக்கின்றன; இவை பொதுவானவை. மருத்துவர் ஒவ்வாமைப் பரிசோதனையோ மலப் பரிசோதனையோ பரிந்துரைக்கலாம்.",
  // MONO Monocytes high
  "Monocytes are white cells that help clear up after an infection. A higher share is common while recovering from one; your doctor will read it with your other values.":
    "மோனோசைட்டுகள் தொற்றுக்குப் பின் சுத்தம் செய்ய உதவும் வெள்ளையணுக்கள். தொற்றிலிருந்து குணமாகும்போது இவற்றின் அதிகப் பங்கு பொதுவானது; மருத்துவர் இதை உங்கள் மற்ற அளவுகளுடன் சேர்த்துப் படிப்பார்.",
  // BASO Basophils high
  "Basophils are a small group of white cells linked to allergy. A slightly higher share is usually of little concern; your doctor will read it with your other values.":
    "பேசோஃபில்கள் ஒவ்வாமையுடன் தொடர்புடைய சிறிய வெள்ளையணுக் குழு. சற்று அதிகமான பங்கு பொதுவாகக் கவலைக்குரியதல்ல; மருத்துவர் இதை உங்கள் மற்ற அளவுகளுடன் சேர்த்துப் படிப்பார்.",
  // ANC Absolute neutrophil count low
  "This is the actual number of neutrophils, the white cells that fight bacteria. A low count can follow a viral infection or some medicines; your doctor will advise on a repeat.":
    "இது பாக்டீரியாவை எதிர்க்கும் வெள்ளையணுக்களான நியூட்ரோஃபில்களின் உண்மையான எண்ணிக்கை. குறைவான எண்ணிக்கை வைரஸ் தொற்று அல்லது சில மருந்துகளுக்குப் பின் வரலாம்; மீண்டும் பரிசோதிப்பது பற்றி மருத்துவர் ஆலோசனை கூறுவார்.",
  // ANC Absolute neutrophil count high
  "A high neutrophil count often goes with a bacterial infection, inflammation, stress or steroid medicines. Your doctor will read it with your symptoms.":
    "அதிக நியூட்ரோஃபில் எண்ணிக்கை பெரும்பாலும் பாக்டீரியா தொற்று, அழற்சி, மன அழுத்தம் அல்லது ஸ்டீராய்டு மருந்துகளுடன் வருகிறது. மருத்துவர் இதை உங்கள் அறிகுறிகளுடன் சேர்த்துப் படிப்பார்.",
  // ALC Absolute lymphocyte count low
  "This is the actual number of lymphocytes, the white cells that fight viruses. A low count can follow an illness, stress or steroid medicines.":
    "இது வைரஸ்களை எதிர்க்கும் வெள்ளையணுக்களான லிம்போசைட்டுகளின் உண்மையான எண்ணிக்கை. குறைவான எண்ணிக்கை நோய், மன அழுத்தம் அல்லது ஸ்டீராய்டு மருந்துகளுக்குப் பின் வரலாம்.",
  // ALC Absolute lymphocyte count high
  "A high lymphocyte count is common during or after a viral infection. Your doctor will read it with your symptoms and may repeat the test.":
    "அதிக லிம்போசைட் எண்ணிக்கை வைரஸ் தொற்றின்போதும் அதற்குப் பின்னும் பொதுவானது. மருத்துவர் இதை உங்கள் அறிகுறிகளுடன் சேர்த்துப் படித்து, பரிசோதனையை மீண்டும் செய்யச் சொல்லலாம்.",
  // PLT Platelet count low
  "Platelets help blood clot. A low count can follow a viral fever such as dengue and usually recovers; tell your doctor about any unusual bleeding or bruising.":
    "தட்டணுக்கள் இரத்தம் உறைய உதவுகின்றன. குறைவான எண்ணிக்கை டெங்கு போன்ற வைரஸ் காய்ச்சலுக்குப் பின் வரலாம், பொதுவாகச் சரியாகிவிடும்; அசாதாரண இரத்தப்போக்கு அல்லது சிராய்ப்பு இருந்தால் மருத்துவரிடம் சொல்லுங்கள்.",
  // PLT Platelet count high
  "A high platelet count often follows an infection, inflammation or low iron. Your doctor will decide whether it needs a repeat test.":
    "அதிக தட்டணு எண்ணிக்கை பெரும்பாலும் தொற்று, அழற்சி அல்லது இரும்புச்சத்துக் குறைவுக்குப் பின் வருகிறது. மீண்டும் பரிசோதிக்க வேண்டுமா என்று மருத்துவர் முடிவு செய்வார்.",
  // MPV MPV low
  "MPV is the average size of your platelets. It is read together with the platelet count; on its own a low value rarely matters.":
    "MPV என்பது உங்கள் தட்டணுக்களின் சராசரி அளவு. இது தட்டணு எண்ணிக்கையுடன் சேர்த்துப் படிக்கப்படுகிறது; தனியாகக் குறைவான அளவு அரிதாகவே முக்கியமானது.",
  // MPV MPV high
  "Larger platelets are often young ones, made when the body is replacing platelets, for example after a fever. Your doctor reads it with your platelet count.":
    "பெரிய தட்டணுக்கள் பெரும்பாலும் புதியவை; உடல் தட்டணுக்களை மாற்றும்போது, உதாரணமாகக் காய்ச்சலுக்குப் பின், உருவாகின்றன. மருத்துவர் இதை உங்கள் தட்டணு எண்ணிக்கையுடன் சேர்த்துப் படிப்பார்.",
  // ESR ESR high
  "ESR rises with infection, inflammation, anaemia and pregnancy, and a little with age. On its own it does not point to a cause; your doctor reads it with your symptoms.":
    "தொற்று, அழற்சி, இரத்தசோகை, கர்ப்பம் ஆகியவற்றுடனும், வயதுடன் சற்றும் ESR அதிகரிக்கிறது. தனியாக இது ஒரு காரணத்தைக் காட்டாது; மருத்துவர் இதை உங்கள் அறிகுறிகளுடன் சேர்த்துப் படிப்பார்.",
  // AEC Absolute eosinophil count high
  "Eosinophils rise with allergies, asthma, skin allergies and worm infections, which are common. Your doctor may suggest treating the cause or a stool test.":
    "ஒவ்வாமை, ஆஸ்துமா, தோல் ஒவ்வாமை, குடல் புழுத் தொற்று ஆகியவற்றுடன் ஈசினோஃபில்கள் அதிகரிக்கின்றன; இவை பொதுவானவை. மருத்துவர் காரணத்துக்குச் சிகிச்சையோ மலப் பரிசோதனையோ பரிந்துரைக்கலாம்.",
  // T3 Total T3 low
  "T3 is an active thyroid hormone. A low value can go with an underactive thyroid, and also with a recent illness or fasting; your doctor reads it with your TSH.":
    "T3 ஒரு செயல்படும் தைராய்டு ஹார்மோன். குறைவான அளவு குறைவாகச் செயல்படும் தைராய்டுடனும், சமீபத்திய நோய் அல்லது உண்ணாமல் இருத்தலுடனும் வரலாம்; மருத்துவர் இதை உங்கள் TSH-உடன் சேர்த்துப் படிப்பார்.",
  // T3 Total T3 high
  "A high T3 can mean an overactive thyroid; pregnancy and birth control pills can also raise total T3. Your doctor reads it with your TSH and T4.":
    "அதிக T3 அதிகமாகச் செயல்படும் தைராய்டைக் குறிக்கலாம்; கர்ப்பமும் கருத்தடை மாத்திரைகளும் மொத்த T3-ஐ அதிகரிக்கலாம். மருத்துவர் இதை உங்கள் TSH, T4-உடன் சேர்த்துப் படிப்பார்.",
  // T4 Total T4 low
  "T4 is the main hormone made by the thyroid. A low value can go with an underactive thyroid, which is common and treatable; your doctor reads it with your TSH.":
    "T4 தைராய்டு உருவாக்கும் முக்கிய ஹார்மோன். குறைவான அளவு குறைவாகச் செயல்படும் தைராய்டுடன் வரலாம்; இது பொதுவானது, சிகிச்சையளிக்கக்கூடியது; மருத்துவர் இதை உங்கள் TSH-உடன் சேர்த்துப் படிப்பார்.",
  // T4 Total T4 high
  "A high T4 can mean an overactive thyroid; pregnancy and birth control pills also raise total T4. Your doctor reads it with your TSH.":
    "அதிக T4 அதிகமாகச் செயல்படும் தைராய்டைக் குறிக்கலாம்; கர்ப்பமும் கருத்தடை மாத்திரைகளும் மொத்த T4-ஐ அதிகரிக்கின்றன. மருத்துவர் இதை உங்கள் TSH-உடன் சேர்த்துப் படிப்பார்.",
  // TSH TSH low
  "TSH is the signal from the brain that tells the thyroid how hard to work. A low TSH can mean the thyroid is overactive, or thyroid tablets need adjusting.":
    "TSH என்பது தைராய்டு எவ்வளவு வேலை செய்ய வேண்டும் என்று மூளை அனுப்பும் சமிக்ஞை. குறைவான TSH தைராய்டு அதிகமாகச் செயல்படுவதையோ, தைராய்டு மாத்திரையின் அளவைச் சரிசெய்ய வேண்டியதையோ குறிக்கலாம்.",
  // TSH TSH high
  "A high TSH often means the thyroid is a little underactive, which is common and treatable. Your doctor may repeat it and check your T4.":
    "அதிக TSH பெரும்பாலும் தைராய்டு சற்றுக் குறைவாகச் செயல்படுவதைக் குறிக்கிறது; இது பொதுவானது, சிகிச்சையளிக்கக்கூடியது. மருத்துவர் இதை மீண்டும் பரிசோதித்து உங்கள் T4-ஐப் பார்க்கலாம்.",
  // FT3 Free T3 low
  "Free T3 is the active thyroid hormone available to your body. A low value can go with an underactive thyroid or a recent illness; your doctor reads it with your TSH.":
    "Free T3 உங்கள் உடலுக்குக் கிடைக்கும் செயல்படும் தைராய்டு ஹார்மோன். குறைவான அளவு குறைவாகச் செயல்படும் தைராய்டு அல்லது சமீபத்திய நோயுடன் வரலாம்; மருத்துவர் இதை உங்கள் TSH-உடன் சேர்த்துப் படிப்பார்.",
  // FT3 Free T3 high
  "A high free T3 can mean the thyroid is overactive. Your doctor reads it with your TSH and free T4.":
    "அதிக Free T3 தைராய்டு அதிகமாகச் செயல்படுவதைக் குறிக்கலாம். மருத்துவர் இதை உங்கள் TSH, Free T4-உடன் சேர்த்துப் படிப்பார்.",
  // FT4 Free T4 low
  "Free T4 is the thyroid hormone available to your body. A low value can go with an underactive thyroid, which is common and treatable; your doctor reads it with your TSH.":
    "Free T4 உங்கள் உடலுக்குக் கிடைக்கும் தைராய்டு ஹார்மோன். குறைவான அளவு குறைவாகச் செயல்படும் தைராய்டுடன் வரலாம்; இது பொதுவானது, சிகிச்சையளிக்கக்கூடியது; மருத்துவர் இதை உங்கள் TSH-உடன் சேர்த்துப் படிப்பார்.",
  // FT4 Free T4 high
  "A high free T4 can mean the thyroid is overactive, or that thyroid tablets need adjusting. Your doctor reads it with your TSH.":
    "அதிக Free T4 தைராய்டு அதிகமாகச் செயல்படுவதையோ, தைராய்டு மாத்திரையின் அளவைச் சரிசெய்ய வேண்டியதையோ குறிக்கலாம். மருத்துவர் இதை உங்கள் TSH-உடன் சேர்த்துப் படிப்பார்.",
  // HBA1C HbA1c low
  "HbA1c shows your average sugar over two to three months. A low value is uncommon; it can follow blood loss or some kinds of anaemia, and your doctor will tell you if it matters.":
    "HbA1c இரண்டு முதல் மூன்று மாதங்களின் சராசரி சர்க்கரையைக் காட்டுகிறது. குறைவான அளவு அரிதானது; இரத்த இழப்பு அல்லது சில வகை இரத்தசோகைக்குப் பின் வரலாம்; இது முக்கியமா என்று மருத்துவர் சொல்வார்.",
  // HBA1C HbA1c high
  "A high HbA1c means your average blood sugar has been above normal over the last two to three months. Your doctor will advise on food, activity and any treatment.":
    "அதிக HbA1c என்றால் கடந்த இரண்டு முதல் மூன்று மாதங்களில் உங்கள் சராசரி இரத்தச் சர்க்கரை இயல்பை விட அதிகமாக இருந்துள்ளது. உணவு, உடற்பயிற்சி, தேவையான சிகிச்சை பற்றி மருத்துவர் ஆலோசனை கூறுவார்.",
  // EAG Estimated average glucose high
  "Estimated average glucose turns your HbA1c into a sugar reading like a glucometer's. A high value means your sugar has been running high; your doctor will advise you.":
    "மதிப்பிடப்பட்ட சராசரி குளுக்கோஸ் உங்கள் HbA1c-ஐ குளுக்கோமீட்டர் காட்டுவது போன்ற சர்க்கரை அளவாக மாற்றுகிறது. அதிக அளவு என்றால் உங்கள் சர்க்கரை அதிகமாகவே இருந்து வருகிறது; மருத்துவர் ஆலோசனை கூறுவார்.",
  // FBS Glucose, fasting low
  "A low fasting sugar can follow a long fast, heavy exercise or diabetes medicines. If you felt shaky, sweaty or dizzy around the time of the test, tell your doctor.":
    "நீண்ட நேரம் உண்ணாமல் இருத்தல், கடும் உடற்பயிற்சி அல்லது நீரிழிவு மருந்துகளுக்குப் பின் உண்ணாநிலைச் சர்க்கரை குறையலாம். பரிசோதனையின்போது நடுக்கம், வியர்வை அல்லது தலைச்சுற்றல் இருந்திருந்தால் மருத்துவரிடம் சொல்லுங்கள்.",
  // FBS Glucose, fasting high
  "A high fasting sugar can be a sign of prediabetes or diabetes; an illness or stress can raise it too. Your doctor will usually confirm it with a repeat test or HbA1c.":
    "அதிக உண்ணாநிலைச் சர்க்கரை நீரிழிவுக்கு முந்தைய நிலை அல்லது நீரிழிவின் அறிகுறியாக இருக்கலாம்; நோயும் மன அழுத்தமும் இதை அதிகரிக்கலாம். மருத்துவர் பொதுவாக மீண்டும் ஒரு பரிசோதனை அல்லது HbA1c மூலம் உறுதிசெய்வார்.",
  // PPBS Glucose, post prandial (2 hours) low
  "A low sugar after a meal is uncommon; it can happen after a small meal or with diabetes medicines. If you felt shaky, sweaty or dizzy around the time of the test, tell your doctor.":
    "உணவுக்குப் பின் சர்க்கரை குறைவது அரிது; சிறிய உணவுக்குப் பின்னோ நீரிழிவு மருந்துகளாலோ இது நிகழலாம். பரிசோதனையின்போது நடுக்கம், வியர்வை அல்லது தலைச்சுற்றல் இருந்திருந்தால் மருத்துவரிடம் சொல்லுங்கள்.",
  // PPBS Glucose, post prandial (2 hours) high
  "A high sugar two hours after a meal means your body is slow to clear the sugar from food. Your doctor will read it with your fasting sugar and HbA1c.":
    "உணவுக்கு இரண்டு மணி நேரம் கழித்து அதிக சர்க்கரை என்றால் உணவிலிருந்து வரும் சர்க்கரையை உங்கள் உடல் மெதுவாக அகற்றுகிறது. மருத்துவர் இதை உங்கள் உண்ணாநிலைச் சர்க்கரை, HbA1c-உடன் சேர்த்துப் படிப்பார்.",
  // RBS Glucose, random low
  "A low sugar can follow a long gap since eating, heavy exercise or diabetes medicines. If you felt shaky, sweaty or dizzy around the time of the test, tell your doctor.":
    "நீண்ட நேரம் சாப்பிடாமல் இருத்தல், கடும் உடற்பயிற்சி அல்லது நீரிழிவு மருந்துகளுக்குப் பின் சர்க்கரை குறையலாம். பரிசோதனையின்போது நடுக்கம், வியர்வை அல்லது தலைச்சுற்றல் இருந்திருந்தால் மருத்துவரிடம் சொல்லுங்கள்.",
  // RBS Glucose, random high
  "A high random sugar can follow a sweet meal or an illness, and can be a sign of diabetes. Your doctor will usually confirm it with a fasting sugar or HbA1c.":
    "இனிப்பான உணவு அல்லது நோய்க்குப் பின் எப்போதோ எடுக்கும் சர்க்கரை அதிகமாகலாம்; இது நீரிழிவின் அறிகுறியாகவும் இருக்கலாம். மருத்துவர் பொதுவாக உண்ணாநிலைச் சர்க்கரை அல்லது HbA1c மூலம் உறுதிசெய்வார்.",
  // CHOL Total cholesterol low
  "A low total cholesterol is usually not a concern; it can go with a low-fat diet, an overactive thyroid or cholesterol medicines.":
    "குறைவான மொத்த கொலஸ்ட்ரால் பொதுவாகக் கவலைக்குரியதல்ல; குறைந்த கொழுப்பு உணவு, அதிகமாகச் செயல்படும் தைராய்டு அல்லது கொலஸ்ட்ரால் மருந்துகளுடன் வரலாம்.",
  // CHOL Total cholesterol high
  "A high cholesterol is common and builds up in the arteries over years. Food, exercise and, where needed, medicines help; your doctor will look at your overall heart risk.":
    "அதிக கொலஸ்ட்ரால் பொதுவானது, ஆண்டுகளாகத் தமனிகளில் படிகிறது. உணவு, உடற்பயிற்சி, தேவைப்பட்டால் மருந்துகள் உதவும்; மருத்துவர் உங்கள் ஒட்டுமொத்த இதய அபாயத்தைப் பார்ப்பார்.",
  // TG Triglycerides high
  "Triglycerides are fats that rise with sweets, rice, fried food and alcohol, and after a meal. A high value is common; your doctor may advise food changes or a fasting repeat.":
    "ட்ரைகிளிசரைடுகள் இனிப்பு, அரிசி, பொரித்த உணவு, மது ஆகியவற்றாலும் உணவுக்குப் பின்னும் அதிகரிக்கும் கொழுப்புகள். அதிக அளவு பொதுவானது; மருத்துவர் உணவு மாற்றங்களையோ உண்ணாமல் மீண்டும் பரிசோதிப்பதையோ பரிந்துரைக்கலாம்.",
  // HDL HDL cholesterol low
  "HDL is the 'good' cholesterol that helps clear fat from the arteries. A low value is common with inactivity, smoking and extra weight; regular exercise helps raise it.":
    "HDL தமனிகளிலிருந்து கொழுப்பை அகற்ற உதவும் 'நல்ல' கொலஸ்ட்ரால். உடல் உழைப்பின்மை, புகைபிடித்தல், அதிக எடை ஆகியவற்றுடன் குறைவான அளவு பொதுவானது; வழக்கமான உடற்பயிற்சி இதை உயர்த்த உதவும்.",
  // HDL HDL cholesterol high
  "A high HDL is usually a good sign for the heart. Your doctor reads it with your other lipid values.":
    "அதிக HDL பொதுவாக இதயத்துக்கு நல்ல அறிகுறி. மருத்துவர் இதை உங்கள் மற்ற கொழுப்பு அளவுகளுடன் சேர்த்துப் படிப்பார்.",
  // LDL LDL cholesterol high
  "LDL is the cholesterol that can build up in the arteries over time. Food, exercise and, where needed, medicines lower it; your doctor will set a target for you.":
    "LDL காலப்போக்கில் தமனிகளில் படியக்கூடிய கொலஸ்ட்ரால். உணவு, உடற்பயிற்சி, தேவைப்பட்டால் மருந்துகள் இதைக் குறைக்கும்; மருத்துவர் உங்களுக்கான இலக்கை நிர்ணயிப்பார்.",
  // VLDL VLDL cholesterol high
  "VLDL carries triglycerides in the blood and is usually calculated from them, so it rises when they are high. Your doctor reads it with your triglycerides.":
    "VLDL இரத்தத்தில் ட்ரைகிளிசரைடுகளைக் கொண்டு செல்கிறது, பொதுவாக அவற்றிலிருந்தே கணக்கிடப்படுகிறது, எனவே அவை அதிகமாக இருக்கும்போது இதுவும் அதிகரிக்கும். மருத்துவர் இதை உங்கள் ட்ரைகிளிசரைடுகளுடன் சேர்த்துப் படிப்பார்.",
  // NHDL Non-HDL cholesterol high
  "Non-HDL cholesterol is your total cholesterol minus the 'good' HDL: all the cholesterol that can build up in the arteries. Your doctor uses it with your other values to judge heart risk.":
    "Non-HDL கொலஸ்ட்ரால் என்பது உங்கள் மொத்த கொலஸ்ட்ராலில் 'நல்ல' HDL-ஐக் கழித்தது: தமனிகளில் படியக்கூடிய எல்லா கொலஸ்ட்ராலும். இதய அபாயத்தை மதிப்பிட மருத்துவர் இதை உங்கள் மற்ற அளவுகளுடன் பயன்படுத்துவார்.",
  // CHOLHDL Total cholesterol/HDL ratio high
  "A higher ratio means less of the protective HDL compared with your total cholesterol. Your doctor uses it with your other values to judge heart risk.":
    "அதிக விகிதம் என்றால் உங்கள் மொத்த கொலஸ்ட்ராலுடன் ஒப்பிடும்போது பாதுகாக்கும் HDL குறைவு. இதய அபாயத்தை மதிப்பிட மருத்துவர் இதை உங்கள் மற்ற அளவுகளுடன் பயன்படுத்துவார்.",
  // LDLHDL LDL/HDL ratio high
  "A higher ratio means more LDL compared with the protective HDL. Your doctor uses it with your other values to judge heart risk.":
    "அதிக விகிதம் என்றால் பாதுகாக்கும் HDL-உடன் ஒப்பிடும்போது LDL அதிகம். இதய அபாயத்தை மதிப்பிட மருத்துவர் இதை உங்கள் மற்ற அளவுகளுடன் பயன்படுத்துவார்.",
  // TBIL Total bilirubin high
  "Bilirubin is a yellow pigment from old red cells that the liver clears. A mildly high value is common after fasting or with a harmless inherited trait; your doctor reads it with your enzymes.":
    "பிலிரூபின் பழைய சிவப்பணுக்களிலிருந்து வரும், கல்லீரல் அகற்றும் மஞ்சள் நிறமி. உண்ணாமல் இருந்த பின்னோ தீங்கில்லாத பரம்பரைப் பண்பாலோ சற்று அதிகமான அளவு பொதுவானது; மருத்துவர் இதை உங்கள் என்சைம்களுடன் சேர்த்துப் படிப்பார்.",
  // DBIL Direct bilirubin high
  "Direct bilirubin is the part the liver has already processed. A high value can mean bile is not flowing freely; your doctor reads it with your other liver values.":
    "நேரடி பிலிரூபின் என்பது கல்லீரல் ஏற்கெனவே செயலாக்கிய பகுதி. அதிக அளவு பித்தநீர் தடையின்றிப் பாயவில்லை என்பதைக் குறிக்கலாம்; மருத்துவர் இதை உங்கள் மற்ற கல்லீரல் அளவுகளுடன் சேர்த்துப் படிப்பார்.",
  // IBIL Indirect bilirubin high
  "Indirect bilirubin is the part not yet processed by the liver. A mildly high value is common after fasting or with a harmless inherited trait; your doctor will advise.":
    "மறைமுக பிலிரூபின் என்பது கல்லீரல் இன்னும் செயலாக்காத பகுதி. உண்ணாமல் இருந்த பின்னோ தீங்கில்லாத பரம்பரைப் பண்பாலோ சற்று அதிகமான அளவு பொதுவானது; மருத்துவர் ஆலோசனை கூறுவார்.",
  // SGOT SGOT (AST) high
  "SGOT (AST) is an enzyme from the liver and muscles. It can rise with fatty liver, alcohol, some medicines, a viral illness or hard exercise; your doctor reads it with SGPT.":
    "SGOT (AST) கல்லீரலிலும் தசைகளிலும் இருந்து வரும் ஒரு என்சைம். கொழுப்புக் கல்லீரல், மது, சில மருந்துகள், வைரஸ் நோய் அல்லது கடும் உடற்பயிற்சியால் இது அதிகரிக்கலாம்; மருத்துவர் இதை SGPT-உடன் சேர்த்துப் படிப்பார்.",
  // SGPT SGPT (ALT) high
  "SGPT (ALT) is an enzyme found mainly in the liver. A raised value is common with fatty liver, alcohol, some medicines or a recent viral illness; your doctor will advise.":
    "SGPT (ALT) முக்கியமாகக் கல்லீரலில் காணப்படும் என்சைம். கொழுப்புக் கல்லீரல், மது, சில மருந்துகள் அல்லது சமீபத்திய வைரஸ் நோயுடன் அதிகரித்த அளவு பொதுவானது; மருத்துவர் ஆலோசனை கூறுவார்.",
  // SGOTSGPT SGOT/SGPT ratio low
  "This ratio compares the two liver enzymes and means little on its own. Your doctor reads it with your SGOT and SGPT values.":
    "இந்த விகிதம் இரண்டு கல்லீரல் என்சைம்களை ஒப்பிடுகிறது; தனியாக இதற்குப் பெரிய அர்த்தம் இல்லை. மருத்துவர் இதை உங்கள் SGOT, SGPT அளவுகளுடன் சேர்த்துப் படிப்பார்.",
  // ALP Alkaline phosphatase low
  "A low alkaline phosphatase is uncommon and often of no concern; it can go with low zinc or magnesium or some medicines.":
    "குறைவான அல்கலைன் பாஸ்பட்டேஸ் அரிதானது, பெரும்பாலும் கவலைக்குரியதல்ல; துத்தநாகம் அல்லது மெக்னீசியம் குறைவு அல்லது சில மருந்துகளுடன் வரலாம்.",
  // ALP Alkaline phosphatase high
  "Alkaline phosphatase comes from the liver and bones. It is normally higher in children and in pregnancy, and rises with low vitamin D or slow bile flow.":
    "அல்கலைன் பாஸ்பட்டேஸ் கல்லீரலிலிருந்தும் எலும்புகளிலிருந்தும் வருகிறது. குழந்தைகளிடமும் கர்ப்பத்திலும் இது இயல்பாகவே அதிகம்; வைட்டமின் D குறைவு அல்லது பித்தநீர் மெதுவாகப் பாய்வதால் அதிகரிக்கும்.",
  // GGT GGT high
  "GGT is a liver enzyme that often rises with alcohol, fatty liver and some medicines. Your doctor reads it with your alkaline phosphatase and other liver values.":
    "GGT ஒரு கல்லீரல் என்சைம்; மது, கொழுப்புக் கல்லீரல், சில மருந்துகளால் பெரும்பாலும் அதிகரிக்கிறது. மருத்துவர் இதை உங்கள் அல்கலைன் பாஸ்பட்டேஸ், மற்ற கல்லீரல் அளவுகளுடன் சேர்த்துப் படிப்பார்.",
  // TP Total protein low
  "Total protein measures the proteins in your blood. A low value can come from poor nutrition or a liver or kidney problem; your doctor reads it with your albumin.":
    "மொத்த புரதம் உங்கள் இரத்தத்தில் உள்ள புரதங்களை அளவிடுகிறது. குறைவான அளவு போதிய ஊட்டச்சத்து இல்லாமை அல்லது கல்லீரல், சிறுநீரகப் பிரச்சினையால் வரலாம்; மருத்துவர் இதை உங்கள் அல்புமினுடன் சேர்த்துப் படிப்பார்.",
  // TP Total protein high
  "A high total protein often comes from dehydration or a long-standing infection or inflammation. Your doctor reads it with your albumin and globulin.":
    "அதிக மொத்த புரதம் பெரும்பாலும் நீர்ச்சத்துக் குறைவு அல்லது நீண்டகாலத் தொற்று அல்லது அழற்சியால் வருகிறது. மருத்துவர் இதை உங்கள் அல்புமின், குளோபுலினுடன் சேர்த்துப் படிப்பார்.",
  // ALB Albumin low
  "Albumin is the main protein made by the liver. A low value can come from poor nutrition, a recent illness, or a liver or kidney problem; your doctor will look for the cause.":
    "அல்புமின் கல்லீரல் உருவாக்கும் முக்கிய புரதம். குறைவான அளவு போதிய ஊட்டச்சத்து இல்லாமை, சமீபத்திய நோய், அல்லது கல்லீரல், சிறுநீரகப் பிரச்சினையால் வரலாம்; மருத்துவர் காரணத்தைத் தேடுவார்.",
  // ALB Albumin high
  "A high albumin usually means you were a little short of water when the sample was taken, and is rarely a concern.":
    "அதிக அல்புமின் பொதுவாக மாதிரி எடுத்தபோது உடலில் சற்று நீர்ச்சத்துக் குறைவாக இருந்ததைக் குறிக்கிறது; அரிதாகவே கவலைக்குரியது.",
  // GLOB Globulin low
  "Globulins include the antibodies that fight infection. A low value is uncommon; your doctor reads it with your total protein and albumin.":
    "குளோபுலின்களில் தொற்றை எதிர்க்கும் ஆன்டிபாடிகள் அடங்கும். குறைவான அளவு அரிதானது; மருத்துவர் இதை உங்கள் மொத்த புரதம், அல்புமினுடன் சேர்த்துப் படிப்பார்.",
  // GLOB Globulin high
  "Globulins include antibodies, so they rise with long-standing infection or inflammation. Your doctor reads it with your albumin and may suggest more tests.":
    "குளோபுலின்களில் ஆன்டிபாடிகள் அடங்கும், எனவே நீண்டகாலத் தொற்று அல்லது அழற்சியுடன் இவை அதிகரிக்கின்றன. மருத்துவர் இதை உங்கள் அல்புமினுடன் சேர்த்துப் படித்து மேலும் பரிசோதனைகளைப் பரிந்துரைக்கலாம்.",
  // AGR A/G ratio low
  "The A/G ratio compares albumin with globulin. A low ratio means globulin is higher or albumin lower; your doctor reads it with those two values.":
    "A/G விகிதம் அல்புமினை குளோபுலினுடன் ஒப்பிடுகிறது. குறைவான விகிதம் என்றால் குளோபுலின் அதிகம் அல்லது அல்புமின் குறைவு; மருத்துவர் இதை அந்த இரண்டு அளவுகளுடன் சேர்த்துப் படிப்பார்.",
  // AGR A/G ratio high
  "A high A/G ratio is usually of little concern on its own. Your doctor reads it with your albumin and globulin.":
    "அதிக A/G விகிதம் தனியாகப் பொதுவாகப் பெரிய கவலைக்குரியதல்ல. மருத்துவர் இதை உங்கள் அல்புமின், குளோபுலினுடன் சேர்த்துப் படிப்பார்.",
  // UREA Blood urea low
  "Urea is a waste product from protein that the kidneys remove. A low value often goes with a low-protein diet or drinking plenty of water, and is rarely a concern.":
    "யூரியா புரதத்திலிருந்து வரும், சிறுநீரகங்கள் அகற்றும் கழிவுப் பொருள். குறைவான அளவு பெரும்பாலும் குறைந்த புரத உணவு அல்லது நிறையத் தண்ணீர் குடிப்பதுடன் வருகிறது, அரிதாகவே கவலைக்குரியது.",
  // UREA Blood urea high
  "A high urea often comes from not drinking enough water or a high-protein diet, and can mean the kidneys are filtering less; your doctor reads it with your creatinine.":
    "அதிக யூரியா பெரும்பாலும் போதுமான தண்ணீர் குடிக்காதது அல்லது அதிக புரத உணவால் வருகிறது; சிறுநீரகங்கள் குறைவாக வடிகட்டுவதையும் குறிக்கலாம்; மருத்துவர் இதை உங்கள் கிரியேட்டினினுடன் சேர்த்துப் படிப்பார்.",
  // BUN Blood urea nitrogen (BUN) low
  "BUN is the nitrogen part of urea, a waste product from protein. A low value often goes with a low-protein diet or drinking plenty of water, and is rarely a concern.":
    "BUN என்பது புரதத்திலிருந்து வரும் கழிவுப் பொருளான யூரியாவின் நைட்ரஜன் பகுதி. குறைவான அளவு பெரும்பாலும் குறைந்த புரத உணவு அல்லது நிறையத் தண்ணீர் குடிப்பதுடன் வருகிறது, அரிதாகவே கவலைக்குரியது.",
  // BUN Blood urea nitrogen (BUN) high
  "A high BUN often comes from not drinking enough water or a high-protein diet, and can mean the kidneys are filtering less; your doctor reads it with your creatinine.":
    "அதிக BUN பெரும்பாலும் போதுமான தண்ணீர் குடிக்காதது அல்லது அதிக புரத உணவால் வருகிறது; சிறுநீரகங்கள் குறைவாக வடிகட்டுவதையும் குறிக்கலாம்; மருத்துவர் இதை உங்கள் கிரியேட்டினினுடன் சேர்த்துப் படிப்பார்.",
  // CREAT Serum creatinine low
  "Creatinine comes from normal muscle activity. A low value is common in people with less muscle, in older age and in pregnancy, and is rarely a concern.":
    "கிரியேட்டினின் இயல்பான தசை இயக்கத்திலிருந்து வருகிறது. தசை குறைவானவர்களிடமும், முதுமையிலும், கர்ப்பத்திலும் குறைவான அளவு பொதுவானது, அரிதாகவே கவலைக்குரியது.",
  // CREAT Serum creatinine high
  "A high creatinine can mean the kidneys are filtering less; dehydration, a large meat meal and some supplements can also raise it. Your doctor may repeat it.":
    "அதிக கிரியேட்டினின் சிறுநீரகங்கள் குறைவாக வடிகட்டுவதைக் குறிக்கலாம்; நீர்ச்சத்துக் குறைவு, அதிக இறைச்சி உணவு, சில சப்ளிமென்ட்களும் இதை அதிகரிக்கலாம். மருத்துவர் மீண்டும் பரிசோதிக்கச் சொல்லலாம்.",
  // BUNCREAT BUN/creatinine ratio low
  "This ratio compares urea with creatinine and means little on its own. Your doctor reads it with your urea and creatinine.":
    "இந்த விகிதம் யூரியாவை கிரியேட்டினினுடன் ஒப்பிடுகிறது; தனியாக இதற்குப் பெரிய அர்த்தம் இல்லை. மருத்துவர் இதை உங்கள் யூரியா, கிரியேட்டினினுடன் சேர்த்துப் படிப்பார்.",
  // BUNCREAT BUN/creatinine ratio high
  "A high ratio often comes from not drinking enough water or a high-protein diet. Your doctor reads it with your urea and creatinine.":
    "அதிக விகிதம் பெரும்பாலும் போதுமான தண்ணீர் குடிக்காதது அல்லது அதிக புரத உணவால் வருகிறது. மருத்துவர் இதை உங்கள் யூரியா, கிரியேட்டினினுடன் சேர்த்துப் படிப்பார்.",
  // EGFR eGFR low
  "eGFR estimates how well your kidneys filter, from your creatinine, age and sex. A lower value can be temporary, for example with dehydration; your doctor will usually repeat it.":
    "eGFR உங்கள் கிரியேட்டினின், வயது, பாலினத்திலிருந்து சிறுநீரகங்கள் எவ்வளவு நன்றாக வடிகட்டுகின்றன என்று மதிப்பிடுகிறது. குறைவான அளவு தற்காலிகமாக இருக்கலாம், உதாரணமாக நீர்ச்சத்துக் குறைவால்; மருத்துவர் பொதுவாக மீண்டும் பரிசோதிப்பார்.",
  // URIC Uric acid low
  "A low uric acid is usually of no concern and can follow some medicines or a diet low in meat and seafood.":
    "குறைவான யூரிக் அமிலம் பொதுவாகக் கவலைக்குரியதல்ல; சில மருந்துகள் அல்லது இறைச்சி, கடல் உணவு குறைந்த உணவுக்குப் பின் வரலாம்.",
  // URIC Uric acid high
  "Uric acid comes from foods such as red meat, seafood and alcohol. A high value can lead to gout or kidney stones over time; your doctor may advise on food and fluids.":
    "யூரிக் அமிலம் சிவப்பு இறைச்சி, கடல் உணவு, மது போன்றவற்றிலிருந்து வருகிறது. அதிக அளவு காலப்போக்கில் கீல்வாதம் அல்லது சிறுநீரகக் கற்களுக்கு வழிவகுக்கலாம்; உணவு, நீர் பற்றி மருத்துவர் ஆலோசனை கூறலாம்.",
  // CA Calcium low
  "Calcium keeps bones, muscles and nerves working. A low value often goes with low vitamin D or a low albumin; your doctor reads it with those.":
    "கால்சியம் எலும்புகள், தசைகள், நரம்புகள் செயல்பட உதவுகிறது. குறைவான அளவு பெரும்பாலும் வைட்டமின் D அல்லது அல்புமின் குறைவுடன் வருகிறது; மருத்துவர் இதை அவற்றுடன் சேர்த்துப் படிப்பார்.",
  // CA Calcium high
  "A high calcium can come from calcium or vitamin D supplements, or from the parathyroid glands. Your doctor may repeat it and check related tests.":
    "அதிக கால்சியம் கால்சியம் அல்லது வைட்டமின் D சப்ளிமென்ட்களாலோ பாராதைராய்டு சுரப்பிகளாலோ வரலாம். மருத்துவர் மீண்டும் பரிசோதித்துத் தொடர்புடைய பரிசோதனைகளைப் பார்க்கலாம்.",
  // NA Sodium low
  "Sodium keeps the body's water in balance. A low value can follow vomiting, diarrhoea, drinking a lot of water or some blood pressure medicines; your doctor will advise.":
    "சோடியம் உடலின் நீர் சமநிலையைப் பராமரிக்கிறது. வாந்தி, வயிற்றுப்போக்கு, அதிகத் தண்ணீர் குடித்தல் அல்லது சில இரத்த அழுத்த மருந்துகளுக்குப் பின் இது குறையலாம்; மருத்துவர் ஆலோசனை கூறுவார்.",
  // NA Sodium high
  "A high sodium usually means the body is short of water, for example after fever, sweating or not drinking enough. Your doctor will advise.":
    "அதிக சோடியம் பொதுவாக உடலில் நீர் குறைவாக இருப்பதைக் குறிக்கிறது, உதாரணமாகக் காய்ச்சல், வியர்வை அல்லது போதுமான தண்ணீர் குடிக்காததற்குப் பின். மருத்துவர் ஆலோசனை கூறுவார்.",
  // K Potassium low
  "Potassium keeps muscles and the heart rhythm steady. A low value can follow vomiting, diarrhoea or water tablets (diuretics); your doctor will advise.":
    "பொட்டாசியம் தசைகளையும் இதயத் துடிப்பையும் சீராக வைக்கிறது. வாந்தி, வயிற்றுப்போக்கு அல்லது நீர் மாத்திரைகளுக்குப் (டையூரெடிக்) பின் இது குறையலாம்; மருத்துவர் ஆலோசனை கூறுவார்.",
  // K Potassium high
  "A high potassium can come from the sample itself, such as a delay before testing, so it is often rechecked. Some medicines and the kidneys also affect it.":
    "அதிக பொட்டாசியம் மாதிரியிலிருந்தே வரலாம், உதாரணமாகப் பரிசோதனைக்கு முன் தாமதம், எனவே பெரும்பாலும் மீண்டும் பரிசோதிக்கப்படுகிறது. சில மருந்துகளும் சிறுநீரகங்களும் இதைப் பாதிக்கின்றன.",
  // CL Chloride low
  "Chloride is a salt that works with sodium. A low value often follows vomiting or water tablets (diuretics); your doctor reads it with your sodium.":
    "குளோரைடு சோடியத்துடன் சேர்ந்து செயல்படும் ஒரு உப்பு. குறைவான அளவு பெரும்பாலும் வாந்தி அல்லது நீர் மாத்திரைகளுக்குப் (டையூரெடிக்) பின் வருகிறது; மருத்துவர் இதை உங்கள் சோடியத்துடன் சேர்த்துப் படிப்பார்.",
  // CL Chloride high
  "A high chloride usually goes with a shortage of water or with diarrhoea. Your doctor reads it with your sodium and other salts.":
    "அதிக குளோரைடு பொதுவாக நீர்ப் பற்றாக்குறை அல்லது வயிற்றுப்போக்குடன் வருகிறது. மருத்துவர் இதை உங்கள் சோடியம், மற்ற உப்புகளுடன் சேர்த்துப் படிப்பார்.",
  // VITD 25-OH vitamin D low
  "Vitamin D keeps bones and muscles strong. Low levels are very common in India, even with plenty of sunshine; your doctor may suggest more sunlight, food changes or a supplement.":
    "வைட்டமின் D எலும்புகளையும் தசைகளையும் வலுவாக வைக்கிறது. நிறைய வெயில் இருந்தாலும் இந்தியாவில் இதன் குறைவு மிகவும் பொதுவானது; மருத்துவர் அதிக வெயில், உணவு மாற்றங்கள் அல்லது சப்ளிமென்ட்டைப் பரிந்துரைக்கலாம்.",
  // VITD 25-OH vitamin D high
  "A high vitamin D almost always comes from supplements. Tell your doctor which ones you take; they will advise whether to continue them.":
    "அதிக வைட்டமின் D கிட்டத்தட்ட எப்போதும் சப்ளிமென்ட்களால் வருகிறது. நீங்கள் எடுப்பவற்றை மருத்துவரிடம் சொல்லுங்கள்; அவற்றைத் தொடரலாமா என்று அவர் ஆலோசனை கூறுவார்.",
  // B12 Vitamin B12 low
  "Vitamin B12 keeps nerves healthy and helps make red cells. Low levels are common in vegetarians and with metformin or acid-reducing medicines; your doctor may suggest a supplement.":
    "வைட்டமின் B12 நரம்புகளை ஆரோக்கியமாக வைத்து சிவப்பணுக்களை உருவாக்க உதவுகிறது. சைவ உணவு உண்பவர்களிடமும், மெட்ஃபார்மின் அல்லது அமிலம் குறைக்கும் மருந்துகளுடனும் இதன் குறைவு பொதுவானது; மருத்துவர் சப்ளிமென்ட்டைப் பரிந்துரைக்கலாம்.",
  // B12 Vitamin B12 high
  "A high B12 most often follows supplements or injections. If you take none, your doctor will read it with your other results.":
    "அதிக B12 பெரும்பாலும் சப்ளிமென்ட்கள் அல்லது ஊசிகளுக்குப் பின் வருகிறது. நீங்கள் எதுவும் எடுக்கவில்லை என்றால், மருத்துவர் இதை உங்கள் மற்ற முடிவுகளுடன் சேர்த்துப் படிப்பார்.",
  // IRON Serum iron low
  "Serum iron is the iron in your blood. A low value is common, often from diet or periods, and is the usual cause of anaemia; your doctor reads it with your ferritin.":
    "சீரம் இரும்புச்சத்து என்பது உங்கள் இரத்தத்தில் உள்ள இரும்புச்சத்து. குறைவான அளவு பொதுவானது, பெரும்பாலும் உணவு அல்லது மாதவிடாயால் வருகிறது, இரத்தசோகையின் வழக்கமான காரணம்; மருத்துவர் இதை உங்கள் ஃபெரிட்டினுடன் சேர்த்துப் படிப்பார்.",
  // IRON Serum iron high
  "A high serum iron can follow iron tablets or an iron-rich meal. Your doctor reads it with your transferrin saturation and ferritin.":
    "அதிக சீரம் இரும்புச்சத்து இரும்புச்சத்து மாத்திரைகள் அல்லது இரும்புச்சத்து நிறைந்த உணவுக்குப் பின் வரலாம். மருத்துவர் இதை உங்கள் டிரான்ஸ்ஃபெரின் செறிவு, ஃபெரிட்டினுடன் சேர்த்துப் படிப்பார்.",
  // TIBC TIBC low
  "TIBC shows how much iron your blood can carry. A low value can go with inflammation or low protein; your doctor reads it with your iron and ferritin.":
    "TIBC உங்கள் இரத்தம் எவ்வளவு இரும்புச்சத்தைக் கொண்டு செல்ல முடியும் என்று காட்டுகிறது. குறைவான அளவு அழற்சி அல்லது புரதக் குறைவுடன் வரலாம்; மருத்துவர் இதை உங்கள் இரும்புச்சத்து, ஃபெரிட்டினுடன் சேர்த்துப் படிப்பார்.",
  // TIBC TIBC high
  "A high TIBC often means the body is short of iron and is making room to carry more. Your doctor reads it with your iron and ferritin.":
    "அதிக TIBC பெரும்பாலும் உடலில் இரும்புச்சத்து குறைவாக இருப்பதையும், அதிகமாகக் கொண்டு செல்ல உடல் இடம் ஒதுக்குவதையும் குறிக்கிறது. மருத்துவர் இதை உங்கள் இரும்புச்சத்து, ஃபெரிட்டினுடன் சேர்த்துப் படிப்பார்.",
  // UIBC UIBC low
  "UIBC is the spare iron-carrying capacity in your blood. A low value can go with plenty of iron or with inflammation; your doctor reads it with your other iron values.":
    "UIBC உங்கள் இரத்தத்தில் இரும்புச்சத்தைக் கொண்டு செல்லும் மீதமுள்ள திறன். குறைவான அளவு நிறைய இரும்புச்சத்து அல்லது அழற்சியுடன் வரலாம்; மருத்துவர் இதை உங்கள் மற்ற இரும்புச்சத்து அளவுகளுடன் சேர்த்துப் படிப்பார்.",
  // UIBC UIBC high
  "A high UIBC usually means there is room for more iron, as when iron is low. Your doctor reads it with your iron and ferritin.":
    "அதிக UIBC பொதுவாக இரும்புச்சத்து குறைவாக இருக்கும்போது போல, மேலும் இரும்புச்சத்துக்கு இடம் இருப்பதைக் குறிக்கிறது. மருத்துவர் இதை உங்கள் இரும்புச்சத்து, ஃபெரிட்டினுடன் சேர்த்துப் படிப்பார்.",
  // TSAT Transferrin saturation low
  "Transferrin saturation shows how full your iron carriers are. A low value usually means low iron, which is common and treatable; your doctor will advise.":
    "டிரான்ஸ்ஃபெரின் செறிவு உங்கள் இரும்புச்சத்தைக் கொண்டு செல்பவை எவ்வளவு நிறைந்துள்ளன என்று காட்டுகிறது. குறைவான அளவு பொதுவாக இரும்புச்சத்துக் குறைவைக் குறிக்கிறது; இது பொதுவானது, சிகிச்சையளிக்கக்கூடியது; மருத்துவர் ஆலோசனை கூறுவார்.",
  // TSAT Transferrin saturation high
  "A high saturation can follow iron tablets, and some people store extra iron. Your doctor may repeat it on a fasting sample and check your ferritin.":
    "அதிக செறிவு இரும்புச்சத்து மாத்திரைகளுக்குப் பின் வரலாம்; சிலர் உடலில் அதிக இரும்புச்சத்தைச் சேமிக்கின்றனர். மருத்துவர் உண்ணாநிலை மாதிரியில் மீண்டும் பரிசோதித்து உங்கள் ஃபெரிட்டினைப் பார்க்கலாம்.",
  // FERR Ferritin low
  "Ferritin shows your body's iron stores. A low value is the earliest sign of low iron, common with diet and periods; your doctor will advise on iron.":
    "ஃபெரிட்டின் உங்கள் உடலின் இரும்புச்சத்து சேமிப்பைக் காட்டுகிறது. குறைவான அளவு இரும்புச்சத்துக் குறைவின் முதல் அறிகுறி, உணவு, மாதவிடாயுடன் பொதுவானது; இரும்புச்சத்து பற்றி மருத்துவர் ஆலோசனை கூறுவார்.",
  // FERR Ferritin high
  "Ferritin rises with inflammation, infection, fatty liver and alcohol, not only with extra iron. Your doctor reads it with your other results.":
    "அதிக இரும்புச்சத்தால் மட்டுமல்ல, அழற்சி, தொற்று, கொழுப்புக் கல்லீரல், மது ஆகியவற்றாலும் ஃபெரிட்டின் அதிகரிக்கிறது. மருத்துவர் இதை உங்கள் மற்ற முடிவுகளுடன் சேர்த்துப் படிப்பார்.",
  // FOL Folate low
  "Folate helps make red cells and matters before and in early pregnancy. A low value often comes from diet or alcohol; your doctor may suggest folate-rich foods or a supplement.":
    "ஃபோலேட் சிவப்பணுக்களை உருவாக்க உதவுகிறது, கர்ப்பத்துக்கு முன்னும் ஆரம்ப கர்ப்பத்திலும் முக்கியமானது. குறைவான அளவு பெரும்பாலும் உணவு அல்லது மதுவால் வருகிறது; மருத்துவர் ஃபோலேட் நிறைந்த உணவுகளையோ சப்ளிமென்ட்டையோ பரிந்துரைக்கலாம்.",
  // FOL Folate high
  "A high folate usually comes from supplements or fortified foods and is rarely a concern.":
    "அதிக ஃபோலேட் பொதுவாகச் சப்ளிமென்ட்கள் அல்லது செறிவூட்டப்பட்ட உணவுகளால் வருகிறது, அரிதாகவே கவலைக்குரியது.",
  // PHOS Phosphorus low
  "Phosphorus works with calcium to build bones. A low value can go with low vitamin D, poor nutrition or some antacids; your doctor reads it with your calcium.":
    "பாஸ்பரஸ் கால்சியத்துடன் சேர்ந்து எலும்புகளை உருவாக்குகிறது. குறைவான அளவு வைட்டமின் D குறைவு, போதிய ஊட்டச்சத்து இல்லாமை அல்லது சில அமில நீக்கிகளுடன் வரலாம்; மருத்துவர் இதை உங்கள் கால்சியத்துடன் சேர்த்துப் படிப்பார்.",
  // PHOS Phosphorus high
  "Phosphorus is normally higher in children. In adults a high value can mean the kidneys are filtering less; your doctor reads it with your calcium and creatinine.":
    "குழந்தைகளிடம் பாஸ்பரஸ் இயல்பாகவே அதிகம். பெரியவர்களிடம் அதிக அளவு சிறுநீரகங்கள் குறைவாக வடிகட்டுவதைக் குறிக்கலாம்; மருத்துவர் இதை உங்கள் கால்சியம், கிரியேட்டினினுடன் சேர்த்துப் படிப்பார்.",
  // MG Magnesium low
  "Magnesium helps muscles, nerves and heart rhythm. A low value can follow diarrhoea, alcohol, water tablets or long use of acid-reducing medicines; your doctor will advise.":
    "மெக்னீசியம் தசைகள், நரம்புகள், இதயத் துடிப்புக்கு உதவுகிறது. வயிற்றுப்போக்கு, மது, நீர் மாத்திரைகள் அல்லது அமிலம் குறைக்கும் மருந்துகளை நீண்டகாலம் எடுத்த பின் இது குறையலாம்; மருத்துவர் ஆலோசனை கூறுவார்.",
  // MG Magnesium high
  "A high magnesium usually comes from antacids or laxatives that contain it, or from the kidneys filtering less. Your doctor will advise.":
    "அதிக மெக்னீசியம் பொதுவாக அதைக் கொண்ட அமில நீக்கிகள் அல்லது மலமிளக்கிகளாலோ, சிறுநீரகங்கள் குறைவாக வடிகட்டுவதாலோ வருகிறது. மருத்துவர் ஆலோசனை கூறுவார்.",
  // HCY Homocysteine high
  "Homocysteine rises when vitamin B12, folate or B6 are low, and with smoking and age. Your doctor may check your vitamins and look at your overall heart health.":
    "வைட்டமின் B12, ஃபோலேட் அல்லது B6 குறைவாக இருக்கும்போதும், புகைபிடித்தல், வயதுடனும் ஹோமோசிஸ்டீன் அதிகரிக்கிறது. மருத்துவர் உங்கள் வைட்டமின்களைப் பரிசோதித்து ஒட்டுமொத்த இதய ஆரோக்கியத்தைப் பார்க்கலாம்.",
  // UPH Urine pH low
  "Urine pH shows how acidic your urine is and changes with food through the day. A low (acidic) value is common with a high-protein diet or fasting.":
    "சிறுநீர் pH உங்கள் சிறுநீர் எவ்வளவு அமிலமாக உள்ளது என்று காட்டுகிறது, நாள் முழுவதும் உணவுடன் மாறுகிறது. அதிக புரத உணவு அல்லது உண்ணாமல் இருக்கும்போது குறைவான (அமில) அளவு பொதுவானது.",
  // UPH Urine pH high
  "A high (alkaline) urine pH is common after a vegetarian meal or when the sample stood for a while, and sometimes with a urine infection.":
    "சைவ உணவுக்குப் பின் அல்லது மாதிரி சிறிது நேரம் வைக்கப்பட்டிருந்தால் அதிக (காரத்தன்மை) சிறுநீர் pH பொதுவானது; சில நேரம் சிறுநீர்த் தொற்றுடனும் வரலாம்.",
  // USG Urine specific gravity low
  "A low specific gravity means the urine is dilute, usually because you drank plenty of water.":
    "குறைவான ஒப்படர்த்தி என்றால் சிறுநீர் நீர்த்துள்ளது, பொதுவாக நீங்கள் நிறையத் தண்ணீர் குடித்ததால்.",
  // USG Urine specific gravity high
  "A high specific gravity means the urine is concentrated, usually because you drank less water; sugar or protein in the urine can also raise it.":
    "அதிக ஒப்படர்த்தி என்றால் சிறுநீர் அடர்த்தியாக உள்ளது, பொதுவாக நீங்கள் குறைவாகத் தண்ணீர் குடித்ததால்; சிறுநீரில் சர்க்கரை அல்லது புரதம் இருந்தாலும் இது அதிகரிக்கலாம்.",
  // UPUS Urine pus cells high
  "Pus cells are white cells in the urine. A higher count often points to a urine infection, and can also come from the skin around the sample; your doctor may suggest a culture.":
    "சீழ் அணுக்கள் சிறுநீரில் உள்ள வெள்ளையணுக்கள். அதிக எண்ணிக்கை பெரும்பாலும் சிறுநீர்த் தொற்றைக் குறிக்கிறது; மாதிரியைச் சுற்றியுள்ள தோலிலிருந்தும் வரலாம்; மருத்துவர் கல்ச்சர் பரிசோதனையைப் பரிந்துரைக்கலாம்.",
  // URBC Urine red blood cells high
  "A few red cells in the urine can follow periods, hard exercise or a urine infection. Your doctor will decide whether to repeat the test.":
    "மாதவிடாய், கடும் உடற்பயிற்சி அல்லது சிறுநீர்த் தொற்றுக்குப் பின் சிறுநீரில் சில சிவப்பணுக்கள் தோன்றலாம். பரிசோதனையை மீண்டும் செய்ய வேண்டுமா என்று மருத்துவர் முடிவு செய்வார்.",
  // A text result the test master reads as not the usual one
  "This is not the usual result for this test. Your doctor will explain what it means for you.":
    "இது இந்தப் பரிசோதனையின் வழக்கமான முடிவு அல்ல. இது உங்களுக்கு என்ன பொருள் என்பதை உங்கள் மருத்துவர் விளக்குவார்.",
  // A text result the test master cannot call usual or not
  "On its own this result does not say clearly whether it is the usual one. Your doctor will read it with the rest of your report.":
    "இந்த முடிவு தனியாக வழக்கமானதா இல்லையா என்பதைத் தெளிவாகச் சொல்லவில்லை. உங்கள் மருத்துவர் இதை உங்கள் ரிப்போர்ட்டின் மற்ற முடிவுகளுடன் சேர்த்துப் படிப்பார்.",
};
