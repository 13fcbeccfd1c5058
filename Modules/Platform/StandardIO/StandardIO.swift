// Only the C library here: stdio's `stdout` and `stderr` are C globals, which Swift 6 lets a file
// use when it imports them `@preconcurrency` and nothing re-exports them first. Only a program's
// main flow writes to them.
#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif

/// Standard output and error through stdio, the buffer `print` shares: never FileHandle.write,
/// which traps when a stream cannot be written.
enum StandardIO {
  static func writeError(_ text: String) { fputs(text, stderr) }
  static func writeOutput(_ text: String) { fputs(text, stdout) }
  static func writeOutput(_ bytes: [UInt8]) { write(bytes, to: stdout) }
  static func writeError(_ bytes: [UInt8]) { write(bytes, to: stderr) }
  static func flushOutput() { fflush(stdout) }

  private static func write(_ bytes: [UInt8], to stream: UnsafeMutablePointer<FILE>) {
    _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, stream) }
  }

  /// Nil when everything written to standard output got out, else why not.
  static func finishOutput() -> String? {
    if fflush(stdout) != 0 { return String(cString: strerror(errno)) }
    if ferror(stdout) != 0 { return "a write failed" }
    return nil
  }
}
