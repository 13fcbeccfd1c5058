/// Regions named in a feed's titles ("Herfstvakantie (noord)", "Vacances d'hiver - Zones B et C",
/// "Region Süd", "Winterferien Nord"), and which of its events are for the region the parent chose.
///
/// A region is the word after a marker ("Zone A", "Zones A, B et C", "Region Hannover"), or a region
/// name (the packs' `regionNames`: nord, süd…) in parentheses or at a title's end. A calendar carries
/// several regions when at least two of them each recur in two titles or more. Then an event naming
/// none of them, or all of them, is for everyone; an event naming the chosen region is for it; an
/// event naming only others is a holiday elsewhere and says nothing. With no region chosen, a feed
/// whose every regional event names one region in common (a "Zone A" feed that also lists the
/// holidays of all zones) is read as that region's; otherwise an event for only some regions leaves
/// its day unknown, with a reason naming them: reading it either way would be a guess.
public enum RegionTitles {
  /// Words introducing a region, folded, in every language.
  static let markers = Set(HolidayNames.words(\.regionMarkers).map(KeywordText.key))
  /// Words that are regions, folded, in every language.
  static let names = Set(HolidayNames.words(\.regionNames).map(KeywordText.key))
  /// Words joining regions: "Zones B et C", "Nord und Süd".
  static let joiners: Set<String> = ["et", "and", "und", "en", "y", "e", "o", "or", "oder", "ou"]

  /// The calendars whose whole-day titles name several regions, by calendar id (each calendar's
  /// distinct titles read once).
  public static func feeds(_ events: [CalendarEvent]) -> [String: Feed] {
    var titles: [String: Set<String>] = [:]
    // By index: only the fields asked are read, where `for event in events` copies each event whole
    // (a large calendar has thousands in its window, most of them timed).
    for i in events.indices where events[i].isAllDay && events[i].status != .cancelled {
      titles[events[i].calendarID, default: []].insert(events[i].title)
    }
    return titles.compactMapValues { Feed(titles: $0) }
  }

  /// The regions `title` names, folded; empty when it names none.
  public static func regions(in title: String) -> Set<String> {
    let tokens = KeywordText.tokens(title)
    var found = Set<String>()
    var i = 0
    while i < tokens.count {
      guard markers.contains(tokens[i]) else {
        i += 1
        continue
      }
      // The first word after a marker is a region ("Region Hannover"); further ones only when they
      // are joined and short ("Zones A, B et C") or region names.
      var j = i + 1
      while j < tokens.count {
        let token = tokens[j]
        if joiners.contains(token), j > i + 1 {
          j += 1
        } else if j == i + 1 || token.count == 1 || names.contains(token) {
          found.insert(token)
          j += 1
        } else {
          break
        }
      }
      i = j
    }
    for token in tokens.reversed() {
      if names.contains(token) { found.insert(token) } else if !joiners.contains(token) { break }
    }
    var rest = Substring(title)
    while let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") {
      let inside = KeywordText.tokens(String(rest[rest.index(after: open)..<close])).filter { !joiners.contains($0) }
      if !inside.isEmpty, inside.allSatisfy(names.contains) { found.formUnion(inside) }
      rest = rest[rest.index(after: close)...]
    }
    return found
  }

  /// The regions of one calendar, found once from its distinct titles.
  public struct Feed: Hashable, Sendable {
    /// Every region the calendar names, folded, sorted.
    public var regions: [String]
    /// What each title names of them (titles naming none are left out).
    var named: [String: Set<String>]

    /// The calendar's regions, or nil when fewer than two recur across its titles.
    public init?(titles: some Sequence<String>) {
      var named: [String: Set<String>] = [:]
      var counts: [String: Int] = [:]
      for title in Set(titles) {
        let found = RegionTitles.regions(in: title)
        guard !found.isEmpty else { continue }
        named[title] = found
        for region in found { counts[region, default: 0] += 1 }
      }
      let recurring = Set(counts.filter { $0.value >= 2 }.keys)
      guard recurring.count >= 2 else { return nil }
      self.regions = recurring.sorted()
      self.named = named.compactMapValues { found in
        let kept = found.intersection(recurring)
        return kept.isEmpty ? nil : kept
      }
    }

    /// The region every regional title names, when there is one: the feed is that region's.
    public var own: String? {
      let common = named.values.reduce(Set(regions)) { $0.intersection($1) }
      return common.count == 1 ? common.first : nil
    }

    /// What an event titled `title` means for `chosen` (any case; nil: none chosen).
    public func verdict(_ title: String, chosen: String?) -> Verdict {
      guard let found = named[title], found.count < regions.count else { return .everyone }
      guard let region = chosen.map(KeywordText.key) ?? own else {
        let list = regions.joined(separator: ", ")
        return .undecided(
          "\(title): for \(found.sorted().joined(separator: ", ")) only, of the regions \(list) on this calendar;"
            + " no region is chosen for it")
      }
      return found.contains(region) ? .everyone : .elsewhere
    }
  }

  public enum Verdict: Hashable, Sendable {
    /// For every region, or for the chosen one: read as any event.
    case everyone
    /// A holiday of another region: it says nothing.
    case elsewhere
    /// For some regions, with none chosen: the day is left unknown, for this reason.
    case undecided(String)
  }
}
