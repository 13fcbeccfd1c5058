import Domain
import Presentation

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
    (summary, body) = NotificationView.desktop(
      chip: delivery.chip, sentence: delivery.sentence, player: delivery.player)
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
}
