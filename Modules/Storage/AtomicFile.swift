import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// POSIX write(2), out of the way of `AtomicFile.write`.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, buffer, count)
}

/// Private files written whole or not at all: settings, backups, exports and the gate's lockout state.
///
/// A temporary file in the same folder is written, fsynced and renamed over the target, so a
/// crash leaves the previous file or the new one, never half of one. Files get mode 0600 and a
/// missing folder is created with mode 0700 (backups may hold feed secrets and the PIN hash).
public enum AtomicFile {
  public struct Failure: Error, Equatable, Sendable {
    public var path: String
    public var reason: String
  }

  /// Replaces (or creates) `path` with `data`.
  /// - Parameters:
  ///   - exclusive: fail with `EEXIST` instead of replacing an existing file.
  ///   - beforeReplace: called with the finished temporary file just before it takes the name (tests inject failures here).
  public static func write(
    _ data: Data, to path: String, exclusive: Bool = false, beforeReplace: ((String) throws -> Void)? = nil
  ) throws(Failure) {
    let folder = (path as NSString).deletingLastPathComponent
    try createFolder(folder.isEmpty ? "." : folder)
    let name = temporaryStem((path as NSString).lastPathComponent)
    removeStaleTemporaries(of: name, in: folder.isEmpty ? "." : folder)
    let temporary = (folder.isEmpty ? "." : folder) + "/.\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw Failure(path: path, reason: errnoText()) }
    do throws(Failure) {
      _ = fchmod(fd, 0o600)  // whatever the umask
      if let failure = writeAll(fd, data) {
        close(fd)
        throw Failure(path: path, reason: String(cString: strerror(failure)))
      }
      guard fsync(fd) == 0 else {
        let reason = errnoText()
        close(fd)
        throw Failure(path: path, reason: reason)
      }
      guard close(fd) == 0 else { throw Failure(path: path, reason: errnoText()) }
      if let beforeReplace {
        do { try beforeReplace(temporary) } catch { throw Failure(path: path, reason: "\(error)") }
      }
      if exclusive {
        // link() refuses to replace: the name is ours only if nobody took it meanwhile.
        guard link(temporary, path) == 0 else { throw Failure(path: path, reason: errnoText()) }
        unlink(temporary)
      } else {
        guard rename(temporary, path) == 0 else { throw Failure(path: path, reason: errnoText()) }
      }
    } catch {
      unlink(temporary)
      throw error
    }
    syncFolder(folder.isEmpty ? "." : folder)
  }

  /// The most of a file's name its temporary file repeats, in UTF-8 bytes. A name may be 255 bytes
  /// (NAME_MAX); its temporary file adds up to 27 more, and once made a long export fail.
  static let temporaryStemBytes = 64

  /// `name`, cut at a character boundary to at most `temporaryStemBytes`.
  static func temporaryStem(_ name: String) -> String {
    guard name.utf8.count > temporaryStemBytes else { return name }
    var stem = ""
    var bytes = 0
    for character in name {
      bytes += character.utf8.count
      if bytes > temporaryStemBytes { break }
      stem.append(character)
    }
    return stem
  }

  /// How old a temporary file must be before it is taken as left behind even if its PID is alive
  /// (PIDs are reused; no write takes this long).
  public static let staleAge: TimeInterval = 60

  /// Removes `.NAME.PID.N.tmp` files that a killed writer left in `folder`: those whose process is
  /// gone, or older than `staleAge`. A live writer's file is young and its PID alive, so it is kept.
  static func removeStaleTemporaries(of name: String, in folder: String, now: Date = Date()) {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    let prefix = ".\(name)."
    for entry in entries where entry.hasPrefix(prefix) && entry.hasSuffix(".tmp") {
      let fields = entry.dropFirst(prefix.count).dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
      guard fields.count == 2, let pid = pid_t(fields[0]), pid > 0, UInt32(fields[1]) != nil else { continue }
      let file = folder + "/" + entry
      var info = stat()
      guard lstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
      let modified = Date(timeIntervalSince1970: TimeInterval(info.st_mtim.tv_sec))
      let gone = kill(pid, 0) != 0 && errno == ESRCH
      if gone || now.timeIntervalSince(modified) > staleAge { unlink(file) }
    }
  }

  /// Creates `folder` (and its parents) with mode 0700 when missing.
  public static func createFolder(_ folder: String) throws(Failure) {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else { throw Failure(path: folder, reason: "it is a file, not a folder") }
      return
    }
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw Failure(path: folder, reason: "cannot create the folder (\((error as NSError).localizedDescription))")
    }
  }

  /// Runs `body` holding an exclusive lock on `folder`, so two programs updating one state file
  /// do not lose each other's change.
  public static func withFolderLock<T>(_ folder: String, _ body: () throws -> T) throws -> T {
    try createFolder(folder)
    let lock = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if lock >= 0 { _ = flock(lock, LOCK_EX) }
    defer {
      if lock >= 0 {
        _ = flock(lock, LOCK_UN)
        close(lock)
      }
    }
    return try body()
  }

  static func writeAll(_ fd: Int32, _ data: Data) -> Int32? {
    data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Int32? in
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return nil
    }
  }

  static func syncFolder(_ folder: String) {
    let directory = open(folder, O_RDONLY | O_DIRECTORY)
    if directory >= 0 {
      _ = fsync(directory)
      close(directory)
    }
  }

  static func errnoText() -> String { String(cString: strerror(errno)) }
}
