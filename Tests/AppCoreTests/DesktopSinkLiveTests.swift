import AppCore
import Domain
import Foundation
import Notifications
import Platform
import Synchronization
import TestSupport
import Testing

/// The desktop sink as the programs build it (Platform's process runner, the real notify-send),
/// with the folder of the users' runtime folders pointed at the test desktop's.
@Suite("The desktop sink with the real notify-send and dunst")
struct DesktopSinkLiveTests {
  final class Lines: ByteSink, Sendable {
    private let text = Mutex("")
    func write(_ bytes: [UInt8]) { text.withLock { $0 += String(decoding: bytes, as: UTF8.self) } }
    var contents: String { text.withLock { $0 } }
  }

  static let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
  static let schoolDay = DayContext(date: LocalDate("2026-11-24")!, kind: .schoolDay, rule: .term)

  func sink(variables: [String: String], root: String, uid: UInt32, runtime: URL, warnings: Lines) -> DesktopSink {
    DesktopSink(
      runner: SystemProcessRunner(searchPath: Self.path),
      variables: variables, runtimeFolder: runtime, stateFolder: runtime, warnings: warnings, userRuntimeRoot: root,
      uid: uid)
  }

  @Test("with neither DBUS_SESSION_BUS_ADDRESS nor XDG_RUNTIME_DIR, the bus at /run/user/UID/bus is used")
  func runUserBus() async throws {
    let session = try DesktopSession.shared()
    let runtime = try TemporaryDirectory()
    let warnings = Lines()
    let sink = sink(
      variables: ["PATH": Self.path, "DISPLAY": session.display], root: session.userRuntimeRoot, uid: session.uid,
      runtime: runtime.url, warnings: warnings)
    let received = try await session.received {
      try await sink.deliver(Delivery(context: Self.schoolDay, player: "Ada"))
      try await sink.deliver(Delivery(context: Self.schoolDay, player: "Ada"))
    }
    #expect(received.map(\.summary) == ["Ada · School day"], "the second send replaced the first")
    #expect(received.first?.body == "Tuesday 2026-11-24: School day.")
    #expect(warnings.contents == "")
  }

  @Test("no session bus anywhere: 69 naming the missing session, before anything is sent")
  func noBus() async throws {
    let empty = try TemporaryDirectory()
    let error = await #expect(throws: NotificationError.self) {
      try await sink(
        variables: ["PATH": Self.path], root: empty.path, uid: 1000, runtime: empty.url, warnings: Lines()
      ).deliver(Delivery(context: Self.schoolDay))
    }
    #expect(error?.exitCode == 69)
    #expect(error?.description.contains("no desktop session was found") == true)
    #expect(error?.description.contains("\(empty.path)/1000/bus") == true)
  }

  @Test("the programs' sinks include desktop")
  func liveRegistry() {
    let environment = AppEnvironment(
      variables: [:], home: "/nonexistent", userHome: "/nonexistent", stdinIsTTY: false, stdoutIsTTY: false,
      timeZone: TimeZone(identifier: "UTC")!)
    #expect(
      AppDependencies.live(environment: environment).sinks.names == ["stdout", "json", "waybar", "polybar", "desktop"])
  }
}
