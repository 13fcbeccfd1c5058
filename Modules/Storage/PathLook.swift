import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a name holds, symbolic links included, looked at without opening anything (opening a FIFO
/// waits for a writer). Settings, the gate's state and exports decide from it whether they may read
/// or replace the name: a link that leads nowhere is not "no file yet", and a loop is not a file.
public struct PathLook: Equatable, Sendable {
  /// Where the name ends up after its links are followed.
  public enum End: Equatable, Sendable {
    /// Nothing: no such name, or a link to a name that does not exist.
    case nothing
    /// Links that lead back to themselves (ELOOP).
    case loop
    /// An entry, with its `stat` mode.
    case entry(mode: mode_t)
    /// It cannot be looked at (a folder on the way this user may not search): the system's words.
    case unreachable(String)
  }

  /// What the symbolic link at the name says, or nil when the name is not a link.
  public var link: String?
  public var end: End

  public init(link: String?, end: End) {
    self.link = link
    self.end = end
  }

  public static func at(_ path: String) -> PathLook {
    var info = stat()
    guard lstat(path, &info) == 0 else {
      return PathLook(link: nil, end: errno == ENOENT || errno == ENOTDIR ? .nothing : .unreachable(errnoText()))
    }
    guard info.st_mode & S_IFMT == S_IFLNK else { return PathLook(link: nil, end: .entry(mode: info.st_mode)) }
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    let target = count >= 0 ? String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : "?"
    guard stat(path, &info) == 0 else {
      switch errno {
      case ELOOP: return PathLook(link: target, end: .loop)
      case ENOENT, ENOTDIR: return PathLook(link: target, end: .nothing)
      default: return PathLook(link: target, end: .unreachable(errnoText()))
      }
    }
    return PathLook(link: target, end: .entry(mode: info.st_mode))
  }

  /// Whether the name is nothing at all, not even a link: the only place a new file may simply be created.
  public var isFree: Bool { link == nil && end == .nothing }

  /// Whether the name leads to a regular file (through links or not).
  public var isFile: Bool {
    if case .entry(let mode) = end { return mode & S_IFMT == S_IFREG }
    return false
  }

  /// What is wrong with the name as a place for a file that is read and replaced, in a parent's words,
  /// or nil when it is free or leads to a regular file. `kind` names a non-file's mode ("a folder").
  public func problem(kind: (mode_t) -> String) -> String? {
    switch end {
    case .nothing:
      guard let link else { return nil }
      return "a symbolic link to \(link), which leads nowhere"
    case .loop:
      return "a symbolic link to \(link ?? "?") that leads back to itself"
    case .unreachable(let reason):
      return "out of reach (\(reason))"
    case .entry(let mode):
      if mode & S_IFMT == S_IFREG { return nil }
      return link.map { "a symbolic link to \($0), which is \(kind(mode))" } ?? kind(mode)
    }
  }

  static func errnoText() -> String { String(cString: strerror(errno)) }
}
