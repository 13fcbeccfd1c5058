import Domain

/// `tq-parent calendar explain`: the decision, the rule that made it, and the events behind it.
public enum ExplainView {
  /// - Parameter language: the message language of the chip and of what changes next.
  /// - Parameter player: whose look it is, and their school level, for the events that name levels.
  public static func text(
    _ context: DayContext, style: TerminalStyle, language: String = "en", player: String? = nil,
    level: SchoolLevel? = nil
  ) -> String {
    let chip = ContextMessage.chip(for: context, language: language)
    var lines = [
      style.bold(DateText.long(context.date)),
      "  "
        + style.kind(chip.terminalSafe, context.kind, freeAfternoon: context.freeAfternoon)
        + "  (\(context.kind.rawValue)\(context.freeAfternoon ? ", free afternoon" : ""))",
      "  Rule:   \(context.rule.rawValue) — \(context.rule.summary)",
    ]
    if let reason = context.reason { lines.append("  Reason: \(reason.terminalSafe)") }
    if !context.events.isEmpty {
      lines.append("  Events:")
      lines += context.events.map { "    • \($0.terminalSafe)" }
    }
    if !context.readings.isEmpty {
      lines.append("  Titles:")
      lines += context.readings.map { reading in
        "    • \(reading.title.terminalSafe): \(ContextMessage.reading(reading, language: language).terminalSafe)"
      }
    }
    if !context.levelNotes.isEmpty {
      lines.append("  School levels:")
      lines += context.levelNotes.map { "    • " + levelLine($0, player: player ?? "this player", level: level) }
    }
    if let next = ContextMessage.nextPhrase(for: context, language: language) { lines.append("  Next:   \(next)") }
    return lines.joined(separator: "\n")
  }

  /// `calendar explain --format json`: the context object, and how each title with a closure
  /// phrase was read (`readings`: the title, the phrase, whether it counted, and why in `language`).
  public static func json(_ context: DayContext, language: String = "en") -> JSONValue {
    let readings = JSONValue.array(
      context.readings.map { reading in
        .object([
          ("title", .string(reading.title)), ("phrase", .string(reading.phrase)), ("counted", .bool(reading.decides)),
          ("why", .string(ContextMessage.reading(reading, language: language))),
        ])
      })
    guard case .object(let fields) = context.json else { return context.json }
    return .object(fields + [("readings", readings)])
  }

  /// "“Early Dismissal (Elementary)”: for kindergarten and elementary school (“elementary”); Mia is in
  /// middle school: it says only that there is school."
  static func levelLine(_ note: LevelNote, player: String, level: SchoolLevel?) -> String {
    let phrases = note.named.phrases.map { "“\($0)”" }.joined(separator: ", ")
    let named = "“\(note.title)”: for \(SchoolLevel.describe(note.named.stages)) (\(phrases))"
    let whom: String
    if let level {
      whom =
        note.counted
        ? "\(player) is in \(level.schoolName): counted"
        : "\(player) is in \(level.schoolName): not counted, it says only that there is school"
    } else {
      whom = "\(player) has no school level (player set --school): counted, as for every level"
    }
    return (named + "; " + whom).terminalSafe
  }

  /// Which calendars counted for the look: "  Calendars counted for Maya: Maple · School".
  public static func counted(_ labels: [String], player: String?) -> String {
    let whom = player.map { "for \($0)" } ?? "for the household"
    return
      "  Calendars counted \(whom.terminalSafe): \(labels.isEmpty ? "none" : labels.joined(separator: ", ").terminalSafe)"
  }

  /// The school week and year the day was read with, and where they come from:
  /// "  School week: Sunday–Thursday (from the time zone Asia/Jerusalem)".
  public static func shape(_ shape: SchoolCalendarShape) -> String {
    "  \(shape.weekLine.terminalSafe)\n  \(shape.yearLine.terminalSafe)"
  }
}
