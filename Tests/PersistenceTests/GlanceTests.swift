import Foundation
import Persistence
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("The glance a shell's completion takes at the database file")
struct GlanceTests {
  static func household(in folder: TemporaryFolder) throws -> String {
    let path = folder.file("timequest.sqlite")
    let database = try AppDatabase.open(at: path)
    try database.addPlayer("Mia")
    try database.addPlayer("Leo")
    return path
  }

  @Test("a regular database file, or a link to one, is read: its players by name")
  func regularFile() throws {
    let folder = try TemporaryFolder()
    let path = try Self.household(in: folder)
    #expect(AppDatabase.glance(at: path)?.players == ["Leo", "Mia"])
    let link = folder.file("link.sqlite")
    #expect(symlink(path, link) == 0)
    #expect(AppDatabase.glance(at: link)?.players == ["Leo", "Mia"])
  }

  @Test("no file, a folder or a FIFO in the database's place gives no glance")
  func notAFile() throws {
    let folder = try TemporaryFolder()
    #expect(AppDatabase.glance(at: folder.file("missing.sqlite")) == nil)
    let directory = folder.file("folder.sqlite")
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
    #expect(AppDatabase.glance(at: directory) == nil)
    let fifo = folder.file("fifo.sqlite")
    #expect(mkfifo(fifo, 0o600) == 0)
    // Held open for writing here, so that an open for reading would return at once: were the check
    // gone, the suite must not wait for ever on a writer.
    let writer = open(fifo, O_RDWR | O_NONBLOCK)
    #expect(writer >= 0)
    defer { close(writer) }
    #expect(AppDatabase.glance(at: fifo) == nil)
  }
}
