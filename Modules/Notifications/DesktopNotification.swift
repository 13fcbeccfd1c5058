import Domain

/// One desktop notification as `notify-send` is asked for it: the chip as summary, the passive
/// sentence (with what changes next) as body, both cleaned of what calendar text must not carry.
public struct DesktopNotification: Hashable, Sendable {
  public static let appName = "TimeQuest"
  public static let category = "x-timequest.context"
  /// A freedesktop icon name found in the common themes (Adwaita, Papirus, Breeze).
  public static let icon = "x-office-calendar"

  /// Plain text: notification servers show the summary as written.
  public var summary: String
  /// Body markup (the spec's subset of HTML), with every `&`, `<` and `>` of the text escaped.
  public var body: String

  public init(summary: String, body: String) {
    self.summary = summary
    self.body = body
  }

  /// The notification for a delivery: "Maya · Free day · Winter Break" over "Monday 2026-12-21:
  /// Free day · Winter Break. School resumes Monday, January 4."
  public init(_ delivery: Delivery) {
    // The delivery's words: with --tomorrow, "Free day tomorrow · Thanksgiving".
    var chip = delivery.chip
    if let player = delivery.player { chip = "\(player) · \(chip)" }
    summary = Self.plain(chip, limit: 200)
    body = Self.markup(delivery.sentence, limit: 1_000)
  }

  /// The argument vector (program first). `replacing` is the id of today's earlier notification;
  /// `printID` asks notify-send for the new one. Both need libnotify 0.7.10 or later.
  public func arguments(program: String = "notify-send", printID: Bool, replacing id: UInt32?) -> [String] {
    var arguments = [
      program, "--app-name=\(Self.appName)", "--urgency=low", "--category=\(Self.category)",
      // The long hint form: `--transient` itself only arrived with 0.7.10.
      "--hint=boolean:transient:true", "--icon=\(Self.icon)",
    ]
    if printID { arguments.append("--print-id") }
    if let id { arguments.append("--replace-id=\(id)") }
    // A title starting with "-" stays a title.
    arguments += ["--", summary, body]
    return arguments
  }

  // MARK: - Cleaning untrusted text

  /// `text` without control characters (C0, DEL, C1), bidirectional overrides and isolates or
  /// invisible formatting characters, line breaks and tabs as spaces, cut at `limit` characters.
  /// Unlike a terminal, a notification has no use for showing them: they are dropped.
  public static func plain(_ text: String, limit: Int) -> String {
    var scalars = String.UnicodeScalarView()
    var lastWasSpace = false
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x09, 0x0A, 0x0D:
        if !lastWasSpace { scalars.append(" ") }
        lastWasSpace = true
      case _ where isDropped(scalar):
        continue
      default:
        scalars.append(scalar)
        lastWasSpace = scalar == " "
      }
    }
    let cleaned = String(scalars)
    guard cleaned.count > limit else { return cleaned }
    return String(cleaned.prefix(limit - 1)) + "…"
  }

  /// `text` as body markup that shows it literally: `plain`, then `&`, `<` and `>` escaped (a
  /// title's "<b>" stays text, and "&" does not start an entity).
  public static func markup(_ text: String, limit: Int) -> String {
    PangoMarkup.escape(plain(text, limit: limit))
  }

  private static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    // Not U+200C/U+200D, the joiners that emoji sequences and several scripts are written with.
    case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200B, 0x200E, 0x200F, 0x202A...0x202E, 0x2060...0x2069, 0xFEFF: true
    default: false
    }
  }
}
