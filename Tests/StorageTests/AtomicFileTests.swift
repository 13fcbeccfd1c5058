import Foundation
import Storage
import Testing

@Suite("Storage: files written whole or not at all")
struct AtomicFileTests {
  @Test("a written file has mode 0600 and missing folders are created with mode 0700")
  func modes() throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/state/timequest/gate.json"
    try AtomicFile.write(Data("{}".utf8), to: path)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("{}".utf8))
    #expect(try mode(of: path) == 0o600)
    #expect(try mode(of: folder.path + "/state/timequest") == 0o700)
    #expect(try mode(of: folder.path + "/state") == 0o700)
  }

  @Test("an exclusive write refuses to replace a file and leaves it as it was, with no temporary file")
  func exclusive() throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/backup.json"
    try AtomicFile.write(Data("old".utf8), to: path, exclusive: true)
    #expect(throws: AtomicFile.Failure.self) {
      try AtomicFile.write(Data("new".utf8), to: path, exclusive: true)
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("old".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["backup.json"])
  }

  @Test("a failure just before the rename leaves the old file and no temporary file")
  func failureBeforeReplace() throws {
    struct DiskTrouble: Error {}
    let folder = try TemporaryFolder()
    let path = folder.path + "/settings.json"
    try AtomicFile.write(Data("old".utf8), to: path)
    #expect(throws: AtomicFile.Failure.self) {
      try AtomicFile.write(Data("new".utf8), to: path, beforeReplace: { _ in throw DiskTrouble() })
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("old".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["settings.json"])
  }

  @Test("a file where a folder should be is a failure that names it")
  func fileInPlaceOfFolder() throws {
    let folder = try TemporaryFolder()
    try Data().write(to: URL(fileURLWithPath: folder.path + "/state"))
    #expect {
      try AtomicFile.write(Data("{}".utf8), to: folder.path + "/state/gate.json")
    } throws: { error in
      let failure = error as? AtomicFile.Failure
      return failure?.path == folder.path + "/state" && failure?.reason == "it is a file, not a folder"
    }
  }
}
