import Foundation
import Testing

@testable import Settings

@Suite("Settings: atomic, private files")
struct FileSafetyTests {
  @Test("a saved file has mode 0600 and missing folders are created with mode 0700")
  func modes() throws {
    let folder = try TemporaryFolder()
    let url = folder.url("config/timequest/settings.json")
    try SettingsStore(fileURL: url).save(AppSettings())
    #expect(try mode(of: url.path) == 0o600)
    #expect(try mode(of: folder.path + "/config/timequest") == 0o700)
    #expect(try mode(of: folder.path + "/config") == 0o700)
  }

  @Test("saving over a world-readable file leaves a 0600 file")
  func tightensMode() throws {
    let folder = try TemporaryFolder()
    let url = folder.url("settings.json")
    try Data("{}".utf8).write(to: url)
    _ = chmod(url.path, 0o644)
    try SettingsStore(fileURL: url).save(AppSettings())
    #expect(try mode(of: url.path) == 0o600)
  }

  @Test("a save leaves no temporary file behind")
  func noLeftovers() throws {
    let folder = try TemporaryFolder()
    let store = SettingsStore(fileURL: folder.url("settings.json"))
    for index in 0..<5 {
      try store.update { $0.notifications.player = "P\(index)" }
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["settings.json"])
    #expect(try store.load().notifications.player == "P4")
  }

  @Test("a save that fails before the file is replaced leaves the old file byte-for-byte, and no temporary file")
  func failedSaveKeepsOldFile() throws {
    struct DiskTrouble: Error {}
    let folder = try TemporaryFolder()
    let url = folder.url("settings.json")
    try SettingsStore(fileURL: url).save(DefaultsAndRoundTripTests.rich)
    let before = try Data(contentsOf: url)

    let failing = SettingsStore(fileURL: url, beforeReplace: { _ in throw DiskTrouble() })
    #expect {
      try failing.save(AppSettings())
    } throws: { error in
      guard case .io(let file, _) = error as? SettingsError else { return false }
      return file == url.path && (error as? SettingsError)?.exitCode == 74
    }
    #expect(try Data(contentsOf: url) == before)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["settings.json"])
  }

  // Skipped where neither permissions nor chattr can lock a folder (root without CAP_LINUX_IMMUTABLE).
  @Test(
    "a save into a folder that cannot be written fails (exit 74) and leaves the old file",
    .enabled(if: foldersCanBeLocked))
  func unwritableFolder() throws {
    let folder = try TemporaryFolder()
    let url = folder.url("config/settings.json")
    let store = SettingsStore(fileURL: url)
    try store.save(DefaultsAndRoundTripTests.rich)
    let before = try Data(contentsOf: url)
    let locked = folder.path + "/config"
    try #require(lockFolder(locked), "could not lock \(locked)")
    defer { unlockFolder(locked) }

    #expect {
      try store.save(AppSettings())
    } throws: { error in
      guard case .io = error as? SettingsError else { return false }
      return (error as? SettingsError)?.exitCode == 74
    }
    unlockFolder(locked)
    #expect(try Data(contentsOf: url) == before)
    #expect(try store.load() == DefaultsAndRoundTripTests.rich)
  }

  @Test("updates from many threads at once lose no change")
  func concurrentUpdates() async throws {
    let folder = try TemporaryFolder()
    let store = SettingsStore(fileURL: folder.url("settings.json"))
    try await withThrowingTaskGroup(of: Void.self) { group in
      for index in 0..<8 {
        group.addTask {
          try store.update { $0.calendar.selection.append("calendar-\(index)") }
        }
      }
      try await group.waitForAll()
    }
    #expect(try store.load().calendar.selection.sorted() == (0..<8).map { "calendar-\($0)" })
  }
}

/// Whether this machine lets the tests make a folder unwritable, probed once on a scratch folder.
private let foldersCanBeLocked: Bool = {
  guard let folder = try? TemporaryFolder() else { return false }
  guard lockFolder(folder.path) else { return false }
  unlockFolder(folder.path)
  return true
}()

/// Makes `folder` unwritable: by permissions for ordinary users, with `chattr +i` for root.
/// Returns false when neither works (e.g. root without CAP_LINUX_IMMUTABLE).
private func lockFolder(_ folder: String) -> Bool {
  if geteuid() != 0 {
    return chmod(folder, 0o500) == 0
  }
  guard run("/usr/bin/chattr", ["+i", folder]) || run("/bin/chattr", ["+i", folder]) else { return false }
  // Check it really is locked.
  let probe = folder + "/.probe"
  if FileManager.default.createFile(atPath: probe, contents: Data()) {
    try? FileManager.default.removeItem(atPath: probe)
    unlockFolder(folder)
    return false
  }
  return true
}

private func unlockFolder(_ folder: String) {
  if geteuid() != 0 {
    _ = chmod(folder, 0o700)
  } else {
    _ = run("/usr/bin/chattr", ["-i", folder]) || run("/bin/chattr", ["-i", folder])
  }
}

private func run(_ tool: String, _ arguments: [String]) -> Bool {
  guard FileManager.default.isExecutableFile(atPath: tool) else { return false }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: tool)
  process.arguments = arguments
  process.standardError = FileHandle.nullDevice
  do {
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus == 0
  } catch {
    return false
  }
}
