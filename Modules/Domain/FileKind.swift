#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What is at a path, in the words a parent understands ("a FIFO"): calendars, backups and
/// exports all refuse what is not a regular file, and say the same thing about it. The meaning
/// of a `stat` mode; looking at a path is `FileKind.at`.
public enum FileKind: Equatable, Sendable {
  case regular, folder, fifo, socket, characterDevice, blockDevice, other

  /// The kind that a `stat` mode describes.
  public init(mode: mode_t) {
    switch mode & S_IFMT {
    case S_IFREG: self = .regular
    case S_IFDIR: self = .folder
    case S_IFIFO: self = .fifo
    case S_IFSOCK: self = .socket
    case S_IFCHR: self = .characterDevice
    case S_IFBLK: self = .blockDevice
    default: self = .other
    }
  }

  public var words: String {
    switch self {
    case .regular: "a file"
    case .folder: "a folder"
    case .fifo: "a FIFO"
    case .socket: "a socket"
    case .characterDevice: "a character device"
    case .blockDevice: "a block device"
    case .other: "not a regular file"
    }
  }
}
