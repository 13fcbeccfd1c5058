extension Language {
  /// Slovak: "prázdniny" as in Czech ("prázdnin*"), the head's day off is "riaditeľské voľno".
  public static let slovak = Language(
    code: "sk", name: "Slovak",
    keywords: [
      .noSchool: [
        "prázdnin*", "riaditeľské voľno", "riaditeľského voľna", "voľno", "voľný deň", "mimoriadne voľno",
        "vyučovanie sa nekoná", "bez vyučovania", "škola zatvorená",
      ],
      .earlyRelease: ["skrátené vyučovanie"],
      .schoolDay: ["vyučovanie podľa rozvrhu"],
      .termStart: [
        "začiatok školského roka", "otvorenie školského roka", "slávnostné otvorenie školského roka",
        "prvý školský deň", "začiatok vyučovania",
      ],
      .termEnd: [
        "koniec školského roka", "ukončenie školského roka", "posledný školský deň", "vysvedčenie",
        "odovzdávanie vysvedčení", "koniec polroka",
      ],
    ],
    holidayNames: HolidayWords(
      holidays: [
        "deň vzniku slovenskej republiky", "zjavenie pána", "traja králi", "veľký piatok", "veľkonočný pondelok",
        "sviatok práce", "deň víťazstva nad fašizmom", "sviatok svätého cyrila a metoda", "výročie snp",
        "deň ústavy", "sedembolestná panna mária", "sviatok všetkých svätých", "štedrý deň",
        "prvý sviatok vianočný", "druhý sviatok vianočný", "vianoce", "veľká noc",
      ],
      observances: ["fašiangy", "deň matiek", "deň otcov", "valentín", "deň učiteľov", "mikuláš"],
      holidayCalendars: ["štátne sviatky", "sviatky", "dni pracovného pokoja"],
      schoolHolidayCalendars: ["školské prázdniny"],
      notDaysOff: ["pamätný deň", "pracovný deň"],
      regional: ["iba", "len v"],
      fillers: ["deň", "sviatok"],
      connectors: ["a"]
    ),
    titleGrammar: TitleGrammar(
      activities: [
        "tábor", "krúžok", "krúžky", "koncert", "jarmok", "výlet", "exkurzia", "skúška", "úlohy", "domáce úlohy",
        "prihlášky", "autobus", "obed", "družina", "akcia", "súťaž", "besiedka",
      ],
      returns: ["návrat"],
      times: ["po", "pred"],
      laterToday: ["po vyučovaní"]
    ),
    termWords: ["polrok", "školský rok"],
    schoolLevels: SchoolLevelWords(
      levels: [
        .kindergarten: ["materská škola", "škôlka"],
        .elementary: ["prvý stupeň"],
        .middle: ["druhý stupeň"],
        .high: ["stredná škola", "strednej školy"],
      ],
      grades: [
        GradeWords(before: ["trieda", "triedy"], after: ["trieda", "triedy"], middleFrom: 5, highFrom: 10, last: 13)
      ],
      except: ["okrem"]
    )
  )
}
