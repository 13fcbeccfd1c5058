import Foundation

/// An event as the rules need it: its title's keyword kinds matched once, its dates in the engine's zone.
struct PreparedEvent: Sendable {
  var title: String
  var kinds: Set<KeywordKind>
  /// The local dates it touches.
  var dates: ClosedRange<LocalDate>
  var isAllDay: Bool
  var start: Date
  var end: Date

  var dayCount: Int { dates.lowerBound.days(to: dates.upperBound) + 1 }
}

extension CalendarContextEngine {
  /// Drops cancelled occurrences, matches each distinct title once, and sorts the rest so that
  /// every decision is the same whatever order the calendars listed them in.
  func prepare(_ events: [CalendarEvent]) -> [PreparedEvent] {
    var kindsByTitle: [String: Set<KeywordKind>] = [:]
    var prepared: [PreparedEvent] = []
    prepared.reserveCapacity(events.count)
    for event in events where event.status != .cancelled {
      guard let dates = event.localDates(in: timeZone) else { continue }
      let kinds: Set<KeywordKind>
      if let known = kindsByTitle[event.title] {
        kinds = known
      } else {
        kinds = matcher.kinds(in: event.title)
        kindsByTitle[event.title] = kinds
      }
      prepared.append(
        PreparedEvent(
          title: event.title, kinds: kinds, dates: dates, isAllDay: event.isAllDay,
          start: instant(of: event.start), end: instant(of: event.end)))
    }
    prepared.sort { a, b in
      if a.dates.lowerBound != b.dates.lowerBound { return a.dates.lowerBound < b.dates.lowerBound }
      if a.isAllDay != b.isAllDay { return a.isAllDay }
      if a.start != b.start { return a.start < b.start }
      if a.end != b.end { return a.end < b.end }
      return a.title < b.title
    }
    return prepared
  }

  private func instant(of time: CalendarEvent.Time) -> Date {
    switch time {
    case .instant(let date): date
    case .date(let day): day.startOfDay(in: timeZone)
    }
  }

  /// For each date of `from…through`, the indices of the events touching it, in event order.
  static func index(_ events: [PreparedEvent], from: LocalDate, through: LocalDate) -> [[Int]] {
    let base = from.daysSinceEpoch
    var buckets = [[Int]](repeating: [], count: from.days(to: through) + 1)
    for (i, event) in events.enumerated() {
      let first = max(event.dates.lowerBound, from)
      let last = min(event.dates.upperBound, through)
      guard first <= last else { continue }
      for day in first.daysSinceEpoch...last.daysSinceEpoch { buckets[day - base].append(i) }
    }
    return buckets
  }
}
