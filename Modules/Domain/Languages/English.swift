extension Language {
  public static let english = Language(
    code: "en", name: "English",
    messages: MessagePack(
      schoolDay: "School day", freeAfternoon: "Free afternoon today", freeDay: "Free day",
      freeDayBecause: "Free day · {reason}", weekend: "Weekend", summerBreak: "Summer break",
      outsideSchoolWeek: "Outside the school week", termBreak: "Term break", schoolTerm: "School term",
      schoolEvents: "Events on the school calendar",
      betweenSchoolHolidays: "No school holiday on the school-holiday calendar",
      noPublicHoliday: "No public holiday on the public-holiday calendar",
      noCycleDay: "No cycle day on the school calendar", noLessonDay: "No lesson on the school calendar's lesson plan",
      seriesSkip: "A recurring school event skips this day",
      noInformation: "no school information for this day",
      calendarOff: "calendar reading is off", calendarUnavailable: "calendar unavailable: {source}",
      daySentence: "{Weekday} {date}: {chip}.", nextSentence: "{next}.",
      usualDay: "{Weekday} {date}: the usual {weekday}.",
      usualDayBecause: "{Weekday} {date}: the usual {weekday} ({reason}).",
      schoolResumes: "School resumes {when}", weekendFrom: "Weekend from {when}",
      summerBreakFrom: "Summer break from {when}", freeDayOn: "Free day {on}",
      freeDayOnBecause: "Free day {on} · {reason}",
      whenTomorrow: "tomorrow", whenWeekday: "{weekday}", whenDate: "{weekday}, {month} {day}",
      onTomorrow: "tomorrow", onWeekday: "{weekday}", onDate: "{weekday}, {month} {day}",
      tomorrowChip: "{chip} tomorrow", freeDayTomorrowBecause: "Free day tomorrow · {reason}",
      freeAfternoonTomorrow: "Free afternoon tomorrow", weekdayTomorrow: "Tomorrow · {Weekday}",
      usualTomorrow: "Tomorrow, {weekday} {date}: the usual {weekday}.",
      usualTomorrowBecause: "Tomorrow, {weekday} {date}: the usual {weekday} ({reason}).",
      dayHeading: "{Weekday} {day} {month} {year}", noQuests: "No quests today.",
      usualRoutines: "The usual {weekday} routines: {reason}.",
      weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
      months: [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
      ]
    ),
    game: GameMessagePack(
      spotOn: "spot on", close: "close", aBitLonger: "longer than you thought",
      longer: "much longer than you thought", aBitShorter: "shorter than you thought",
      shorter: "much shorter than you thought",
      closeLonger: "a little longer than you thought", closeShorter: "a little shorter than you thought",
      guessQuestion: "How long will {task} take? ",
      keysHelp: "{quit} or Ctrl-C: end of the game · {skip}: the next task",
      quitWords: ["quit"], skipWords: [], planned: "Planned: {time}",
      timingQuestion: "Timing {task} · Enter when it is over, {skip} skips it: ",
      spotOnResult: "Spot on! {actual}, you guessed {guess}",
      closeResult: "Close — {direction}: {actual}, you guessed {guess}",
      comparison: "{band}: {actual}, you guessed {guess}", timesOnly: "{actual}, you guessed {guess}",
      skippedAfterGuess: "Skipped · you guessed {guess}",
      skipped: "Skipped",
      oneTask: "1 task", tasks: "{count} tasks", tasksOf: "{played} of {count} tasks",
      endedEarly: "the game ended early", nothingSaved: "nothing saved",
      pastTimes: "Last times: {times}", closestGuess: "Closest guess: {task}, {band}",
      closestEver: "{task}: the closest guess so far", encouragementCloser: "Guesses for {task} are getting closer.",
      encouragementPlayed: "Every guess shows a little more of how long things take.",
      trendCloser: "guesses getting closer", trendAboutTheSame: "guesses about as close as before",
      trendFurther: "guesses further from the times than before",
      trendNotEnoughPlays: "not enough plays yet to compare",
      tendencyOver: "most guesses above the time taken", tendencyUnder: "most guesses below the time taken",
      tendencyBalanced: "guesses on both sides of the time taken",
      streak: "Streak: {days}", longestStreak: "Longest streak: {days}", gaps: "Gaps: {dates}",
      oneDay: "1 day", days: "{count} days", onePlay: "1 play", plays: "{count} plays"
    ),
    keywords: [
      .noSchool: [
        "no school", "no classes", "no students", "school closed", "schools closed", "school closure",
        "closed for students", "holiday", "holidays", "bank holiday", "break", "vacation", "recess",
        "half term", "day off", "snow day", "snow days", "in-service", "pd day",
        "professional development day", "staff development day", "teacher workday", "teacher work day",
        "teacher planning day", "non-student day", "student holiday", "emergency closing", "inset day", "inset",
        "district closed", "schools closed to students", "closed to pupils", "closed to students", "no lessons",
        "students stay home", "pupils not in school", "staff only", "pre-planning", "post-planning",
        "teacher preplanning", "pedagogical day", "professional development days", "staff development days",
        "teacher workdays", "teacher work days", "non-teaching day", "non-teaching days",
        // Washington districts' contract days for staff before and in the year: no pupils.
        "supplemental day", "supplemental days", "school free",
        // New York City's staff development days: no students.
        "chancellor's conference day",
        "students do not attend", "students do not attend school",
      ],
      .earlyRelease: [
        "early release", "early dismissal", "half day", "half days", "half-day", "minimum day", "minimum days",
        "early out", "shortened day", "noon dismissal", "early closing", "partial day", "partial days",
        "dismissed early", "early finish", "finish early", "hour early", "hours early",
      ],
      .schoolDay: [
        "make-up day", "makeup day", "snow make-up", "school in session", "classes in session",
        "instructional day", "student attendance day", "last day before", "first day back", "school resumes",
        "classes resume", "makeup", "make-up", "school opens", "opens to children", "opens to pupils",
        "saturday school day",
      ],
      .termStart: [
        "first day of school", "first day of classes", "first day of term", "first day for students",
        "start of term", "start of school year", "beginning of term", "term begins", "term starts",
        "school begins", "school starts", "classes begin", "classes start", "students report",
        // Scottish and English councils' term lists: "Wednesday 19 August 2026 - pupils resume".
        "pupils resume", "pupils return", "all resume",
        // South Africa's provincial and national calendars: "Schools open" / "Schools close" each term.
        "schools open", "schools reopen",
        "term 1 start", "term 2 start", "term 3 start", "term 4 start", "term 1 starts", "term 2 starts",
        "term 3 starts", "term 4 starts", "first day of autumn term", "first day of spring term",
        "first day of summer term",
      ],
      .termEnd: [
        "last day of school", "last day of classes", "last day of term", "last day for students",
        "end of term", "end of school year", "end of the school year", "term ends", "school ends", "classes end",
        "schools close",
        "term 1 end", "term 2 end", "term 3 end", "term 4 end", "term 1 ends", "term 2 ends", "term 3 ends",
        "term 4 ends", "last day of autumn term", "last day of spring term", "last day of summer term",
      ],
    ],
    holidayNames: HolidayWords(
      holidays: [
        "new year's day", "new years day", "martin luther king", "mlk day", "presidents day", "presidents' day",
        "washington's birthday", "memorial day", "juneteenth", "independence day", "labor day", "labour day",
        "columbus day", "indigenous peoples day", "ascension", "ascension day", "whit monday", "veterans day",
        "thanksgiving", "christmas day", "christmas",
        "boxing day", "good friday", "easter monday", "easter", "early may bank holiday", "spring bank holiday",
        "summer bank holiday", "may day", "st andrew's day", "st. andrew's day", "canada day", "victoria day",
        "family day", "remembrance day", "civic holiday", "national day for truth and reconciliation",
        "end of ramadan", "repentance day", "day of the german-speaking community", "easter weekend",
        "patronal festival of the education system",
      ],
      observances: [
        "valentine's day", "valentines day", "st. patrick's day", "st patrick's day", "saint patrick's day",
        "groundhog day", "mother's day", "mothers day", "father's day", "fathers day", "halloween", "earth day",
        "tax day", "flag day", "april fools", "cinco de mayo", "daylight saving", "election day", "black friday",
        "cyber monday", "mardi gras", "ash wednesday", "shrove tuesday", "palm sunday", "candlemas", "christmas eve",
        "new year's eve", "new years eve", "first day of spring", "first day of summer", "first day of autumn",
        "first day of winter", "solstice", "equinox",
      ],
      holidayCalendars: ["holidays", "public holiday", "public holidays", "bank holidays", "national holidays"],
      schoolHolidayCalendars: ["school holidays", "school holiday", "half term", "half terms", "term dates"],
      notDaysOff: ["observance", "observances", "not a public holiday", "not a day off", "from 7pm"],
      regional: ["only in"],
      fillers: [
        "observed", "day", "jr", "the", "of", "s", "holiday", "public", "bank", "national", "and", "dr", "substitute",
        // "Ascension Bridge": the day that bridges a holiday to the weekend is off with it.
        "bridge",
      ],
      connectors: ["and"],
      regionMarkers: ["zone", "zones", "region", "regions"],
      regionNames: ["north", "south", "east", "west", "central", "northern", "southern"],
      local: ["local holiday", "local public holiday"]
    ),
    titleGrammar: TitleGrammar(
      activities: [
        "shop", "shoppe", "store", "boutique", "market", "bazaar", "fair", "sale", "bake sale", "auction", "raffle",
        "concert", "concerts", "show", "showcase", "performance", "recital", "play", "musical", "pageant", "sing",
        "sing-along", "carols", "caroling", "choir", "program", "programme", "programs", "club", "clubs", "camp",
        "camps", "workshop", "party", "parties", "celebration", "social", "dance", "disco", "festival", "parade",
        "feast", "lunch", "luncheon", "breakfast", "dinner", "meal", "meals", "menu", "potluck", "picnic", "tea",
        "assembly", "mass", "bus", "buses", "transportation", "cafeteria", "sign-ups", "sign-up", "signups",
        "registration", "enrollment", "enrolment", "deadline", "due", "application", "applications", "forms",
        "orders", "drive", "collection", "donations", "spirit", "theme", "dress", "dress-up", "jumper", "jumpers",
        "sweater", "sweaters", "pajama", "pajamas", "pyjama", "pyjamas", "costume", "costumes", "hat", "photos",
        "pictures", "craft", "crafts", "cards", "gift", "gifts", "grams", "challenge", "homework", "packet",
        "assignment", "project", "display", "exhibit", "exhibition", "trip", "tour", "movie", "games", "tournament",
        "tournaments", "tourney", "tourneys",
        "contest", "competition", "bingo",
      ],
      returns: ["back", "return", "returns", "returning", "resume", "resumes"],
      times: ["after", "before", "following", "prior to", "pre", "post", "until", "till"],
      verbs: ["break"],
      objects: ["the", "a", "an", "your", "our", "their", "my", "this", "that", "these", "those", "every", "all"],
      laterToday: [
        "end of day", "end of the day", "after school", "at dismissal", "after dismissal", "end of school day",
      ],
      bridges: [
        "day after", "days after", "monday after", "tuesday after", "wednesday after", "thursday after", "friday after",
      ],
      datedBridges: ["day before", "days before"],
      conditions: [
        "if needed", "if necessary", "if required", "if used", "if applicable", "as needed", "when needed",
      ]
    ),
    termWords: ["term", "terms", "semester", "trimester", "quarter", "school year", "academic year"],
    cycleDayWords: ["day"],
    // Words that stand alone in other senses stay out: "high" (High Holidays), "reception" (a
    // welcome reception), "junior" (a UK junior school is elementary, a US junior is in high school).
    schoolLevels: SchoolLevelWords(
      levels: [
        .kindergarten: [
          "kindergarten", "kindergartens", "kindergartners", "kindergarteners", "pre-k", "prek", "pre-kindergarten",
          "transitional kindergarten", "preschool", "pre-school", "preschoolers", "nursery", "pre-primary",
          "preprimary", "reception class", "reception pupils", "early years", "eyfs", "junior infants",
          "senior infants", "elementary", "elementary school", "elementary schools", "primary", "primary school",
          "primary schools",
        ],
        .elementary: [
          "elementary", "elementary school", "elementary schools", "primary", "primary school", "primary schools",
          "grade school", "infant school", "junior school", "key stage 1", "key stage 2", "ks1", "ks2",
        ],
        .middle: [
          "middle school", "middle schools", "middle schoolers", "junior high", "junior high school",
          "intermediate school", "intermediate", "ms", "key stage 3", "ks3", "lower secondary",
        ],
        .high: [
          "high school", "high schools", "senior high", "senior high school", "hs", "seniors", "senior",
          "freshmen", "freshman", "sophomores", "sixth form", "key stage 4", "key stage 5", "ks4", "ks5",
          "upper secondary", "upper school",
        ],
        .secondary: ["secondary", "secondary school", "secondary schools"],
      ],
      notLevels: [
        "primary election", "primary elections", "primary day", "senior citizens", "senior center",
        "ms word", "ms office",
      ],
      grades: [
        GradeWords(
          before: ["grade", "grades", "gr"], after: ["grade", "grades", "graders"], middleFrom: 6, highFrom: 9, last: 12
        ),
        GradeWords(before: ["year", "years", "yr"], middleFrom: 7, highFrom: 10, last: 13),
      ],
      except: ["except", "excluding"]
    )
  )
}
