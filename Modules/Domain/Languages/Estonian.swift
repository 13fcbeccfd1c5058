extension Language {
  /// Estonian: the holidays are "vaheaeg" compounds ("sügisvaheaeg", "jõuluvaheaeg"), declined
  /// ("vaheaja algus", "vaheajal"), so each form ends a word; a "koolivaba päev" is a day without
  /// school. "Before" and "after" may follow the noun ("vaheaja järel", "vaheaja eel"). A
  /// "puhkus" is a vacation ("talvepuhkus"); the Christmas and spring "pühad" are holidays too.
  public static let estonian = Language(
    code: "et", name: "Estonian",
    keywords: [
      .noSchool: [
        "*vaheaeg", "*vaheaja", "*vaheajal", "*vaheaega", "*puhkus", "*puhkuse", "jõulupühad", "kevadpühad",
        "lihavõttepühad", "koolivaba päev", "koolivabad päevad", "puhkepäev",
        "õppetööd ei toimu", "kool on suletud", "kool suletud",
      ],
      .earlyRelease: ["lühendatud koolipäev", "lühendatud tunnid"],
      .schoolDay: ["õppepäev", "tavaline koolipäev", "õppetöö toimub"],
      .termStart: ["kooliaasta algus", "tarkusepäev", "esimene koolipäev", "veerandi algus", "trimestri algus"],
      .termEnd: [
        "kooliaasta lõpp", "viimane koolipäev", "veerandi lõpp", "trimestri lõpp", "lõpuaktus", "klassitunnistused",
      ],
    ],
    holidayNames: HolidayWords(
      holidays: [
        "uusaasta", "iseseisvuspäev", "suur reede", "ülestõusmispühade 1. püha", "kevadpüha", "nelipühade 1. püha",
        "võidupüha", "jaanilaupäev", "jaanipäev", "taasiseseisvumispäev", "jõululaupäev", "esimene jõulupüha",
        "teine jõulupüha",
      ],
      observances: ["vastlapäev", "sõbrapäev", "emadepäev", "isadepäev", "mardipäev", "kadripäev", "õpetajate päev"],
      holidayCalendars: ["riigipühad", "rahvuspühad", "pühad"],
      schoolHolidayCalendars: ["koolivaheajad"],
      notDaysOff: ["tööpäev", "lipupäev"],
      regional: ["ainult"],
      fillers: ["päev", "püha"],
      connectors: ["ja"]
    ),
    titleGrammar: TitleGrammar(
      activities: [
        "laager", "huviring", "kontsert", "laat", "ekskursioon", "õppekäik", "võistlus", "eksam", "kodutöö",
        "kodutööd", "registreerimine", "buss", "pikapäevarühm",
      ],
      returns: ["tagasi"],
      times: ["pärast", "enne"],
      laterToday: ["pärast tunde"],
      postpositions: ["järel", "eel", "järgne", "järgsel", "eelne", "eelsel"]
    ),
    termWords: ["veerand", "trimester", "poolaasta", "õppeaasta", "kooliaasta"],
    schoolLevels: SchoolLevelWords(
      levels: [
        .kindergarten: ["lasteaed", "eelkool"],
        .elementary: ["algklassid", "algkool", "esimene kooliaste"],
        .middle: ["põhikool", "kolmas kooliaste"],
        .high: ["gümnaasium", "gümnaasiumiaste"],
      ],
      grades: [
        GradeWords(before: ["klass"], after: ["klass", "klassid", "klasside"], middleFrom: 7, highFrom: 10, last: 12)
      ],
      except: ["välja arvatud", "v.a"]
    )
  )
}
