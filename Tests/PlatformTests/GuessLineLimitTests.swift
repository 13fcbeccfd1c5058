import Domain
import Foundation
import Platform
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The guess line on a terminal had no limit of its own: it relied on the kernel's canonical-mode
/// line (4095 bytes on Linux). Through a pipe, where the kernel cuts nothing, the reader's own limit shows.
@Suite("The terminal's guess line has its own limit")
struct GuessLineLimitTests {
  /// A terminal reading the read end of a pipe, writing its prompts to /dev/null.
  final class Piped: @unchecked Sendable {
    let terminal: PosixTerminal
    let write: Int32
    private var inputClosed = false
    private let read: Int32
    private let output: Int32

    init() throws {
      var ends: [Int32] = [0, 0]
      try #require(pipe(&ends) == 0)
      read = ends[0]
      write = ends[1]
      output = open("/dev/null", O_WRONLY)
      terminal = PosixTerminal(input: read, output: output)
    }

    func send(_ bytes: [UInt8]) {
      var offset = 0
      while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes { Glibc.write(write, $0.baseAddress, $0.count) }
        guard written > 0 else { return }
        offset += written
      }
    }

    /// Called once, from the one thread that writes.
    func closeInput() {
      inputClosed = true
      close(write)
    }

    deinit {
      close(read)
      close(output)
      if !inputClosed { close(write) }
    }
  }

  static let limit = StandardTerminalInput.maximumLineBytes

  @Test("a line of exactly the limit is read whole; one byte more is dropped to its end, and the next line is clean")
  func limit() throws {
    let piped = try Piped()
    let exact = [UInt8](repeating: UInt8(ascii: "7"), count: Self.limit)
    // Written and read one line at a time, as a terminal in canonical mode hands them over.
    piped.send(exact + [0x0A])
    #expect(piped.terminal.readLine(prompt: "") == .line(String(decoding: exact, as: UTF8.self)))
    piped.send(exact + [UInt8(ascii: "8"), 0x0A])
    #expect(piped.terminal.readLine(prompt: "") == .tooLong(limit: Self.limit))
    piped.send(Array("5m\n".utf8))
    #expect(piped.terminal.readLine(prompt: "") == .line("5m"))
  }

  @Test("a line far past the limit, and one that ends with the input, are refused without being kept")
  func farPast() throws {
    let piped = try Piped()
    let sender = Thread {
      piped.send([UInt8](repeating: UInt8(ascii: "9"), count: 1 << 20) + [0x0A])
      // Twice the limit: a read that ends a line may take up to 255 bytes of the next with it, as
      // no terminal hands over (canonical mode gives one line per read).
      piped.send([UInt8](repeating: UInt8(ascii: "9"), count: 2 * Self.limit))
      piped.closeInput()
    }
    sender.start()
    #expect(piped.terminal.readLine(prompt: "") == .tooLong(limit: Self.limit))
    #expect(piped.terminal.readLine(prompt: "") == .tooLong(limit: Self.limit))
  }
}
