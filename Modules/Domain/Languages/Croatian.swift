extension Language {
  /// Croatian: the school holidays are "odmor" ("zimski odmor", "prvi dio zimskog odmora"), listed as
  /// compounds since "veliki odmor" is the long break between lessons; a "nenastavni dan" is a day
  /// without lessons.
  public static let croatian = Language(
    code: "hr", name: "Croatian",
    keywords: [
      .noSchool: [
        "zimski odmor", "jesenski odmor", "proljetni odmor", "ljetni odmor", "zimskog odmora", "jesenskog odmora",
        "proljetnog odmora", "ljetnog odmora", "odmor učenika", "nenastavni dan", "nenastavni dani",
        "nema nastave", "bez nastave", "škola zatvorena", "neradni dan", "praznik",
      ],
      .earlyRelease: ["skraćena nastava", "skraćeni sati"],
      .schoolDay: ["nastavni dan", "nastava po rasporedu", "nadoknada nastave"],
      .termStart: [
        "početak nastavne godine", "početak školske godine", "prvi dan nastave", "prvi dan škole",
        "početak drugog polugodišta", "početak nastave",
      ],
      .termEnd: [
        "završetak nastavne godine", "kraj nastavne godine", "zadnji dan nastave", "posljednji dan nastave",
        "kraj prvog polugodišta", "završetak nastave", "podjela svjedodžbi",
      ],
    ],
    holidayNames: HolidayWords(
      holidays: [
        "nova godina", "sveta tri kralja", "bogojavljenje", "uskrs", "uskrsni ponedjeljak", "praznik rada",
        "dan državnosti", "tijelovo", "dan antifašističke borbe", "dan pobjede i domovinske zahvalnosti",
        "velika gospa", "svi sveti", "dan sjećanja na žrtve domovinskog rata", "božić", "sveti stjepan",
      ],
      observances: ["valentinovo", "majčin dan", "očev dan", "fašnik", "maškare", "dan učitelja"],
      holidayCalendars: ["blagdani", "praznici", "državni praznici", "blagdani i praznici"],
      schoolHolidayCalendars: ["školski praznici", "odmori učenika"],
      notDaysOff: ["radni dan", "spomendan"],
      regional: ["samo u"],
      fillers: ["dan"],
      connectors: ["i"]
    ),
    titleGrammar: TitleGrammar(
      activities: [
        "kamp", "priredba", "koncert", "izlet", "ekskurzija", "sajam", "natjecanje", "ispit", "zadaća", "upisi",
        "autobus", "prijevoz", "produženi boravak", "radionica", "radionice",
      ],
      returns: ["povratak"],
      times: ["nakon", "prije", "poslije"],
      laterToday: ["nakon nastave"]
    ),
    termWords: ["polugodište", "prvo polugodište", "drugo polugodište", "nastavna godina", "školska godina"],
    schoolLevels: SchoolLevelWords(
      levels: [
        .kindergarten: ["vrtić", "dječji vrtić", "predškola"],
        .elementary: ["razredna nastava", "niži razredi"],
        .middle: ["predmetna nastava", "viši razredi"],
        .high: ["srednja škola", "gimnazija"],
      ],
      grades: [
        GradeWords(
          before: ["razred", "razredi"], after: ["razred", "razredi", "razreda"], middleFrom: 5, highFrom: 9, last: 12)
      ],
      except: ["osim"]
    )
  )
}
