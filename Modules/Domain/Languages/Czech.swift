extension Language {
  /// Czech: "prázdniny" is declined ("začátek prázdnin", "po prázdninách"), so it begins a word
  /// ("prázdnin*"). The head's day off ("ředitelské volno") is the school's own closure; report cards
  /// ("vysvědčení") end the half-year.
  public static let czech = Language(
    code: "cs", name: "Czech",
    keywords: [
      .noSchool: [
        "prázdnin*", "ředitelské volno", "ředitelského volna", "volno", "volný den", "mimořádné volno",
        "výuka odpadá", "nevyučuje se", "škola uzavřena", "škola zavřená", "bez výuky",
      ],
      .earlyRelease: ["zkrácená výuka", "zkrácené vyučování"],
      .schoolDay: ["výuka podle rozvrhu", "vyučování dle rozvrhu", "náhradní vyučování"],
      .termStart: [
        "zahájení školního roku", "začátek školního roku", "první školní den", "začátek vyučování",
        "zahájení výuky",
      ],
      .termEnd: [
        "konec školního roku", "ukončení školního roku", "poslední školní den", "vysvědčení", "ukončení pololetí",
        "konec pololetí",
      ],
    ],
    holidayNames: HolidayWords(
      holidays: [
        "nový rok", "den obnovy samostatného českého státu", "velký pátek", "velikonoční pondělí", "svátek práce",
        "den vítězství", "den slovanských věrozvěstů cyrila a metoděje", "den upálení mistra jana husa",
        "den české státnosti", "den vzniku samostatného československého státu",
        "den boje za svobodu a demokracii", "štědrý den", "1. svátek vánoční", "2. svátek vánoční", "vánoce",
        "velikonoce",
      ],
      observances: ["masopust", "den matek", "den otců", "valentýn", "den učitelů", "mikuláš", "čarodějnice"],
      holidayCalendars: ["státní svátky", "svátky", "ostatní svátky"],
      schoolHolidayCalendars: ["školní prázdniny"],
      notDaysOff: ["významný den", "pracovní den"],
      regional: ["pouze", "jen v"],
      fillers: ["den", "svátek"],
      connectors: ["a"]
    ),
    // Czech puts the head first: "Příměstský tábor o prázdninách", "Koncert před prázdninami".
    titleGrammar: TitleGrammar(
      activities: [
        "tábor", "příměstský tábor", "kroužek", "kroužky", "koncert", "jarmark", "trh", "výlet", "exkurze",
        "zkouška", "přijímací zkoušky", "úkoly", "domácí úkoly", "přihlášky", "autobus", "oběd", "obědy",
        "družina", "akce", "soutěž", "besídka",
      ],
      returns: ["návrat"],
      times: ["po", "před"],
      laterToday: ["po vyučování", "po škole"]
    ),
    termWords: ["pololetí", "školní rok", "trimestr"],
    schoolLevels: SchoolLevelWords(
      levels: [
        .kindergarten: ["mateřská škola", "mš", "školka"],
        .elementary: ["první stupeň", "1. stupeň"],
        .middle: ["druhý stupeň", "2. stupeň"],
        .high: ["střední škola", "střední školy"],
      ],
      grades: [
        GradeWords(
          before: ["třída", "třídy"], after: ["třída", "třídy", "tř", "ročník", "ročníky"], middleFrom: 6,
          highFrom: 10, last: 13)
      ],
      except: ["kromě"]
    )
  )
}
