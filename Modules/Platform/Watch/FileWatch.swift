import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The files and folders whose change can change the day's context, watched with inotify where
/// the kernel offers it and compared by `stat` on every wake either way (inotify does not see
/// changes made on another machine to a network file system).
public struct WatchedPaths: Equatable, Sendable {
  /// Folders watched for any change inside (a vdir and its collections).
  public var folders: [String] = []
  /// Files watched through their folder, so a file replaced by rename (an editor, vdirsyncer,
  /// the settings' atomic write) is still seen; a name ending in `*` matches by prefix.
  public var files: [String] = []

  public init(folders: [String] = [], files: [String] = []) {
    self.folders = folders
    self.files = files
  }
}

/// One set of inotify watches and a `stat` snapshot of the same paths.
public final class FileWatch {
  /// nil when inotify is off or unavailable: then only the snapshot compares.
  public private(set) var descriptor: Int32?
  /// Every watch was placed (a missing folder cannot be watched until it exists).
  public private(set) var complete = true
  /// Per watch descriptor: the names that matter in it, nil for any.
  private var names: [Int32: Set<String>?] = [:]
  private let snapshot: [String: String]
  public let paths: WatchedPaths

  public init(_ paths: WatchedPaths, inotify: Bool) {
    self.paths = paths
    snapshot = Self.snapshot(of: paths)
    #if canImport(Glibc)
      guard inotify else {
        complete = false
        return
      }
      let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      guard fd >= 0 else {
        complete = false
        return
      }
      descriptor = fd
      let mask = UInt32(
        IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB | IN_DELETE_SELF
          | IN_MOVE_SELF)
      // Per folder: the names that matter in it; nil for any.
      var wanted: [String: Set<String>?] = [:]
      for folder in paths.folders { wanted[folder] = Set<String>?.none }
      for file in paths.files {
        let folder = (file as NSString).deletingLastPathComponent
        let name = (file as NSString).lastPathComponent
        switch wanted[folder] {
        case .some(.none): continue
        case .some(.some(let names)): wanted[folder] = names.union([name])
        case .none: wanted[folder] = [name]
        }
      }
      for (folder, filter) in wanted {
        let wd = inotify_add_watch(fd, folder, mask)
        if wd < 0 {
          complete = false
          continue
        }
        names[wd] = filter
      }
    #else
      complete = false
    #endif
  }

  deinit {
    if let descriptor { close(descriptor) }
  }

  /// Reads the pending inotify events and says whether one concerns a watched path.
  public func drain() -> Bool {
    #if canImport(Glibc)
      guard let descriptor else { return false }
      var relevant = false
      var buffer = [UInt8](repeating: 0, count: 8192)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count <= 0 { break }
        var offset = 0
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= count {
          let (wd, mask, length) = buffer.withUnsafeBytes { raw in
            let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
            return (event.wd, event.mask, Int(event.len))
          }
          let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)]
          let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
          if mask & UInt32(IN_Q_OVERFLOW | IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF) != 0 {
            relevant = true
          } else if let filter = names[wd] {
            relevant = relevant || filter.map { Self.matches(name, $0) } ?? true
          }
          offset += header + length
        }
      }
      return relevant
    #else
      return false
    #endif
  }

  /// True when a watched path's `stat` differs from when the watch began.
  public var changedOnDisk: Bool { Self.snapshot(of: paths) != snapshot }

  static func matches(_ name: String, _ filter: Set<String>) -> Bool {
    filter.contains(name) || filter.contains { $0.hasSuffix("*") && name.hasPrefix($0.dropLast()) }
  }

  /// Inode, size and modification time of every watched file, and of every entry of the watched
  /// folders (one level down, as a vdir is laid out).
  static func snapshot(of paths: WatchedPaths) -> [String: String] {
    var result: [String: String] = [:]
    func record(_ path: String) { result[path] = status(path) }
    for file in paths.files {
      if file.hasSuffix("*") {
        let folder = (file as NSString).deletingLastPathComponent
        let prefix = String((file as NSString).lastPathComponent.dropLast())
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where entry.hasPrefix(prefix)
        {
          record(folder + "/" + entry)
        }
      } else {
        record(file)
      }
    }
    for folder in paths.folders {
      record(folder)
      for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
        let path = folder + "/" + entry
        record(path)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
          for item in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] { record(path + "/" + item) }
        }
      }
    }
    return result
  }

  static func status(_ path: String) -> String {
    var info = stat()
    guard stat(path, &info) == 0 else { return "missing" }
    return "\(info.st_ino) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
  }
}
