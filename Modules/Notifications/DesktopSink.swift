import Domain
import Foundation
import Platform
import Presentation
import Synchronization

/// A desktop notification through `notify-send` (Debian `libnotify-bin`): low urgency, transient,
/// one per player (or one for the household) and date. Where the installed libnotify can (0.7.10
/// and later), a later delivery with other words replaces the notification and one with the same
/// words shows nothing new; where it cannot, every delivery is a plain send.
public struct DesktopSink: NotificationSink {
  public static let program = "notify-send"
  public static let debianPackage = "libnotify-bin"

  let runner: any ProcessRunning
  let variables: [String: String]
  let ids: NotificationIDs
  let features: NotifySendFeatures
  let userRuntimeRoot: String
  let uid: UInt32
  let warnings: TextOutput
  /// Whether notify-send has `--print-id` and `--replace-id`: worked out once per process, from
  /// the runtime folder when an earlier process already asked the same notify-send.
  private let replaceSupport = ReplaceSupport()

  /// - Parameters:
  ///   - runner: starts notify-send.
  ///   - variables: our environment; the child gets it, plus the session bus when found elsewhere.
  ///   - runtimeFolder: where what notify-send's help said is kept (`StorageLocations.runtime`).
  ///   - stateFolder: where the notifications shown are kept (`StorageLocations.state`).
  ///   - warnings: where a problem that did not stop the delivery is told (standard error).
  ///   - userRuntimeRoot: the folder of the users' runtime folders, where a session bus is looked
  ///     for when `DBUS_SESSION_BUS_ADDRESS` is unset (cron, a systemd timer).
  public init(
    runner: any ProcessRunning, variables: [String: String], runtimeFolder: URL, stateFolder: URL,
    warnings: TextOutput,
    userRuntimeRoot: String = "/run/user", uid: UInt32 = UInt32(getuid())
  ) {
    self.runner = runner
    self.variables = variables
    self.ids = NotificationIDs(path: stateFolder.appendingPathComponent(NotificationIDs.fileName).path)
    self.features = NotifySendFeatures(path: runtimeFolder.appendingPathComponent("notify-send.json").path)
    self.userRuntimeRoot = userRuntimeRoot
    self.uid = uid
    self.warnings = warnings
  }

  public func deliver(_ delivery: Delivery) async throws(NotificationError) {
    // A start is a notification of its own beside the day's, which it must not replace.
    let canReplace =
      delivery.start == nil
      ? try await replaceSupport.value { () async throws(NotificationError) in try await detectReplace() } : false
    guard let bus = SessionBus.find(variables: variables, userRuntimeRoot: userRuntimeRoot, uid: uid) else {
      throw .deliveryFailed(sink: "desktop", reason: noSessionReason)
    }
    var environment = variables
    if !bus.inherited { environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address }

    let date = delivery.context.date.description
    let notification = DesktopNotification(delivery)
    let digest = NotificationIDs.digest(notification)
    var earlier: NotificationIDs.Entry?
    if canReplace {
      do { earlier = try ids.shown(player: delivery.player, date: date) } catch { warn(error) }
    }
    // The same words again (the timer's run after a manual one, a second run at login): the
    // notification already shown says it, and a new one would only interrupt.
    if let earlier, earlier.digest == digest { return }
    let arguments = notification.arguments(program: Self.program, printID: canReplace, replacing: earlier?.id)
    let stdout = try await run(arguments, environment: environment)
    guard canReplace else { return }
    guard let id = UInt32(String(decoding: stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    else { return }
    do { try ids.record(id, digest: digest, player: delivery.player, date: date) } catch { warn(error) }
  }

  /// Reads `notify-send --help` rather than failing a send: 0.7.9 (Ubuntu 22.04) refuses unknown flags.
  /// What an earlier process read from the same program file is used instead when it was kept.
  private func detectReplace() async throws(NotificationError) -> Bool {
    let program = runner.locate(Self.program).flatMap(NotifySendFeatures.Program.init(path:))
    if let program, let known = features.replace(for: program) { return known }
    let help = String(decoding: try await run([Self.program, "--help"], environment: variables), as: UTF8.self)
    let replace = help.contains("--print-id") && help.contains("--replace-id")
    if let program { features.keep(replace, for: program) }
    return replace
  }

  /// - Returns: what the program wrote on standard output.
  private func run(_ arguments: [String], environment: [String: String]) async throws(NotificationError) -> [UInt8] {
    let output: ProcessOutput
    do {
      output = try await runner.run(arguments, environment: environment, limits: .standard)
    } catch ProcessRunError.notFound {
      throw .deliveryFailed(
        sink: "desktop",
        reason: "\(Self.program) is not installed (not found on PATH): it comes with the Debian package "
          + "\(Self.debianPackage) (sudo apt-get install \(Self.debianPackage))")
    } catch {
      throw .deliveryFailed(sink: "desktop", reason: "could not start \(Self.program): \(error)")
    }
    guard output.end == .exited(0) else {
      let said = Self.excerpt(output.stderr)
      throw .deliveryFailed(
        sink: "desktop", reason: "\(Self.program) failed (\(output.end))" + (said.isEmpty ? "" : ": \(said)"))
    }
    return output.stdout
  }

  private var noSessionReason: String {
    let places = SessionBus.searched(variables: variables, userRuntimeRoot: userRuntimeRoot, uid: uid)
    return "no desktop session was found: DBUS_SESSION_BUS_ADDRESS is not set and there is no session bus at "
      + places.joined(separator: " or ")
      + ". A session is found through DBUS_SESSION_BUS_ADDRESS (or the user's bus socket), and its notification "
      + "server through DISPLAY or WAYLAND_DISPLAY: run it as the user who is logged in to the desktop"
  }

  private func warn(_ error: NotificationError) {
    let reason: String
    switch error {
    case .deliveryFailed(_, let text): reason = text
    default: reason = error.description
    }
    var warnings = warnings
    warnings.write("warning: " + TerminalText.printable(reason) + "\n")
  }

  /// What a failing program said, shown on a terminal: control characters visible, at most three
  /// lines, at most 300 characters.
  static func excerpt(_ bytes: [UInt8]) -> String {
    let lines = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline)
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.prefix(3)
    let text = TerminalText.printable(lines.joined(separator: " / "))
    return text.count > 300 ? String(text.prefix(299)) + "…" : text
  }
}

/// A value worked out once (the first delivery) and kept for the life of the sink.
final class ReplaceSupport: Sendable {
  private let known = Mutex<Bool?>(nil)

  func value(_ detect: () async throws(NotificationError) -> Bool) async throws(NotificationError) -> Bool {
    if let value = known.withLock({ $0 }) { return value }
    let value = try await detect()
    known.withLock { $0 = value }
    return value
  }
}
