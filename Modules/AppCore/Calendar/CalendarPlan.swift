import CalendarIO
import Domain
import Settings

/// Which sources a look at a day reads and which of their calendars count: the one answer to
/// "is calendar reading on, and what counts for this player?" that every program shares.
public struct CalendarPlan: Sendable {
  /// What is read.
  public var sources: [CalendarSourceSetting]
  /// The parent's choices; empty means every calendar counts.
  public var selection: [String]
  /// Sources named on the command line are the question itself: their failures are errors, not unknown days.
  public var isDirect: Bool
  /// The title each chosen calendar id had when it was chosen (`CalendarSettings.selectionTitles`).
  public var titles: [String: String] = [:]
  /// The ids of every calendar read in this look; once known, a chosen id none of them has is
  /// looked for by the title it had (a calendar re-synced under a new id).
  public var readIDs: Set<String>?

  /// The household's plan for `player` (a stored name, or nil for the household); nil when calendar
  /// reading is off or nothing is connected, where the weekday rules alone apply.
  public static func configured(_ settings: CalendarSettings, player: String?) -> CalendarPlan? {
    guard settings.enabled, !settings.sources.isEmpty else { return nil }
    let selection = player.flatMap { settings.playerSelection[$0] } ?? settings.selection
    return CalendarPlan(
      sources: settings.sources, selection: selection, isDirect: false, titles: settings.selectionTitles)
  }

  /// Files or URLs read directly, whether or not reading is enabled, every event counted.
  public static func direct(_ locations: [String]) -> CalendarPlan {
    CalendarPlan(sources: locations.map(CalendarSourceSetting.init(location:)), selection: [], isDirect: true)
  }

  /// The events of `events` (read from `source`) whose calendars count: all of them, uncopied,
  /// when the parent chose nothing (a school year of a large calendar is ~10⁴ events).
  public func counted(_ events: [CalendarEvent], from source: CalendarSourceSetting) -> [CalendarEvent] {
    if selection.isEmpty { return events }
    // A source's events share a handful of calendars: each is judged once.
    var verdicts: [String: Bool] = [:]
    return events.filter { event in
      if let known = verdicts[event.calendarID] { return known }
      let verdict = counts(calendarID: event.calendarID, title: event.calendarTitle, from: source)
      verdicts[event.calendarID] = verdict
      return verdict
    }
  }

  /// Whether a calendar read from `source` counts. A choice names a source (by id or name), else a
  /// calendar (by id, or by title as settings written before version 0.2 did).
  public func counts(calendarID: String, title: String, from source: CalendarSourceSetting) -> Bool {
    if selection.isEmpty { return true }
    return selection.contains { choice in
      if sources.contains(where: { CalendarChoice.names(choice, source: $0) }) {
        return CalendarChoice.names(choice, source: source)
      }
      if choice == calendarID || StoredText.folded(choice) == StoredText.folded(title) { return true }
      guard readIDs?.contains(choice) == false, let chosenTitle = titles[choice] else { return false }
      return StoredText.folded(chosenTitle) == StoredText.folded(title)
    }
  }
}

/// How a parent's word names a source: its id exactly, or its name in any case (folded as names are:
/// "STRASSE" is "Straße").
enum CalendarChoice {
  static func names(_ word: String, source: CalendarSourceSetting) -> Bool {
    word == source.id || (source.name.map { StoredText.folded($0) == StoredText.folded(word) } ?? false)
  }
}
