import Foundation

/// Where the user's D-Bus session bus is, for a program that may run outside the session (cron, a
/// systemd timer): `DBUS_SESSION_BUS_ADDRESS` when set, else the socket systemd's user manager
/// keeps at `$XDG_RUNTIME_DIR/bus` or `/run/user/UID/bus`.
public struct SessionBus: Sendable, Equatable {
  /// The D-Bus address to hand the child.
  public var address: String
  /// Whether the address came from our own environment (the child then inherits it unchanged).
  public var inherited: Bool

  /// - Parameters:
  ///   - variables: our environment.
  ///   - userRuntimeRoot: the folder holding each user's runtime folder (`/run/user`; tests pass their own).
  ///   - uid: whose runtime folder.
  /// - Returns: nil when there is no address and no bus socket.
  public static func find(variables: [String: String], userRuntimeRoot: String, uid: UInt32) -> SessionBus? {
    if let address = variables["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty {
      return SessionBus(address: address, inherited: true)
    }
    for path in searched(variables: variables, userRuntimeRoot: userRuntimeRoot, uid: uid) where isSocket(path) {
      return SessionBus(address: "unix:path=" + escaped(path), inherited: false)
    }
    return nil
  }

  /// The bus sockets looked for when `DBUS_SESSION_BUS_ADDRESS` is unset, in order.
  public static func searched(variables: [String: String], userRuntimeRoot: String, uid: UInt32) -> [String] {
    var places: [String] = []
    if let runtime = variables["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") { places.append(runtime + "/bus") }
    places.append("\(userRuntimeRoot)/\(uid)/bus")
    return places
  }

  static func isSocket(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFSOCK
  }

  /// A D-Bus address value: bytes other than `[-0-9A-Za-z_/.\*]` as `%XX`.
  static func escaped(_ value: String) -> String {
    var result = ""
    for byte in value.utf8 {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "/"),
        UInt8(ascii: "."), UInt8(ascii: "\\"), UInt8(ascii: "*"):
        result.append(Character(Unicode.Scalar(byte)))
      default:
        let hex = String(byte, radix: 16)
        result += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return result
  }
}
