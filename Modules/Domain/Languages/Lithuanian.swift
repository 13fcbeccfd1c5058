extension Language {
  /// Lithuanian: the holidays are "atostogos" ("rudens atostogos", "Kalėdų atostogos"), declined
  /// ("po atostogų"), so it begins a word ("atostog*").
  public static let lithuanian = Language(
    code: "lt", name: "Lithuanian",
    keywords: [
      .noSchool: [
        "atostog*", "laisva diena", "poilsio diena", "nedarbo diena", "pamokų nėra", "nėra pamokų",
        "pamokos nevyksta", "mokykla uždaryta",
      ],
      .earlyRelease: ["sutrumpintos pamokos", "trumpesnės pamokos"],
      .schoolDay: ["ugdymo diena", "pamokos vyksta"],
      .termStart: [
        "mokslo metų pradžia", "rugsėjo 1-oji", "mokslo ir žinių diena", "pirmoji mokslo diena", "pusmečio pradžia",
      ],
      .termEnd: ["mokslo metų pabaiga", "paskutinė mokslo diena", "pusmečio pabaiga", "trimestro pabaiga"],
    ],
    holidayNames: HolidayWords(
      holidays: [
        "naujieji metai", "lietuvos valstybės atkūrimo diena", "lietuvos nepriklausomybės atkūrimo diena",
        "velykos", "antroji velykų diena", "tarptautinė darbo diena", "motinos diena", "tėvo diena", "joninės",
        "rasos", "valstybės diena", "žolinė", "visų šventųjų diena", "vėlinės", "kūčios", "kalėdos",
        "antroji kalėdų diena",
      ],
      observances: ["užgavėnės", "valentino diena", "mokytojų diena", "kaziuko mugė"],
      holidayCalendars: ["šventinės dienos", "valstybinės šventės", "šventės"],
      schoolHolidayCalendars: ["mokinių atostogos"],
      notDaysOff: ["darbo diena", "atmintina diena"],
      regional: ["tik"],
      fillers: ["diena"],
      connectors: ["ir"]
    ),
    titleGrammar: TitleGrammar(
      activities: [
        "stovykla", "būrelis", "koncertas", "mugė", "ekskursija", "varžybos", "egzaminas", "namų darbai",
        "registracija", "autobusas", "pailgintos dienos grupė",
      ],
      returns: ["grįžimas"],
      times: ["po", "prieš"],
      laterToday: ["po pamokų"]
    ),
    termWords: ["pusmetis", "trimestras", "mokslo metai"],
    schoolLevels: SchoolLevelWords(
      levels: [
        .kindergarten: ["darželis", "priešmokyklinė grupė", "priešmokyklinis ugdymas"],
        .elementary: ["pradinė mokykla", "pradinės klasės", "pradinukai"],
        .middle: ["progimnazija", "pagrindinė mokykla"],
        .high: ["gimnazija", "gimnazistai"],
      ],
      grades: [
        GradeWords(
          before: ["klasė", "klasės"], after: ["klasė", "klasės", "klasių", "kl"], middleFrom: 5, highFrom: 9, last: 12)
      ],
      except: ["išskyrus"]
    )
  )
}
