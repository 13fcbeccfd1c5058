import Foundation
import Persistence

/// A fresh folder under the system temporary folder, removed when the value goes away.
final class TemporaryFolder: Sendable {
  let path: String

  init() throws {
    path =
      URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("tq-persistence-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  func file(_ name: String) -> String { path + "/" + name }

  deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// The file's permission bits, e.g. 0o600.
func mode(of path: String) throws -> Int {
  let attributes = try FileManager.default.attributesOfItem(atPath: path)
  return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
}

/// Whether the tests run as root, who may write where permissions say no.
let runningAsRoot = geteuid() == 0

/// GRDB has a `PersistenceError` too: in files that import both, this one means ours.
typealias PersistenceError = Persistence.PersistenceError
