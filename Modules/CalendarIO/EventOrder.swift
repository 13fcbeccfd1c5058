import Domain
import Foundation

/// The one order events are listed in, everywhere: by start (an all-day event at its local
/// midnight), then title. Within one read, ties go by UID, so that the order does not depend on
/// where an event sits in its file; across sources, by the order the sources were read in.
public enum EventOrder {
  /// Events of several reads (each already in this order) as one list in this order; equal start
  /// and title keep the order given (the first source's first).
  public static func merged(_ lists: [[CalendarEvent]], zone: TimeZone) -> [CalendarEvent] {
    let nonEmpty = lists.filter { !$0.isEmpty }
    // The usual single source is taken as it is: appending it to an empty array copies every event.
    if nonEmpty.count <= 1 { return nonEmpty.first ?? [] }
    let events = Array(nonEmpty.joined())
    let local = Zone(zone)
    // A school year of a large calendar has ~10⁵ events on a few hundred dates: each date's
    // midnight is looked up once.
    var midnights: [LocalDate: Int64] = [:]
    let keys = events.map { event -> Int64 in
      switch event.start {
      case .instant(let instant): return Int64(instant.timeIntervalSince1970.rounded(.down))
      case .date(let date):
        if let midnight = midnights[date] { return midnight }
        let midnight = local.utc(fromWall: Int64(date.daysSinceEpoch) * Civil.secondsPerDay)
        midnights[date] = midnight
        return midnight
      }
    }
    // Several sources often come one after the other already in order: then nothing moves.
    let inOrder = !events.indices.dropFirst().contains { i in
      keys[i] != keys[i - 1] ? keys[i] < keys[i - 1] : events[i].title < events[i - 1].title
    }
    if inOrder { return events }
    // Stable: a position permutation sorted by key and title only.
    return events.indices.sorted { a, b in
      keys[a] != keys[b] ? keys[a] < keys[b] : events[a].title < events[b].title
    }.map { events[$0] }
  }

  /// The events of one read in this order, given each one's key. An index permutation is sorted and then applied
  /// in place by swapping along its cycles, so the events are never copied into a second array
  /// (a school year of a large calendar holds hundreds of thousands of them).
  static func sorted(_ events: consuming [CalendarEvent], keys: [Int64]) -> [CalendarEvent] {
    var order = Array(0..<events.count)
    events.withUnsafeBufferPointer { e in
      order.sort { a, b in
        if keys[a] != keys[b] { return keys[a] < keys[b] }
        if e[a].title != e[b].title { return e[a].title < e[b].title }
        if e[a].uid != e[b].uid { return e[a].uid < e[b].uid }
        return a < b
      }
    }
    // Position j receives the event that was at order[j]: each cycle of the permutation is walked
    // once, its first event held aside and each other moved into place, never copied (a copy of an
    // event retains each of its strings and arrays, and `swapAt` copies twice).
    var placed = [Bool](repeating: false, count: order.count)
    events.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      for start in order.indices where !placed[start] {
        placed[start] = true
        guard order[start] != start else { continue }
        let held = (base + start).move()
        var j = start
        while order[j] != start {
          let k = order[j]
          (base + j).moveInitialize(from: base + k, count: 1)
          j = k
          placed[j] = true
        }
        (base + j).initialize(to: held)
      }
    }
    return events
  }
}
