/// The labels of `tq-parent report` — headings, the key, chart axes and legends, the footer — in
/// en, es, fr and de: the report's sentences are `ProgressMessagePack`'s and `GameMessagePack`'s,
/// the words around them are here, so a parent reads the whole page in one language.
///
/// Templates take `{name}` placeholders and are observations, like every pack.
public struct ReportMessagePack: LabelPack {
  public let language: String
  public let title: String
  /// `{from}`, `{through}`: the window.
  public let window: String
  public let noPlayers: String
  /// `{from}`, `{through}`
  public let noGames: String
  /// `{routines}`: routines on file without a game in the window
  public let noGamesOf: String
  public let oneGap: String
  /// `{count}`
  public let gaps: String
  /// `{share}`: "40 %" or "×3.5"
  public let typicallyWithin: String
  /// `{key}`: the text report's key of day symbols
  public let daysKey: String
  // What a day of the streak calendar was.
  public let played: String
  public let playedOffList: String
  public let gap: String
  public let paused: String
  public let today: String
  /// The page's key says a little more than the text's: why a day off the list is not a gap.
  public let keyPaused: String
  public let keyOffList: String
  public let timeTaken: String
  public let guess: String
  public let chartNote: String
  /// `{date}`: the day the page was made
  public let footer: String
  /// `{factor}`: the trend chart's axis ("2× longer")
  public let axisLonger: String
  public let axisShorter: String
  public let axisSpotOn: String
  public let trendChart: String
  public let narrowTrendChart: String
  public let taskChart: String
  public let calendar: String
  /// `{date}`, `{factor}`: a game beyond the trend chart's range
  public let beyondLonger: String
  public let beyondShorter: String
  public let notTimed: String
  /// Monday first, one letter each, for the rows of the streak calendar.
  public let weekdayLetters: [String]
  /// January first, as a chart's axis and the calendar's months show them.
  public let shortMonths: [String]
  /// `{day}`, `{month}` (a short month): a date on a chart's axis
  public let shortDate: String

  /// Every template, for the passive-language and placeholder tests.
  public var allTemplates: [String] {
    [
      title, window, noPlayers, noGames, noGamesOf, oneGap, gaps, typicallyWithin, daysKey, played, playedOffList, gap,
      paused, today, keyPaused, keyOffList, timeTaken, guess, chartNote, footer, axisLonger, axisShorter, axisSpotOn,
      trendChart, narrowTrendChart, taskChart, calendar, beyondLonger, beyondShorter, notTimed, shortDate,
    ]
  }

  /// "1 gap", "3 gaps".
  public func gaps(_ count: Int) -> String { count == 1 ? oneGap : fill(\.gaps, ["count": String(count)]) }

  /// "Nov 3", "3 nov.", "3. Nov.".
  public func shortDate(_ date: LocalDate) -> String {
    fill(\.shortDate, ["day": String(date.day), "month": shortMonths[date.month - 1]])
  }

  /// The packs shipped, in the order of `Language.withMessages`.
  public static let all: [ReportMessagePack] = [english, spanish, french, german]

  static let english = ReportMessagePack(
    language: "en", title: "Progress report", window: "{from} to {through}", noPlayers: "No players yet.",
    noGames: "No games from {from} to {through}.", noGamesOf: "No games of {routines}.", oneGap: "1 gap",
    gaps: "{count} gaps", typicallyWithin: "typically within {share}", daysKey: "Days: {key}", played: "played",
    playedOffList: "played, not on the list", gap: "on the list, no game", paused: "not on the list",
    today: "today, still open", keyPaused: "not on the list (the streak pauses)",
    keyOffList: "played on a day off the list", timeTaken: "time taken", guess: "guess",
    chartNote: "above the middle line: guess longer than the time taken; below: shorter",
    footer: """
      The trend chart: each game's guess against the time taken, spot on in the middle, twice as long or as short \
      at the edges; a game further off is an arrow at the edge with how far. Task charts are in minutes, one point \
      per play; ± beside a task: how far off a guess usually is. Generated on {date} by TimeQuest.
      """,
    axisLonger: "{factor} longer", axisShorter: "{factor} shorter", axisSpotOn: "spot on",
    trendChart: "Ratio of guess to time taken, game by game",
    narrowTrendChart: "Ratio of guess to time taken, game by game, for a narrow window",
    taskChart: "Guess and time taken, play by play", calendar: "Streak calendar",
    beyondLonger: "{date}: guess {factor} longer than the time taken",
    beyondShorter: "{date}: guess {factor} shorter than the time taken", notTimed: "not timed yet",
    weekdayLetters: ["M", "T", "W", "T", "F", "S", "S"],
    shortMonths: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
    shortDate: "{month} {day}")

  static let spanish = ReportMessagePack(
    language: "es", title: "Informe de progreso", window: "del {from} al {through}",
    noPlayers: "Todavía no hay jugadores.", noGames: "Ninguna partida del {from} al {through}.",
    noGamesOf: "Ninguna partida en este periodo: {routines}.", oneGap: "1 hueco", gaps: "{count} huecos",
    typicallyWithin: "margen habitual: {share}", daysKey: "Días: {key}",
    played: "jugado", playedOffList: "jugado, fuera de la lista", gap: "en la lista, sin partida",
    paused: "fuera de la lista", today: "hoy, aún abierto", keyPaused: "fuera de la lista (la racha se pausa)",
    keyOffList: "jugado un día fuera de la lista", timeTaken: "tiempo real", guess: "estimación",
    chartNote: "por encima de la línea central: estimación más larga que el tiempo real; por debajo: más corta",
    footer: """
      El gráfico de tendencia: la estimación de cada partida frente al tiempo real, exacta en el centro y el \
      doble de larga o de corta en los bordes; una partida más desviada es una flecha en el borde, con cuánto. \
      Gráficos de tareas en minutos, un punto por partida; ± junto a una tarea: el desvío habitual. Generado el \
      {date} por TimeQuest.
      """,
    axisLonger: "{factor} más larga", axisShorter: "{factor} más corta", axisSpotOn: "exacta",
    trendChart: "Relación entre estimación y tiempo real, partida a partida",
    narrowTrendChart: "Relación entre estimación y tiempo real, partida a partida, para una ventana estrecha",
    taskChart: "Estimación y tiempo real, partida a partida", calendar: "Calendario de la racha",
    beyondLonger: "{date}: estimación {factor} más larga que el tiempo real",
    beyondShorter: "{date}: estimación {factor} más corta que el tiempo real", notTimed: "aún sin cronometrar",
    weekdayLetters: ["L", "M", "X", "J", "V", "S", "D"],
    shortMonths: ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"],
    shortDate: "{day} {month}")

  static let french = ReportMessagePack(
    language: "fr", title: "Bilan des progrès", window: "du {from} au {through}",
    noPlayers: "Pas encore de joueur.", noGames: "Aucune partie du {from} au {through}.",
    noGamesOf: "Aucune partie sur la période : {routines}.", oneGap: "1 trou", gaps: "{count} trous",
    typicallyWithin: "écart habituel : {share}", daysKey: "Jours : {key}",
    played: "joué", playedOffList: "joué, hors liste", gap: "sur la liste, sans partie", paused: "hors liste",
    today: "aujourd’hui, encore ouvert", keyPaused: "hors liste (la série fait une pause)",
    keyOffList: "joué un jour hors liste", timeTaken: "temps réel", guess: "estimation",
    chartNote: "au-dessus de la ligne du milieu : estimation plus longue que le temps réel ; en dessous : plus courte",
    footer: """
      Graphique de tendance : l’estimation de chaque partie face au temps réel, pile au milieu, deux fois plus \
      longue ou plus courte aux bords ; au-delà, une flèche au bord indique l’écart. Graphiques des tâches en \
      minutes, un point par partie ; ± à côté d’une tâche : l’écart habituel. Généré le {date} par TimeQuest.
      """,
    axisLonger: "{factor} plus", axisShorter: "{factor} moins", axisSpotOn: "pile",
    trendChart: "Rapport entre estimation et temps réel, partie par partie",
    narrowTrendChart: "Rapport entre estimation et temps réel, partie par partie, pour une fenêtre étroite",
    taskChart: "Estimation et temps réel, partie par partie", calendar: "Calendrier de la série",
    beyondLonger: "{date} : estimation {factor} plus longue que le temps réel",
    beyondShorter: "{date} : estimation {factor} plus courte que le temps réel", notTimed: "pas encore chronométré",
    weekdayLetters: ["L", "M", "M", "J", "V", "S", "D"],
    shortMonths: [
      "janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc.",
    ],
    shortDate: "{day} {month}")

  static let german = ReportMessagePack(
    language: "de", title: "Fortschrittsbericht", window: "vom {from} bis {through}",
    noPlayers: "Noch keine Spieler.", noGames: "Keine Runden vom {from} bis {through}.",
    noGamesOf: "Keine Runde im Zeitraum: {routines}.", oneGap: "1 Lücke", gaps: "{count} Lücken",
    typicallyWithin: "meist höchstens {share} daneben", daysKey: "Tage: {key}", played: "gespielt",
    playedOffList: "gespielt, nicht auf der Liste", gap: "auf der Liste, keine Runde", paused: "nicht auf der Liste",
    today: "heute, noch offen", keyPaused: "nicht auf der Liste (die Serie pausiert)",
    keyOffList: "an einem Tag außerhalb der Liste gespielt", timeTaken: "gebrauchte Zeit", guess: "Schätzung",
    chartNote: "über der Mittellinie: Schätzung länger als die gebrauchte Zeit; darunter: kürzer",
    footer: """
      Verlaufsdiagramm: die Schätzung jeder Runde gegenüber der gebrauchten Zeit, genau in der Mitte, doppelt so \
      lang oder kurz an den Rändern; liegt eine Runde weiter daneben, zeigt ein Pfeil am Rand die Abweichung. \
      Aufgabendiagramme in Minuten, ein Punkt pro Runde; ± neben einer Aufgabe: die übliche Abweichung. Erstellt \
      am {date} von TimeQuest.
      """,
    axisLonger: "{factor} länger", axisShorter: "{factor} kürzer", axisSpotOn: "genau",
    trendChart: "Verhältnis von Schätzung zu gebrauchter Zeit, Runde für Runde",
    narrowTrendChart: "Verhältnis von Schätzung zu gebrauchter Zeit, Runde für Runde, für ein schmales Fenster",
    taskChart: "Schätzung und gebrauchte Zeit, Runde für Runde", calendar: "Serienkalender",
    beyondLonger: "{date}: Schätzung {factor} länger als die gebrauchte Zeit",
    beyondShorter: "{date}: Schätzung {factor} kürzer als die gebrauchte Zeit", notTimed: "noch nicht gemessen",
    weekdayLetters: ["M", "D", "M", "D", "F", "S", "S"],
    shortMonths: ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."],
    shortDate: "{day}. {month}")
}
