extension Language {
  /// Catalan, as schools in Catalonia, Valencia, the Balearics and Andorra write: a "dia de lliure
  /// disposició" is one of the days a school chooses to close, a "festa escolar unificada" the one
  /// all of a region's schools close on, the "setmana blanca" a week of winter holidays (Andorra); a
  /// "pont" is a bridge day. The
  /// "jornada intensiva" of June and December is a morning-only day. A "sortida" is a school trip
  /// and a "casal" a holiday camp: school-day activities.
  public static let catalan = Language(
    code: "ca", name: "Catalan",
    keywords: [
      .noSchool: [
        "vacances", "festiu", "festius", "dia festiu", "dia no lectiu", "dies no lectius", "no lectiu",
        "lliure disposició", "dia de lliure disposició", "dies de lliure disposició", "festa de lliure disposició",
        "no hi ha classe", "sense classe", "escola tancada", "pont", "festa escolar unificada", "setmana blanca",
      ],
      .earlyRelease: ["jornada intensiva", "mitja jornada", "sortida anticipada"],
      .schoolDay: ["dia lectiu", "dies lectius", "recuperació de classes"],
      .termStart: [
        "inici de curs", "inici del curs", "inici de les classes", "primer dia de curs", "primer dia d'escola",
        "començament de curs", "inici del trimestre",
      ],
      .termEnd: [
        "final de curs", "fi de curs", "final del curs", "últim dia de curs", "darrer dia de curs",
        "final de les classes", "fi del trimestre", "final del trimestre",
      ],
    ],
    holidayNames: HolidayWords(
      holidays: [
        "cap d'any", "reis", "dia de reis", "divendres sant", "dilluns de pasqua", "dilluns de pasqua florida",
        "dilluns de pasqua granada", "festa del treball", "sant joan", "l'assumpció", "diada nacional de catalunya",
        "la diada", "la mercè", "dia de la comunitat valenciana", "tots sants", "dia de la constitució",
        "la immaculada", "nadal", "sant esteve",
      ],
      observances: ["sant jordi", "carnestoltes", "castanyada", "dia de la mare", "sant valentí"],
      holidayCalendars: ["festius", "dies festius", "festes", "calendari laboral"],
      schoolHolidayCalendars: ["vacances escolars"],
      notDaysOff: ["dia feiner", "no festiu"],
      regional: ["només a", "només"],
      fillers: ["dia", "de", "la", "el"],
      connectors: ["i"],
      local: ["festa local", "festes locals"]
    ),
    // Catalan puts the head first: "Casal de Nadal", "Deures de vacances", "Concert abans de vacances".
    titleGrammar: TitleGrammar(
      activities: [
        "casal", "casals", "colònies", "campus", "concert", "sortida", "excursió", "mercat", "mercadet", "deures",
        "inscripcions", "inscripció", "matrícula", "menjador", "autocar", "activitat", "activitats", "espectacle",
        "cantata",
      ],
      returns: ["tornada"],
      times: ["després de", "després", "abans de", "abans"],
      laterToday: ["després de l'escola"]
    ),
    termWords: ["trimestre", "primer trimestre", "segon trimestre", "tercer trimestre", "curs escolar"],
    // "ESO" is left out, as in Spanish, where "eso" is "that".
    schoolLevels: SchoolLevelWords(
      levels: [
        .kindergarten: ["educació infantil", "llar d'infants", "p3", "p4", "p5"],
        .elementary: ["primària", "educació primària", "cicle inicial"],
        .secondary: ["secundària", "educació secundària"],
        .high: ["batxillerat", "cicles formatius"],
      ],
      except: ["excepte", "llevat de"]
    )
  )
}
