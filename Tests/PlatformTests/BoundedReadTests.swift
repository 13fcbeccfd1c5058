import Platform
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A read's limit is met at itself, and named in messages in the largest whole unit.
@Suite("Reads bounded by a limit")
struct BoundedReadTests {
  /// What `BoundedRead.all` gives for `count` bytes written to a pipe, under `limit`.
  static func read(_ count: Int, limit: Int) throws -> [UInt8]? {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    defer { close(ends[0]) }
    let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: count)
    // Under the pipe's 64 KiB: written whole before anything reads it.
    try #require(write(ends[1], bytes, count) == count)
    close(ends[1])
    return try BoundedRead.all(ends[0], limit: limit)
  }

  @Test("exactly the limit is read whole, one byte more is refused, and nothing is nothing")
  func exactLimit() throws {
    #expect(try Self.read(4096, limit: 4096)?.count == 4096)
    #expect(try Self.read(4097, limit: 4096) == nil)
    #expect(try Self.read(0, limit: 4096) == [])
    #expect(try Self.read(1, limit: 0) == nil)
  }

  @Test("a limit is named in MiB or KiB when it is a whole number of them, else in bytes, 0 too")
  func words() {
    #expect(BoundedRead.words(64 << 20) == "64 MiB")
    #expect(BoundedRead.words(1 << 20) == "1 MiB")
    #expect(BoundedRead.words((1 << 20) + (1 << 10)) == "1025 KiB")
    #expect(BoundedRead.words(4 << 10) == "4 KiB")
    #expect(BoundedRead.words(1 << 10) == "1 KiB")
    #expect(BoundedRead.words(1023) == "1023 bytes")
    #expect(BoundedRead.words(1025) == "1025 bytes")
    #expect(BoundedRead.words(0) == "0 bytes")
  }
}
