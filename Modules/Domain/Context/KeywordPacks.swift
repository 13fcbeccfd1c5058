/// The built-in words, per language and kind.
///
/// Choices worth knowing:
/// - No phrase that a no-school title also contains is a school-day word: "school day" would make
///   "No School Day" a school day, so it is not in the list (the same for "Schultag", "día lectivo").
/// - "Back to School Night" is an evening event weeks into term, so "back to school" is no term start
///   (and an event that starts after the core hours or names a night or an evening is never a term
///   boundary).
/// - German holidays are compounds: "*ferien" matches any word ending in "ferien"
///   (Herbstferien, Sommerferien, Pfingstferien), never "Ferienende" or "Ferienbetreuung".
/// - Plurals are listed where titles use them ("holidays", "half days"): matching is by whole words.
enum KeywordPacks {
  static let english: [KeywordKind: [String]] = [
    .noSchool: [
      "no school", "no classes", "no students", "school closed", "schools closed", "school closure",
      "closed for students", "holiday", "holidays", "bank holiday", "break", "vacation", "recess",
      "half term", "day off", "snow day", "snow days", "in-service", "pd day",
      "professional development day", "staff development day", "teacher workday", "teacher work day",
      "teacher planning day", "non-student day", "student holiday", "emergency closing", "inset day", "inset",
      "district closed", "schools closed to students", "closed to pupils", "closed to students", "no lessons",
      "students stay home", "pupils not in school", "staff only", "pre-planning", "post-planning",
      "teacher preplanning", "pedagogical day",
    ],
    .earlyRelease: [
      "early release", "early dismissal", "half day", "half days", "half-day", "minimum day", "minimum days",
      "early out", "shortened day", "noon dismissal", "early closing", "partial day", "partial days",
      "dismissed early", "early finish", "finish early",
    ],
    .schoolDay: [
      "make-up day", "makeup day", "snow make-up", "school in session", "classes in session",
      "instructional day", "student attendance day", "last day before", "first day back", "school resumes",
      "classes resume", "makeup", "make-up", "school opens", "opens to children", "opens to pupils",
    ],
    .termStart: [
      "first day of school", "first day of classes", "first day of term", "first day for students",
      "start of term", "start of school year", "beginning of term", "term begins", "term starts",
      "school begins", "school starts", "classes begin", "classes start", "students report",
      "term 1 start", "term 2 start", "term 3 start", "term 4 start", "term 1 starts", "term 2 starts",
      "term 3 starts", "term 4 starts", "first day of autumn term", "first day of spring term",
      "first day of summer term",
    ],
    .termEnd: [
      "last day of school", "last day of classes", "last day of term", "last day for students",
      "end of term", "end of school year", "end of the school year", "term ends", "school ends", "classes end",
      "term 1 end", "term 2 end", "term 3 end", "term 4 end", "term 1 ends", "term 2 ends", "term 3 ends",
      "term 4 ends", "last day of autumn term", "last day of spring term", "last day of summer term",
    ],
  ]

  static let spanish: [KeywordKind: [String]] = [
    .noSchool: [
      "sin clases", "no hay clases", "no lectivo", "día no lectivo", "vacaciones", "festivo", "día festivo",
      "feriado", "día puente", "puente festivo", "receso", "asueto", "escuela cerrada", "colegio cerrado",
      "suspensión de clases", "jornada pedagógica",
    ],
    .earlyRelease: [
      "salida temprana", "salida anticipada", "jornada reducida", "media jornada", "jornada intensiva",
      "medio día",
    ],
    .schoolDay: [
      "día de recuperación", "recuperación de clases", "clases de recuperación", "reanudación de clases",
      "regreso a clases", "vuelta a clases",
    ],
    .termStart: [
      "inicio de clases", "comienzo de clases", "comienzo de las clases", "inicio de las clases",
      "primer día de clases", "primer día de colegio",
      "inicio del curso", "comienzo del curso", "inicio del año escolar", "inicio del ciclo escolar",
    ],
    .termEnd: [
      "fin de clases", "último día de clases", "último día de colegio", "fin del curso", "fin de curso",
      "fin del año escolar", "fin del ciclo escolar",
    ],
  ]

  static let french: [KeywordKind: [String]] = [
    .noSchool: [
      "vacances", "pas de classe", "pas de cours", "pas d'école", "jour férié", "jours fériés", "férié", "fériés",
      "congé", "congés",
      "journée pédagogique", "relâche", "semaine de relâche", "école fermée", "fermeture de l'école",
      "pont de l'ascension",
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
  ]

  static let german: [KeywordKind: [String]] = [
    .noSchool: [
      "*ferien", "*ferientag", "beweglicher ferientag", "schulfrei", "schulfreier tag", "unterrichtsfrei",
      "unterrichtsfreier tag", "hitzefrei", "kein unterricht", "keine schule", "*feiertag", "brückentag",
      "brueckentag", "pädagogischer tag", "paedagogischer tag", "studientag", "schilf", "schilf-tag",
      "schulinterne lehrerfortbildung",
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
  ]
}
