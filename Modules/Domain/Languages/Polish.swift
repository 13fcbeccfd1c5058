extension Language {
  /// Polish: "ferie zimowe", "zimowa przerwa świąteczna", "dzień wolny od zajęć dydaktycznych" (a day
  /// a school gives off, up to a few a year).
  public static let polish = Language(
    code: "pl", name: "Polish",
    keywords: [
      .noSchool: [
        "ferie", "ferie zimowe", "wakacje", "wakacje letnie", "przerwa świąteczna", "zimowa przerwa świąteczna",
        "wiosenna przerwa świąteczna", "dzień wolny", "dni wolne", "dzień wolny od zajęć dydaktycznych",
        "dni wolne od zajęć dydaktycznych", "dzień wolny od zajęć", "dzień wolny od zajęć dydaktyczno-wychowawczych",
        "brak zajęć", "brak zajęć dydaktycznych", "zajęcia odwołane", "odwołane zajęcia", "szkoła zamknięta",
      ],
      .earlyRelease: ["skrócone lekcje", "lekcje skrócone", "skrócone zajęcia", "zajęcia skrócone"],
      .schoolDay: ["odpracowanie zajęć", "zajęcia zgodnie z planem", "zajęcia odbywają się normalnie"],
      .termStart: [
        "rozpoczęcie roku szkolnego", "początek roku szkolnego", "pierwszy dzień szkoły",
        "rozpoczęcie zajęć dydaktycznych", "rozpoczęcie zajęć",
      ],
      .termEnd: [
        "zakończenie roku szkolnego", "koniec roku szkolnego", "zakończenie zajęć dydaktycznych",
        "zakończenie zajęć", "ostatni dzień szkoły",
      ],
    ],
    holidayNames: HolidayWords(
      holidays: [
        "nowy rok", "trzech króli", "objawienie pańskie", "wielkanoc", "niedziela wielkanocna",
        "poniedziałek wielkanocny", "święto pracy", "święto konstytucji 3 maja", "zielone świątki", "boże ciało",
        "wniebowzięcie najświętszej maryi panny", "wszystkich świętych", "narodowe święto niepodległości",
        "święto niepodległości", "boże narodzenie", "pierwszy dzień świąt bożego narodzenia",
        "drugi dzień świąt bożego narodzenia", "wigilia bożego narodzenia", "wigilia",
      ],
      observances: [
        "walentynki", "dzień matki", "dzień ojca", "dzień dziecka", "tłusty czwartek", "dzień nauczyciela",
        "dzień kobiet", "andrzejki", "mikołajki", "czas letni", "czas zimowy",
      ],
      holidayCalendars: ["święta", "święta państwowe", "dni ustawowo wolne od pracy", "dni wolne od pracy"],
      schoolHolidayCalendars: ["ferie szkolne", "ferie", "wakacje"],
      notDaysOff: ["dzień roboczy", "nie jest dniem wolnym"],
      regional: ["tylko w"],
      fillers: ["dzień", "święto"]
    ),
    // Polish declines its nouns ("po feriach"): only the forms a title writes in the nominative are found.
    titleGrammar: TitleGrammar(
      activities: [
        "obóz", "półkolonie", "kolonie", "zimowisko", "koncert", "kiermasz", "jarmark", "festyn", "zapisy",
        "zadanie domowe", "zadania domowe", "praca domowa", "autobus", "dowóz", "obiady", "stołówka", "świetlica",
        "warsztaty", "turniej", "wystawa", "wycieczka",
      ],
      returns: ["powrót"],
      times: ["przed", "po"],
      laterToday: ["po lekcjach", "po zajęciach"]
    ),
    termWords: ["semestr", "półrocze", "rok szkolny"],
    schoolLevels: SchoolLevelWords(
      levels: [
        .kindergarten: ["przedszkole", "przedszkola", "oddział przedszkolny", "zerówka"],
        .elementary: ["szkoła podstawowa", "szkoły podstawowej", "szkoły podstawowe"],
        .high: ["liceum", "technikum", "szkoła ponadpodstawowa", "szkoły ponadpodstawowe"],
      ],
      // The eight classes of the "szkoła podstawowa"; the liceum counts its own from 1 again, and is
      // named by its word.
      grades: [
        GradeWords(
          before: ["klasa", "klasy", "klas"], after: ["klasa", "klasy"], middleFrom: 9, highFrom: 9, last: 8)
      ],
      except: ["oprócz", "z wyjątkiem"]
    )
  )
}
