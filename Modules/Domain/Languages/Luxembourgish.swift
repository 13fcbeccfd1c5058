extension Language {
  /// Luxembourgish: the holidays are "Vakanz" compounds, written as one word or two
  /// ("Allerhellgevakanz", "Grouss Vakanz"), and the Pentecost days "Päischtfeierdeeg". "No der"
  /// (after the) is a time word; "no" alone would read every English "No school".
  public static let luxembourgish = Language(
    code: "lb", name: "Luxembourgish",
    keywords: [
      .noSchool: ["vakanz", "*vakanz", "vakanzen", "feierdeeg", "*feierdeeg", "schoulfräi", "keng schoul"],
      .earlyRelease: ["hallwen dag", "schoul bis mëttes"],
      .schoolDay: ["schoul fënnt statt"],
      .termStart: ["éischte schouldag", "schoulufank", "ufank vum schouljoer"],
      .termEnd: ["leschte schouldag", "schoulschluss", "enn vum schouljoer"],
    ],
    holidayNames: HolidayWords(
      holidays: [
        "neijoerschdag", "ouschterméindeg", "dag vun der aarbecht", "christi himmelfaart", "péngschtméindeg",
        "nationalfeierdag", "léiffrawëschdag", "allerhellgen", "chrëschtdag", "stiefesdag", "päischten",
        "ouschteren",
      ],
      observances: ["mammendag", "pappendag", "fuesent"],
      holidayCalendars: ["gesetzlech feierdeeg"],
      schoolHolidayCalendars: ["schoulvakanz", "schoulvakanzen"],
      notDaysOff: ["aarbechtsdag"],
      regional: ["nëmmen"],
      fillers: ["dag", "vun", "vum"]
    ),
    titleGrammar: TitleGrammar(
      activities: ["camp", "konzert", "fest", "betreiung", "sortie", "aktivitéiten", "spillnomëtteg"],
      returns: ["zeréck"],
      times: ["no der", "nom", "virun", "viru"],
      laterToday: ["no der schoul"]
    ),
    termWords: ["schouljoer"],
    schoolLevels: SchoolLevelWords(
      levels: [
        .kindergarten: ["spillschoul", "spillschoulen"],
        .elementary: ["grondschoul", "grondschoulen"],
      ]
    )
  )
}
