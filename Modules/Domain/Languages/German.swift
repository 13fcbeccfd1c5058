extension Language {
  public static let german = Language(
    code: "de", name: "German",
    messages: MessagePack(
      schoolDay: "Schultag", freeAfternoon: "Heute freier Nachmittag", freeDay: "Freier Tag",
      freeDayBecause: "Freier Tag · {reason}", weekend: "Wochenende", summerBreak: "Sommerferien",
      outsideSchoolWeek: "Außerhalb der Schulwoche", termBreak: "Ferien zwischen zwei Abschnitten",
      schoolTerm: "Schulzeit", schoolEvents: "Termine im Schulkalender",
      betweenSchoolHolidays: "Keine Schulferien im Ferienkalender",
      noPublicHoliday: "Kein Feiertag im Feiertagskalender",
      noCycleDay: "Kein Zyklustag im Schulkalender", noLessonDay: "Keine Stunde im Unterrichtsplan des Schulkalenders",
      seriesSkip: "Ein regelmäßiger Schultermin entfällt an diesem Tag",
      noInformation: "keine Schulinformationen für diesen Tag", calendarOff: "Kalenderlesen ist ausgeschaltet",
      calendarUnavailable: "Kalender nicht erreichbar: {source}",
      daySentence: "{Weekday} {date}: {chip}.", nextSentence: "{next}.",
      usualDay: "{Weekday} {date}: ein gewöhnlicher {weekday}.",
      usualDayBecause: "{Weekday} {date}: ein gewöhnlicher {weekday} ({reason}).",
      schoolResumes: "Unterricht wieder ab {when}", weekendFrom: "Wochenende ab {when}",
      summerBreakFrom: "Sommerferien ab {when}", freeDayOn: "Freier Tag {on}",
      freeDayOnBecause: "Freier Tag {on} · {reason}",
      whenTomorrow: "morgen", whenWeekday: "{weekday}", whenDate: "{weekday}, {day}. {month}",
      onTomorrow: "morgen", onWeekday: "am {weekday}", onDate: "am {weekday}, {day}. {month}",
      tomorrowChip: "Morgen: {chip}", freeDayTomorrowBecause: "Morgen: Freier Tag · {reason}",
      freeAfternoonTomorrow: "Morgen freier Nachmittag", weekdayTomorrow: "Morgen · {Weekday}",
      usualTomorrow: "Morgen, {weekday} {date}: ein gewöhnlicher {weekday}.",
      usualTomorrowBecause: "Morgen, {weekday} {date}: ein gewöhnlicher {weekday} ({reason}).",
      dayHeading: "{Weekday}, {day}. {month} {year}", noQuests: "Heute keine Quests.",
      usualRoutines: "Die gewohnten Routinen am {weekday}: {reason}.",
      weekdays: ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"],
      months: [
        "Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November",
        "Dezember",
      ],
      closureSubject: "„{phrase}“ ist der Gegenstand des Titels",
      closureNames: "„{phrase}“ bestimmt hier „{noun}“ näher",
      closureReturn: "„{phrase}“ ist das, wovon die Schule zurückkehrt",
      closureTime: "„{phrase}“ ordnet den Termin nur zeitlich ein („{word}“)",
      closureVerb: "„{phrase}“ ist hier ein Verb",
      closureLater: "„{phrase}“ folgt erst auf den Schultag",
      closureBridge: "„{phrase}“ ist ein Feiertag, den dieser Tag überbrückt („{word}“): schulfrei",
      closureCondition: "„{phrase}“ ist der Gegenstand des Titels; „{word}“ ist nur eine Bedingung"
    ),
    game: GameMessagePack(
      spotOn: "genau", close: "nah dran", aBitLonger: "länger als gedacht",
      longer: "viel länger als gedacht", aBitShorter: "kürzer als gedacht", shorter: "viel kürzer als gedacht",
      closeLonger: "ein bisschen länger als gedacht", closeShorter: "ein bisschen kürzer als gedacht",
      guessQuestion: "Wie lange dauert {task}? ",
      keysHelp: "{quit} oder Strg-C: Ende des Spiels · {skip}: nächste Aufgabe",
      quitWords: ["ende"], skipWords: ["weiter", "überspringen"], planned: "Geplant: {time}",
      timingQuestion: "{task} läuft · Eingabe am Ende, {skip}: nächste Aufgabe: ",
      spotOnResult: "Genau! {actual}, geschätzt {guess}",
      closeResult: "Nah dran — {direction}: {actual}, geschätzt {guess}",
      comparison: "{band}: {actual}, geschätzt {guess}", timesOnly: "{actual}, geschätzt {guess}",
      skippedAfterGuess: "Übersprungen · geschätzt {guess}",
      skipped: "Übersprungen",
      oneTask: "1 Aufgabe", tasks: "{count} Aufgaben", tasksOf: "{played} von {count} Aufgaben",
      endedEarly: "das Spiel endete früher", nothingSaved: "nichts gespeichert",
      pastTimes: "Letzte Male: {times}", closestGuess: "Genaueste Schätzung: {task}, {band}",
      closestEver: "{task}: die genaueste Schätzung bisher",
      encouragementCloser: "Die Schätzungen für {task} kommen näher.",
      encouragementPlayed: "Jede Schätzung zeigt ein bisschen mehr davon, wie lange Dinge dauern.",
      trendCloser: "Schätzungen kommen näher", trendAboutTheSame: "Schätzungen so nah wie vorher",
      trendFurther: "Schätzungen weiter von den Zeiten weg als vorher",
      trendNotEnoughPlays: "noch nicht genug Runden zum Vergleichen",
      tendencyOver: "die meisten Schätzungen über der Zeit", tendencyUnder: "die meisten Schätzungen unter der Zeit",
      tendencyBalanced: "Schätzungen auf beiden Seiten der Zeit",
      streak: "Serie: {days}", longestStreak: "Längste Serie: {days}", gaps: "Lücken: {dates}",
      oneDay: "1 Tag", days: "{count} Tage", onePlay: "1 Runde", plays: "{count} Runden"
    ),
    keywords: [
      .noSchool: [
        "*ferien", "*ferientag", "*ferientage", "beweglicher ferientag", "bewegliche ferientage", "schulfrei",
        "schulfreier tag", "unterrichtsfrei",
        "unterrichtsfreier tag", "hitzefrei", "kein unterricht", "keine schule", "*feiertag", "*feiertage",
        "brückentag",
        "brückentage", "schulfreie tage", "weihnachtspause", "osterpause",
        "brueckentag", "pädagogischer tag", "paedagogischer tag", "studientag", "schilf", "schilf-tag",
        "schulinterne lehrerfortbildung", "urlaub",
      ],
      .earlyRelease: [
        "verkürzter unterricht", "verkuerzter unterricht", "verkürzter schultag", "früher unterrichtsschluss",
        "unterrichtsende nach der 4. stunde", "kurztag",
      ],
      .schoolDay: ["nachholtag", "unterricht findet statt", "regulärer unterricht", "vorholtag"],
      .termStart: [
        "erster schultag", "schulbeginn", "schulanfang", "unterrichtsbeginn", "schuljahresbeginn",
        "beginn des schuljahres",
      ],
      .termEnd: [
        "letzter schultag", "letzter unterrichtstag", "schuljahresende", "ende des schuljahres",
      ],
    ],
    holidayNames: HolidayWords(
      holidays: [
        "neujahr", "heilige drei könige", "karfreitag", "ostermontag", "ostersonntag", "tag der arbeit",
        "christi himmelfahrt", "himmelfahrt", "pfingstmontag", "pfingstsonntag", "fronleichnam",
        "mariä himmelfahrt", "tag der deutschen einheit", "reformationstag", "allerheiligen",
        "buß- und bettag", "weihnachtstag", "1. weihnachtstag", "2. weihnachtstag", "erster weihnachtstag",
        "zweiter weihnachtstag", "weltkindertag", "internationaler frauentag", "ostern", "pfingsten",
        "gründonnerstag", "reformationsfest", "tag der deutschsprachigen gemeinschaft", "st. florian", "st. rupert",
        "tag der bildungsgemeinschaft",
      ],
      observances: [
        "valentinstag", "muttertag", "vatertag", "rosenmontag", "fastnacht", "aschermittwoch", "heiligabend",
        "heiliger abend", "silvester", "sommerzeit", "winterzeit",
      ],
      holidayCalendars: ["feiertage", "feiertag", "gesetzliche feiertage"],
      schoolHolidayCalendars: ["schulferien", "*ferien", "ferien"],
      notDaysOff: ["gedenktag", "aktionstag", "nicht arbeitsfrei", "kein gesetzlicher feiertag"],
      regional: ["nur in"],
      // A feed for several states names the state after the holiday ("Tag nach Himmelfahrt 2026
      // Niedersachsen"): the German and Austrian states, word by word, folded as titles are.
      fillers: [
        "der", "die", "am", "tag", "dem", "baden", "wurttemberg", "bayern", "berlin", "brandenburg", "bremen",
        "hamburg", "hessen", "mecklenburg", "vorpommern", "niedersachsen", "nordrhein", "westfalen", "rheinland",
        "pfalz", "saarland", "sachsen", "anhalt", "schleswig", "holstein", "thuringen", "wien", "niederosterreich",
        "oberosterreich", "steiermark", "tirol", "karnten", "salzburg", "vorarlberg", "burgenland",
      ],
      connectors: ["und"],
      regionMarkers: ["zone", "zonen", "region", "regionen"],
      regionNames: ["nord", "süd", "ost", "west", "mitte", "norden", "süden", "osten", "westen"],
      local: ["lokaler feiertag", "örtlicher feiertag"]
    ),
    titleGrammar: TitleGrammar(
      activities: [
        "*betreuung", "*programm", "*basar", "*markt", "*konzert", "fest", "*feier", "party", "*auffuehrung",
        "*aufführung", "theater", "*anmeldung", "anmeldeschluss", "abgabe", "frist", "ausflug", "klassenfahrt",
        "schulfahrt",
        "studienfahrt", "abschlussfahrt", "skifahrt", "busfahrt", "*bus",
        "mensa", "mittagessen", "abendessen", "festessen",
        "weihnachtsessen", "schulessen", "club", "camp", "*projekt", "*gottesdienst", "*verkauf", "lesung",
        "wettbewerb", "versammlung", "*spiele", "*kurs", "*kurse", "workshop", "turnier", "aktion", "*angebot",
      ],
      returns: ["zurück", "zurueck", "rückkehr", "rueckkehr", "wiederbeginn"],
      times: ["nach", "vor", "vorm"],
      laterToday: ["nach unterrichtsschluss", "nach dem unterricht", "nach schulschluss"],
      bridges: ["tag nach", "tage nach", "montag nach", "freitag nach"],
      datedBridges: ["tag vor", "tage vor"],
      conditions: ["falls nötig", "falls erforderlich", "bei bedarf", "wenn nötig", "gegebenenfalls", "ggf"]
    ),
    termWords: ["*halbjahr", "semester", "trimester", "schuljahr"],
    cycleDayWords: ["tag"],
    // "Kinder" (children) is no level; "Gymnasium" is a school, not a stage.
    schoolLevels: SchoolLevelWords(
      levels: [
        .kindergarten: ["kindergarten", "kita", "kitas", "vorschule", "vorschulkinder", "vorklasse"],
        .elementary: [
          "grundschule", "grundschulen", "grundschüler", "grundschulkinder", "primarstufe", "volksschule",
        ],
        .middle: [
          "sekundarstufe i", "sekundarstufe 1", "sek i", "sek 1", "unterstufe", "mittelstufe", "mittelschule",
          "realschule", "hauptschule", "orientierungsstufe",
        ],
        .high: [
          "sekundarstufe ii", "sekundarstufe 2", "sek ii", "sek 2", "oberstufe", "gymnasiale oberstufe",
          "kursstufe", "einführungsphase", "qualifikationsphase", "abiturienten",
        ],
        .secondary: ["sekundarstufe", "weiterführende schule", "weiterführende schulen"],
      ],
      grades: [
        GradeWords(
          before: [
            "klasse", "klassen", "klassenstufe", "klassenstufen", "jahrgang", "jahrgänge", "jahrgangsstufe",
            "jahrgangsstufen", "jg", "schulstufe",
          ],
          after: ["klasse", "klassen", "klässler"], middleFrom: 5, highFrom: 11, last: 13)
      ],
      except: ["außer", "ausgenommen"]
    )
  )
}
