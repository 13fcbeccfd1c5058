extension Language {
  /// Finnish: holidays are "loma" compounds, written out ("syysloma", "hiihtoloma") rather than as
  /// "*loma", which would end "diploma"; a trailing "*" takes their inflections ("syyslomalla",
  /// "kesäloman"). "Loma" alone is left out: it is also Spanish ("Loma Verde Elementary"). A
  /// "työlauantai" is a Saturday school day.
  public static let finnish = Language(
    code: "fi", name: "Finnish",
    keywords: [
      .noSchool: [
        "syysloma*", "talviloma*", "hiihtoloma*", "joululoma*", "kesäloma*", "pääsiäisloma*", "lomapäivä",
        "lomapäivät", "vapaapäivä", "vapaapäivät", "koulu suljettu", "ei koulua", "ei opetusta",
        "opetukseton päivä",
      ],
      .earlyRelease: ["lyhennetty koulupäivä", "lyhyt koulupäivä", "koulu päättyy aikaisemmin"],
      .schoolDay: ["työlauantai", "lauantaikoulupäivä", "koulua normaalisti"],
      .termStart: [
        "koulu alkaa", "lukuvuosi alkaa", "syyslukukausi alkaa", "kevätlukukausi alkaa",
        "ensimmäinen koulupäivä", "lukuvuoden alku",
      ],
      .termEnd: [
        "kevätjuhla", "lukuvuosi päättyy", "viimeinen koulupäivä", "lukuvuoden päätös", "syyslukukausi päättyy",
        "kevätlukukausi päättyy",
      ],
    ],
    holidayNames: HolidayWords(
      holidays: [
        "uudenvuodenpäivä", "loppiainen", "pitkäperjantai", "pääsiäispäivä", "toinen pääsiäispäivä", "vappu",
        "helatorstai", "helluntaipäivä", "juhannusaatto", "juhannuspäivä", "pyhäinpäivä", "itsenäisyyspäivä",
        "jouluaatto", "joulupäivä", "tapaninpäivä",
      ],
      observances: [
        "ystävänpäivä", "äitienpäivä", "isänpäivä", "laskiainen", "laskiaistiistai", "runebergin päivä",
        "kalevalan päivä", "kesäaika", "talviaika",
      ],
      holidayCalendars: ["pyhäpäivät", "juhlapyhät", "pyhäpäivä", "juhlapyhä"],
      schoolHolidayCalendars: ["koulujen lomat", "loma-ajat"],
      notDaysOff: ["ei vapaapäivä", "liputuspäivä"],
      regional: ["vain"],
      fillers: ["päivä"]
    ),
    // Finnish puts "after" behind the noun ("syysloman jälkeen", "joululomaa edeltävä"): postpositions.
    titleGrammar: TitleGrammar(
      activities: [
        "leiri", "leirit", "kerho", "kerhot", "konsertti", "myyjäiset", "joulumyyjäiset", "ilmoittautuminen",
        "läksyt", "kotitehtävät", "bussi", "koulukuljetus", "kuljetus", "aamupäivätoiminta", "iltapäivätoiminta",
        "ruokailu", "disko",
      ],
      returns: ["paluu"],
      times: ["ennen"],
      laterToday: ["koulupäivän jälkeen"],
      postpositions: ["jälkeen", "jälkeinen", "jälkeisenä", "ennen", "edeltävä", "edeltävänä"]
    ),
    termWords: ["lukukausi", "syyslukukausi", "kevätlukukausi", "lukuvuosi", "jakso"],
    schoolLevels: SchoolLevelWords(
      levels: [
        .kindergarten: ["esikoulu", "esiopetus", "eskari"],
        .elementary: ["alakoulu", "alakoulun", "alaluokat"],
        .middle: ["yläkoulu", "yläkoulun", "yläluokat"],
        .high: ["lukio", "lukion"],
      ],
      // "7.–9. luokat" is the yläkoulu; the lukio counts its own years.
      grades: [
        GradeWords(
          before: ["luokka", "luokat"], after: ["luokka", "luokat", "luokkalaiset", "lk"], middleFrom: 7, highFrom: 10,
          last: 9)
      ],
      except: ["paitsi"]
    )
  )
}
