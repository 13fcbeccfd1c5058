import Domain
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Reads from a descriptor that someone else controls (standard input, a file given by path) in
/// blocks, never holding more than a limit: `import - < /dev/zero` must be refused, not fill memory.
public enum BoundedRead {
  /// Reads `descriptor` to its end.
  /// - Returns: the bytes, or nil as soon as there are more than `limit` (reading stops there).
  /// - Throws: the failed read's reason (strerror).
  public static func all(_ descriptor: Int32, limit: Int) throws(BoundedReadFailure) -> [UInt8]? {
    var bytes: [UInt8] = []
    var block = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = read(descriptor, &block, block.count)
      if count < 0 {
        if errno == EINTR { continue }
        throw BoundedReadFailure(reason: String(cString: strerror(errno)))
      }
      if count == 0 { return bytes }
      guard bytes.count + count <= limit else { return nil }
      bytes.append(contentsOf: block[0..<count])
    }
  }

  /// `64 MiB`, `4 KiB`, `100 bytes`: a limit as messages name it.
  public static func words(_ bytes: Int) -> String {
    if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
    if bytes >= 1 << 10 && bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
    return "\(bytes) bytes"
  }
}

public struct BoundedReadFailure: Error, Sendable {
  public var reason: String
}

/// A line of standard input longer than `StandardTerminalInput.maximumLineBytes`.
public struct LineTooLong: ExitCoded, Equatable, Sendable, CustomStringConvertible {
  public var limit: Int

  public init(limit: Int) { self.limit = limit }

  public var description: String {
    "a line of standard input is longer than \(BoundedRead.words(limit)), the most a line may be: it was refused"
  }

  public var exitCode: Int32 { 65 }
}
