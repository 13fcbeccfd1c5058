import CalendarIO
import Domain
import Settings

/// `calendar discover`: the calendars other programs keep on this machine, and connecting the
/// chosen ones the way `calendar add` does.
extension CalendarAdmin {
  /// What discover found, each with the row the parent reads.
  public struct Discovery: Sendable {
    public var found: [FoundCalendar]
    public var rows: [DiscoveredCalendar]
  }

  /// Looks in the user's home (the real one, whatever `--home` says: that is TimeQuest's own
  /// folder, not the family's programs'). Nothing is fetched and nothing stored.
  public func discover() throws -> Discovery {
    let environment = dependencies.environment
    let found = CalendarDiscovery(home: environment.userHome, variables: environment.variables).scan()
    let sources = try settings().sources
    let rows = found.enumerated().map { index, calendar in
      DiscoveredCalendar(
        number: index + 1, title: calendar.title, shownLocation: SecretMask.location(calendar.location),
        kind: calendar.kind.rawValue, foundBy: calendar.foundBy, events: calendar.events,
        connectedAs: Self.connected(calendar, in: sources)?.id)
    }
    return Discovery(found: found, rows: rows)
  }

  /// The source that already reads `calendar`: the same place, or a folder it lies in.
  static func connected(_ calendar: FoundCalendar, in sources: [CalendarSourceSetting]) -> CalendarSourceSetting? {
    func sameAddress(_ location: String) -> String {
      CalDAVAddress.dav(location).lowercased()
    }
    return sources.first { source in
      if calendar.usesNetwork { return sameAddress(source.location) == sameAddress(calendar.location) }
      return source.location == calendar.location || calendar.location.hasPrefix(source.location + "/")
    }
  }

  /// Connects the calendar found as `calendar` through `addSource`, titled as its program titles
  /// it: a local one is looked at first as `calendar add` does, a network one is not fetched
  /// (`--no-check`); the user name its program keeps comes along.
  public func connect(_ calendar: FoundCalendar) async throws -> CalendarSourceSetting {
    let name = try? StoredText.validate(calendar.title, as: .sourceName)
    var network = NetworkOptions()
    if calendar.usesNetwork, let user = calendar.user, NetworkOptions.userProblem(user) == nil { network.user = user }
    return try await addSource(
      calendar.location, name: name, network: network, check: !calendar.usesNetwork)
  }
}
