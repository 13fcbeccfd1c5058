import Foundation
import Storage

#if canImport(Glibc)
  import Glibc
#endif

/// What `notify-send --help` said about `--print-id` and `--replace-id`, kept in the runtime
/// folder so that only the first delivery after a login (or after libnotify changed) runs it:
/// the help costs a process start, about a quarter of a desktop delivery.
///
/// The answer is kept for one program file, named by its path and what `stat` says of it (device,
/// inode, size, modification and change times), so an upgraded or replaced notify-send is asked
/// again. The file only saves time: one that is missing, corrupt, unreadable or cannot be
/// written means asking again, never an error or a warning.
struct NotifySendFeatures: Sendable {
  let path: String

  /// The program file the answer is about.
  struct Program: Codable, Equatable {
    var path: String
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: [Int]
    var changed: [Int]

    /// The file at `path` as it is now (links followed), or nil when it cannot be looked at.
    init?(path: String) {
      var info = stat()
      guard stat(path, &info) == 0 else { return nil }
      self.path = path
      device = UInt64(info.st_dev)
      inode = UInt64(info.st_ino)
      size = Int64(info.st_size)
      modified = [info.st_mtim.tv_sec, info.st_mtim.tv_nsec]
      changed = [info.st_ctim.tv_sec, info.st_ctim.tv_nsec]
    }
  }

  struct File: Codable {
    var version = 1
    var program: Program
    var replace: Bool
  }

  /// The answer kept for `program`, or nil when none is kept for it as it is now.
  func replace(for program: Program) -> Bool? {
    guard let data = FileManager.default.contents(atPath: path),
      let file = try? JSONDecoder().decode(File.self, from: data), file.version == 1, file.program == program
    else { return nil }
    return file.replace
  }

  /// Keeps `replace` as the answer for `program`, replacing whatever was kept; failures are ignored.
  func keep(_ replace: Bool, for program: Program) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(File(program: program, replace: replace)) else { return }
    try? AtomicFile.write(data, to: path)
  }
}
