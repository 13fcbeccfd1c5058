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
  /// How a feed or CalDAV server is reached; empty for every other source.
  public var network: NetworkOptions
  /// Keys from a newer version, kept as they were.
  public var unknownKeys: [String: UnknownJSON]

  public init(
    id: String, location: String, name: String? = nil, role: CalendarRole? = nil, skip: [String] = [],
    region: String? = nil, network: NetworkOptions = NetworkOptions(), unknownKeys: [String: UnknownJSON] = [:]
  ) {
    self.region = region
    self.network = network
    self.id = id
    self.location = location
    self.name = name
    self.role = role
    self.skip = skip
    self.unknownKeys = unknownKeys
  }

  /// A source named only by where it is: what `--source` reads directly. Its id is what names it
  /// in messages, so a secret address is masked there.
  public init(location: String) { self.init(id: SecretMask.location(location), location: location) }

  /// The parent's name for it, else its id (masked: an id written by hand may be an address).
  public var displayName: String { name ?? SecretMask.location(id) }

  /// The location as every output shows it (`SecretMask`): the address itself stays in settings.
  public var shownLocation: String { SecretMask.location(location) }
}
