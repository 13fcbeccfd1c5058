import Foundation
import Testing

@testable import Storage

#if canImport(Glibc)
  import Glibc
#endif

@Suite("Storage: temporaries a killed write left behind")
struct StaleTemporaryTests {
  /// A process id that no process has now.
  func deadPID() throws -> pid_t {
    for pid in stride(from: pid_t(4_000_000), to: 3_000_000, by: -7) where kill(pid, 0) != 0 && errno == ESRCH {
      return pid
    }
    throw CocoaError(.fileNoSuchFile)
  }

  func touch(_ path: String, age: TimeInterval = 0) throws {
    try Data("half".utf8).write(to: URL(fileURLWithPath: path))
    let then = Date().addingTimeInterval(-age)
    try FileManager.default.setAttributes([.modificationDate: then], ofItemAtPath: path)
  }

  @Test("the next write removes a temporary whose process is gone, and one older than a minute")
  func removesStale() throws {
    let folder = try TemporaryFolder()
    let dead = folder.path + "/.settings.json.\(try deadPID()).7.tmp"
    let old = folder.path + "/.settings.json.\(getpid()).8.tmp"
    try touch(dead)
    try touch(old, age: AtomicFile.staleAge + 5)
    try AtomicFile.write(Data("{}".utf8), to: folder.path + "/settings.json")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["settings.json"])
  }

  @Test("a fresh temporary of a live process, and other files' temporaries, are kept")
  func keepsLive() throws {
    let folder = try TemporaryFolder()
    let live = ".settings.json.\(getpid()).9.tmp"
    let other = ".gate.json.\(try deadPID()).1.tmp"
    let unlike = ".settings.json.notapid.1.tmp"
    for name in [live, other, unlike] { try touch(folder.path + "/" + name) }
    try AtomicFile.write(Data("{}".utf8), to: folder.path + "/settings.json")
    let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
    #expect(left == [live, other, unlike, "settings.json"])
  }
}
