import CalendarIO
import Domain
import Settings

/// The school week and the way the school year runs, when the parent sets them rather than let the
/// calendars and the time zone say.
extension CalendarAdmin {
  /// `week` nil: the calendars and the time zone say (`auto`).
  public func setSchoolWeek(_ week: Set<Weekday>?) throws {
    try dependencies.settings.update { $0.calendar.rules.chosenSchoolWeek = week }
  }

  /// `shape` nil: the calendars and the time zone say (`auto`).
  public func setSchoolYear(_ shape: SchoolYearShape?) throws {
    try dependencies.settings.update { $0.calendar.rules.schoolYear = shape }
  }
}

/// Regions named in a source's titles, and the one chosen for it.
extension CalendarAdmin {
  /// Chooses the region the source's calendars are read for (`nil`: none, `auto` on the command line).
  /// - Throws: `.unknownSource`; `DomainError.unusableText` for a region with a control character.
  public func setRegion(_ region: String?, for key: String) throws -> CalendarSourceSetting {
    if let region { _ = try Self.checkedRegion(region) }
    var changed: CalendarSourceSetting?
    try dependencies.settings.update { settings in
      let found = try source(key, in: settings.calendar.sources)
      guard let index = settings.calendar.sources.firstIndex(where: { $0.id == found.id }) else { return }
      settings.calendar.sources[index].region = region
      changed = settings.calendar.sources[index]
    }
    return try changed ?? source(key, in: settings().sources)
  }

  /// `region` when the settings would read it back, else `DomainError.unusableText` (a control
  /// character, over 4,096 bytes): `calendar add --region` asks before it adds the source.
  public static func checkedRegion(_ region: String) throws -> String {
    if let problem = StoredText.plainReadBackProblem(in: region) {
      throw DomainError.unusableText("region", problem + ": give the region as the titles write it")
    }
    return region
  }

  /// The regions each calendar of the source names in its titles (a calendar naming fewer than two is left out).
  /// - Throws: `.readingOff` when calendar reading is off; the source's read error.
  public func regions(of key: String) async throws -> (source: CalendarSourceSetting, calendars: [(String, [String])]) {
    let settings = try settings()
    let found = try source(key, in: settings.sources)
    guard settings.enabled else { throw CalendarAdminError.readingOff }
    // The year either side the engine reads, so that the list is the engine's.
    let lookup = CalendarContextEngine.lookupWindow(for: dependencies.today)
    let window = DateWindow(from: lookup.lowerBound, through: lookup.upperBound, in: dependencies.environment.timeZone)
    var calendars: [(String, [String])] = []
    for read in try await dependencies.readCalendars([found], window: window) {
      let result = try read.get()
      let feeds = RegionTitles.feeds(result.events)
      for calendar in result.calendars {
        if let feed = feeds[calendar.id] { calendars.append((calendar.title, feed.regions)) }
      }
    }
    return (found, calendars)
  }
}
