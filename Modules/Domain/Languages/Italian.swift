extension Language {
  /// Italian, as schools and regional school calendars write: "vacanze di Natale", "sospensione delle
  /// attività didattiche", a "ponte" between a holiday and the weekend.
  public static let italian = Language(
    code: "it", name: "Italian",
    keywords: [
      .noSchool: [
        "vacanze", "vacanza", "vacanze di natale", "vacanze natalizie", "vacanze di pasqua", "vacanze pasquali",
        "vacanze estive", "vacanze di carnevale", "festività natalizie", "festività pasquali",
        "sospensione delle attività didattiche", "sospensione dell'attività didattica",
        "sospensione attività didattica", "sospensione attività didattiche", "sospensione delle lezioni",
        "sospensione lezioni", "lezioni sospese", "attività didattiche sospese", "scuola chiusa", "scuole chiuse",
        "chiusura della scuola", "chiusura scuole", "chiusura delle scuole", "niente scuola", "nessuna lezione",
        "giorno festivo", "ponte",
      ],
      .earlyRelease: [
        "uscita anticipata", "orario ridotto", "lezioni ridotte", "termine anticipato delle lezioni",
      ],
      .schoolDay: ["lezioni regolari", "lezione regolare", "attività didattica regolare", "lezioni regolarmente"],
      .termStart: [
        "inizio delle lezioni", "inizio lezioni", "avvio delle lezioni", "primo giorno di scuola",
        "inizio anno scolastico", "inizio dell'anno scolastico",
      ],
      .termEnd: [
        "fine delle lezioni", "fine lezioni", "termine delle lezioni", "termine lezioni", "ultimo giorno di scuola",
        "ultimo giorno di lezione", "fine anno scolastico", "fine dell'anno scolastico",
      ],
    ],
    holidayNames: HolidayWords(
      holidays: [
        "capodanno", "epifania", "pasqua", "lunedì dell'angelo", "pasquetta", "festa della liberazione",
        "festa dei lavoratori", "festa del lavoro", "festa della repubblica", "ferragosto", "assunzione",
        "tutti i santi", "ognissanti", "immacolata concezione", "immacolata", "natale", "santo stefano",
        "santo patrono", "festa del santo patrono", "pentecoste", "lunedì di pentecoste",
      ],
      observances: [
        "san valentino", "festa della mamma", "festa del papà", "carnevale", "martedì grasso", "giovedì grasso",
        "mercoledì delle ceneri", "vigilia di natale", "san silvestro", "festa della donna", "giornata della memoria",
        "ora legale", "ora solare",
      ],
      holidayCalendars: ["festività", "festività nazionali", "giorni festivi", "festivi"],
      schoolHolidayCalendars: ["vacanze scolastiche", "sospensioni didattiche"],
      notDaysOff: ["non festivo", "giorno lavorativo"],
      regional: ["solo in"],
      fillers: ["di", "del", "della", "dei", "delle", "il", "la", "lo", "giorno"],
      local: ["festa locale", "festività locale"]
    ),
    // "festa" stays out: "Ponte Festa della Repubblica" is a day off, not a party.
    titleGrammar: TitleGrammar(
      activities: [
        "compiti", "centro", "centri", "campo", "campus", "concerto", "mercatino", "iscrizione", "iscrizioni",
        "scadenza", "mensa", "scuolabus", "trasporto", "laboratorio", "laboratori", "spettacolo", "recita", "gita",
        "torneo", "mostra", "corso", "corsi",
      ],
      returns: ["rientro", "ritorno"],
      times: ["dopo", "prima", "prima delle", "prima della"],
      laterToday: ["dopo le lezioni", "al termine delle lezioni"]
    ),
    termWords: ["trimestre", "quadrimestre", "pentamestre", "semestre", "anno scolastico"],
    schoolLevels: SchoolLevelWords(
      levels: [
        .kindergarten: ["scuola dell'infanzia", "scuole dell'infanzia", "scuola materna"],
        .elementary: ["scuola primaria", "scuole primarie", "primaria", "scuola elementare", "elementari"],
        .middle: [
          "scuola secondaria di primo grado", "secondaria di primo grado", "secondaria di i grado", "scuola media",
          "scuole medie",
        ],
        .high: [
          "scuola secondaria di secondo grado", "secondaria di secondo grado", "secondaria di ii grado", "liceo",
        ],
      ],
      except: ["tranne", "eccetto", "escluse", "esclusa"]
    )
  )
}
