extension Language {
  /// Danish: holidays are "ferie" compounds ("efterårsferie", "vinterferie", "juleferie"), so "*ferie"
  /// ends a word (the definite "…ferien" is German's "*ferien"); a "planlægningsdag" or an "elevfri
  /// dag" is a day the pupils stay home.
  public static let danish = Language(
    code: "da", name: "Danish",
    keywords: [
      .noSchool: [
        "*ferie", "fridag", "fridage", "skolefri", "skolefridag", "elevfri", "elevfri dag", "ingen undervisning",
        "ingen skole", "skolen lukket", "skolen er lukket", "helligdag", "planlægningsdag", "pædagogisk dag",
      ],
      .earlyRelease: ["kort skoledag", "forkortet skoledag", "halv dag", "tidligt fri"],
      .schoolDay: ["almindelig skoledag", "undervisning som normalt"],
      .termStart: ["første skoledag", "skolestart", "skoleårets start", "skoleårets første dag"],
      .termEnd: [
        "sidste skoledag", "skoleårets sidste dag", "skoleårets afslutning", "sommerafslutning", "juleafslutning",
      ],
    ],
    holidayNames: HolidayWords(
      holidays: [
        "nytårsdag", "skærtorsdag", "langfredag", "påskedag", "2. påskedag", "anden påskedag", "store bededag",
        "kristi himmelfartsdag", "pinsedag", "2. pinsedag", "anden pinsedag", "grundlovsdag", "juleaften",
        "juledag", "1. juledag", "2. juledag", "anden juledag", "nytårsaften",
      ],
      observances: [
        "valentinsdag", "mors dag", "fars dag", "fastelavn", "sankthans", "sankthansaften", "mortensaften",
        "sommertid", "vintertid",
      ],
      holidayCalendars: ["helligdage", "helligdag", "danske helligdage"],
      schoolHolidayCalendars: ["skoleferie", "skoleferier", "*ferier"],
      notDaysOff: ["ikke fridag", "ikke en helligdag"],
      regional: ["kun i"],
      fillers: ["dag", "dagen"]
    ),
    titleGrammar: TitleGrammar(
      activities: [
        "lejr", "koncert", "marked", "julemarked", "fest", "julefest", "tilmelding", "frist", "lektier", "bus",
        "skolebus", "aktivitet", "aktiviteter", "sfo", "fritidsklub", "forestilling", "turnering", "udstilling",
        "frokost",
      ],
      returns: ["tilbage fra", "tilbage efter"],
      times: ["efter", "før", "inden"],
      laterToday: ["efter skoletid", "efter skole"]
    ),
    termWords: ["skoleår", "skoleåret", "semester", "halvår"],
    schoolLevels: SchoolLevelWords(
      levels: [
        .kindergarten: ["børnehaveklasse", "børnehaveklassen"],
        .elementary: ["indskoling", "indskolingen", "mellemtrin", "mellemtrinnet"],
        .middle: ["udskoling", "udskolingen"],
        .high: ["gymnasium", "gymnasiet"],
      ],
      except: ["undtagen", "bortset fra"]
    )
  )
}
