import Domain

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileKind {
  /// What is at `path`, following links; nil when nothing is there (or it cannot be looked at).
  /// Only looks: opening a FIFO to find out would wait for a writer for ever.
  public static func at(_ path: String) -> FileKind? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return FileKind(mode: info.st_mode)
  }
}
