import Foundation
import Notifications
import Testing

/// An environment variable set but empty (or not an absolute path) is as if unset: the next way of
/// answering is tried, never the empty value.
@Suite("Empty environment variables fall through")
struct EnvironmentFallbackTests {
  @Test("an empty DBUS_SESSION_BUS_ADDRESS is no address: the sockets are looked for, and none is none")
  func emptyBusAddress() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("bus-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(SessionBus.find(variables: ["DBUS_SESSION_BUS_ADDRESS": ""], userRuntimeRoot: root, uid: 1000) == nil)
    let set = SessionBus.find(variables: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/x"], userRuntimeRoot: root, uid: 1000)
    #expect(set?.address == "unix:path=/x" && set?.inherited == true)
  }

  @Test("an empty or relative XDG_RUNTIME_DIR is skipped: only /run/user/UID/bus is looked at")
  func runtimeFolder() {
    for value in ["", "run/user/1000"] {
      #expect(
        SessionBus.searched(variables: ["XDG_RUNTIME_DIR": value], userRuntimeRoot: "/run/user", uid: 1000)
          == ["/run/user/1000/bus"], "'\(value)'")
    }
    #expect(
      SessionBus.searched(variables: ["XDG_RUNTIME_DIR": "/tmp/xdg"], userRuntimeRoot: "/run/user", uid: 1000)
        == ["/tmp/xdg/bus", "/run/user/1000/bus"])
  }
}
