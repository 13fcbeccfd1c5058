extension Language {
  /// Albanian: the holidays are "pushime" ("Pushimet verore", "pushimet dimërore"), declined, so the
  /// stem begins a word ("pushim*": pushimi, pushimet, pushimeve). "Para" (before) is left out of the
  /// time words: in Spanish and Portuguese it means "for" ("Cerrado para vacaciones").
  public static let albanian = Language(
    code: "sq", name: "Albanian",
    keywords: [
      .noSchool: ["pushim*", "nuk ka mësim", "nuk ka mësime", "shkolla e mbyllur", "shkollat e mbyllura"],
      .earlyRelease: ["mësim i shkurtuar", "orar i shkurtuar", "ditë e shkurtuar"],
      .schoolDay: ["ditë mësimi", "mësim zëvendësues"],
      .termStart: ["fillimi i vitit shkollor", "dita e parë e shkollës", "hapja e vitit shkollor"],
      .termEnd: ["mbyllja e vitit shkollor", "dita e fundit e shkollës", "përfundimi i vitit shkollor"],
    ],
    holidayNames: HolidayWords(
      holidays: [
        "viti i ri", "dita e verës", "dita e nevruzit", "pashkët", "dita e punëtorëve", "bajrami i madh",
        "bajrami i vogël", "dita e lumturimit të nënë terezës", "dita e pavarësisë", "dita e çlirimit",
        "krishtlindjet",
      ],
      observances: ["dita e mësuesit", "dita e nënës", "dita e shën valentinit"],
      holidayCalendars: ["festat zyrtare", "pushimet zyrtare"],
      schoolHolidayCalendars: ["pushimet shkollore"],
      notDaysOff: ["ditë pune"],
      regional: ["vetëm në"],
      fillers: ["dita"],
      connectors: ["dhe"]
    ),
    titleGrammar: TitleGrammar(
      activities: [
        "kamp", "kampi", "koncert", "koncerti", "ekskursion", "ekskursioni", "garë", "gara", "provim", "provimi",
        "detyra", "regjistrim", "regjistrimi", "autobus", "autobusi",
      ],
      returns: ["kthim", "kthimi", "rikthim"],
      times: ["pas", "përpara"],
      laterToday: ["pas mësimit", "pas shkollës"]
    ),
    termWords: ["vit shkollor", "viti shkollor"],
    schoolLevels: SchoolLevelWords(
      levels: [
        .kindergarten: ["kopsht", "kopshti", "parashkollor"],
        .elementary: ["shkolla fillore", "fillore"],
        .high: ["shkolla e mesme", "gjimnaz", "gjimnazi"],
      ]
    )
  )
}
