extension MessagePack {
  public static let english = MessagePack(
    language: "en",
    schoolDay: "School day", freeAfternoon: "Free afternoon today", freeDay: "Free day",
    freeDayBecause: "Free day · {reason}", weekend: "Weekend", summerBreak: "Summer break",
    outsideSchoolWeek: "Outside the school week", termBreak: "Term break", schoolTerm: "School term",
    schoolEvents: "Events on the school calendar",
    betweenSchoolHolidays: "No school holiday on the school-holiday calendar",
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
    weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    months: [
      "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
      "December",
    ]
  )

  public static let spanish = MessagePack(
    language: "es",
    schoolDay: "Día de clase", freeAfternoon: "Tarde libre hoy", freeDay: "Día libre",
    freeDayBecause: "Día libre · {reason}", weekend: "Fin de semana", summerBreak: "Vacaciones de verano",
    outsideSchoolWeek: "Fuera de la semana escolar", termBreak: "Pausa entre trimestres",
    schoolTerm: "Periodo lectivo", schoolEvents: "Eventos en el calendario escolar",
    betweenSchoolHolidays: "Sin vacaciones escolares en el calendario de vacaciones",
    noInformation: "sin información escolar para este día", calendarOff: "lectura del calendario desactivada",
    calendarUnavailable: "calendario no disponible: {source}",
    daySentence: "{Weekday} {date}: {chip}.", nextSentence: "{next}.",
    usualDay: "{Weekday} {date}: un {weekday} como de costumbre.",
    usualDayBecause: "{Weekday} {date}: un {weekday} como de costumbre ({reason}).",
    schoolResumes: "Las clases se reanudan {when}", weekendFrom: "Fin de semana desde {when}",
    summerBreakFrom: "Vacaciones de verano desde {when}", freeDayOn: "Día libre {on}",
    freeDayOnBecause: "Día libre {on} · {reason}",
    whenTomorrow: "mañana", whenWeekday: "el {weekday}", whenDate: "el {weekday} {day} de {month}",
    onTomorrow: "mañana", onWeekday: "el {weekday}", onDate: "el {weekday} {day} de {month}",
    weekdays: ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"],
    months: [
      "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre",
      "diciembre",
    ]
  )

  public static let french = MessagePack(
    language: "fr",
    schoolDay: "Jour d’école", freeAfternoon: "Après-midi libre aujourd’hui", freeDay: "Jour libre",
    freeDayBecause: "Jour libre · {reason}", weekend: "Week-end", summerBreak: "Vacances d’été",
    outsideSchoolWeek: "Hors de la semaine scolaire", termBreak: "Vacances entre deux périodes",
    schoolTerm: "Période scolaire", schoolEvents: "Événements au calendrier scolaire",
    betweenSchoolHolidays: "Pas de vacances scolaires au calendrier des vacances",
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
    weekdays: ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"],
    months: [
      "janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre",
      "décembre",
    ]
  )

  public static let german = MessagePack(
    language: "de",
    schoolDay: "Schultag", freeAfternoon: "Heute freier Nachmittag", freeDay: "Freier Tag",
    freeDayBecause: "Freier Tag · {reason}", weekend: "Wochenende", summerBreak: "Sommerferien",
    outsideSchoolWeek: "Außerhalb der Schulwoche", termBreak: "Ferien zwischen zwei Abschnitten",
    schoolTerm: "Schulzeit", schoolEvents: "Termine im Schulkalender",
    betweenSchoolHolidays: "Keine Schulferien im Ferienkalender",
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
    weekdays: ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"],
    months: [
      "Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November",
      "Dezember",
    ]
  )
}
