/// One calendar the parent added: a file, a vdir folder, a feed URL or a CalDAV URL.
///
/// A pure value, so that a calendar source plug-in (CalendarIO) receives the whole of it — its
/// credentials and options too, as they arrive — while Settings alone knows how it is stored.
public struct CalendarSourceSetting: Equatable, Sendable {
  /// Stable id, used by `tq-parent calendar remove|select`.
  public var id: String
  /// The path or URL as the parent gave it.
  public var location: String
  /// The parent's title for it (`--name`).
  public var name: String?
  /// What it is for, as the parent set it (`--role`); nil: detected from the calendar itself.
  public var role: CalendarRole?
  /// Named days its calendar is read without (`tq-parent calendar holidays skip`): a built-in
  /// holiday a school keeps open, such as Veterans Day.
  public var skip: [String]
  /// The region its calendars are read for, when their titles name several (`tq-parent calendar
  /// region`): "noord", "A". Nil: none chosen.
  public var region: String?
  /// Keys from a newer version, kept as they were.
  public var unknownKeys: [String: UnknownJSON]

  public init(
    id: String, location: String, name: String? = nil, role: CalendarRole? = nil, skip: [String] = [],
    region: String? = nil, unknownKeys: [String: UnknownJSON] = [:]
  ) {
    self.region = region
    self.id = id
    self.location = location
    self.name = name
    self.role = role
    self.skip = skip
    self.unknownKeys = unknownKeys
  }

  /// A source named only by where it is: what `--source` reads directly.
  public init(location: String) { self.init(id: location, location: location) }

  /// The parent's name for it, else its id.
  public var displayName: String { name ?? id }
}
