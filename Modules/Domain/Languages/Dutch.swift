extension Language {
  /// Dutch, as schools in the Netherlands and Flanders write: holidays are compounds ("kerstvakantie",
  /// "herfstvakantie", "krokusvakantie"), so "*vakantie" ends a word; a "studiedag" or "margedag" is a
  /// day the pupils stay home.
  public static let dutch = Language(
    code: "nl", name: "Dutch",
    keywords: [
      .noSchool: [
        "*vakantie", "vakantiedag", "vakantiedagen", "vrije dag", "vrije dagen", "lesvrije dag", "lesvrij",
        "leerlingen vrij", "alle leerlingen vrij", "kinderen vrij", "geen les", "geen lessen", "geen school",
        "school gesloten", "scholen gesloten", "studiedag", "studiedagen", "pedagogische studiedag", "margedag",
        "margedagen", "facultatieve vrije dag", "brugdag", "feestdag",
      ],
      .earlyRelease: [
        "vrije middag", "middag vrij", "'s middags vrij", "halve dag", "halve schooldag", "verkorte lesdag",
        "verkorte schooldag",
      ],
      .schoolDay: ["inhaaldag", "inhaalschooldag", "normale lesdag", "gewone lesdag", "lessen gaan door"],
      .termStart: [
        "eerste schooldag", "eerste lesdag", "start schooljaar", "begin schooljaar", "start van het schooljaar",
        "begin van het schooljaar", "opening schooljaar",
      ],
      .termEnd: [
        "laatste schooldag", "laatste lesdag", "einde schooljaar", "einde van het schooljaar",
      ],
    ],
    holidayNames: HolidayWords(
      holidays: [
        "nieuwjaarsdag", "nieuwjaar", "goede vrijdag", "pasen", "paasmaandag", "tweede paasdag", "koningsdag",
        "bevrijdingsdag", "hemelvaartsdag", "hemelvaart", "pinksteren", "pinkstermaandag", "tweede pinksterdag",
        "kerstmis", "eerste kerstdag", "tweede kerstdag", "dag van de arbeid", "allerheiligen", "wapenstilstand",
        "feest van de vlaamse gemeenschap", "dag van de duitstalige gemeenschap",
      ],
      observances: [
        "sinterklaas", "sinterklaasavond", "pakjesavond", "moederdag", "vaderdag", "valentijnsdag", "carnaval",
        "dodenherdenking", "prinsjesdag", "oudejaarsdag", "oudejaarsavond", "kerstavond", "dierendag",
        "zomertijd", "wintertijd", "driekoningen", "sint-maarten", "sint maarten", "sint-maartensavond",
        // Friesland's calendars write these days in Frisian: observed, and school goes on.
        "sinte-marten", "sinteklaas",
      ],
      holidayCalendars: ["feestdagen", "feestdag", "nationale feestdagen", "officiële feestdagen"],
      schoolHolidayCalendars: ["schoolvakanties", "schoolvakantie", "*vakanties"],
      notDaysOff: ["geen vrije dag", "geen officiële feestdag", "herdenkingsdag"],
      regional: ["alleen in"],
      fillers: ["de", "het", "dag"],
      regionMarkers: ["regio", "regios"],
      regionNames: ["noord", "midden", "zuid"]
    ),
    titleGrammar: TitleGrammar(
      activities: [
        "kamp", "opvang", "markt", "concert", "feest", "musical", "voorstelling", "inschrijving", "inschrijvingen",
        "deadline", "huiswerk", "lunch", "bus", "vervoer", "activiteit", "activiteiten", "toernooi",
        "tentoonstelling", "disco", "bso",
      ],
      returns: ["terug van", "terug uit"],
      times: ["na", "na de", "voor de", "voor het"],
      laterToday: ["na schooltijd", "na de lessen", "na lestijd"]
    ),
    termWords: ["trimester", "semester", "schooljaar", "periode"],
    // "groep 8" names a grade, but Dutch groups 1-2 are the kindergarten years inside the basisschool.
    schoolLevels: SchoolLevelWords(
      levels: [
        .kindergarten: ["kleuters", "kleuterschool", "kleuterklas", "kleuterklassen", "kleuteronderwijs"],
        .elementary: ["basisschool", "basisonderwijs", "lager onderwijs", "lagere school"],
        .secondary: ["voortgezet onderwijs", "secundair onderwijs", "middelbare school", "brugklas"],
      ],
      except: ["behalve", "uitgezonderd"]
    )
  )
}
