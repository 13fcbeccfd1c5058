extension Language {
  /// Maltese: the holidays are "vaganzi" (Vaganzi tas-Sajf, tal-Milied) and "btajjel" (the mid-term
  /// break), the feasts "festi"; articles join the next word with a hyphen ("tal-Għid"), which the
  /// matcher splits. No term word: "Btajjel ta' nofs it-terminu" is a break, not a term.
  public static let maltese = Language(
    code: "mt", name: "Maltese",
    keywords: [
      .noSchool: ["vaganzi", "vaganza", "btajjel", "festi", "skola magħluqa", "skejjel magħluqa", "m'hemmx skola"],
      .earlyRelease: ["ġurnata qasira", "ħinijiet imqassra"],
      .schoolDay: ["jum ta' skola"],
      .termStart: ["l-ewwel jum tal-iskola", "bidu tas-sena skolastika", "ftuħ tal-iskejjel"],
      .termEnd: ["l-aħħar jum tal-iskola", "tmiem is-sena skolastika", "għeluq tas-sena skolastika"],
    ],
    holidayNames: HolidayWords(
      holidays: [
        "jum il-ħelsien", "jum il-ħaddiem", "jum ir-repubblika", "jum l-indipendenza", "jum il-vitorja",
        "sette giugno", "il-milied", "il-ġimgħa l-kbira", "santa marija", "l-immakulata kunċizzjoni",
      ],
      observances: ["jum l-omm", "jum il-missier", "jum san valentinu"],
      holidayCalendars: ["festi pubbliċi", "festi nazzjonali", "btajjel pubbliċi"],
      schoolHolidayCalendars: ["vaganzi tal-iskola"],
      notDaysOff: ["jum ta' xogħol"],
      regional: ["biss"],
      fillers: ["jum", "tal", "ta"],
      connectors: ["u"]
    ),
    titleGrammar: TitleGrammar(
      activities: ["kamp", "kunċert", "ħarġa", "eżami", "eżamijiet", "xogħol tad-dar", "reġistrazzjoni", "trasport"],
      returns: ["lura"],
      times: ["wara", "qabel"],
      laterToday: ["wara l-iskola"]
    ),
    termWords: ["sena skolastika"],
    schoolLevels: SchoolLevelWords(
      levels: [
        .kindergarten: ["kindergarten"],
        .elementary: ["primarja", "skola primarja", "skejjel primarji"],
        .secondary: ["sekondarja", "skola sekondarja", "skejjel sekondarji"],
      ]
    )
  )
}
