import Domain

/// The parent's configuration, stored as `settings.json` in the config folder.
///
/// Every key is optional: `{}` decodes to `AppSettings()`. Keys this version does not know
/// (written by a newer version) are kept and written back on save. Invalid values are reported
/// with their JSON path (see `SettingsError.invalid`).
public struct AppSettings: Codable, Equatable, Sendable {
  /// 2: every keyword language is on by default. Version 1 stored its English-only default, which
  /// is read as the new default (all packs): a parent narrows it again with `keywords languages`.
  /// 3: twelve more keyword languages. Version 2 stored its default of the four packs it had
  /// (en, es, fr, de), which is read as the new default, all sixteen, the same way.
  /// 4: twenty-one more (Russian … Frisian). Version 3's default of sixteen reads as every pack.
  /// 5: five more (Albanian, Belarusian, Maltese, Luxembourgish, Irish). Version 4's default of
  /// thirty-seven reads as every pack.
  public static let currentVersion = 5

  /// The format version this file was written with; a newer one is read as far as it is understood.
  public var version: Int
  public var calendar: CalendarSettings
  public var notifications: NotificationSettings
  /// The parent gate's PIN hash; nil when no PIN is set.
  public var gate: ParentGate?
  /// The household's message language (a `Language` code); nil follows the locale (`auto`).
  /// A player's own language wins over it.
  public var language: String?
  /// Top-level keys from a newer version, kept as they were.
  public var unknownKeys: [String: UnknownJSON]

  public init(
    version: Int = AppSettings.currentVersion, calendar: CalendarSettings = CalendarSettings(),
    notifications: NotificationSettings = NotificationSettings(), gate: ParentGate? = nil,
    language: String? = nil, unknownKeys: [String: UnknownJSON] = [:]
  ) {
    self.version = version
    self.calendar = calendar
    self.notifications = notifications
    self.gate = gate
    self.language = language
    self.unknownKeys = unknownKeys
  }

  /// Whether a newer version of TimeQuest wrote this file (it is still read and its unknown keys kept).
  public var isFromNewerVersion: Bool { version > Self.currentVersion }

  /// The packs version 3 shipped, and saved as its default.
  static let version3Packs: Set<String> = [
    "en", "es", "fr", "de", "nl", "it", "pt", "pl", "sv", "da", "nb", "fi", "ja", "ko", "zh", "he",
  ]

  /// The packs version 4 shipped, and saved as its default.
  static let version4Packs: Set<String> = version3Packs.union([
    "ru", "tr", "ar", "id", "uk", "ro", "hu", "cs", "el", "ms", "ca", "sk", "hr", "sr", "bg", "sl", "lt", "lv", "et",
    "is", "fy",
  ])

  static let knownKeys: Set<String> = ["version", "calendar", "notifications", "gate", "language"]

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    version = try container.value("version", or: Self.currentVersion)
    guard version >= 1 else { throw container.invalid("version", "\(version) is not a settings version: use 1") }
    calendar = try container.value("calendar", or: CalendarSettings())
    if version < 2 {
      // Version 1's default, written by every save, was English only (a German "…ferien" day was
      // a school day there). A parent who chose English alone then looks the same and gets all
      // packs too: `calendar keywords` lists them, and narrowing again is saved as version 2.
      if calendar.rules.keywords.languages == ["en"] { calendar.rules.keywords.languages = KeywordCatalog.languages }
      version = Self.currentVersion
    }
    if version < 3 {
      // Version 2 saved its default, the four packs it shipped, on every save: a school calendar in
      // Dutch or Japanese would stay unread in a household that never chose. A parent who chose
      // those four exactly looks the same and gets every pack too (narrowed again as above).
      if Set(calendar.rules.keywords.languages) == ["en", "es", "fr", "de"] {
        calendar.rules.keywords.languages = KeywordCatalog.languages
      }
      version = Self.currentVersion
    }
    if version < 4 {
      // Version 3 saved its default, the sixteen packs it shipped: a Turkish or Russian calendar
      // would stay unread. Those sixteen exactly read as every pack, as above.
      if Set(calendar.rules.keywords.languages) == Self.version3Packs {
        calendar.rules.keywords.languages = KeywordCatalog.languages
      }
      version = Self.currentVersion
    }
    if version < 5 {
      // Version 4 saved its default, the thirty-seven packs it shipped: a Maltese or Albanian
      // calendar would stay unread. Those exactly read as every pack, as above.
      if Set(calendar.rules.keywords.languages) == Self.version4Packs {
        calendar.rules.keywords.languages = KeywordCatalog.languages
      }
      version = Self.currentVersion
    }
    notifications = try container.value("notifications", or: NotificationSettings())
    gate = try container.optional("gate")
    if let text: String = try container.optional("language") {
      do {
        language = try LanguageSetting(parsing: text).code
      } catch {
        throw container.invalid("language", error.description)
      }
    }
    unknownKeys = try container.unknownKeys(known: Self.knownKeys)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    try container.put(unknown: unknownKeys, except: Self.knownKeys)
    try container.put(version, "version")
    try container.put(calendar, "calendar")
    try container.put(notifications, "notifications")
    if let gate { try container.put(gate, "gate") }
    if let language { try container.put(language, "language") }
  }
}
