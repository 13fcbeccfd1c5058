extension Language {
  public static let french = Language(
    code: "fr", name: "French",
    messages: MessagePack(
      schoolDay: "Jour d’école", freeAfternoon: "Après-midi libre aujourd’hui", freeDay: "Jour libre",
      freeDayBecause: "Jour libre · {reason}", weekend: "Week-end", summerBreak: "Vacances d’été",
      outsideSchoolWeek: "Hors de la semaine scolaire", termBreak: "Vacances entre deux périodes",
      schoolTerm: "Période scolaire", schoolEvents: "Événements au calendrier scolaire",
      betweenSchoolHolidays: "Pas de vacances scolaires au calendrier des vacances",
      noPublicHoliday: "Pas de jour férié au calendrier des jours fériés",
      noCycleDay: "Pas de jour de cycle au calendrier scolaire",
      noLessonDay: "Pas de leçon au plan de cours du calendrier scolaire",
      seriesSkip: "Un événement scolaire régulier n'a pas lieu ce jour",
      noInformation: "aucune information scolaire pour ce jour", calendarOff: "lecture du calendrier désactivée",
      calendarUnavailable: "calendrier indisponible : {source}",
      daySentence: "{Weekday} {date} : {chip}.", nextSentence: "{next}.",
      usualDay: "{Weekday} {date} : un {weekday} comme d’habitude.",
      usualDayBecause: "{Weekday} {date} : un {weekday} comme d’habitude ({reason}).",
      schoolResumes: "Reprise des cours {when}", weekendFrom: "Week-end dès {when}",
      summerBreakFrom: "Vacances d’été dès {when}", freeDayOn: "Jour libre {on}",
      freeDayOnBecause: "Jour libre {on} · {reason}",
      whenTomorrow: "demain", whenWeekday: "{weekday}", whenDate: "{weekday} {day} {month}",
      onTomorrow: "demain", onWeekday: "{weekday}", onDate: "{weekday} {day} {month}",
      tomorrowChip: "{chip} demain", freeDayTomorrowBecause: "Jour libre demain · {reason}",
      freeAfternoonTomorrow: "Après-midi libre demain", weekdayTomorrow: "Demain · {Weekday}",
      usualTomorrow: "Demain, {weekday} {date} : un {weekday} comme d’habitude.",
      usualTomorrowBecause: "Demain, {weekday} {date} : un {weekday} comme d’habitude ({reason}).",
      dayHeading: "{Weekday} {day} {month} {year}", noQuests: "Pas de quête aujourd’hui.",
      usualRoutines: "Les routines habituelles du {weekday} : {reason}.",
      weekdays: ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"],
      months: [
        "janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre",
        "décembre",
      ],
      closureSubject: "« {phrase} » est le sujet du titre",
      closureNames: "ici, « {phrase} » qualifie « {noun} »",
      closureReturn: "ici, on revient de « {phrase} »",
      closureTime: "« {phrase} » situe seulement l’événement dans le temps (« {word} »)",
      closureVerb: "ici, « {phrase} » est un verbe",
      closureLater: "« {phrase} » arrive après la journée de classe",
      closureBridge: "« {phrase} » est un jour férié que ce jour prolonge (« {word} ») : pas de classe",
      closureCondition: "« {phrase} » est le sujet du titre ; « {word} » n’est qu’une condition"
    ),
    game: GameMessagePack(
      spotOn: "comme estimé", close: "proche de l’estimation", aBitLonger: "un peu plus long qu’estimé",
      longer: "plus long qu’estimé", aBitShorter: "un peu plus court qu’estimé", shorter: "plus court qu’estimé",
      comparison: "Estimé {guess} · a duré {actual} · {band}", timesOnly: "Estimé {guess} · a duré {actual}",
      skippedAfterGuess: "Estimé {guess} · non chronométré",
      skipped: "Non chronométré",
      pastTimes: "Dernières fois : {times}", closestGuess: "Estimation la plus proche : {task} · {band}",
      trendCloser: "estimations de plus en plus proches", trendAboutTheSame: "estimations aussi proches qu’avant",
      trendFurther: "estimations plus éloignées des temps qu’avant",
      trendNotEnoughPlays: "pas encore assez de parties pour comparer",
      tendencyOver: "la plupart des estimations au-dessus du temps",
      tendencyUnder: "la plupart des estimations en dessous du temps",
      tendencyBalanced: "estimations des deux côtés du temps",
      streak: "Série : {days}", longestStreak: "Plus longue série : {days}", gaps: "Trous : {dates}",
      oneDay: "1 jour", days: "{count} jours", onePlay: "1 partie", plays: "{count} parties"
    ),
    keywords: [
      .noSchool: [
        "vacances", "pas de classe", "pas de cours", "pas d'école", "jour férié", "jours fériés", "férié", "fériés",
        "congé", "congés",
        "journée pédagogique", "relâche", "semaine de relâche", "école fermée", "fermeture de l'école",
        "pont de l'ascension", "pont", "jour de pont", "faire le pont",
      ],
      .earlyRelease: ["sortie anticipée", "demi-journée", "fin des cours à midi"],
      .schoolDay: ["journée de rattrapage", "jour de rattrapage", "reprise des cours", "jour de classe"],
      .termStart: [
        "rentrée", "rentrée scolaire", "rentrée des classes", "premier jour d'école", "premier jour de classe",
        "début de l'année scolaire",
      ],
      .termEnd: [
        "dernier jour d'école", "dernier jour de classe", "fin de l'année scolaire", "fin des classes", "fin des cours",
      ],
    ],
    holidayNames: HolidayWords(
      holidays: [
        "jour de l'an", "nouvel an", "lundi de pâques", "pâques", "fête du travail", "victoire 1945",
        "8 mai 1945", "ascension", "lundi de pentecôte", "pentecôte", "fête nationale", "assomption",
        "toussaint", "armistice", "noël", "fête de la victoire", "saint-jean-baptiste", "fête des patriotes",
        "action de grâce",
        "action de grâces", "vendredi saint", "journée nationale des patriotes",
      ],
      observances: [
        "saint-valentin", "fête des mères", "fête des pères", "poisson d'avril", "chandeleur", "réveillon",
        "saint-sylvestre", "heure d'été", "heure d'hiver",
      ],
      holidayCalendars: ["jours fériés", "jour férié", "férié", "fériés", "fêtes", "congés fériés"],
      schoolHolidayCalendars: ["vacances scolaires", "vacances"],
      notDaysOff: ["journée mondiale"],
      regional: ["uniquement en", "seulement en"],
      fillers: ["de", "la", "le", "les", "du", "des", "jour", "en", "et", "l"],
      connectors: ["et"],
      regionMarkers: ["zone", "zones", "région", "régions"],
      regionNames: ["nord", "sud", "est", "ouest", "centre"],
      local: ["fête locale", "jour férié local"]
    ),
    titleGrammar: TitleGrammar(
      activities: [
        "stage", "stages", "centre", "colonie", "colonies", "camp", "accueil", "garderie", "loisirs", "spectacle",
        "concert", "fête", "kermesse", "marché", "vente", "bourse", "inscription", "inscriptions", "date limite",
        "devoirs", "cahier", "cahiers", "cantine", "repas", "menu", "bus", "transport", "transports", "ramassage",
        "atelier", "ateliers", "club", "programme", "activité", "activités", "chorale", "bal", "goûter", "boum",
        "défilé", "exposition", "tournoi", "photos",
      ],
      returns: ["retour", "reprise"],
      times: ["après", "avant", "veille", "lendemain"],
      laterToday: ["après les cours", "après la classe", "fin de journée", "après l'école"],
      bridges: ["lendemain de", "lendemain du", "vendredi de", "vendredi après", "lundi après"],
      conditions: ["si nécessaire", "si besoin", "au besoin", "le cas échéant"]
    ),
    termWords: ["trimestre", "semestre", "année scolaire"],
    cycleDayWords: ["jour"],
    // "3e" and "1re" stay out: "3e trimestre", "1re semaine" are no classes.
    schoolLevels: SchoolLevelWords(
      levels: [
        .kindergarten: [
          "maternelle", "maternelles", "école maternelle", "écoles maternelles", "petite section",
          "moyenne section", "grande section", "primaire", "école primaire", "écoles primaires", "primaires",
        ],
        .elementary: [
          "élémentaire", "élémentaires", "école élémentaire", "écoles élémentaires", "primaire", "école primaire",
          "écoles primaires", "primaires", "cp", "ce1", "ce2", "cm1", "cm2",
        ],
        .middle: [
          "collège", "collèges", "collégiens", "collégiennes", "6e", "6ème", "6eme", "5e", "5ème", "5eme", "4e",
          "4ème", "4eme", "sixième", "cinquième", "quatrième",
        ],
        .high: ["lycée", "lycées", "lycéens", "lycéennes", "terminale", "terminales", "2nde"],
        .secondary: ["secondaire", "école secondaire", "écoles secondaires", "secondaires"],
      ],
      except: ["sauf", "excepté", "hormis"]
    )
  )
}
