/// Interprets a file's own VTIMEZONE: every STANDARD/DAYLIGHT onset (DTSTART, RRULE, RDATE) up to
/// 2100 becomes a transition, so the zone answers like any other.
enum VTimeZoneRules {
  static let horizon = Civil.wall(year: 2100, month: 12, day: 31)

  static func zone(named name: String, observances: [Observance], limits: CalendarLimits) -> Zone? {
    var onsets: [(utc: Int64, to: Int, from: Int)] = []
    for obs in observances {
      guard let start = obs.start, let to = obs.offsetTo else { continue }
      let from = obs.offsetFrom ?? to
      onsets.append((start.wall - Int64(from), to, from))
      for r in obs.rdates {
        let wall = r.isUTC ? r.wall + Int64(from) : r.wall
        onsets.append((wall - Int64(from), to, from))
      }
      if let text = obs.rule {
        var notes: [String] = []
        guard let rule = RecurrenceRule.parse(text, notes: &notes) else { continue }
        let until = rule.until.map { $0.isUTC ? $0.wall + Int64(from) : $0.wall }
        let expander = RecurrenceExpander(rule: rule, start: start.wall, dateOnly: false, untilWall: until)
        var stats = RecurrenceExpander.Stats()
        var capped = limits
        capped.maxOccurrencesPerSeries = min(limits.maxOccurrencesPerSeries, 1000)
        expander.expand(from: nil, through: horizon, limits: capped, stats: &stats) { wall in
          onsets.append((wall - Int64(from), to, from))
          return true
        }
      }
    }
    guard !onsets.isEmpty else { return nil }
    onsets.sort { $0.utc < $1.utc }
    return Zone(
      name: name,
      kind: .rules(transitions: onsets.map(\.utc), offsets: onsets.map(\.to), initial: onsets[0].from, fallback: nil))
  }
}
