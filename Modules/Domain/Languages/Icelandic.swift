extension Language {
  /// Icelandic: the holidays are "frí" and "leyfi" compounds ("vetrarfrí", "jólaleyfi"), listed
  /// whole since "*frí" would end the English "Fri"; a "starfsdagur" or "skipulagsdagur" is a
  /// staff day without pupils.
  public static let icelandic = Language(
    code: "is", name: "Icelandic",
    keywords: [
      .noSchool: [
        "vetrarfrí", "jólafrí", "páskafrí", "sumarfrí", "haustfrí", "vorfrí", "vetrarfríi", "jólafríi", "páskafríi",
        "sumarfríi", "vetrarleyfi", "jólaleyfi",
        "páskaleyfi", "sumarleyfi", "starfsdagur", "starfsdagar", "skipulagsdagur", "skipulagsdagar", "frídagur",
        "frídagar", "engin kennsla", "enginn skóli", "skólinn lokaður", "nemendur í fríi",
      ],
      .earlyRelease: ["styttur skóladagur", "skertur skóladagur", "stuttur dagur"],
      .schoolDay: ["kennsla samkvæmt stundaskrá", "kennsludagur"],
      .termStart: ["skólasetning", "fyrsti skóladagur", "upphaf skólaárs", "kennsla hefst"],
      .termEnd: ["skólaslit", "síðasti skóladagur", "litlu jólin", "lok annar"],
    ],
    holidayNames: HolidayWords(
      holidays: [
        "nýársdagur", "skírdagur", "föstudagurinn langi", "páskadagur", "annar í páskum", "sumardagurinn fyrsti",
        "verkalýðsdagurinn", "uppstigningardagur", "hvítasunnudagur", "annar í hvítasunnu", "þjóðhátíðardagurinn",
        "frídagur verslunarmanna", "aðfangadagur", "jóladagur", "annar í jólum", "gamlársdagur",
      ],
      observances: [
        "bolludagur", "sprengidagur", "öskudagur", "konudagur", "bóndadagur", "valentínusardagur",
        "dagur íslenskrar tungu",
      ],
      holidayCalendars: ["frídagar", "almennir frídagar", "lögbundnir frídagar"],
      schoolHolidayCalendars: ["skólafrí", "leyfisdagar"],
      notDaysOff: ["vinnudagur"],
      regional: ["aðeins"],
      fillers: ["dagur"],
      connectors: ["og"]
    ),
    titleGrammar: TitleGrammar(
      activities: [
        "frístund", "frístundaheimili", "námskeið", "tónleikar", "ferð", "vettvangsferð", "keppni", "próf",
        "heimanám", "skráning", "rúta", "skólabíll",
      ],
      returns: ["aftur úr"],
      times: ["eftir", "fyrir"],
      laterToday: ["eftir skóla"]
    ),
    termWords: ["önn", "haustönn", "vorönn", "skólaár"],
    schoolLevels: SchoolLevelWords(
      levels: [
        .kindergarten: ["leikskóli", "leikskólinn"],
        .elementary: ["yngsta stig", "miðstig"],
        .middle: ["unglingastig"],
        .high: ["framhaldsskóli", "menntaskóli"],
      ],
      grades: [GradeWords(before: [], after: ["bekkur", "bekk", "bekkjar"], middleFrom: 8, highFrom: 11, last: 14)],
      except: ["nema"]
    )
  )
}
