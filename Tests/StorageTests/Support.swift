import Foundation

/// A fresh folder under the system temporary folder, removed when the value goes away.
final class TemporaryFolder: Sendable {
  let path: String

  init() throws {
    path = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("tq-storage-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }
}

func mode(of path: String) throws -> Int {
  let attributes = try FileManager.default.attributesOfItem(atPath: path)
  return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
}
