extension Language {
  /// Serbian, written in Cyrillic and in Latin letters alike (both are listed): the school holidays
  /// are "raspust" ("zimski raspust", "до краја распуста"), declined, so it begins a word.
  public static let serbian = Language(
    code: "sr", name: "Serbian",
    keywords: [
      .noSchool: [
        "raspust*", "распуст*", "nenastavni dan", "ненаставни дан", "nema nastave", "нема наставе",
        "neradni dan", "нерадни дан", "državni praznik", "државни празник", "škola zatvorena", "школа затворена",
      ],
      .earlyRelease: ["skraćeni časovi", "скраћени часови", "skraćena nastava", "скраћена настава"],
      .schoolDay: ["nastava po rasporedu", "настава по распореду", "radna subota", "радна субота"],
      .termStart: [
        "početak školske godine", "почетак школске године", "prvi dan škole", "први дан школе",
        "početak drugog polugodišta", "почетак другог полугодишта",
      ],
      .termEnd: [
        "kraj školske godine", "крај школске године", "završetak nastave", "завршетак наставе",
        "kraj prvog polugodišta", "крај првог полугодишта", "podela đačkih knjižica", "подела ђачких књижица",
      ],
    ],
    holidayNames: HolidayWords(
      holidays: [
        "nova godina", "нова година", "božić", "божић", "сретење", "sretenje", "dan državnosti", "дан државности",
        "praznik rada", "празник рада", "vaskrs", "васкрс", "uskrs", "ускрс", "dan primirja", "дан примирја",
        "савиндан", "savindan",
      ],
      observances: ["видовдан", "vidovdan", "dan pobede", "дан победе", "valentinovo", "дан жена", "dan žena"],
      holidayCalendars: ["praznici", "празници", "državni praznici", "државни празници"],
      schoolHolidayCalendars: ["školski raspust", "школски распуст"],
      notDaysOff: ["radni dan", "радни дан"],
      regional: ["samo u", "само у"],
      fillers: ["dan", "дан"],
      connectors: ["i", "и"]
    ),
    titleGrammar: TitleGrammar(
      activities: [
        "kamp", "камп", "priredba", "приредба", "koncert", "концерт", "izlet", "излет", "ekskurzija", "екскурзија",
        "takmičenje", "такмичење", "upis", "упис", "prevoz", "превоз",
      ],
      returns: ["povratak", "повратак"],
      times: ["posle", "после", "pre", "пре", "nakon", "након"],
      laterToday: ["posle nastave", "после наставе"]
    ),
    termWords: ["polugodište", "полугодиште", "školska godina", "школска година"],
    schoolLevels: SchoolLevelWords(
      levels: [
        .kindergarten: ["vrtić", "вртић", "predškolsko", "предшколско"],
        .elementary: ["mlađi razredi", "млађи разреди"],
        .middle: ["stariji razredi", "старији разреди"],
        .high: ["srednja škola", "средња школа", "gimnazija", "гимназија"],
      ],
      grades: [
        GradeWords(
          before: ["razred", "разред"], after: ["razred", "разред", "razreda", "разреда"], middleFrom: 5, highFrom: 9,
          last: 12)
      ],
      except: ["osim", "осим"]
    )
  )
}
