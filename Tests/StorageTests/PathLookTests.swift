import Foundation
import Testing

@testable import Storage

#if canImport(Glibc)
  import Glibc
#endif

@Suite("What a name holds, links included, and temporary names that fit")
struct PathLookTests {
  @Test("nothing, a file, a folder, a FIFO, a link to a file, a link to nowhere and a loop are told apart")
  func kinds() throws {
    let folder = try TemporaryFolder()
    let file = folder.path + "/file"
    try Data("x".utf8).write(to: URL(fileURLWithPath: file))
    #expect(mkfifo(folder.path + "/fifo", 0o600) == 0)
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/to-file", withDestinationPath: "file")
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/to-nowhere", withDestinationPath: "gone/x")
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/loop", withDestinationPath: "loop")

    let nothing = PathLook.at(folder.path + "/missing")
    #expect(nothing.isFree && !nothing.isFile)
    #expect(nothing.problem(kind: { _ in "?" }) == nil)
    #expect(PathLook.at(folder.path + "/missing/deeper").isFree)

    #expect(PathLook.at(file).isFile && PathLook.at(file).link == nil)
    let kinds: (mode_t) -> String = { $0 & S_IFMT == S_IFDIR ? "a folder" : "a FIFO" }
    #expect(PathLook.at(folder.path).problem(kind: kinds) == "a folder")
    #expect(PathLook.at(folder.path + "/fifo").problem(kind: kinds) == "a FIFO")

    let toFile = PathLook.at(folder.path + "/to-file")
    #expect(toFile.isFile && toFile.link == "file" && !toFile.isFree)
    #expect(toFile.problem(kind: kinds) == nil)

    let toNowhere = PathLook.at(folder.path + "/to-nowhere")
    #expect(toNowhere.link == "gone/x" && toNowhere.end == .nothing && !toNowhere.isFree && !toNowhere.isFile)
    #expect(toNowhere.problem(kind: kinds) == "a symbolic link to gone/x, which leads nowhere")

    let loop = PathLook.at(folder.path + "/loop")
    #expect(loop.end == .loop && !loop.isFree)
    #expect(loop.problem(kind: kinds) == "a symbolic link to loop that leads back to itself")
  }

  @Test("a file with a name of 255 bytes is written: its temporary file repeats at most 64 bytes of the name")
  func longName() throws {
    let folder = try TemporaryFolder()
    for name in [
      String(repeating: "a", count: 255), String(repeating: "é", count: 127) + "x",
      String(repeating: "🎒", count: 63) + "abc",
    ] {
      #expect(name.utf8.count == 255)
      let path = folder.path + "/" + name
      try AtomicFile.write(
        Data("backup".utf8), to: path,
        beforeReplace: { temporary in
          let temporaryName = (temporary as NSString).lastPathComponent
          #expect(temporaryName.utf8.count <= 1 + AtomicFile.temporaryStemBytes + 27)
          #expect(temporaryName.hasPrefix("." + AtomicFile.temporaryStem(name) + "."))
        })
      #expect(FileManager.default.contents(atPath: path) == Data("backup".utf8))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 3)
    // Cut at a character, never inside one; a short name is kept whole.
    #expect(AtomicFile.temporaryStem(String(repeating: "é", count: 127)) == String(repeating: "é", count: 32))
    #expect(AtomicFile.temporaryStem(String(repeating: "🎒", count: 20)) == String(repeating: "🎒", count: 16))
    #expect(AtomicFile.temporaryStem("settings.json") == "settings.json")
    #expect(AtomicFile.temporaryStem(String(repeating: "b", count: 64)) == String(repeating: "b", count: 64))
    #expect(AtomicFile.temporaryStem(String(repeating: "b", count: 65)) == String(repeating: "b", count: 64))
  }
}
