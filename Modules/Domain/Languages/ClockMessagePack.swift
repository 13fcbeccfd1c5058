/// The words about a routine's done-by time, in each message language that has them (English for
/// the others). A pack of its own beside `MessagePack` and `GameMessagePack`, looked up by the
/// language's code, so these few templates travel without touching every language's file.
///
/// Observations only: when the routine would begin to be done by its time, how far the time is —
/// never what to do about it (`ClockMessageTests` reads every template with the passive-language guard).
public struct ClockMessagePack: Sendable, Equatable {
  public var language: String
  /// "{time} in {minutes} min": the done-by time still ahead.
  public var ahead: String
  /// "{time}": the done-by time is this minute.
  public var reached: String
  /// "{time} was {minutes} min ago".
  public var past: String
  /// "{minutes} min of tasks left", after the time.
  public var tasksLeft: String
  /// "about {minutes} min: from around {from}, done by {time}" (`tq-player today`, tq-notify).
  public var startAround: String

  public static let all: [ClockMessagePack] = [
    ClockMessagePack(
      language: "en", ahead: "{time} in {minutes} min", reached: "It is {time}", past: "{time} was {minutes} min ago",
      tasksLeft: "{minutes} min of tasks left", startAround: "about {minutes} min: from around {from}, done by {time}"),
    ClockMessagePack(
      language: "es", ahead: "{time} en {minutes} min", reached: "Son las {time}",
      past: "{time} fue hace {minutes} min",
      tasksLeft: "quedan {minutes} min de tareas",
      startAround: "unos {minutes} min: desde las {from} más o menos, listo a las {time}"),
    ClockMessagePack(
      language: "fr", ahead: "{time} dans {minutes} min", reached: "Il est {time}",
      past: "{time}, c’était il y a {minutes} min", tasksLeft: "encore {minutes} min de tâches",
      startAround: "environ {minutes} min : de {from} environ jusqu’à {time}"),
    ClockMessagePack(
      language: "de", ahead: "{time} in {minutes} Min.", reached: "Es ist {time}",
      past: "{time} war vor {minutes} Min.",
      tasksLeft: "noch {minutes} Min. Aufgaben", startAround: "etwa {minutes} Min.: ab etwa {from}, erledigt um {time}"
    ),
  ]

  /// The pack of the language `tag` names (`de`, `de-AT`, `de_DE.UTF-8`), else English's.
  public static func pack(for tag: String) -> ClockMessagePack {
    let code = Language.matching(tag).code
    return all.first { $0.language == code } ?? all[0]
  }

  /// Every template, for the passive-language test.
  public var allTemplates: [String] { [ahead, reached, past, tasksLeft, startAround] }
}
