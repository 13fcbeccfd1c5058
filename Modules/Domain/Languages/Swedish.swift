extension Language {
  /// Swedish: holidays are "lov" compounds ("sportlov", "höstlov", "jullovet"), listed one by one
  /// rather than as "*lov", which would also end surnames ("Pavlov", "Orlov"); a "studiedag" or
  /// "lovdag" is a day the pupils stay home.
  public static let swedish = Language(
    code: "sv", name: "Swedish",
    keywords: [
      .noSchool: [
        "lov", "sportlov", "sportlovet", "jullov", "jullovet", "höstlov", "höstlovet", "påsklov", "påsklovet",
        "sommarlov", "sommarlovet", "vinterlov", "vinterlovet", "lovdag", "lovdagar", "studiedag", "studiedagar",
        "ledig dag", "elever lediga", "eleverna lediga", "skolan stängd", "ingen skola", "ingen undervisning",
        "klämdag", "röd dag",
      ],
      .earlyRelease: ["halvdag", "kortare dag", "förkortad skoldag", "skolan slutar tidigt"],
      .schoolDay: ["undervisning som vanligt", "vanlig skoldag", "extra skoldag"],
      .termStart: [
        "skolstart", "första skoldagen", "terminsstart", "terminen börjar", "höstterminen börjar",
        "vårterminen börjar", "skolan börjar", "läsårsstart",
      ],
      .termEnd: [
        "skolavslutning", "sista skoldagen", "terminsslut", "terminsavslutning", "julavslutning",
        "läsårets sista dag",
      ],
    ],
    holidayNames: HolidayWords(
      holidays: [
        "nyårsdagen", "trettondedag jul", "trettondagen", "långfredagen", "påskdagen", "annandag påsk",
        "första maj", "kristi himmelsfärdsdag", "sveriges nationaldag", "nationaldagen", "pingstdagen",
        "midsommarafton", "midsommardagen", "alla helgons dag", "julafton", "juldagen", "annandag jul",
        "nyårsafton",
      ],
      observances: [
        "alla hjärtans dag", "mors dag", "fars dag", "valborgsmässoafton", "valborg", "fettisdagen", "lucia",
        "luciadagen", "sommartid", "vintertid",
      ],
      holidayCalendars: ["helgdagar", "helgdag", "röda dagar"],
      schoolHolidayCalendars: ["skollov", "lovdagar"],
      notDaysOff: ["ej ledig", "inte ledig", "ingen helgdag"],
      regional: ["endast i"],
      fillers: ["dag", "dagen"]
    ),
    titleGrammar: TitleGrammar(
      activities: [
        "läger", "fritids", "fritidshem", "konsert", "marknad", "julmarknad", "fest", "disco", "anmälan", "läxa",
        "läxor", "lunch", "skolskjuts", "buss", "aktivitet", "aktiviteter", "turnering", "utställning",
        "föreställning", "lovskola",
      ],
      returns: ["tillbaka från", "tillbaka efter"],
      times: ["efter", "före", "innan", "inför"],
      laterToday: ["efter skoldagens slut", "efter skolan"]
    ),
    termWords: ["termin", "hösttermin", "höstterminen", "vårtermin", "vårterminen", "läsår", "läsåret"],
    schoolLevels: SchoolLevelWords(
      levels: [
        .kindergarten: ["förskola", "förskolan", "förskoleklass", "förskoleklassen"],
        .elementary: ["lågstadiet", "lågstadium", "mellanstadiet", "mellanstadium"],
        .middle: ["högstadiet", "högstadium"],
        .high: ["gymnasiet", "gymnasieskolan", "gymnasieskola"],
      ],
      // "Åk 7–9" is the högstadium; the gymnasium counts its own years and is named by its word.
      grades: [
        GradeWords(before: ["årskurs", "årskurserna", "åk"], after: ["årskurs"], middleFrom: 7, highFrom: 10, last: 9)
      ],
      except: ["utom", "förutom"]
    )
  )
}
