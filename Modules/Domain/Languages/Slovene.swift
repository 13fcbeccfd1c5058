extension Language {
  /// Slovene: the holidays are "počitnice" ("zimske počitnice", "do konca počitnic"), declined, so
  /// "počitnic*" begins a word; a "pouka prost dan" is a day without lessons. Its grade word
  /// "razred" is Croatian's too, which reads it first, and is left out.
  public static let slovene = Language(
    code: "sl", name: "Slovene",
    keywords: [
      .noSchool: [
        "počitnic*", "pouka prost dan", "pouka prosti dnevi", "pouka prosto", "ni pouka", "dela prost dan",
        "šola zaprta", "prost dan",
      ],
      .earlyRelease: ["skrajšan pouk", "skrajšane ure"],
      .schoolDay: ["pouk po urniku", "nadomestni pouk", "delovna sobota"],
      .termStart: ["začetek pouka", "začetek šolskega leta", "prvi šolski dan", "začetek ocenjevalnega obdobja"],
      .termEnd: [
        "konec pouka", "zaključek pouka", "konec šolskega leta", "zadnji šolski dan", "razdelitev spričeval",
        "konec ocenjevalnega obdobja",
      ],
    ],
    holidayNames: HolidayWords(
      holidays: [
        "novo leto", "prešernov dan", "velikonočna nedelja", "velikonočni ponedeljek", "dan upora proti okupatorju",
        "praznik dela", "binkošti", "dan državnosti", "marijino vnebovzetje", "dan reformacije",
        "dan spomina na mrtve", "božič", "dan samostojnosti in enotnosti",
      ],
      observances: ["pust", "valentinovo", "materinski dan", "dan žena", "martinovo"],
      holidayCalendars: ["prazniki", "državni prazniki", "dela prosti dnevi"],
      schoolHolidayCalendars: ["šolske počitnice"],
      notDaysOff: ["delovni dan", "ni dela prost dan"],
      regional: ["samo v"],
      fillers: ["dan"],
      connectors: ["in"]
    ),
    titleGrammar: TitleGrammar(
      activities: [
        "tabor", "prireditev", "koncert", "izlet", "ekskurzija", "sejem", "tekmovanje", "vpis", "prevoz",
        "podaljšano bivanje", "delavnica", "delavnice", "šola v naravi",
      ],
      returns: ["vrnitev"],
      times: ["po", "pred"],
      laterToday: ["po pouku"]
    ),
    termWords: ["ocenjevalno obdobje", "šolsko leto", "polletje"],
    schoolLevels: SchoolLevelWords(
      levels: [
        .kindergarten: ["vrtec"],
        .elementary: ["razredna stopnja", "prva triada", "druga triada"],
        .middle: ["predmetna stopnja", "tretja triada"],
        .high: ["srednja šola", "gimnazija"],
      ],
      except: ["razen"]
    )
  )
}
