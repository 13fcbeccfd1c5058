/// What `tq-parent calendar discover` shows: the calendars found on the machine, numbered for
/// `--add`. Names, places and counts only: nothing of an event is part of it.
public struct DiscoveredCalendar: Sendable, Equatable {
  /// 1-based, as `--add N` takes it.
  public var number: Int
  public var title: String
  /// Where it lives, masked where it is an address.
  public var shownLocation: String
  /// `file`, `folder`, `feed` or `caldav`.
  public var kind: String
  /// The programs whose settings name it.
  public var foundBy: [String]
  /// Its events, counted in a local file; nil for a network calendar (not fetched) or one unreadable.
  public var events: Int?
  /// The id of the connected source that reads it, if one does.
  public var connectedAs: String?

  public init(
    number: Int, title: String, shownLocation: String, kind: String, foundBy: [String], events: Int?,
    connectedAs: String?
  ) {
    self.number = number
    self.title = title
    self.shownLocation = shownLocation
    self.kind = kind
    self.foundBy = foundBy
    self.events = events
    self.connectedAs = connectedAs
  }

  public var usesNetwork: Bool { kind == "feed" || kind == "caldav" }
}
