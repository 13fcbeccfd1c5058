/// The words of progress — `tq-player stats` and `history` for a child, the report's headline and
/// planned-time lines for a parent — in en, es, fr and de, kept apart from `GameMessagePack` so the
/// game's words and these grow without touching each other.
///
/// Like every pack, templates take `{name}` placeholders and are observations: how close guesses
/// were, never what to do and never a verdict on anyone.
public struct ProgressMessagePack: LabelPack {
  public let language: String
  /// Between a factor's whole part and its tenths: "1.2×", "1,2×".
  public let decimalMark: String

  /// `{time}`: "Usually within 2 min"
  public let usuallyWithin: String
  /// A typical miss of under a second.
  public let usuallySpotOn: String
  /// `{guess}`, `{actual}`: the closest guess so far
  public let closest: String
  /// `{count}`
  public let skipped: String
  /// `{player}`, `{before}`, `{after}`, `{span}`: the report's headline when guesses came closer
  public let headlineCloser: String
  /// `{player}`, `{before}`, `{after}`, `{span}`
  public let headlineFurther: String
  /// `{player}`, `{after}`, `{span}`
  public let headlineSame: String
  /// `{player}`, `{games}`: too few games to compare their first and last
  public let headlineTooFew: String
  /// `{factor}`: "about 2× off"
  public let off: String
  /// `{task}`, `{actual}`, `{planned}`
  public let usualTime: String
  public let oneGame: String
  /// `{count}`
  public let games: String
  public let oneWeek: String
  /// `{count}`
  public let weeks: String
  public let oneDay: String
  /// `{count}`
  public let days: String

  /// Every template, for the passive-language and placeholder tests.
  public var allTemplates: [String] {
    [
      usuallyWithin, usuallySpotOn, closest, skipped, headlineCloser, headlineFurther, headlineSame, headlineTooFew,
      off, usualTime, oneGame, games, oneWeek, weeks, oneDay, days,
    ]
  }

  /// The packs shipped, in the order of `Language.withMessages`.
  public static let all: [ProgressMessagePack] = [english, spanish, french, german]

  static let english = ProgressMessagePack(
    language: "en", decimalMark: ".", usuallyWithin: "Usually within {time}", usuallySpotOn: "Usually spot on",
    closest: "closest: guessed {guess}, took {actual}", skipped: "skipped {count}×",
    headlineCloser: "{player}'s guesses got closer: from {before} to {after} over {span}",
    headlineFurther: "{player}'s guesses moved further off: from {before} to {after} over {span}",
    headlineSame: "{player}'s guesses stayed about as close: {after} over {span}",
    headlineTooFew: "{player}: {games} so far, too few yet to show a change", off: "about {factor} off",
    usualTime: "{task} usually takes {actual}; planned {planned}", oneGame: "1 game", games: "{count} games",
    oneWeek: "1 week", weeks: "{count} weeks", oneDay: "1 day", days: "{count} days")

  static let spanish = ProgressMessagePack(
    language: "es", decimalMark: ",", usuallyWithin: "Casi siempre a menos de {time}",
    usuallySpotOn: "Casi siempre exacto",
    closest: "lo más cerca: {guess} estimado, {actual} real", skipped: "saltada {count}×",
    headlineCloser: "Las estimaciones de {player} se acercaron: de {before} a {after} en {span}",
    headlineFurther: "Las estimaciones de {player} se alejaron: de {before} a {after} en {span}",
    headlineSame: "Las estimaciones de {player} siguieron igual de cerca: {after} en {span}",
    headlineTooFew: "{player}: {games} hasta ahora, aún pocas para mostrar un cambio", off: "unas {factor} de desvío",
    usualTime: "{task} suele durar {actual}; previsto {planned}", oneGame: "1 partida", games: "{count} partidas",
    oneWeek: "1 semana", weeks: "{count} semanas", oneDay: "1 día", days: "{count} días")

  static let french = ProgressMessagePack(
    language: "fr", decimalMark: ",", usuallyWithin: "En général à moins de {time}",
    usuallySpotOn: "En général pile juste",
    closest: "le plus proche : {guess} estimé, {actual} réel", skipped: "passée {count}×",
    headlineCloser:
      "Les estimations de {player} se sont rapprochées : {before} au début, {after} à la fin, en {span}",
    headlineFurther: "Les estimations de {player} se sont éloignées : {before} au début, {after} à la fin, en {span}",
    headlineSame: "Les estimations de {player} sont restées aussi proches : {after} en {span}",
    headlineTooFew: "{player} : {games} pour l'instant, encore trop peu pour voir un changement",
    off: "environ {factor} d'écart", usualTime: "{task} prend en général {actual} ; prévu {planned}",
    oneGame: "1 partie", games: "{count} parties", oneWeek: "1 semaine", weeks: "{count} semaines", oneDay: "1 jour",
    days: "{count} jours")

  static let german = ProgressMessagePack(
    language: "de", decimalMark: ",", usuallyWithin: "Meist innerhalb von {time}",
    usuallySpotOn: "Meist genau getroffen",
    closest: "am nächsten: {guess} geschätzt, {actual} gebraucht", skipped: "{count}× übersprungen",
    headlineCloser: "{player}s Schätzungen kamen näher: von {before} auf {after} in {span}",
    headlineFurther: "{player}s Schätzungen lagen weiter weg: von {before} auf {after} in {span}",
    headlineSame: "{player}s Schätzungen blieben etwa gleich nah: {after} in {span}",
    headlineTooFew: "{player}: bisher {games}, noch zu wenige für eine Veränderung",
    off: "etwa {factor} daneben", usualTime: "{task} dauert meist {actual}; geplant {planned}",
    oneGame: "1 Runde", games: "{count} Runden", oneWeek: "1 Woche", weeks: "{count} Wochen", oneDay: "1 Tag",
    days: "{count} Tage")
}
