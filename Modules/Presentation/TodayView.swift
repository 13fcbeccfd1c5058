import Domain

extension PlayerDay {
  /// The `tq-player today --format json` object.
  public var json: JSONValue {
    .object([
      ("date", .string(context.date.description)),
      ("player", .string(player)),
      ("context", context.json),
      ("quests", .array(quests.map(\.questJSON))),
    ])
  }
}

extension Routine {
  var questJSON: JSONValue {
    var fields: [(String, JSONValue)] = [
      ("routine", .string(name)),
      ("mode", .string(mode.rawValue)),
      ("tasks", .array(tasks.map { .object([("name", .string($0.name)), ("minutes", .int($0.minutes))]) })),
    ]
    // Only a routine with a done-by time has these, so other quests read as they did.
    if let doneBy, let start = ClockMessage.startTime(of: self) {
      fields += [("doneBy", .string(doneBy.description)), ("startAround", .string(start.description))]
    }
    return .object(fields)
  }
}

/// Renders `tq-player today` for people.
public enum TodayView {
  /// - Parameter languages: each player's message language by name; English for one not given.
  public static func text(_ days: [PlayerDay], style: TerminalStyle, languages: [String: String] = [:]) -> String {
    guard let first = days.first else { return "" }
    let headingLanguage = languages[first.player] ?? Language.english.code
    var lines = [style.bold(ContextMessage.heading(for: first.context.date, language: headingLanguage))]
    for day in days {
      lines.append("")
      let language = languages[day.player] ?? Language.english.code
      let chip = style.kind(
        "[ \(ContextMessage.chip(for: day.context, language: language).terminalSafe) ]", day.context.kind,
        freeAfternoon: day.context.freeAfternoon)
      lines.append("\(style.bold(day.player.terminalSafe))  \(chip)")
      if let next = ContextMessage.nextPhrase(for: day.context, language: language) {
        lines.append(style.dim("  \(next.terminalSafe)."))
      }
      if day.context.kind == .unknown, let reason = ContextMessage.reason(for: day.context, language: language) {
        let line = ContextMessage.usualRoutines(for: day.context, reason: reason.terminalSafe, language: language)
        lines.append(style.dim("  \(line)"))
      }
      if day.quests.isEmpty {
        lines.append("  \(ContextMessage.noQuests(language: language))")
        continue
      }
      for routine in day.quests {
        lines.append("  \(style.bold(routine.name.terminalSafe)) · \(DateText.minutes(routine.totalMinutes))")
        if let start = ClockMessage.startLine(for: routine, language: language) { lines.append("    \(start)") }
        let width = routine.tasks.map(\.name.terminalSafe.count).max() ?? 0
        for (index, task) in routine.tasks.enumerated() {
          lines.append(
            "    \(index + 1). \(task.name.terminalSafe.padded(to: width))  \(String(task.minutes).leftPadded(to: 3)) min"
          )
        }
      }
    }
    return lines.joined(separator: "\n")
  }
}
