/// The words of the game's live timer — the keys line, the one-line and the big timer, plain mode's
/// announcements — in en, es, fr and de, beside `GameMessagePack` so they grow apart from it.
///
/// The keys named are the ones the timer takes in every language (Enter, Space or `p`, `s`, `q`):
/// only the words around them change. Observations, like every pack.
public struct TimerMessagePack: LabelPack {
  public let language: String
  /// `{task}`: before the keys, once a task is timed.
  public let timing: String
  /// The keys and what each does.
  public let keys: String
  /// `{time}`: the guess on the timer line, after the elapsed time.
  public let guess: String
  public let paused: String
  public let pastGuess: String
  /// `{time}`: plain mode, each whole minute.
  public let minutePassed: String
  /// `{time}`: plain mode, when the guess is reached.
  public let guessReached: String
  /// `{time}`: plain mode, when the clock is held.
  public let pausedAt: String
  /// `{time}`: plain mode, when it runs again.
  public let runningAgain: String
  /// `{left}`, `{guess}`: the big timer's words while the guess runs.
  public let leftOfGuess: String
  /// `{over}`, `{guess}`: the big timer's words past it.
  public let pastTheGuess: String

  /// Every template, for the passive-language and placeholder tests.
  public var allTemplates: [String] {
    [
      timing, keys, guess, paused, pastGuess, minutePassed, guessReached, pausedAt, runningAgain, leftOfGuess,
      pastTheGuess,
    ]
  }

  /// The packs shipped, in the order of `Language.withMessages`.
  public static let all: [TimerMessagePack] = [english, spanish, french, german]

  static let english = TimerMessagePack(
    language: "en", timing: "Timing {task}", keys: "Enter: done · Space or p: pause · s: skip · q: end",
    guess: "guess {time}", paused: "paused", pastGuess: "past the guess", minutePassed: "{time} so far",
    guessReached: "{time} · the guessed time", pausedAt: "Paused at {time}", runningAgain: "Running again from {time}",
    leftOfGuess: "{left} left of the guess {guess}", pastTheGuess: "{over} past the guess {guess}")

  static let spanish = TimerMessagePack(
    language: "es", timing: "{task} en marcha", keys: "Intro: hecho · Espacio o p: pausa · s: saltar · q: fin",
    guess: "pensabas {time}", paused: "en pausa", pastGuess: "más de lo que pensabas",
    minutePassed: "{time} hasta ahora", guessReached: "{time} · el tiempo que pensabas",
    pausedAt: "En pausa en {time}", runningAgain: "El reloj sigue desde {time}",
    leftOfGuess: "quedan {left} de los {guess} que pensabas", pastTheGuess: "{over} más de los {guess} que pensabas")

  static let french = TimerMessagePack(
    language: "fr", timing: "{task} en cours", keys: "Entrée : fini · Espace ou p : pause · s : passer · q : fin",
    guess: "estimé {time}", paused: "en pause", pastGuess: "au-delà de l’estimation",
    minutePassed: "{time} jusqu’ici", guessReached: "{time} · le temps estimé", pausedAt: "En pause à {time}",
    runningAgain: "Le chrono repart de {time}", leftOfGuess: "encore {left} sur l’estimation de {guess}",
    pastTheGuess: "{over} au-delà de l’estimation de {guess}")

  static let german = TimerMessagePack(
    language: "de", timing: "{task} läuft",
    keys: "Eingabe: erledigt · Leertaste oder p: Pause · s: weiter · q: Ende", guess: "geschätzt {time}",
    paused: "pausiert", pastGuess: "über der Schätzung", minutePassed: "bisher {time}",
    guessReached: "{time} · die geschätzte Zeit", pausedAt: "Pausiert bei {time}",
    runningAgain: "Läuft weiter ab {time}", leftOfGuess: "noch {left} von der Schätzung {guess}",
    pastTheGuess: "{over} über der Schätzung {guess}")
}
