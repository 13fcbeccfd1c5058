import Foundation
import Settings

/// A fresh folder under the system temporary folder, removed when the value goes away.
final class TemporaryFolder: Sendable {
  let path: String

  init() throws {
    path = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("tq-settings-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  func url(_ name: String) -> URL { URL(fileURLWithPath: path + "/" + name) }

  deinit { try? FileManager.default.removeItem(atPath: path) }
}

func mode(of path: String) throws -> Int {
  let attributes = try FileManager.default.attributesOfItem(atPath: path)
  return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
}

func decode(_ json: String) throws(SettingsError) -> AppSettings {
  try SettingsStore.decode(Data(json.utf8), file: "settings.json")
}

/// The JSON object in `data`, for looking at what was written.
func object(_ data: Data) throws -> [String: Any] {
  try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
}
